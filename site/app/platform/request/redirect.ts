/** Any base will do: only a path that stays on it is followed, and only its path is kept. */
const BASE = 'https://fairway.invalid';

/** Control characters and backslashes: browsers strip or reinterpret them (`/\t/x` reads as `//x`). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused.
const REINTERPRETED = /[\u0000-\u001f\u007f\\]/;

/** Percent-decoded, or null for a value that is not valid percent-encoding. */
function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * Whether the browser, given `path` as a Location, stays on this site: the path is neither
 * protocol-relative (`//host`) nor read as such (`/\host`), in its written or decoded form, and
 * holds nothing a browser would strip or reinterpret.
 */
function staysOnSite(path: string): boolean {
  const plain = decoded(path);
  // A backslash anywhere is refused with the control characters, so `/\host` is too.
  return plain !== null && !REINTERPRETED.test(plain) && !plain.startsWith('//');
}

/**
 * Where a `next` parameter may send the golfer: a path on this site only. The value is resolved
 * the way the browser will resolve it, against this site, and the RESULT is judged, since
 * resolving rewrites it: `/.//evil.example/`, `/a/..//evil.example` and `/%2e%2e//evil.example`
 * all come out as `//evil.example/`, another host. Both the value and the result must stay on the
 * site, and the result must resolve to itself, so the browser reads it as it was checked.
 */
export function safeNextPath(next: string | null, fallback: string): string {
  if (!next || !next.startsWith('/') || !staysOnSite(next)) return fallback;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!staysOnSite(path) || new URL(path, BASE).href !== url.href) return fallback;
  return path;
}
