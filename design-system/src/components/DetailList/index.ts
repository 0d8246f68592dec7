export { DetailList, DetailRow } from './DetailList';
