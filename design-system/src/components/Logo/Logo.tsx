import { clsx } from 'clsx';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from '../Link';
import * as styles from './Logo.css';

const messages = defineMessages({
  name: { id: 'ds.logo.name', defaultMessage: 'Fairway' },
  home: { id: 'ds.logo.home', defaultMessage: 'Fairway, home' },
});

export interface LogoProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'children'
> {
  /** Where the logo leads: the home page of the current language. */
  homeHref: string;
}

/** The Fairway wordmark, a link home on every page. */
export const Logo = forwardRef<HTMLAnchorElement, LogoProps>(function Logo(
  { homeHref, className, ...rest },
  ref,
) {
  const intl = useIntl();
  return (
    <Link
      ref={ref}
      href={homeHref}
      // The visible wordmark starts the name, so speech users can say what they see.
      aria-label={intl.formatMessage(messages.home)}
      className={clsx(styles.logo, className)}
      {...rest}
    >
      <svg className={styles.mark} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <circle cx="20" cy="20" r="20" fill="currentColor" />
        <line
          className={styles.pole}
          x1="16"
          y1="9"
          x2="16"
          y2="31"
          strokeWidth="2"
          strokeLinecap="round"
        />
        <path className={styles.flag} d="M17 9 L28 13 L17 17 Z" />
        <ellipse className={styles.flag} cx="16" cy="31" rx="7" ry="2" opacity="0.5" />
      </svg>
      <span className={styles.wordmark}>{intl.formatMessage(messages.name)}</span>
    </Link>
  );
});
