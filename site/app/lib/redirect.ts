/** Any base will do: only a path that stays on it is followed, and only its path is kept. */
const BASE = 'https://fairway.invalid';

/**
 * Where a `next` parameter may send the golfer: a path on this site only. The value is resolved
 * the way the browser will resolve it, against this site, and refused unless it stays here; and
 * any control character or backslash refuses it outright, since browsers strip or reinterpret
 * them (`/%09/evil.example` reaches the browser as `/\t/evil.example`, read as `//evil.example`).
 */
export function safeNextPath(next: string | null, fallback: string): string {
  if (!next || !next.startsWith('/')) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(next);
  } catch {
    return fallback;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused.
  if (/[\u0000-\u001f\u007f\\]/.test(decoded) || /^\/\//.test(decoded)) return fallback;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
