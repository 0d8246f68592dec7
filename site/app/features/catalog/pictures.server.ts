/**
 * The shop's pictures: the club and region drawings the engine serves. The browser asks the site
 * for them (routes/images.ts); a page may also carry the first ones it shows inside itself.
 */
import { LRUCache } from 'lru-cache';
import { siteEnv } from '../../platform/request/env.server.ts';

/** A picture's path under /images: the only ones the site passes on to the engine. */
const PICTURE_PATH = /^(clubs|regions)\/[a-z0-9-]{1,120}\.svg$|^prestige\.svg$/;

/**
 * Pictures up to this size go inside the page when they are in its first view, as Vite does for
 * small assets (its `assetsInlineLimit`): a phone paints them with the page, not after the scripts
 * and fonts it is still downloading, and a kilobyte or two costs less than a request.
 */
export const INLINE_PICTURE_LIMIT = 4096;

/** How long the engine may take to give a first-view picture before the page links it instead. */
const INLINE_TIMEOUT_MS = 1000;

/** The SVG text of a picture, or null when the path is not a picture's or the engine has none. */
export async function fetchPicture(path: string, signal?: AbortSignal): Promise<string | null> {
  if (!PICTURE_PATH.test(path)) return null;
  const upstream = await fetch(`${siteEnv().ENGINE_URL}/images/${path}`, { signal });
  return upstream.ok ? upstream.text() : null;
}

/** Inlined pictures, or null for one too large to inline; a day, as the browser caches them. */
const inlined = new LRUCache<string, { uri: string | null }>({ max: 1000, ttl: 86_400_000 });

/**
 * A picture's address for a page's first view: a `data:` URI when the picture is small, else its
 * own address (also when the engine is slow or down: the browser will ask for it then).
 */
export async function firstViewPicture(src: string): Promise<string> {
  if (!src.startsWith('/images/')) return src;
  const known = inlined.get(src);
  if (known) return known.uri ?? src;
  try {
    const svg = await fetchPicture(
      src.slice('/images/'.length),
      AbortSignal.timeout(INLINE_TIMEOUT_MS),
    );
    if (svg === null) return src;
    const uri =
      Buffer.byteLength(svg) <= INLINE_PICTURE_LIMIT
        ? `data:image/svg+xml,${svgUriText(svg)}`
        : null;
    inlined.set(src, { uri });
    return uri ?? src;
  } catch {
    return src;
  }
}

/**
 * An SVG as a `data:` URI's text: only what a URI or an HTML attribute cannot hold as it is gets
 * escaped (quotes, brackets, `%`, `#`, white space other than the space, anything past ASCII), so
 * the markup stays about its own size and gzips as well as it did.
 */
export function svgUriText(svg: string): string {
  return svg.replace(/[^ -~]|[%#<>"&{}|\\^`[\]]/gu, (c) => encodeURIComponent(c));
}

/** The first-view addresses of a page's pictures, by their own address. */
export async function firstViewPictures(srcs: readonly string[]): Promise<Record<string, string>> {
  const entries = await Promise.all(
    [...new Set(srcs)].map(async (src) => [src, await firstViewPicture(src)] as const),
  );
  return Object.fromEntries(entries.filter(([src, uri]) => uri !== src));
}
