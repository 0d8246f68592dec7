import { clsx } from 'clsx';
import { forwardRef, type InputHTMLAttributes } from 'react';
import {
  FieldLabel,
  FieldMessages,
  fieldControlProps,
  useFieldProps,
  type FieldStateProps,
} from '../Field';
import { Icon } from '../Icon';
import * as styles from './Checkbox.css';

export interface CheckboxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'>, FieldStateProps {}

/**
 * A native checkbox, restyled. The label may hold a link (e.g. to the terms and conditions):
 * clicking the link follows it, clicking the rest of the label toggles the box.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(props, ref) {
  const [field, rest] = useFieldProps(props);
  const { id: inputId, label, required, disabled, hint, error, className } = field;
  return (
    <div className={clsx(styles.root, className)}>
      <div className={styles.row}>
        <span className={styles.box}>
          <input
            ref={ref}
            type="checkbox"
            className={styles.input}
            {...rest}
            {...fieldControlProps(field)}
          />
          <Icon className={styles.check} viewBox="0 0 20 20" strokeWidth={2.5}>
            <path d="m5 10.5 3.2 3.2L15 6.5" />
          </Icon>
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
