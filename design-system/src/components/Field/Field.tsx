import { clsx } from 'clsx';
import { useCallback, useId, type ReactNode, type Ref, type RefCallback } from 'react';
import { Icon } from '../Icon';
import * as styles from './Field.css';

/** A symbol, not a word: screen readers learn "required" from the control's own state. */
const REQUIRED_MARK = '*';

/** What every labelled form control of the design system accepts besides its own props. */
export interface FieldStateProps {
  label: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Help shown under the control, e.g. the password rule. */
  hint?: ReactNode;
  /** Marks the control invalid and explains why. Empty values mean "no error". */
  error?: ReactNode;
}

/** Attributes Field hands to its control so label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  required?: boolean;
  disabled?: boolean;
  'aria-required'?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** `false`, `''` and friends mean "nothing to show", so callers can pass `cond && text`. */
export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== true && node !== '';
}

export function fieldIds(id: string): { label: string; hint: string; error: string } {
  return { label: `${id}-label`, hint: `${id}-hint`, error: `${id}-error` };
}

/** The caller's id when given (a form may point a link at it), a generated one otherwise. */
export function useFieldId(id: string | undefined): string {
  const generated = useId();
  return id ?? generated;
}

export interface FieldControlOptions extends Omit<FieldStateProps, 'label'> {
  id: string;
  /** Ids the caller already points aria-describedby at; kept after the field's own. */
  describedBy?: string;
}

export function fieldControlProps({
  id,
  required,
  disabled,
  hint,
  error,
  describedBy,
}: FieldControlOptions): FieldControlProps {
  const ids = fieldIds(id);
  const invalid = hasContent(error);
  // The error first: it is what the user must act on.
  const describedByIds = [
    invalid ? ids.error : undefined,
    hasContent(hint) ? ids.hint : undefined,
    describedBy,
  ]
    .filter(Boolean)
    .join(' ');
  return {
    id,
    required,
    disabled,
    'aria-required': required || undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedByIds || undefined,
  };
}

export interface FieldLabelProps {
  htmlFor: string;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}

export function FieldLabel({
  htmlFor,
  id,
  required,
  disabled,
  className,
  children,
}: FieldLabelProps) {
  return (
    <label
      htmlFor={htmlFor}
      id={id}
      className={clsx(styles.label, disabled && styles.labelDisabled, className)}
    >
      {children}
      {required ? (
        <span aria-hidden="true" className={styles.requiredMark}>
          {REQUIRED_MARK}
        </span>
      ) : null}
    </label>
  );
}

function ErrorIcon() {
  return (
    <Icon className={styles.errorIcon} viewBox="0 0 16 16" fill="currentColor">
      <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm-.75 3.5h1.5v5h-1.5v-5Zm0 6.25h1.5v1.5h-1.5v-1.5Z" />
    </Icon>
  );
}

export interface FieldMessagesProps {
  id: string;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
}

/**
 * Hint and error of the control `id`. Plain text, not a live region: the control announces them
 * through aria-describedby, and the page decides when a form's errors are announced.
 */
export function FieldMessages({ id, hint, error, className }: FieldMessagesProps) {
  const ids = fieldIds(id);
  return (
    <div className={clsx(styles.messages, className)}>
      {hasContent(hint) ? (
        <div id={ids.hint} className={styles.hint}>
          {hint}
        </div>
      ) : null}
      {hasContent(error) ? (
        <div id={ids.error} className={styles.error}>
          <ErrorIcon />
          <span>{error}</span>
        </div>
      ) : null}
    </div>
  );
}

export interface FieldProps extends FieldStateProps {
  id: string;
  describedBy?: string;
  className?: string;
  /** Renders the control with the attributes that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label, control, hint and error stacked, with the required and invalid rules in one place.
 * Internal: TextField, PasswordField and Select are built on it.
 */
export function Field({
  id,
  label,
  required,
  disabled,
  hint,
  error,
  describedBy,
  className,
  children,
}: FieldProps) {
  return (
    <div className={clsx(styles.field, className)}>
      <FieldLabel htmlFor={id} id={fieldIds(id).label} required={required} disabled={disabled}>
        {label}
      </FieldLabel>
      {children(fieldControlProps({ id, required, disabled, hint, error, describedBy }))}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/** The props a Field-based control shares with every other: its state and how it is tied in. */
export interface FieldOwnProps extends FieldStateProps {
  /** The control's id; a generated one when not given (see useFieldId). */
  id?: string;
  className?: string;
  /** Further descriptions of the control, announced after its error and hint. */
  'aria-describedby'?: string;
}

/** What a control passes on to its Field, `children` aside. */
export type FieldBaseProps = Omit<FieldProps, 'children'>;

/**
 * Splits a control's props into its Field's (with the id resolved by useFieldId) and the rest,
 * which belong to the control itself.
 */
export function useFieldProps<P extends FieldOwnProps>(
  props: P,
): [FieldBaseProps, Omit<P, keyof FieldOwnProps>] {
  const {
    id,
    label,
    required,
    disabled,
    hint,
    error,
    className,
    'aria-describedby': describedBy,
    ...rest
  } = props;
  const fieldId = useFieldId(id);
  return [{ id: fieldId, label, required, disabled, hint, error, describedBy, className }, rest];
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** One ref callback feeding both the caller's forwarded ref and the component's own. */
export function useMergedRef<T>(
  first: Ref<T> | undefined,
  second: Ref<T> | undefined,
): RefCallback<T> {
  return useCallback(
    (node: T | null) => {
      assignRef(first, node);
      assignRef(second, node);
    },
    [first, second],
  );
}
