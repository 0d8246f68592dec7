export {
  LOGIN_FIELD_NAMES,
  LoginForm,
  type LoginFieldName,
  type LoginFormProps,
} from './LoginForm';
