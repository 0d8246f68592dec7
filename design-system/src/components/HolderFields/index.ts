export { HolderFields, type HolderFieldName, type HolderFieldsProps } from './HolderFields';
