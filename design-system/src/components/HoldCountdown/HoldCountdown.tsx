import { clsx } from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './HoldCountdown.css';

const messages = defineMessages<{
  label: NoMessageValues;
  minutesLeft: { minutes: number };
  expired: NoMessageValues;
}>({
  label: { id: 'ds.holdCountdown.label', defaultMessage: 'Your tee times are held for' },
  minutesLeft: {
    id: 'ds.holdCountdown.minutesLeft',
    defaultMessage:
      '{minutes, plural, one {Your tee times are held for # more minute} other {Your tee times are held for # more minutes}}',
  },
  expired: {
    id: 'ds.holdCountdown.expired',
    defaultMessage: 'Your hold has expired. The tee times are free again.',
  },
});

export interface HoldCountdownProps {
  /** ISO date-time with its offset (an instant), when the engine releases the hold. */
  expiresAt: string;
  /** The clock, Date.now by default; stories and tests pass a fixed one. */
  now?: () => number;
  /** Called once when the time is up (again only for a new `expiresAt`). */
  onExpire?: () => void;
  className?: string;
}

const TICK_MS = 1000;

/** Whole seconds left, rounded up so 00:00 shows only when the hold has really ended. */
export function secondsLeft(expiresAt: string, now: number): number {
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) throw new RangeError(`Not an ISO date-time: ${JSON.stringify(expiresAt)}`);
  return Math.max(0, Math.ceil((end - now) / 1000));
}

/** mm:ss; minutes keep counting past 59 (a hold is never an hour long, but be honest if so). */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The time left on a checkout hold. The visible clock ticks every second, but a screen reader
 * hears it only at whole minutes and at the end: a polite region whose text changes only then
 * (role="timer" alone is not announced, and announcing every second would drown the form).
 */
export function HoldCountdown({
  expiresAt,
  now = Date.now,
  onExpire,
  className,
}: HoldCountdownProps) {
  const intl = useIntl();
  // Seconds are kept with the hold they count down, so a new `expiresAt` never shows (or
  // reports as expired) for one render with the previous hold's count.
  const [count, setCount] = useState(() => ({ expiresAt, seconds: secondsLeft(expiresAt, now()) }));
  let seconds = count.seconds;
  if (count.expiresAt !== expiresAt) {
    seconds = secondsLeft(expiresAt, now());
    setCount({ expiresAt, seconds });
  }
  const expired = seconds === 0;

  // Callers pass inline arrows; keep the newest without restarting the interval on each render.
  const latest = useRef({ now, onExpire });
  useEffect(() => {
    latest.current = { now, onExpire };
  });

  useEffect(() => {
    const tick = () =>
      setCount({ expiresAt, seconds: secondsLeft(expiresAt, latest.current.now()) });
    tick();
    const interval = setInterval(tick, TICK_MS);
    return () => clearInterval(interval);
  }, [expiresAt]);

  const firedFor = useRef<string | null>(null);
  useEffect(() => {
    if (expired && firedFor.current !== expiresAt) {
      firedFor.current = expiresAt;
      latest.current.onExpire?.();
    }
  }, [expired, expiresAt]);

  // Changes only when a whole minute is reached (ceil: 4:00 left reads "4", 3:59 still "4").
  const announcement = expired
    ? intl.formatMessage(messages.expired)
    : intl.formatMessage(messages.minutesLeft, { minutes: Math.ceil(seconds / 60) });

  return (
    <div className={clsx(styles.root({ expired }), className)}>
      {!expired && (
        <div role="timer" aria-label={intl.formatMessage(messages.label)} className={styles.timer}>
          <span className={styles.label} aria-hidden="true">
            {intl.formatMessage(messages.label)}
          </span>
          <span className={styles.clock({ urgent: seconds < 60 })}>
            <time dateTime={`PT${Math.floor(seconds / 60)}M${seconds % 60}S`}>
              {formatCountdown(seconds)}
            </time>
          </span>
        </div>
      )}
      {/*
       * One element throughout, so screen readers already know the region when its text changes
       * (initial content is not announced). Hidden while the clock shows; the visible message once
       * the hold has expired.
       */}
      <p aria-live="polite" className={expired ? styles.expiredText : visuallyHidden}>
        {announcement}
      </p>
    </div>
  );
}
