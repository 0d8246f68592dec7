import { criticalFontFiles } from '@fairway/design-system/fonts';
import { fairwayTheme, themeRoot } from '@fairway/design-system';
import { isLocale } from '@fairway/design-system/rules';
import type { Locale } from '@fairway/design-system/rules';
import { RawIntlProvider } from 'react-intl';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { ReactNode } from 'react';
import type { Route } from './+types/root';
import { ErrorPage } from './components/ErrorPage.tsx';
import { logBoundaryError } from './lib/boundary-error.ts';
import { CATALOG_LINK_ATTRIBUTE } from './i18n/catalog-loader.ts';
import { catalogFor } from './i18n/catalog.server.ts';
import { intlFor } from './i18n/intl.ts';
import { useChunkReload } from './lib/chunk-reload.ts';
import { nonceOf } from './lib/nonce.ts';
import { isFromOwnPages } from './lib/same-origin.ts';

/**
 * One check for every request that may change something, pages and own API alike
 * (docs/decisions/0011): only the shop's own pages may post, so a form or script on another
 * site cannot act in a golfer's name.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request }, next) => {
    if (isFromOwnPages(request)) return next();
    if (new URL(request.url).pathname.startsWith('/api/'))
      throw Response.json({ ok: false, msg: 'Forbidden' }, { status: 403 });
    throw data(null, { status: 403 });
  },
];

export function loader({ request }: Route.LoaderArgs) {
  const first = new URL(request.url).pathname.split('/')[1];
  const locale: Locale = isLocale(first) ? first : 'en';
  return { locale, catalog: catalogFor(locale).path, nonce: nonceOf(request) };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const locale = data?.locale ?? 'en';
  return (
    <html lang={locale} className={`${fairwayTheme} ${themeRoot}`}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Fetched with the stylesheet, not after it: text is drawn once, in its own face, with
            nothing moving when a font arrives (docs/decisions/0020). */}
        {criticalFontFiles.map((href) => (
          <link
            key={href}
            rel="preload"
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
            href={href}
          />
        ))}
        {data ? (
          <link
            rel="preload"
            as="fetch"
            crossOrigin="anonymous"
            href={data.catalog}
            {...{ [CATALOG_LINK_ATTRIBUTE]: data.locale }}
          />
        ) : null}
        <Meta />
        <Links />
      </head>
      <body>
        <RawIntlProvider value={intlFor(locale)}>{children}</RawIntlProvider>
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useChunkReload();
  return <Outlet />;
}

/** The one error layout: 404 and every other status, with a way home. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  logBoundaryError(error);
  return <ErrorPage status={status} />;
}
