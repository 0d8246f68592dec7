import { clsx } from 'clsx';
import { forwardRef, useEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { LOCALES } from '@fairway/rules';
import { CartButton } from '../CartButton';
import { Icon } from '../Icon';
import { Link } from '../Link';
import * as styles from './NavBar.css';

const messages = defineMessages({
  label: { id: 'ds.navBar.label', defaultMessage: 'Main' },
  logIn: { id: 'ds.navBar.logIn', defaultMessage: 'Log in' },
  signUp: { id: 'ds.navBar.signUp', defaultMessage: 'Sign up' },
  privateArea: { id: 'ds.navBar.privateArea', defaultMessage: 'My area' },
  logOut: { id: 'ds.navBar.logOut', defaultMessage: 'Log out' },
  blog: { id: 'ds.navBar.blog', defaultMessage: 'Blog' },
  map: { id: 'ds.navBar.map', defaultMessage: 'Map' },
  tournaments: { id: 'ds.navBar.tournaments', defaultMessage: 'Tournaments' },
  multipacks: { id: 'ds.navBar.multipacks', defaultMessage: 'Multipacks' },
  more: { id: 'ds.navBar.more', defaultMessage: 'More' },
});

const PRIVATE_AREA_PATH = new RegExp(`^/(?:(?:${LOCALES.join('|')})/)?private-area(?:/|$)`);

/** The path alone: a query or hash (`?keepPage=true`) does not change the page. */
function pathnameOf(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? '';
}

/**
 * docs/product.md#navigation: the private-area entry is active on any page under /private-area,
 * with or without a language prefix ('/es/private-area/cards'), but not on a mere namesake
 * ('/private-areas').
 */
export function isPrivateAreaPath(path: string): boolean {
  return PRIVATE_AREA_PATH.test(pathnameOf(path));
}

function isSamePage(currentPath: string, href: string): boolean {
  const normalise = (path: string) => pathnameOf(path).replace(/(.)\/+$/, '$1');
  return normalise(currentPath) === normalise(href);
}

/** A page below the entry's own ('/es/blog/a-post' under '/es/blog'). */
function isUnder(currentPath: string, href: string): boolean {
  return pathnameOf(currentPath).startsWith(`${pathnameOf(href).replace(/\/+$/, '')}/`);
}

export interface NavBarHrefs {
  login: string;
  signUp: string;
  privateArea: string;
  cart: string;
  /** The clubs' map; without it the bar has no such entry. */
  map?: string;
  /** The tournaments' list; without it the bar has no such entry. */
  tournaments?: string;
  /** The multipacks' list; without it the bar has no such entry. */
  multipacks?: string;
  /** The blog; without it the bar has no blog entry (docs/product.md#navigation: es, en). */
  blog?: string;
}

export interface NavBarProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  isLoggedIn: boolean;
  /** The current location's path, to mark the current entry. */
  currentPath: string;
  /** Number of tee times in the cart. */
  cartCount: number;
  hrefs: NavBarHrefs;
  /** The site clears the session and goes home. */
  onLogout(): void;
}

function currentIf(isCurrent: boolean) {
  return isCurrent ? 'page' : undefined;
}

interface NavLinkProps {
  href: string;
  /** The list item's own class (where the entry shows). */
  itemClassName?: string;
  /** Marks the entry as the current page. */
  current: boolean;
  label: string;
  /** The icon's shapes, on a 24 × 24 grid. */
  icon: ReactNode;
}

function NavLink({ href, itemClassName, current, label, icon }: NavLinkProps) {
  return (
    <li className={clsx(styles.listItem, itemClassName)}>
      <Link href={href} className={styles.item} aria-current={currentIf(current)}>
        <Icon className={styles.icon}>{icon}</Icon>
        <span>{label}</span>
      </Link>
    </li>
  );
}

type NavEntry = Omit<NavLinkProps, 'itemClassName'>;

const MAP_ICON = (
  <>
    <path d="M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2Z" />
    <path d="M9 4v14" />
    <path d="M15 6v14" />
  </>
);
const TOURNAMENTS_ICON = (
  <>
    <path d="M8 21h8" />
    <path d="M12 17v4" />
    <path d="M7 4h10v5a5 5 0 0 1-10 0V4Z" />
    <path d="M17 6h3v2a3 3 0 0 1-3 3" />
    <path d="M7 6H4v2a3 3 0 0 0 3 3" />
  </>
);
const MULTIPACKS_ICON = (
  <>
    <rect x="3" y="8" width="18" height="13" rx="2" />
    <path d="M7 8V5a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v3" />
    <path d="M3 13h18" />
  </>
);
const BLOG_ICON = (
  <>
    <path d="M4 19.5V5a2 2 0 0 1 2-2h14v16H6a2 2 0 0 0-2 2Z" />
    <path d="M8 7h8" />
    <path d="M8 11h6" />
  </>
);

/**
 * Below the tablet width the secondary entries wait behind 'More', so the bar stays one row at
 * 375 px in every language (issue 29). A `<details>`: it opens without JavaScript; with it, Escape,
 * a press elsewhere or a chosen entry close it again.
 */
function MoreMenu({
  label,
  entries,
  currentPath,
}: {
  label: string;
  entries: NavEntry[];
  currentPath: string;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  // A chosen entry leads to another page, where the menu is closed (the bar itself stays).
  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [currentPath]);
  useEffect(() => {
    const close = (event: PointerEvent) => {
      const element = details.current;
      if (element?.open && !(event.target instanceof Node && element.contains(event.target)))
        element.open = false;
    };
    const escape = (event: KeyboardEvent) => {
      const element = details.current;
      if (event.key !== 'Escape' || !element?.open) return;
      element.open = false;
      element.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', escape);
    };
  }, []);
  const anyCurrent = entries.some((entry) => entry.current);
  return (
    <details ref={details} className={styles.more}>
      <summary className={styles.item} data-current={anyCurrent ? 'true' : undefined}>
        <Icon className={styles.icon}>
          <path d="M4 6h16" />
          <path d="M4 12h16" />
          <path d="M4 18h16" />
        </Icon>
        <span>{label}</span>
      </summary>
      <ul className={styles.menu}>
        {entries.map((entry) => (
          <NavLink key={entry.href} {...entry} itemClassName={styles.menuItem} />
        ))}
      </ul>
    </details>
  );
}

/** The site's main navigation: account entries by login state, and the cart, always. */
export const NavBar = forwardRef<HTMLElement, NavBarProps>(function NavBar(
  { isLoggedIn, currentPath, cartCount, hrefs, onLogout, className, ...rest },
  ref,
) {
  const intl = useIntl();
  const secondary: NavEntry[] = [];
  if (hrefs.map !== undefined)
    secondary.push({
      href: hrefs.map,
      current: isSamePage(currentPath, hrefs.map),
      label: intl.formatMessage(messages.map),
      icon: MAP_ICON,
    });
  if (hrefs.tournaments !== undefined)
    secondary.push({
      href: hrefs.tournaments,
      current:
        isSamePage(currentPath, hrefs.tournaments) || isUnder(currentPath, hrefs.tournaments),
      label: intl.formatMessage(messages.tournaments),
      icon: TOURNAMENTS_ICON,
    });
  if (hrefs.multipacks !== undefined)
    secondary.push({
      href: hrefs.multipacks,
      current: isSamePage(currentPath, hrefs.multipacks) || isUnder(currentPath, hrefs.multipacks),
      label: intl.formatMessage(messages.multipacks),
      icon: MULTIPACKS_ICON,
    });
  if (hrefs.blog !== undefined)
    secondary.push({
      href: hrefs.blog,
      current: isSamePage(currentPath, hrefs.blog) || isUnder(currentPath, hrefs.blog),
      label: intl.formatMessage(messages.blog),
      icon: BLOG_ICON,
    });

  return (
    <nav
      {...rest}
      ref={ref}
      aria-label={intl.formatMessage(messages.label)}
      className={clsx(styles.navBar, className)}
    >
      <ul className={styles.list}>
        {secondary.map((entry) => (
          <NavLink key={entry.href} {...entry} itemClassName={styles.wideOnly} />
        ))}
        {secondary.length > 0 && (
          <li className={clsx(styles.listItem, styles.narrowOnly)}>
            <MoreMenu
              label={intl.formatMessage(messages.more)}
              entries={secondary}
              currentPath={currentPath}
            />
          </li>
        )}
        {isLoggedIn ? (
          <>
            <NavLink
              href={hrefs.privateArea}
              current={isPrivateAreaPath(currentPath)}
              label={intl.formatMessage(messages.privateArea)}
              icon={
                <>
                  <circle cx="12" cy="8" r="4" />
                  <path d="M4 21v-1a6 6 0 0 1 6-6h4a6 6 0 0 1 6 6v1" />
                </>
              }
            />
            <li className={styles.listItem}>
              <button type="button" className={styles.item} onClick={() => onLogout()}>
                <Icon className={styles.icon}>
                  <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
                  <path d="m16 17 5-5-5-5" />
                  <path d="M21 12H9" />
                </Icon>
                <span>{intl.formatMessage(messages.logOut)}</span>
              </button>
            </li>
          </>
        ) : (
          <>
            <NavLink
              href={hrefs.login}
              current={isSamePage(currentPath, hrefs.login)}
              label={intl.formatMessage(messages.logIn)}
              icon={
                <>
                  <path d="M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4" />
                  <path d="m10 17 5-5-5-5" />
                  <path d="M15 12H3" />
                </>
              }
            />
            <NavLink
              href={hrefs.signUp}
              current={isSamePage(currentPath, hrefs.signUp)}
              label={intl.formatMessage(messages.signUp)}
              icon={
                <>
                  <circle cx="9" cy="8" r="4" />
                  <path d="M2 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1" />
                  <path d="M19 8v6" />
                  <path d="M22 11h-6" />
                </>
              }
            />
          </>
        )}
        <li className={styles.listItem}>
          <CartButton
            href={hrefs.cart}
            count={cartCount}
            aria-current={currentIf(isSamePage(currentPath, hrefs.cart))}
          />
        </li>
      </ul>
    </nav>
  );
});
