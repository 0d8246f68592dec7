export {
  Field,
  FieldLabel,
  FieldMessages,
  fieldControlProps,
  fieldIds,
  hasContent,
  useFieldProps,
  useMergedRef,
  type FieldControlProps,
  type FieldStateProps,
} from './Field';
