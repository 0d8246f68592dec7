import { clsx } from 'clsx';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { ALERT_TIMEOUT_MS } from '@fairway/rules';
import * as styles from './FloatingAlert.css';

const messages = defineMessages({
  close: { id: 'ds.floatingAlert.close', defaultMessage: 'Close' },
});

/** 'success' or 'error' in practice; the site may pass other types, which read as errors. */
export type AlertType = 'success' | 'error' | (string & {});

export type AlertTone = 'success' | 'critical';

export interface AlertState {
  visible: boolean;
  /**
   * A new message restarts the error countdown. Compared by identity: pass a string, or an
   * element kept stable across renders, or every re-render restarts it.
   */
  message: ReactNode;
  type: AlertType;
}

export interface FloatingAlertProps {
  alert: AlertState;
  onClose: () => void;
}

/** docs/product.md#alerts: green for success, otherwise red. */
export function alertTone(type: AlertType): AlertTone {
  return type === 'success' ? 'success' : 'critical';
}

/** A ring around a tick (success) or an exclamation mark (critical). */
function StatusIcon({ tone }: { tone: AlertTone }) {
  return (
    <svg
      className={clsx(styles.icon, styles.statusIcon)}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      {tone === 'success' ? (
        <path d="M7.5 12.5l3 3 6-6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      ) : (
        <>
          <path d="M12 6.5v7" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="12" cy="17" r="1.25" fill="currentColor" />
        </>
      )}
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/**
 * The site's one floating message (docs/product.md#alerts). It closes itself after
 * ALERT_TIMEOUT_MS, success and error alike, except while the pointer or the focus is on it: a
 * golfer reading it or tabbing to its links keeps it open, and it closes once they leave it.
 */
export function FloatingAlert({ alert, onClose }: FloatingAlertProps) {
  const intl = useIntl();
  const tone = alertTone(alert.type);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused;

  // The timer follows the message, not the callback: a parent that re-renders with a fresh
  // onClose must not keep postponing the dismissal.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!alert.visible || held) return undefined;
    const timer = setTimeout(() => onCloseRef.current(), ALERT_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [alert.visible, alert.message, held]);

  if (!alert.visible) return null;

  return (
    // The handlers only hold the timer while the golfer reads or tabs through the message; the
    // role (alert or status) is computed, which the lint rule cannot read.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      role={tone === 'critical' ? 'alert' : 'status'}
      className={styles.alert({ tone })}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <StatusIcon tone={tone} />
      <div className={styles.message}>{alert.message}</div>
      <button
        type="button"
        className={styles.closeButton}
        aria-label={intl.formatMessage(messages.close)}
        onClick={onClose}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
