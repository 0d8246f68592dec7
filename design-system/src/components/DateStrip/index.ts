export { DateStrip, DATE_STRIP_DAYS, type DateStripProps } from './DateStrip';
