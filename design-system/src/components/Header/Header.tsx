import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { SEARCH_BAR_BREAKPOINT, showSearchBarInHeader } from '@fairway/rules';
import { Logo } from '../Logo';
import * as styles from './Header.css';

/** Where the header shows its search bar: everywhere, or only below the tablet breakpoint. */
export type HeaderSearchVisibility = 'always' | 'below-tablet';

/**
 * The SPEC rule (rules' showSearchBarInHeader) as a width-independent answer the CSS can act on:
 * asking the rule at the breakpoint tells whether wide screens show the bar too.
 */
export function headerSearchVisibility(isHome: boolean): HeaderSearchVisibility {
  return showSearchBarInHeader({ isHome, viewportWidth: SEARCH_BAR_BREAKPOINT })
    ? 'always'
    : 'below-tablet';
}

function present(slot: ReactNode): boolean {
  return slot !== undefined && slot !== null && slot !== false;
}

export interface HeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The home page in the current language; the logo links there. */
  homeHref: string;
  /** Home hides the header's search bar from the tablet width up (it has its own search). */
  isHome: boolean;
  /** The search bar, wired to the site's state (usually a SearchBar). */
  search?: ReactNode;
  /** The language menu, wired to the site's state (usually a LanguageSwitcher). */
  languageSwitcher?: ReactNode;
  /** The navigation bar. */
  actions?: ReactNode;
}

/** The page banner: logo, language menu, navigation and search bar. */
export const Header = forwardRef<HTMLElement, HeaderProps>(function Header(
  { homeHref, isHome, search, languageSwitcher, actions, className, ...rest },
  ref,
) {
  const visibility = headerSearchVisibility(isHome);
  return (
    <header ref={ref} {...rest} className={clsx(styles.header, className)} data-search={visibility}>
      <div className={styles.inner}>
        <Logo homeHref={homeHref} className={styles.logo} />
        {/* Before the menu and the navigation, so focus follows the wide layout's order. */}
        {present(search) && (
          <div className={styles.search({ visibility })} data-header-search="">
            {search}
          </div>
        )}
        {present(languageSwitcher) && <div className={styles.language}>{languageSwitcher}</div>}
        {present(actions) && <div className={styles.actions}>{actions}</div>}
      </div>
    </header>
  );
});
