import {
  ConfirmProvider,
  FloatingAlert,
  Footer,
  Header,
  LazyLanguageSwitcher,
  LazyReloginModal,
  LazySearchBar,
  LinkProvider,
  NavBar,
  Spinner,
} from '@fairway/design-system';
import type { AlertState, LinkProps, SearchSuggestion } from '@fairway/design-system';
import type { Locale } from '@fairway/rules';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ComponentProps } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import {
  data,
  Link as RouterLink,
  Outlet,
  redirect,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useRouteError,
} from 'react-router';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { SWRConfig } from 'swr';
import type { Route } from './+types/locale-layout';
import { CookieConsent } from '../components/CookieConsent.tsx';
import { ErrorPage } from '../components/ErrorPage.tsx';
import { logBoundaryError } from '../lib/boundary-error.ts';
import { PageLinks } from '../components/SeoHead.tsx';
import { SessionEventsContext } from '../data/fetch-json.ts';
import { cartKey, useCart } from '../data/use-cart.ts';
import { useSuggestions } from '../data/use-suggestions.ts';
import { cartForLayout } from '../lib/cart.server.ts';
import { chromeHidden } from '../lib/chrome.ts';
import { hasConsentFlag } from '../lib/cookie-consent.ts';
import { cookieBannerHtml } from '../lib/cookie-text.server.ts';
import type { LayoutOutlet } from '../lib/layout-outlet.ts';
import { cacheDeps, namesDeps, requestContext, withEngineTiming } from '../lib/context.server.ts';
import type { RequestContext } from '../lib/context.server.ts';
import { requestContextKey } from '../lib/contexts.ts';
import { COOKIE, parseCookies } from '../lib/cookies.server.ts';
import { siteEnv } from '../lib/env.server.ts';
import { isPageNotice } from '../lib/engine-notice.ts';
import type { PageNotice } from '../lib/engine-notice.ts';
import { failureMessages } from '../lib/failure-messages.ts';
import { FrontConfigContext } from '../lib/front-config.ts';
import type { FrontConfig } from '../lib/front-config.ts';
import { frontConfigFor } from '../lib/front-config.server.ts';
import { localeFromParam, localePath, switchLocalePath } from '../lib/locale.ts';
import { namesFor, NamesUnavailableError } from '../lib/names.server.ts';
import { pageCalls } from '../lib/page.server.ts';
import { regionPath } from '../lib/places.ts';
import { siteOrigin } from '../lib/seo.ts';
import { accountPath } from '../lib/account-paths.ts';
import { blogInNavigation } from '../lib/blog.ts';
import { useLoginExpiry } from '../lib/use-login-expiry.ts';
import { currentUser } from '../lib/user-session.server.ts';
import type { SuggestionView } from '../lib/places.ts';
import * as styles from './locale-layout.css.ts';

const messages = defineMessages({
  searchFailed: { id: 'site.search.failed', defaultMessage: 'Search is not available right now' },
  skipToContent: { id: 'site.layout.skip', defaultMessage: 'Skip to content' },
});

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, params, context }, next) => {
    const locale = localeFromParam(params.lang);
    if (!locale) throw data(null, { status: 404 });
    const url = new URL(request.url);
    if (url.pathname === '/') {
      const cookieLocale =
        localeFromParam(parseCookies(request.headers.get('cookie'))[COOKIE.locale] ?? 'en') ?? 'en';
      // React Router's own `_routes` (a data request for some routes only) is not the golfer's.
      url.searchParams.delete('_routes');
      throw redirect(`/${cookieLocale}${url.search}`, 302);
    }
    const { response, serverTiming } = await withEngineTiming(async () => {
      const ctx = await requestContext(request, locale);
      context.set(requestContextKey, ctx);
      const answer = await next();
      for (const cookie of ctx.setCookies) answer.headers.append('Set-Cookie', cookie);
      return answer;
    });
    response.headers.append('Server-Timing', serverTiming);
    return response;
  },
];

/** The regions the search offers, made once per names snapshot (the cache shares one object). */
const offeredRegions = new WeakMap<object, SuggestionView[]>();

/** The regions the search offers when nothing matches, from the name cache. */
async function regionsToOffer(ctx: RequestContext | null): Promise<SuggestionView[]> {
  if (!ctx?.creds) return [];
  try {
    const { snapshot } = await namesFor(namesDeps(ctx.creds));
    let offered = offeredRegions.get(snapshot);
    if (!offered) {
      offered = [...snapshot.regions]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((r) => ({
          key: `reg:${r.idL}`,
          label: r.name,
          kind: 'region',
          path: regionPath(r.name, r.idL),
        }));
      offeredRegions.set(snapshot, offered);
    }
    return offered;
  } catch (error) {
    // Logged by the engine client; the search still says it found nothing.
    if (error instanceof NamesUnavailableError) return [];
    throw error;
  }
}

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
    cartKey: cartKey(locale),
    cart,
    // A login that expired before this request: the re-login modal (docs/product.md#sessions).
    notice: ctx?.loginExpired ? { ...notice, relogin: true } : notice,
    // The nav bar's state, and when the browser should ask the golfer to log in again.
    login: user ? { expires: user.expires } : null,
    frontConfig,
    cookieText,
    // The consent banner is rendered with the page for a browser that has not accepted yet.
    cookieConsent: hasConsentFlag(request.headers.get('cookie')),
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

/** The notices of every matched route's loader, together. */
function noticeOf(loaderData: unknown[]): PageNotice {
  const notice: PageNotice = { failed: [], relogin: false };
  for (const d of loaderData) {
    const candidate = (d as { notice?: unknown } | undefined)?.notice;
    if (!isPageNotice(candidate)) continue;
    notice.relogin ||= candidate.relogin;
    for (const action of candidate.failed)
      if (!notice.failed.includes(action)) notice.failed.push(action);
  }
  return notice;
}

/**
 * The re-login modal's way out (docs/product.md#dialogs): the login page with keepPage, which
 * brings the golfer back to this page afterwards. A full load, so nothing of the expired login
 * stays in memory.
 */
function toLogin(locale: Locale, current: string) {
  window.location.assign(accountPath(locale, '/login', current, true));
}

/** The account pages take the golfer back to where they were, but never back to themselves. */
function isAccountPage(pathname: string): boolean {
  return /\/(?:login|sign-up|forgot-password|reset-password)\/?$/.test(pathname);
}

/**
 * Errors below the layout: the error layout, and the re-login modal over it when the page could not
 * load because the golfer's login expired.
 */
export function ErrorBoundary() {
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
      {isPageNotice(notice) && notice.relogin ? (
        <LazyReloginModal
          open
          onAccept={() => toLogin(locale, location.pathname + location.search)}
        />
      ) : null}
    </>
  );
}

const NO_REGIONS: SuggestionView[] = [];

function asSuggestion(view: SuggestionView): SearchSuggestion {
  return { id: view.key, label: view.label, kind: view.kind };
}

function RouterAnchor({ href, ...rest }: LinkProps) {
  return <RouterLink to={href} {...rest} />;
}

/** The nav bar, inside the layout's SWRConfig so the cart count reads the seeded cart. */
function LayoutNavBar(props: Omit<ComponentProps<typeof NavBar>, 'cartCount'>) {
  const { cart } = useCart();
  return <NavBar {...props} cartCount={cart?.count ?? 0} />;
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
    regions = NO_REGIONS,
  } = loaderData as Partial<{
    cart: unknown;
    frontConfig: FrontConfig | null;
    cookieText: string | null;
    cookieConsent: boolean;
    regions: SuggestionView[];
  }>;
  const swrConfig = useMemo(
    () => ({
      revalidateOnFocus: false,
      fallback: seededCart ? { [cartKey(locale)]: seededCart } : {},
    }),
    [seededCart, locale],
  );
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const mainRef = useRef<HTMLElement>(null);
  const [keyword, setKeyword] = useState('');
  const [alert, setAlert] = useState<AlertState>({ visible: false, message: '', type: 'error' });
  const [consentRenew, setConsentRenew] = useState(false);
  const [relogin, setRelogin] = useState(false);
  const askToLogIn = useCallback(() => setRelogin(true), []);
  const sessionEvents = useMemo(() => ({ onRelogin: askToLogIn }), [askToLogIn]);
  const logoutForm = useRef<HTMLFormElement>(null);
  // docs/product.md#sessions: the user token's expiry is checked in the browser too, so a golfer
  // who leaves a page open is asked to log in again when it passes, not when a click fails.
  useLoginExpiry(login?.expires ?? null, askToLogIn);
  const matches = useMatches();
  const suggestions = useSuggestions(keyword, locale, () =>
    setAlert({
      visible: true,
      type: 'error',
      message: intl.formatMessage(failureMessages.search),
    }),
  );
  const hidden = chromeHidden(location.pathname, location.search);
  const isHome = location.pathname === `/${locale}` || location.pathname === `/${locale}/`;

  // docs/product.md#routes: every route change starts at the top of the main container, before the
  // new page paints (after paint, the golfer would see it jump).
  useLayoutEffect(() => {
    mainRef.current?.scrollTo?.({ top: 0 });
    window.scrollTo({ top: 0 });
  }, [location.pathname]);

  // docs/product.md#engine-answers and docs/product.md#alerts: what the page's loaders met on the
  // engine, shown once per load.
  const notice = useMemo(() => noticeOf(matches.map((m) => m.loaderData)), [matches]);
  const [closedNotice, setClosedNotice] = useState<PageNotice | null>(null);
  const failed = closedNotice === notice ? undefined : notice.failed[0];
  const noticeAlert = useMemo<AlertState | null>(
    () =>
      failed
        ? { visible: true, type: 'error', message: intl.formatMessage(failureMessages[failed]) }
        : null,
    [failed, intl],
  );

  const found = suggestions.data;
  const items: SearchSuggestion[] = useMemo(() => (found ?? []).map(asSuggestion), [found]);
  const regionItems: SearchSuggestion[] = useMemo(() => regions.map(asSuggestion), [regions]);

  function choose(suggestion: SearchSuggestion) {
    const chosen = [...(found ?? []), ...regions].find((view) => view.key === suggestion.id);
    setKeyword('');
    if (chosen) navigate(localePath(locale, chosen.path));
  }

  const search = (
    <LazySearchBar
      value={keyword}
      onValueChange={setKeyword}
      suggestions={items}
      onSelect={choose}
      noResultsRegions={regionItems}
      loading={suggestions.isLoading}
      {...(suggestions.error
        ? { errorMessage: suggestions.error.message || intl.formatMessage(messages.searchFailed) }
        : {})}
    />
  );

  const switchTo = (to: Locale) => switchLocalePath(location.pathname, location.search, to);
  const here = `${location.pathname}${location.search}`;
  const comeBackTo = isAccountPage(location.pathname) ? null : here;

  return (
    <LinkProvider value={RouterAnchor}>
      <FrontConfigContext.Provider value={frontConfig}>
        <SessionEventsContext.Provider value={sessionEvents}>
          {/* The layout's one confirmation dialog: pages ask through useConfirm(). */}
          <ConfirmProvider>
            <SWRConfig value={swrConfig}>
              <PageLinks locale={locale} />
              <a href="#main" className={styles.skip}>
                {intl.formatMessage(messages.skipToContent)}
              </a>
              {hidden ? null : (
                <Header
                  homeHref={localePath(locale, '/')}
                  isHome={isHome}
                  search={search}
                  languageSwitcher={
                    <LazyLanguageSwitcher
                      value={locale}
                      onChange={(to) => {
                        // docs/product.md#languages: the culture cookies are cleared, then set
                        // again for the new language.
                        window.location.assign(
                          `/api/language?to=${to}&next=${encodeURIComponent(switchTo(to))}`,
                        );
                      }}
                    />
                  }
                  actions={
                    <LayoutNavBar
                      isLoggedIn={login !== null}
                      onLogout={() => logoutForm.current?.requestSubmit()}
                      currentPath={location.pathname}
                      hrefs={{
                        login: accountPath(locale, '/login', comeBackTo),
                        signUp: accountPath(locale, '/sign-up', comeBackTo),
                        privateArea: localePath(locale, '/private-area'),
                        cart: localePath(locale, '/cart'),
                        tournaments: localePath(locale, '/tournaments'),
                        multipacks: localePath(locale, '/multipacks'),
                        ...(blogInNavigation(locale) ? { blog: localePath(locale, '/blog') } : {}),
                      }}
                    />
                  }
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
                  professionalsHref="https://pro.fairway.example"
                  appStoreHref={localePath(locale, '/app')}
                  playStoreHref={localePath(locale, '/app')}
                  onCookiePolicy={() => setConsentRenew(true)}
                />
              )}
              <CookieConsent
                text={cookieText}
                renew={consentRenew}
                onClosed={() => setConsentRenew(false)}
                policyHref={localePath(locale, '/cookies-policy')}
                consentedOnServer={cookieConsent}
                returnTo={`${location.pathname}${location.search}`}
              />
              {/* Page loads carry the session token (docs/product.md#layouts); search sends avoidSpinner and shows none. */}
              <Spinner visible={navigation.state === 'loading'} />
              <FloatingAlert
                alert={alert.visible ? alert : (noticeAlert ?? alert)}
                onClose={() => {
                  if (alert.visible) setAlert((a) => ({ ...a, visible: false }));
                  else setClosedNotice(notice);
                }}
              />
              <LazyReloginModal
                open={relogin || notice.relogin}
                onAccept={() => toLogin(locale, here)}
              />
            </SWRConfig>
          </ConfirmProvider>
        </SessionEventsContext.Provider>
      </FrontConfigContext.Provider>
    </LinkProvider>
  );
}
