import { clsx } from 'clsx';
import { useState } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { Icon } from '../Icon';
import { Link } from '../Link';
import { SpinnerRing } from '../Spinner';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './FavouriteToggle.css';

const messages = defineMessages<{
  label: { course: string };
  added: { course: string };
  removed: { course: string };
  logIn: NoMessageValues;
}>({
  label: { id: 'ds.favouriteToggle.label', defaultMessage: 'Keep {course} in your favourites' },
  added: { id: 'ds.favouriteToggle.added', defaultMessage: '{course} added to your favourites' },
  removed: {
    id: 'ds.favouriteToggle.removed',
    defaultMessage: '{course} removed from your favourites',
  },
  logIn: {
    id: 'ds.favouriteToggle.logIn',
    defaultMessage: 'Log in to keep your favourite courses',
  },
});

export type FavouriteToggleAppearance = 'standalone' | 'overlay';

export interface FavouriteToggleProps {
  /** The course the heart keeps; names the button. */
  courseName: string;
  /** Logged out, the heart is a link to the login page instead of a toggle. */
  isLoggedIn: boolean;
  /** The login page, rendered through the injected Link (logged out only). */
  loginHref: string;
  /** The course is among the golfer's favourites. */
  pressed: boolean;
  /** The golfer pressed the heart: the site saves the wish, then passes the new `pressed`. */
  onPressedChange: (pressed: boolean) => void;
  /** The change has been sent and its answer is awaited. */
  busy?: boolean;
  /**
   * 'standalone' beside a page heading (the club page); 'overlay' on a picture (ClubCard's
   * `favourite` slot), raised on a white disc. Logged out, 'standalone' also shows its words.
   */
  appearance?: FavouriteToggleAppearance;
  className?: string;
}

/**
 * The heart that keeps a course among the golfer's favourites. Its name stays the same whatever
 * its state, as the WAI-ARIA toggle-button pattern asks ('Keep Valderrama in your favourites',
 * pressed or not), and each change the site confirms is announced in words.
 */
export function FavouriteToggle({
  courseName,
  isLoggedIn,
  loginHref,
  pressed,
  onPressedChange,
  busy = false,
  appearance = 'standalone',
  className,
}: FavouriteToggleProps) {
  const intl = useIntl();
  // Announces a change of `pressed` (not the first render): set while rendering, no effect needed.
  const [shownPressed, setShownPressed] = useState(pressed);
  const [announcement, setAnnouncement] = useState('');
  if (shownPressed !== pressed) {
    setShownPressed(pressed);
    setAnnouncement(
      intl.formatMessage(pressed ? messages.added : messages.removed, { course: courseName }),
    );
  }

  if (!isLoggedIn) {
    const invitation = intl.formatMessage(messages.logIn);
    const withWords = appearance === 'standalone';
    return (
      <Link
        href={loginHref}
        aria-label={withWords ? undefined : invitation}
        className={clsx(styles.toggle({ appearance, withWords }), className)}
      >
        <HeartIcon filled={false} />
        {withWords && <span className={styles.words}>{invitation}</span>}
      </Link>
    );
  }

  return (
    <>
      <button
        type="button"
        aria-pressed={pressed}
        // aria-disabled, not disabled, so the button keeps its focus while the change is saved.
        aria-disabled={busy || undefined}
        aria-label={intl.formatMessage(messages.label, { course: courseName })}
        className={clsx(styles.toggle({ appearance, withWords: false }), className)}
        onClick={() => {
          if (!busy) onPressedChange(!pressed);
        }}
      >
        {busy ? <SpinnerRing size="small" /> : <HeartIcon filled={pressed} />}
      </button>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </>
  );
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <Icon className={styles.heart({ filled })}>
      <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.6 3.6 4 7.2 4c2 0 3.5 1.1 4.8 2.8C13.3 5.1 14.8 4 16.8 4c3.6 0 5.8 3.6 4.5 7.1-1.8 4.8-9.3 9.4-9.3 9.4Z" />
    </Icon>
  );
}
