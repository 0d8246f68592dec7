import type { Route } from './+types/i18n';
import { catalogAt } from '../i18n/catalog.server.ts';

/**
 * A locale's catalog for the browser (app/i18n/catalog.server.ts). Its address names its
 * content, so the browser keeps it for good; an address from before a deploy is gone (404), and
 * the page that asked reloads into the new one (entry.client.tsx). The locale's own address, which
 * a page without the root loader's data asks (an error page a middleware answered), changes
 * content with a deploy, so the browser asks for it again each time.
 */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const catalog = catalogAt(path);
  if (!catalog)
    return new Response('Not found', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  return new Response(catalog.text, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': path === catalog.path ? 'public, max-age=31536000, immutable' : 'no-cache',
    },
  });
}
