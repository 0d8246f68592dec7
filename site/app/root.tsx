import { criticalFontFiles } from '@fairway/design-system/fonts';
import { fairwayTheme, themeRoot } from '@fairway/design-system';
import { RawIntlProvider } from 'react-intl';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { ReactNode } from 'react';
import type { Route } from './+types/root';
import { ErrorPage } from './platform/rendering/ErrorPage.tsx';
import { BODY_TOO_LARGE_HEADER } from './platform/request/body-too-large.ts';
import { logBoundaryError } from './platform/rendering/boundary-error.ts';
import { CATALOG_LINK_ATTRIBUTE, currentCatalogPath } from './i18n/catalog-loader.ts';
import { catalogFor } from './i18n/catalog.server.ts';
import { intlFor } from './i18n/intl.ts';
import { useChunkReload } from './platform/browser/chunk-reload.ts';
import { useHydratedMarker } from './platform/browser/use-hydrated.ts';
import { localeOfPath } from './platform/locale.ts';
import { nonceOf } from './platform/request/nonce.ts';
import { isFromOwnPages } from './platform/request/same-origin.ts';
import { unreadableForm } from './platform/request/form-body.ts';

/**
 * One check for every request that may change something, pages and own API alike
 * (docs/decisions/0011): only the shop's own pages may post, so a form or script on another
 * site cannot act in a golfer's name.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request }, next) => {
    const isApi = new URL(request.url).pathname.startsWith('/api/');
    // The server refused the body (over BODY_LIMIT_BYTES) and sent the request on without it.
    if (request.headers.has(BODY_TOO_LARGE_HEADER)) {
      if (isApi) throw Response.json({ ok: false, msg: 'Payload Too Large' }, { status: 413 });
      throw data(null, { status: 413 });
    }
    if (!isFromOwnPages(request)) {
      if (isApi) throw Response.json({ ok: false, msg: 'Forbidden' }, { status: 403 });
      throw data(null, { status: 403 });
    }
    // Every page's action reads a form: anything else is the sender's fault, said as such (the
    // own API's endpoints read their bodies themselves).
    const unreadable = isApi ? null : await unreadableForm(request);
    if (unreadable) throw data(null, { status: unreadable });
    return next();
  },
];

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return { locale, catalog: catalogFor(locale).path, nonce: nonceOf(request) };
}

export function Layout({ children }: { children: ReactNode }) {
  useHydratedMarker();
  const data = useRouteLoaderData<typeof loader>('root');
  // Without the loader's data (a middleware refused the request) the path still says the language.
  const path = useLocation().pathname;
  const locale = data?.locale ?? localeOfPath(path);
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
        {/* Every page names its catalog, which the client entry registers before hydrating: one
            rendered without the loader's data too, or it would hydrate into the English defaults
            the server did not write (React's #418, and the page changing language). */}
        <link
          rel="preload"
          as="fetch"
          crossOrigin="anonymous"
          href={data?.catalog ?? currentCatalogPath(locale)}
          {...{ [CATALOG_LINK_ATTRIBUTE]: locale }}
        />
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
