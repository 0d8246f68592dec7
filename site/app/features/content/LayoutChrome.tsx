import { Header, LazyReloginModal, VisuallyHidden } from '@fairway/design-system';
import type { LinkProps } from '@fairway/design-system';
import type { Locale } from '@fairway/rules';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { isRouteErrorResponse, Link as RouterLink, useLocation, useRouteError } from 'react-router';
import { appModeMessages } from './app-page.messages.ts';
import { accountPath, isAccountPath } from '../account/account-paths.ts';
import { isPageNotice } from '../../platform/engine/engine-notice.ts';
import { localeFromParam, localePath } from '../../platform/locale.ts';
import { logBoundaryError } from '../../platform/rendering/boundary-error.ts';
import { deferred } from '../../platform/rendering/deferred.tsx';
import { ErrorPage } from '../../platform/rendering/ErrorPage.tsx';

// The header's and footer's own code comes after the page (deferred.tsx): their HTML is the server's.
const LanguageSwitcherPart = deferred(() =>
  import('./HeaderParts.tsx').then((m) => m.SiteLanguageSwitcher),
);
const NavBarPart = deferred(() => import('./HeaderParts.tsx').then((m) => m.SiteNavBar));
export const SiteFooter = deferred(() => import('./SiteFooter.tsx').then((m) => m.SiteFooter));

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
  const { pathname } = useLocation();
  const isHome = pathname === `/${locale}` || pathname === `/${locale}/`;
  return (
    <Header
      homeHref={localePath(locale, '/')}
      isHome={isHome}
      search={search}
      languageSwitcher={<LanguageSwitcherPart locale={locale} />}
      actions={<NavBarPart locale={locale} isLoggedIn={isLoggedIn} onLogout={onLogout} />}
    />
  );
}
