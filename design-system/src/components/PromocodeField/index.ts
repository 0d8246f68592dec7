export { PromocodeField, type PromocodeFieldProps } from './PromocodeField';
