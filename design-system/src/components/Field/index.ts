export {
  Field,
  FieldLabel,
  FieldMessages,
  fieldControlProps,
  fieldIds,
  hasContent,
  useFieldId,
  useMergedRef,
  type FieldControlOptions,
  type FieldControlProps,
  type FieldLabelProps,
  type FieldMessagesProps,
  type FieldProps,
  type FieldStateProps,
} from './Field';
export { control as fieldControlClass } from './Field.css';
