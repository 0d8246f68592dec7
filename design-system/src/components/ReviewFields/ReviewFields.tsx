import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { REVIEW_LIMITS } from '@fairway/rules';
import { FormError } from '../FormError';
import { SubmitButton } from '../SubmitButton';
import * as styles from './ReviewFields.css';

const messages = defineMessages<{
  rating: NoMessageValues;
  star: { rating: number };
  text: NoMessageValues;
  hint: { min: number; max: number };
  submit: NoMessageValues;
  busy: NoMessageValues;
}>({
  rating: { id: 'ds.reviewFields.rating', defaultMessage: 'Your rating' },
  star: {
    id: 'ds.reviewFields.star',
    defaultMessage: '{rating, plural, one {# star} other {# stars}}',
  },
  text: { id: 'ds.reviewFields.text', defaultMessage: 'Your review' },
  hint: {
    id: 'ds.reviewFields.hint',
    defaultMessage:
      'Plain text, {min} to {max} characters. Other golfers will see your first name.',
  },
  submit: { id: 'ds.reviewFields.submit', defaultMessage: 'Publish review' },
  busy: { id: 'ds.reviewFields.busy', defaultMessage: 'Publishing…' },
});

/** The `name` of each field, as a plain form POST sends them. */
export const REVIEW_FIELD_NAMES = { rating: 'rating', text: 'text' } as const;

export interface ReviewFieldsProps {
  /** What the golfer sent before, shown again when it was refused. */
  rating?: number | null;
  text?: string;
  ratingError?: ReactNode;
  textError?: ReactNode;
  formError?: ReactNode;
  busy?: boolean;
  className?: string;
}

/**
 * The fields and the submit button of a review: stars as radio inputs and a plain text. The site
 * wraps them in its own `<form>` (method post, its action): every field has its `name`, so the
 * form works without JavaScript.
 */
export function ReviewFields({
  rating,
  text,
  ratingError,
  textError,
  formError,
  busy = false,
  className,
}: ReviewFieldsProps) {
  const intl = useIntl();
  const id = useId();
  const stars = Array.from({ length: REVIEW_LIMITS.ratingMax }, (_, i) => i + 1);
  return (
    <div className={clsx(styles.form, className)}>
      <fieldset
        className={styles.fieldset}
        aria-describedby={ratingError ? `${id}-rating-error` : undefined}
      >
        <legend className={styles.legend}>{intl.formatMessage(messages.rating)}</legend>
        <div className={styles.stars}>
          {stars.map((value) => (
            <label key={value} className={styles.star}>
              <input
                type="radio"
                name={REVIEW_FIELD_NAMES.rating}
                value={value}
                defaultChecked={rating === value}
                required
              />
              <span className={styles.starGlyph} aria-hidden="true">
                {'★'.repeat(value)}
              </span>
              <span>{intl.formatMessage(messages.star, { rating: value })}</span>
            </label>
          ))}
        </div>
        {ratingError ? (
          <p id={`${id}-rating-error`} className={styles.error}>
            {ratingError}
          </p>
        ) : null}
      </fieldset>
      <div className={styles.fieldset}>
        <label htmlFor={`${id}-text`} className={styles.label}>
          {intl.formatMessage(messages.text)}
        </label>
        <p id={`${id}-hint`} className={styles.hint}>
          {intl.formatMessage(messages.hint, {
            min: REVIEW_LIMITS.textMin,
            max: REVIEW_LIMITS.textMax,
          })}
        </p>
        <textarea
          id={`${id}-text`}
          name={REVIEW_FIELD_NAMES.text}
          className={styles.textarea}
          defaultValue={text}
          required
          minLength={REVIEW_LIMITS.textMin}
          maxLength={REVIEW_LIMITS.textMax}
          aria-invalid={textError ? true : undefined}
          aria-describedby={textError ? `${id}-hint ${id}-text-error` : `${id}-hint`}
        />
        {textError ? (
          <p id={`${id}-text-error`} className={styles.error}>
            {textError}
          </p>
        ) : null}
      </div>
      <FormError>{formError}</FormError>
      <SubmitButton busy={busy} busyLabel={intl.formatMessage(messages.busy)}>
        {intl.formatMessage(messages.submit)}
      </SubmitButton>
    </div>
  );
}
