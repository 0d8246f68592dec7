import { forwardRef, type InputHTMLAttributes } from 'react';
import { Field, useFieldId, type FieldStateProps } from '../Field';
import { input } from './TextField.css';

export type TextFieldType = 'text' | 'email' | 'tel' | 'number';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'>, FieldStateProps {
  type?: TextFieldType;
}

/** A labelled single-line input; every other input attribute reaches the `<input>`. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    id,
    label,
    required,
    disabled,
    hint,
    error,
    type = 'text',
    className,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const inputId = useFieldId(id);
  return (
    <Field
      id={inputId}
      label={label}
      required={required}
      disabled={disabled}
      hint={hint}
      error={error}
      describedBy={describedBy}
      className={className}
    >
      {(controlProps) => (
        <input ref={ref} type={type} className={input} {...rest} {...controlProps} />
      )}
    </Field>
  );
});
