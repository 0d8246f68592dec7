import { LazyLanguageSwitcher, NavBar } from '@fairway/design-system';
import type { Locale } from '@fairway/rules';
import { useLocation } from 'react-router';
import { useCart } from '../cart/use-cart.ts';
import { accountPath } from '../account/account-paths.ts';
import { localePath, switchLocalePath } from '../../platform/locale.ts';
import { blogInNavigation } from '../blog/blog.ts';

/** The header's language switcher: a change reloads the page in the other language. */
export function SiteLanguageSwitcher({ locale }: { locale: Locale }) {
  const location = useLocation();
  return (
    <LazyLanguageSwitcher
      value={locale}
      onChange={(to) => {
        // docs/product.md#languages: the culture cookies are cleared, then set again for the new
        // language.
        const next = switchLocalePath(location.pathname, location.search, to);
        window.location.assign(`/api/language?to=${to}&next=${encodeURIComponent(next)}`);
      }}
    />
  );
}

/**
 * The nav bar, whose login and sign-up links bring the golfer back here (never back to an account
 * page); its cart count reads the cart the layout seeded.
 */
export function SiteNavBar({
  locale,
  isLoggedIn,
  onLogout,
}: {
  locale: Locale;
  isLoggedIn: boolean;
  onLogout: () => void;
}) {
  const location = useLocation();
  const { cart } = useCart();
  // From an account page, accountPath keeps that page's own way back, never the page itself.
  const comeBackTo = `${location.pathname}${location.search}`;
  return (
    <NavBar
      isLoggedIn={isLoggedIn}
      onLogout={onLogout}
      currentPath={location.pathname}
      cartCount={cart?.count ?? 0}
      hrefs={{
        login: accountPath(locale, '/login', comeBackTo),
        signUp: accountPath(locale, '/sign-up', comeBackTo),
        privateArea: localePath(locale, '/private-area'),
        cart: localePath(locale, '/cart'),
        map: localePath(locale, '/map'),
        tournaments: localePath(locale, '/tournaments'),
        multipacks: localePath(locale, '/multipacks'),
        ...(blogInNavigation(locale) ? { blog: localePath(locale, '/blog') } : {}),
      }}
    />
  );
}
