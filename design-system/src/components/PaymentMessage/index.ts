export { PaymentMessage, type PaymentMessageProps } from './PaymentMessage';
