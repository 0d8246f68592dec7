import {
  Footer,
  Header,
  LazyLanguageSwitcher,
  LazyReloginModal,
  NavBar,
  VisuallyHidden,
} from '@fairway/design-system';
import type { LinkProps } from '@fairway/design-system';
import type { Locale } from '@fairway/rules';
import type { ComponentProps, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { isRouteErrorResponse, Link as RouterLink, useLocation, useRouteError } from 'react-router';
import { appModeMessages } from './app-page.messages.ts';
import { useCart } from '../cart/use-cart.ts';
import { accountPath, isAccountPath } from '../account/account-paths.ts';
import { isPageNotice } from '../../platform/engine/engine-notice.ts';
import type { FrontConfig } from '../../platform/engine/front-config.ts';
import { localeFromParam, localePath, switchLocalePath } from '../../platform/locale.ts';
import { blogInNavigation } from '../blog/blog.ts';
import { logBoundaryError } from '../../platform/rendering/boundary-error.ts';
import { ErrorPage } from '../../platform/rendering/ErrorPage.tsx';

/**
 * The re-login modal's way out (docs/product.md#dialogs): the login page with keepPage, which
 * brings the golfer back to this page afterwards. A full load, so nothing of the expired login
 * stays in memory.
 */
export function toLogin(locale: Locale, current: string) {
  window.location.assign(accountPath(locale, '/login', current, true));
}

export function RouterAnchor({ href, ...rest }: LinkProps) {
  return <RouterLink to={href} {...rest} />;
}

/** A link with a scheme (https:, mailto:, tel:, geo:) or to another host leaves the shop. */
function isOutbound(href: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//');
}

/**
 * The links inside the app's webview: the shop's own stay in it; one out of the shop opens outside
 * the app (the phone's browser or another app) and says so before the golfer follows it.
 */
export function AppModeAnchor({ href, children, ...rest }: LinkProps) {
  const intl = useIntl();
  if (!isOutbound(href))
    return (
      <RouterAnchor href={href} {...rest}>
        {children}
      </RouterAnchor>
    );
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <VisuallyHidden> {intl.formatMessage(appModeMessages.leavesApp)}</VisuallyHidden>
    </a>
  );
}

/** The nav bar, inside the layout's SWRConfig so the cart count reads the seeded cart. */
function LayoutNavBar(props: Omit<ComponentProps<typeof NavBar>, 'cartCount'>) {
  const { cart } = useCart();
  return <NavBar {...props} cartCount={cart?.count ?? 0} />;
}

/**
 * The shop's footer: its pages, the company and the links as the engine's configuration gives them
 * (none given, none shown), and the cookie policy, which reopens the banner.
 */
export function SiteFooter({
  locale,
  year,
  config,
  onCookiePolicy,
}: {
  locale: Locale;
  year: number;
  config: FrontConfig | null;
  onCookiePolicy: () => void;
}) {
  return (
    <Footer
      year={year}
      hrefs={{
        about: localePath(locale, '/about'),
        contact: localePath(locale, '/contact-info'),
        legal: localePath(locale, '/legal-advice'),
        privacy: localePath(locale, '/privacy-policy'),
        terms: localePath(locale, '/terms-and-conditions'),
        cancelReservation: localePath(locale, '/cancel-reservation'),
      }}
      company={config?.company ?? null}
      professionalsHref={config?.professionalsUrl}
      apps={{
        pageHref: localePath(locale, '/app'),
        appStoreHref: config?.appStoreUrl,
        googlePlayHref: config?.googlePlayUrl,
      }}
      onCookiePolicy={onCookiePolicy}
    />
  );
}

/**
 * Errors below the layout: the error layout, and the re-login modal over it when the page could not
 * load because the golfer's login expired.
 */
export function LayoutError() {
  const error = useRouteError();
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  logBoundaryError(error);
  const data: unknown = isRouteErrorResponse(error) ? error.data : null;
  const notice = (data as { notice?: unknown } | null)?.notice;
  const locale = localeFromParam(location.pathname.split('/')[1]) ?? 'en';
  return (
    <>
      <ErrorPage status={status} />
      {isPageNotice(notice) && notice.relogin && !isAccountPath(location.pathname) ? (
        <LazyReloginModal
          open
          onAccept={() => toLogin(locale, location.pathname + location.search)}
        />
      ) : null}
    </>
  );
}

/**
 * The shop's header: home link, search, language switcher and the nav bar, whose login and sign-up
 * links bring the golfer back here (never back to an account page).
 */
export function SiteHeader({
  locale,
  search,
  isLoggedIn,
  onLogout,
}: {
  locale: Locale;
  search: ReactNode;
  isLoggedIn: boolean;
  onLogout: () => void;
}) {
  const location = useLocation();
  const isHome = location.pathname === `/${locale}` || location.pathname === `/${locale}/`;
  const switchTo = (to: Locale) => switchLocalePath(location.pathname, location.search, to);
  // The account pages take the golfer back to where they were, but never back to themselves.
  const comeBackTo = isAccountPath(location.pathname)
    ? null
    : `${location.pathname}${location.search}`;
  return (
    <Header
      homeHref={localePath(locale, '/')}
      isHome={isHome}
      search={search}
      languageSwitcher={
        <LazyLanguageSwitcher
          value={locale}
          onChange={(to) => {
            // docs/product.md#languages: the culture cookies are cleared, then set again for the new
            // language.
            window.location.assign(
              `/api/language?to=${to}&next=${encodeURIComponent(switchTo(to))}`,
            );
          }}
        />
      }
      actions={
        <LayoutNavBar
          isLoggedIn={isLoggedIn}
          onLogout={onLogout}
          currentPath={location.pathname}
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
      }
    />
  );
}
