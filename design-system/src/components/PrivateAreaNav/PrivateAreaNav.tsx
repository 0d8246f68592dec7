import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { Icon } from '../Icon';
import { Link } from '../Link';
import * as styles from './PrivateAreaNav.css';

const messages = defineMessages<{
  label: NoMessageValues;
  bookings: NoMessageValues;
  cards: NoMessageValues;
  profile: NoMessageValues;
  favourites: NoMessageValues;
}>({
  label: { id: 'ds.privateAreaNav.label', defaultMessage: 'My area' },
  bookings: { id: 'ds.privateAreaNav.bookings', defaultMessage: 'Bookings' },
  cards: { id: 'ds.privateAreaNav.cards', defaultMessage: 'Saved cards' },
  profile: { id: 'ds.privateAreaNav.profile', defaultMessage: 'My profile' },
  favourites: { id: 'ds.privateAreaNav.favourites', defaultMessage: 'Favourite courses' },
});

/** The private area's pages, in the order the navigation lists them. */
export const PRIVATE_AREA_SECTIONS = ['bookings', 'cards', 'profile', 'favourites'] as const;

export type PrivateAreaSection = (typeof PRIVATE_AREA_SECTIONS)[number];

export interface PrivateAreaNavProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The page being shown, marked aria-current="page". */
  current: PrivateAreaSection;
  /** Each page's address, rendered through the injected Link. */
  hrefs: Record<PrivateAreaSection, string>;
}

/** The shapes of each page's icon, on a 24 × 24 grid. */
const ICONS: Record<PrivateAreaSection, ReactNode> = {
  bookings: (
    <>
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </>
  ),
  cards: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="2" />
      <path d="M2.5 9.5h19M6 15h4" />
    </>
  ),
  profile: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21v-1a6 6 0 0 1 6-6h4a6 6 0 0 1 6 6v1" />
    </>
  ),
  favourites: (
    <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.6 3.6 4 7.2 4c2 0 3.5 1.1 4.8 2.8C13.3 5.1 14.8 4 16.8 4c3.6 0 5.8 3.6 4.5 7.1-1.8 4.8-9.3 9.4-9.3 9.4Z" />
  ),
};

/**
 * Navigation between the private area's pages. Links, not ARIA tabs: each page has its own
 * address and the browser's history. Two by two on phones, so every label shows whole in the
 * longest language; one row from the small breakpoint.
 */
export function PrivateAreaNav({ current, hrefs, className, ...rest }: PrivateAreaNavProps) {
  const intl = useIntl();
  return (
    <nav
      {...rest}
      aria-label={intl.formatMessage(messages.label)}
      className={clsx(styles.nav, className)}
    >
      <ul className={styles.list}>
        {PRIVATE_AREA_SECTIONS.map((section) => (
          <li key={section} className={styles.item}>
            <Link
              href={hrefs[section]}
              aria-current={section === current ? 'page' : undefined}
              className={styles.link}
            >
              <Icon className={styles.icon}>{ICONS[section]}</Icon>
              <span>{intl.formatMessage(messages[section])}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
