import { clsx } from 'clsx';
import { useId, useState, type KeyboardEvent } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { formatPrice, type Locale } from '@fairway/rules';
import { Button } from '../Button';
import { SpinnerRing } from '../Spinner';
import { TextField } from '../TextField';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './PromocodeField.css';

const messages = defineMessages<{
  label: NoMessageValues;
  apply: NoMessageValues;
  applying: NoMessageValues;
  applied: { code: string; discount: string };
  remove: NoMessageValues;
  removeLabel: { code: string };
}>({
  label: { id: 'ds.promocodeField.label', defaultMessage: 'Promocode' },
  apply: { id: 'ds.promocodeField.apply', defaultMessage: 'Apply' },
  applying: { id: 'ds.promocodeField.applying', defaultMessage: 'Applying…' },
  applied: {
    id: 'ds.promocodeField.applied',
    defaultMessage: 'Promocode {code} applied: −{discount}',
  },
  remove: { id: 'ds.promocodeField.remove', defaultMessage: 'Remove' },
  removeLabel: { id: 'ds.promocodeField.removeLabel', defaultMessage: 'Remove promocode {code}' },
});

export interface PromocodeFieldProps {
  locale: Locale;
  /** Called with the trimmed code on Apply or Enter; never with an empty one. */
  onApply: (code: string) => void;
  onRemove?: () => void;
  busy?: boolean;
  /** The code the cart holds and the euros it takes off. */
  applied?: { code: string; discount: number } | null;
  /** Why the code was refused, in the golfer's language (from the engine). */
  error?: string | null;
  className?: string;
}

/**
 * Promocode entry. Not a <form>: it sits inside the checkout's own form, and forms cannot nest,
 * so Enter in the field applies the code by hand instead of submitting the page.
 */
export function PromocodeField({
  locale,
  onApply,
  onRemove,
  busy = false,
  applied,
  error,
  className,
}: PromocodeFieldProps) {
  const intl = useIntl();
  const id = useId();
  const [code, setCode] = useState('');

  function apply() {
    const trimmed = code.trim();
    if (busy || trimmed === '') return;
    onApply(trimmed);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // Keeps Enter from submitting the surrounding checkout form.
    event.preventDefault();
    apply();
  }

  const appliedText = applied
    ? intl.formatMessage(messages.applied, {
        code: applied.code,
        discount: formatPrice(applied.discount, locale),
      })
    : '';

  return (
    <div className={clsx(styles.root({ applied: Boolean(applied) }), className)}>
      {/*
       * The outcome of Apply, read out as it changes: the applied line itself, or the error (shown
       * visibly under the field, and read with it, but only when the field is focused again).
       * Always the first child, so it stays the same live element across states.
       */}
      <div role="status" className={styles.status}>
        {applied ? (
          <p className={styles.appliedText}>{appliedText}</p>
        ) : (
          error && <VisuallyHidden>{error}</VisuallyHidden>
        )}
      </div>
      {applied ? (
        onRemove && (
          <Button
            variant="ghost"
            size="small"
            disabled={busy}
            aria-label={intl.formatMessage(messages.removeLabel, { code: applied.code })}
            onClick={onRemove}
          >
            {busy && <SpinnerRing size="small" />}
            {intl.formatMessage(messages.remove)}
          </Button>
        )
      ) : (
        <div className={styles.entry}>
          <TextField
            id={`${id}-code`}
            className={styles.field}
            label={intl.formatMessage(messages.label)}
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            error={error || undefined}
            onChange={(event) => setCode(event.target.value)}
            onKeyDown={handleKeyDown}
          />
          <Button variant="secondary" className={styles.apply} disabled={busy} onClick={apply}>
            {busy && <SpinnerRing size="small" />}
            {intl.formatMessage(busy ? messages.applying : messages.apply)}
          </Button>
        </div>
      )}
    </div>
  );
}
