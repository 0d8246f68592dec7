import type { Route } from './+types/images';
import { fetchPicture } from '../features/catalog/pictures.server.ts';

/** Club and region pictures come from the engine; the browser gets them from the site's origin. */
export async function loader({ params }: Route.LoaderArgs) {
  const svg = await fetchPicture(params['*'] ?? '');
  if (svg === null) return new Response('Not found', { status: 404 });
  return new Response(svg, {
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
  });
}
