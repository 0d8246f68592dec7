import {
  forwardRef,
  useLayoutEffect,
  useRef,
  useState,
  type InputHTMLAttributes,
  type MouseEvent,
} from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { ruleMessage } from '../../i18n';
import type { PasswordMode, RuleCode } from '@fairway/rules';
import { Field, hasContent, useFieldProps, useMergedRef, type FieldStateProps } from '../Field';
import { Icon } from '../Icon';
import * as styles from './PasswordField.css';

const messages = defineMessages({
  show: { id: 'ds.passwordField.show', defaultMessage: 'Show password' },
  hide: { id: 'ds.passwordField.hide', defaultMessage: 'Hide password' },
});

/** The rule a password fails first names every requirement of its mode, so it doubles as the hint. */
const RULE_HINT: Record<PasswordMode, RuleCode> = {
  basic: 'password.short',
  strict: 'password.strict',
};

export interface PasswordFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'>, FieldStateProps {
  /** Shows the requirements of this password rule as the hint (unless `hint` is given). */
  rule?: PasswordMode;
}

interface Selection {
  start: number | null;
  end: number | null;
  direction: 'forward' | 'backward' | 'none' | null;
}

export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField({ rule, ...props }, ref) {
    const intl = useIntl();
    const [field, rest] = useFieldProps(props);
    const { id: inputId, hint, disabled } = field;
    const [shown, setShown] = useState(false);
    const inputRef = useRef<HTMLInputElement>(null);
    const mergedRef = useMergedRef(ref, inputRef);
    // Set while toggling from inside the input, so the caret comes back where the user left it.
    const pendingSelection = useRef<Selection | null>(null);

    useLayoutEffect(() => {
      const input = inputRef.current;
      const selection = pendingSelection.current;
      pendingSelection.current = null;
      if (!input || !selection || selection.start === null || selection.end === null) return;
      // Browsers move the caret to the end when an input changes type.
      input.setSelectionRange(selection.start, selection.end, selection.direction ?? undefined);
    }, [shown]);

    // Clicking the eye must not take focus away from the input the user is typing in.
    const keepFocusInInput = (event: MouseEvent<HTMLButtonElement>) => {
      if (document.activeElement === inputRef.current) event.preventDefault();
    };

    const toggle = () => {
      const input = inputRef.current;
      if (input && document.activeElement === input) {
        pendingSelection.current = {
          start: input.selectionStart,
          end: input.selectionEnd,
          direction: input.selectionDirection,
        };
      }
      setShown((value) => !value);
    };

    const fieldHint = hasContent(hint)
      ? hint
      : rule
        ? intl.formatMessage(ruleMessage(RULE_HINT[rule]))
        : undefined;

    return (
      <Field {...field} hint={fieldHint}>
        {(controlProps) => (
          <div className={styles.wrapper}>
            <input
              ref={mergedRef}
              type={shown ? 'text' : 'password'}
              className={styles.input}
              // Spell checkers and autocapitalisation would see (and may upload) a shown password.
              spellCheck={false}
              autoCapitalize="none"
              autoCorrect="off"
              {...rest}
              {...controlProps}
            />
            <button
              type="button"
              className={styles.toggle}
              aria-controls={inputId}
              aria-pressed={shown}
              aria-label={intl.formatMessage(shown ? messages.hide : messages.show)}
              disabled={disabled}
              onMouseDown={keepFocusInInput}
              onClick={toggle}
            >
              {shown ? <EyeOffIcon /> : <EyeIcon />}
            </button>
          </div>
        )}
      </Field>
    );
  },
);

function EyeIcon() {
  return (
    <Icon className={styles.icon}>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </Icon>
  );
}

function EyeOffIcon() {
  return (
    <Icon className={styles.icon}>
      <path d="M9.9 5.2A10.4 10.4 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-2.6 3.6" />
      <path d="M6.6 6.6C3.7 8.4 2 12 2 12s3.5 7 10 7a10 10 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
      <path d="m2 2 20 20" />
    </Icon>
  );
}
