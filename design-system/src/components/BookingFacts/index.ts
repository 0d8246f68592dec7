export { BookingFacts, type BookingFactsProps } from './BookingFacts';
