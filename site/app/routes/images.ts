import type { Route } from './+types/images';
import { siteEnv } from '../lib/env.server.ts';

/** Club and region pictures come from the engine; the browser gets them from the site's origin. */
export async function loader({ params }: Route.LoaderArgs) {
  const path = params['*'] ?? '';
  if (!/^(clubs|regions)\/[a-z0-9-]{1,120}\.svg$|^prestige\.svg$/.test(path))
    return new Response('Not found', { status: 404 });
  const upstream = await fetch(`${siteEnv().ENGINE_URL}/images/${path}`);
  if (!upstream.ok) return new Response('Not found', { status: 404 });
  return new Response(await upstream.text(), {
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
  });
}
