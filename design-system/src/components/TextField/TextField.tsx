import { forwardRef, type InputHTMLAttributes } from 'react';
import { Field, useFieldProps, type FieldStateProps } from '../Field';
import { input } from './TextField.css';

export type TextFieldType = 'text' | 'email' | 'tel' | 'number';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'>, FieldStateProps {
  type?: TextFieldType;
}

/** A labelled single-line input; every other input attribute reaches the `<input>`. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { type = 'text', ...props },
  ref,
) {
  const [field, rest] = useFieldProps(props);
  return (
    <Field {...field}>
      {(controlProps) => (
        <input ref={ref} type={type} className={input} {...rest} {...controlProps} />
      )}
    </Field>
  );
});
