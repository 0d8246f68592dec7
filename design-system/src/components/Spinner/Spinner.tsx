import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Spinner.css';

const messages = defineMessages({
  loading: { id: 'ds.spinner.loading', defaultMessage: 'Loading…' },
});

export interface SpinnerRingProps {
  size?: styles.RingVariants['size'];
  className?: string;
}

/** The turning ring alone, hidden from assistive tech: for screens that announce their own text. */
export function SpinnerRing({ size, className }: SpinnerRingProps) {
  return <span aria-hidden="true" className={clsx(styles.ring({ size }), className)} />;
}

export interface SpinnerProps {
  /** Whether something is loading. While false the spinner shows nothing. */
  visible?: boolean;
  /**
   * 'page' covers the whole page with a scrim that blocks clicks until loading ends;
   * 'inline' is a small ring for buttons and lines of text, in their text colour.
   */
  size?: 'page' | 'inline';
  /** What screen readers hear; 'Loading…' by default. */
  label?: ReactNode;
  className?: string;
}

/**
 * The live region stays mounted while hidden, because screen readers only announce text that
 * appears inside a region they already know. No aria-busy: on a live region it would mute the
 * very announcement this exists for.
 */
export function Spinner({ visible = true, size = 'page', label, className }: SpinnerProps) {
  const intl = useIntl();
  const text = label ?? intl.formatMessage(messages.loading);

  if (size === 'inline') {
    return (
      <span role="status" aria-live="polite" className={clsx(visible && styles.inline, className)}>
        {visible && (
          <>
            <SpinnerRing size="small" />
            <VisuallyHidden>{text}</VisuallyHidden>
          </>
        )}
      </span>
    );
  }

  return (
    <div
      role="status"
      aria-live="polite"
      className={clsx(visible && styles.pageOverlay, className)}
    >
      {visible && (
        <>
          <span className={styles.pageBadge}>
            <SpinnerRing size="large" />
          </span>
          <VisuallyHidden>{text}</VisuallyHidden>
        </>
      )}
    </div>
  );
}
