export { PasswordRuleHint, type PasswordRuleHintProps } from './PasswordRuleHint';
