import type { Route } from './+types/robots';
import { siteEnv } from '../platform/request/env.server.ts';
import { robotsTxt, siteOrigin } from '../platform/seo/seo.ts';

/** robots.txt: private and paying pages kept out of search engines, and where the sitemap is. */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(siteOrigin(siteEnv().SITE_PUBLIC_URL, request.url)), {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
