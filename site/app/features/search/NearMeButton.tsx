import type { Locale } from '@fairway/rules';
import { useState } from 'react';
import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { localePath } from '../../platform/locale.ts';
import { nearMeMessages as messages } from './near-me.messages.ts';
import { nearMePath } from './position.ts';
import * as styles from './near-me.css.ts';

/** Why no position came: the golfer said no, the device has none, or it came too late. */
export type PositionFailure = 'denied' | 'unavailable' | 'timeout';

type State = { kind: 'idle' } | { kind: 'asking' } | { kind: 'failed'; reason: PositionFailure };

/** `GeolocationPositionError.code`'s values (jsdom and older browsers lack the named class). */
const PERMISSION_DENIED = 1;
const TIMEOUT = 3;

/**
 * A rough position is enough (clubs are kilometres apart) and a recent one will do: asking for a
 * precise fix is slower and drains a phone for nothing.
 */
const POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 15_000,
  maximumAge: 10 * 60_000,
};

export function failureOf(code: number): PositionFailure {
  if (code === PERMISSION_DENIED) return 'denied';
  return code === TIMEOUT ? 'timeout' : 'unavailable';
}

/**
 * "Near me" (issue 27): the browser is asked for the golfer's position only when pressed, and the
 * near-me page gets it rounded (position.ts). Without JavaScript it is a link to the near-me page,
 * which explains and offers the regions.
 */
export function NearMeButton({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ kind: 'idle' });

  function ask(event: MouseEvent<HTMLAnchorElement>) {
    // A new tab or window gets the page itself, which offers the button again.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
    event.preventDefault();
    if (state.kind === 'asking') return;
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setState({ kind: 'failed', reason: 'unavailable' });
      return;
    }
    setState({ kind: 'asking' });
    geolocation.getCurrentPosition(
      (position) => {
        setState({ kind: 'idle' });
        const { latitude: lat, longitude: lon } = position.coords;
        void navigate(localePath(locale, nearMePath({ lat, lon })));
      },
      (error) => setState({ kind: 'failed', reason: failureOf(error.code) }),
      POSITION_OPTIONS,
    );
  }

  const asking = state.kind === 'asking';
  return (
    <>
      <a
        href={localePath(locale, nearMePath())}
        className={styles.button}
        onClick={ask}
        aria-busy={asking}
        title={intl.formatMessage(messages.button)}
        data-near-me=""
      >
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" focusable="false">
          <circle cx="8" cy="8" r="3" fill="currentColor" />
          <circle cx="8" cy="8" r="6" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
        <span className={styles.label}>
          {intl.formatMessage(asking ? messages.asking : messages.button)}
        </span>
      </a>
      {state.kind === 'failed' ? (
        <p role="alert" className={styles.failure}>
          <span>{intl.formatMessage(messages[state.reason])}</span>
          <a href={`${localePath(locale, '/')}#regions`}>{intl.formatMessage(messages.regions)}</a>
        </p>
      ) : null}
    </>
  );
}
