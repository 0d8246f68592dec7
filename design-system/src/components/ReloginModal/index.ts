export { ReloginModal, type ReloginModalProps } from './ReloginModal';
export { LazyReloginModal } from './LazyReloginModal';
