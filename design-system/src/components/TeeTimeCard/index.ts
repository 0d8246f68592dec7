export { TeeTimeCard, type TeeTimeCardProps, type TeeTimeRate } from './TeeTimeCard';
