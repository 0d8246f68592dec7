import { clsx } from 'clsx';
import { forwardRef, type InputHTMLAttributes } from 'react';
import {
  FieldLabel,
  FieldMessages,
  fieldControlProps,
  useFieldId,
  type FieldStateProps,
} from '../Field';
import * as styles from './Checkbox.css';

export interface CheckboxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'>, FieldStateProps {}

/**
 * A native checkbox, restyled. The label may hold a link (e.g. to the terms and conditions):
 * clicking the link follows it, clicking the rest of the label toggles the box.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  {
    id,
    label,
    required,
    disabled,
    hint,
    error,
    className,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const inputId = useFieldId(id);
  return (
    <div className={clsx(styles.root, className)}>
      <div className={styles.row}>
        <span className={styles.box}>
          <input
            ref={ref}
            type="checkbox"
            className={styles.input}
            {...rest}
            {...fieldControlProps({ id: inputId, required, disabled, hint, error, describedBy })}
          />
          <svg
            className={styles.check}
            viewBox="0 0 20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
          >
            <path d="m5 10.5 3.2 3.2L15 6.5" />
          </svg>
        </span>
        <FieldLabel
          htmlFor={inputId}
          required={required}
          disabled={disabled}
          className={clsx(styles.label, disabled && styles.disabledLabel)}
        >
          {label}
        </FieldLabel>
      </div>
      <FieldMessages id={inputId} hint={hint} error={error} className={styles.messages} />
    </div>
  );
});
