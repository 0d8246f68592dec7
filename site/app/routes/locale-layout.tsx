import { ConfirmProvider, LazyReloginModal, LinkProvider, Spinner } from '@fairway/design-system';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/locale-layout';
import { PageLinks } from '../platform/seo/SeoHead.tsx';
import { SessionEventsContext } from '../platform/browser/fetch-json.ts';
import { SeededCartContext } from '../features/cart/seeded-cart.ts';
import { cartForLayout } from '../features/cart/cart.server.ts';
import { chromeHidden } from '../platform/rendering/chrome.ts';
import { usePageAlert } from '../platform/rendering/use-page-alert.ts';
import { hasConsentFlag } from '../features/content/cookie-consent.ts';
import { cookieBannerHtml } from '../features/content/cookie-banner-text.server.ts';
import type { LayoutOutlet } from '../platform/rendering/layout-outlet.ts';
import { cacheDeps, requestContextKey } from '../platform/request/request-context.server.ts';
import { siteEnv } from '../platform/request/env.server.ts';
import { failureMessages } from '../platform/engine/failure-messages.ts';
import { FrontConfigContext } from '../platform/engine/front-config.ts';
import type { FrontConfig } from '../platform/engine/front-config.ts';
import { frontConfigFor } from '../platform/engine/front-config.server.ts';
import { localePath } from '../platform/locale.ts';
import { pageCalls } from '../platform/engine/page-calls.server.ts';
import { siteOrigin } from '../platform/seo/seo.ts';
import { isAccountPath } from '../features/account/account-paths.ts';
import { useLoginExpiry } from '../features/account/use-login-expiry.ts';
import { currentUser } from '../features/account/user-session.server.ts';
import type { SuggestionView } from '../features/catalog/places.ts';
import { localeMiddleware } from '../platform/request/locale-middleware.server.ts';
import { NO_REGIONS, useSiteSearch } from '../features/search/use-site-search.tsx';
import { usePageNotice } from '../platform/engine/page-notice.ts';
import * as styles from './locale-layout.css.ts';
import { deferred } from '../platform/rendering/deferred.tsx';
import { regionsToOffer } from '../features/search/offered-regions.server.ts';
import {
  LayoutError,
  AppModeAnchor,
  RouterAnchor,
  SiteFooter,
  SiteHeader,
  toLogin,
} from '../features/content/LayoutChrome.tsx';

// Their code comes after the page (deferred.tsx): the banner's and the alert's HTML is the server's.
const CookieConsent = deferred(() =>
  import('../features/content/CookieConsent.tsx').then((m) => m.CookieConsent),
);
const FloatingAlert = deferred(() =>
  import('../platform/rendering/floating-alert.ts').then((m) => m.FloatingAlert),
);

const messages = defineMessages({
  skipToContent: { id: 'site.layout.skip', defaultMessage: 'Skip to content' },
});

export const middleware: Route.MiddlewareFunction[] = [localeMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContextKey);
  const locale = ctx?.locale ?? 'en';
  const calls = ctx?.creds ? pageCalls({ ...ctx, creds: ctx.creds }, request) : null;
  const cached = ctx ? { ...cacheDeps(), culture: ctx.culture } : null;
  const [{ cart, notice }, frontConfig, cookieText, regions] = await Promise.all([
    // The header's cart count and the cart page start from the server's read of the cart.
    cartForLayout(request, ctx),
    calls && cached ? frontConfigFor(calls, cached) : null,
    calls && cached ? cookieBannerHtml(calls, cached) : null,
    regionsToOffer(ctx),
  ]);
  const user = ctx ? currentUser(ctx) : null;
  return {
    locale,
    // Canonical links, alternates and link previews name the shop by its public address.
    origin: siteOrigin(siteEnv().SITE_PUBLIC_URL, request.url),
    year: new Date().getUTCFullYear(),
    cart,
    // A login that expired before this request: the re-login modal (docs/product.md#sessions).
    notice: ctx?.loginExpired ? { ...notice, relogin: true } : notice,
    // The nav bar's state, and when the browser should ask the golfer to log in again.
    login: user ? { expires: user.expires } : null,
    frontConfig,
    cookieText,
    // The consent banner is rendered with the page for a browser that has not accepted yet.
    cookieConsent: hasConsentFlag(request.headers.get('cookie')),
    // Inside the mobile app for the whole visit once it entered so (chrome.ts, cookies.ts).
    appMode: ctx?.appMode ?? false,
    regions,
  };
}

/**
 * The layout's data is the locale and the cart the page started with; after that the cart lives in
 * SWR, so moving between pages does not read it from the engine again. A change of language, an
 * explicit revalidation (same URL) or a form submission still reloads it.
 */
export function shouldRevalidate({
  currentParams,
  nextParams,
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentParams.lang !== nextParams.lang) return defaultShouldRevalidate;
  if (formMethod || currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return false;
}

/** Errors below the layout (LayoutError): the error page, and the re-login modal when due. */
export function ErrorBoundary() {
  return <LayoutError />;
}

export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  const { locale, year } = loaderData;
  const login = (loaderData as { login?: { expires: number } | null }).login ?? null;
  // Tests and older loaders may give none of these: no cart is seeded (the count is 0), the
  // configuration's readers fall back, the banner keeps the site's text, no region is offered.
  const {
    cart: seededCart,
    frontConfig = null,
    cookieText = null,
    cookieConsent = true,
    appMode = false,
    regions = NO_REGIONS,
  } = loaderData as Partial<{
    cart: unknown;
    frontConfig: FrontConfig | null;
    cookieText: string | null;
    cookieConsent: boolean;
    appMode: boolean;
    regions: SuggestionView[];
  }>;
  const intl = useIntl();
  const location = useLocation();
  const navigation = useNavigation();
  const mainRef = useRef<HTMLElement>(null);
  const { alert, setAlert, closeAlert } = usePageAlert(location.pathname);
  const [consentRenew, setConsentRenew] = useState(false);
  const [relogin, setRelogin] = useState(false);
  const askToLogIn = useCallback(() => setRelogin(true), []);
  const sessionEvents = useMemo(() => ({ onRelogin: askToLogIn }), [askToLogIn]);
  const logoutForm = useRef<HTMLFormElement>(null);
  // Stable, so the parts hydrated after the page (deferred.tsx) see no new props before then.
  const logOut = useCallback(() => logoutForm.current?.requestSubmit(), []);
  const reopenConsent = useCallback(() => setConsentRenew(true), []);
  const consentClosed = useCallback(() => setConsentRenew(false), []);
  // docs/product.md#sessions: the user token's expiry is checked in the browser too, so a golfer
  // who leaves a page open is asked to log in again when it passes, not when a click fails.
  useLoginExpiry(login?.expires ?? null, askToLogIn);
  const matches = useMatches();
  // The app draws its own header and navigation; a page opened from it shows the shop's content only.
  const hidden = appMode || chromeHidden(location.pathname, location.search);

  // docs/product.md#routes: every route change starts at the top of the main container, before the
  // new page paints (after paint, the golfer would see it jump).
  useLayoutEffect(() => {
    mainRef.current?.scrollTo?.({ top: 0 });
    window.scrollTo({ top: 0 });
  }, [location.pathname]);

  const { notice, noticeAlert, closeNotice } = usePageNotice(matches);

  const searchFailed = useCallback(
    () =>
      setAlert({
        visible: true,
        type: 'error',
        message: intl.formatMessage(failureMessages.search),
      }),
    [intl, setAlert],
  );
  const search = useSiteSearch(locale, regions, searchFailed);
  const closeFloating = useCallback(() => {
    if (alert.visible) closeAlert();
    else closeNotice();
  }, [alert.visible, closeAlert, closeNotice]);

  const here = `${location.pathname}${location.search}`;

  return (
    <LinkProvider value={appMode ? AppModeAnchor : RouterAnchor}>
      <FrontConfigContext.Provider value={frontConfig}>
        <SessionEventsContext.Provider value={sessionEvents}>
          {/* The layout's one confirmation dialog: pages ask through useConfirm(). */}
          <ConfirmProvider>
            <SeededCartContext.Provider value={seededCart}>
              <PageLinks locale={locale} />
              <a href="#main" className={styles.skip}>
                {intl.formatMessage(messages.skipToContent)}
              </a>
              {hidden ? null : (
                <SiteHeader
                  locale={locale}
                  search={search}
                  isLoggedIn={login !== null}
                  onLogout={logOut}
                />
              )}
              {/* Log out is a POST (docs/decisions/0011); the nav bar's button sends this form. */}
              <form
                ref={logoutForm}
                method="post"
                action={`/api/logout?locale=${locale}`}
                hidden
                aria-hidden="true"
              />
              <main id="main" ref={mainRef} className={styles.main} tabIndex={-1}>
                <Outlet context={{ setAlert, search } satisfies LayoutOutlet} />
              </main>
              {hidden ? null : (
                <SiteFooter
                  locale={locale}
                  year={year}
                  config={frontConfig}
                  onCookiePolicy={reopenConsent}
                />
              )}
              {/* The app asks its own consent: its webview shows no banner of the shop's. */}
              {appMode ? null : (
                <CookieConsent
                  text={cookieText}
                  renew={consentRenew}
                  onClosed={consentClosed}
                  policyHref={localePath(locale, '/cookies-policy')}
                  consentedOnServer={cookieConsent}
                  returnTo={`${location.pathname}${location.search}`}
                />
              )}
              {/* Page loads carry the session token (docs/product.md#layouts); search sends avoidSpinner and shows none. */}
              <Spinner visible={navigation.state === 'loading'} />
              <FloatingAlert
                alert={alert.visible ? alert : (noticeAlert ?? alert)}
                onClose={closeFloating}
              />
              <LazyReloginModal
                // The login page is where the dialog leads: asking there again would loop.
                open={(relogin || notice.relogin) && !isAccountPath(location.pathname)}
                onAccept={() => toLogin(locale, here)}
              />
            </SeededCartContext.Provider>
          </ConfirmProvider>
        </SessionEventsContext.Provider>
      </FrontConfigContext.Provider>
    </LinkProvider>
  );
}
