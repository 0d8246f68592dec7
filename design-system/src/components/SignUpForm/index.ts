export {
  SIGN_UP_FIELD_NAMES,
  SignUpForm,
  type SignUpFieldName,
  type SignUpFormProps,
  type SignUpFormValues,
} from './SignUpForm';
