import { landSvg } from '../features/map/land.server.ts';

/**
 * The land under every map (features/map/land.server.ts): one picture, drawn once; its address
 * carries a version, so browsers keep it as long as they like.
 */
export async function loader() {
  return new Response(await landSvg(), {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
}
