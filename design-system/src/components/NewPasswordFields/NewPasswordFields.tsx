import { useId, useState } from 'react';
import { FIELD_MAX } from '@fairway/rules';
import { PasswordField } from '../PasswordField';
import { PasswordRuleHint } from '../PasswordRuleHint';
import * as styles from './NewPasswordFields.css';

export interface NewPasswordFieldsProps {
  /** The form field names of the password and of its repetition. */
  name?: string;
  confirmationName?: string;
  label: string;
  confirmationLabel: string;
  /** Translated errors, shown under their field. */
  error?: string;
  confirmationError?: string;
}

/**
 * A new password under the strict rule, the rule's checklist following the typing, and the
 * password again (sign-up, reset, change). The checklist is beside the input rather than its
 * hint, so its live announcements are not read again as the input's description. Two sibling
 * blocks, so they take their place in the surrounding form's layout.
 */
export function NewPasswordFields({
  name = 'password',
  confirmationName = 'passwordConfirmation',
  label,
  confirmationLabel,
  error,
  confirmationError,
}: NewPasswordFieldsProps) {
  const ruleHintId = useId();
  const [password, setPassword] = useState('');
  return (
    <>
      <div className={styles.password}>
        <PasswordField
          name={name}
          label={label}
          required
          autoComplete="new-password"
          maxLength={FIELD_MAX.password}
          aria-describedby={ruleHintId}
          error={error}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordRuleHint id={ruleHintId} value={password} />
      </div>
      <PasswordField
        name={confirmationName}
        label={confirmationLabel}
        required
        autoComplete="new-password"
        maxLength={FIELD_MAX.password}
        error={confirmationError}
      />
    </>
  );
}
