import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { ruleMessage } from '../../i18n';
import { FIELD_MAX, type RuleCode } from '@fairway/rules';
import { FormError } from '../FormError';
import { Link } from '../Link';
import { PasswordField } from '../PasswordField';
import { SubmitButton } from '../SubmitButton';
import { TextField } from '../TextField';
import * as styles from './LoginForm.css';

const messages = defineMessages<{
  email: NoMessageValues;
  password: NoMessageValues;
  forgotPassword: NoMessageValues;
  submit: NoMessageValues;
  busy: NoMessageValues;
}>({
  email: { id: 'ds.loginForm.email', defaultMessage: 'Email' },
  password: { id: 'ds.loginForm.password', defaultMessage: 'Password' },
  forgotPassword: { id: 'ds.loginForm.forgotPassword', defaultMessage: 'Forgot your password?' },
  submit: { id: 'ds.loginForm.submit', defaultMessage: 'Log in' },
  busy: { id: 'ds.loginForm.busy', defaultMessage: 'Logging in…' },
});

/** The `name` of each field, as a plain form POST sends them. */
export const LOGIN_FIELD_NAMES = ['email', 'password'] as const;

export type LoginFieldName = (typeof LOGIN_FIELD_NAMES)[number];

export interface LoginFormProps {
  /** The password-recovery page, rendered through the injected Link. */
  forgotPasswordHref: string;
  /** What the golfer sent last time, after a refused login. A password is never given back. */
  defaultValues?: { email?: string };
  /** The rule each field broke, as the rules module's codes; translated here. */
  errors?: Partial<Record<LoginFieldName, RuleCode>>;
  /** Why the login failed as a whole (wrong e-mail or password, too many attempts). */
  formError?: ReactNode;
  /** The form has been sent and its answer is awaited. */
  busy?: boolean;
  className?: string;
}

/**
 * The fields and the submit button of the login form. The site wraps them in its own `<form>`
 * (method post, its action): every field has its `name`, so the form works without JavaScript.
 */
export function LoginForm({
  forgotPasswordHref,
  defaultValues,
  errors = {},
  formError,
  busy = false,
  className,
}: LoginFormProps) {
  const intl = useIntl();
  const error = (field: LoginFieldName) => {
    const code = errors[field];
    return code ? intl.formatMessage(ruleMessage(code)) : undefined;
  };

  return (
    <div className={clsx(styles.form, className)}>
      <TextField
        name="email"
        type="email"
        label={intl.formatMessage(messages.email)}
        required
        // 'username' is what password managers look for beside a current password.
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={FIELD_MAX.email}
        defaultValue={defaultValues?.email}
        error={error('email')}
      />
      <div className={styles.password}>
        <PasswordField
          name="password"
          label={intl.formatMessage(messages.password)}
          required
          autoComplete="current-password"
          error={error('password')}
        />
        <Link href={forgotPasswordHref} className={styles.forgot}>
          {intl.formatMessage(messages.forgotPassword)}
        </Link>
      </div>
      <FormError>{formError}</FormError>
      <SubmitButton busy={busy} busyLabel={intl.formatMessage(messages.busy)} fullWidth>
        {intl.formatMessage(messages.submit)}
      </SubmitButton>
    </div>
  );
}
