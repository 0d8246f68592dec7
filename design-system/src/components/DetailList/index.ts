export { DetailList, DetailRow, type DetailListProps, type DetailRowProps } from './DetailList';
