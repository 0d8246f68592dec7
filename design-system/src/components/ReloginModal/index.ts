export { ReloginModal, type ReloginModalProps } from './ReloginModal';
