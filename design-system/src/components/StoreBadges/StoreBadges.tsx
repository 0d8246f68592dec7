import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { Icon } from '../Icon';
import * as styles from './StoreBadges.css';

const messages = defineMessages<{ appStore: NoMessageValues; googlePlay: NoMessageValues }>({
  appStore: { id: 'ds.storeBadges.appStore', defaultMessage: 'Download on the App Store' },
  googlePlay: { id: 'ds.storeBadges.googlePlay', defaultMessage: 'Get it on Google Play' },
});

export interface StoreBadgesProps {
  /** The app's page in each store; a store left out (null) gets no badge. */
  appStoreHref?: string | null;
  googlePlayHref?: string | null;
  className?: string;
}

/** A store's badge; `logo` is the store's mark, drawn solid on a 24 × 24 grid. */
function StoreBadge({ href, logo, label }: { href: string; logo: ReactNode; label: string }) {
  return (
    <li>
      <a href={href} className={styles.badge}>
        <Icon className={styles.icon} fill="currentColor">
          {logo}
        </Icon>
        <span>{label}</span>
      </a>
    </li>
  );
}

/** Links to the app in the stores it is in; nothing at all when it is in none. */
export function StoreBadges({ appStoreHref, googlePlayHref, className }: StoreBadgesProps) {
  const intl = useIntl();
  if (!appStoreHref && !googlePlayHref) return null;
  return (
    <ul className={clsx(styles.list, className)}>
      {appStoreHref ? (
        <StoreBadge
          href={appStoreHref}
          label={intl.formatMessage(messages.appStore)}
          logo={
            <path d="M16.5 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9-.7 0-1.8-.8-3-.8-1.6 0-3 .9-3.8 2.3-1.6 2.8-.4 6.9 1.2 9.1.8 1.1 1.7 2.3 2.9 2.3 1.1 0 1.6-.7 3-.7s1.8.7 3 .7c1.2 0 2-1.1 2.8-2.2.9-1.3 1.2-2.5 1.3-2.6-.1 0-2.5-.9-2.5-3.7zM14.2 5.8c.6-.8 1.1-1.8 1-2.8-.9 0-2 .6-2.7 1.4-.6.7-1.1 1.7-1 2.7 1 .1 2-.5 2.7-1.3z" />
          }
        />
      ) : null}
      {googlePlayHref ? (
        <StoreBadge
          href={googlePlayHref}
          label={intl.formatMessage(messages.googlePlay)}
          logo={
            <path d="M4.5 2.6v18.8a1 1 0 0 0 1.5.9l16.2-9.4a1 1 0 0 0 0-1.8L6 1.7a1 1 0 0 0-1.5.9z" />
          }
        />
      ) : null}
    </ul>
  );
}
