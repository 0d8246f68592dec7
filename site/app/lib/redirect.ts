/**
 * Where a `next` parameter may send the golfer: a path on this site only. Anything else (another
 * host, a protocol-relative `//host`, a scheme) would turn the shop into an open redirect.
 */
export function safeNextPath(next: string | null, fallback: string): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\')
    ? next
    : fallback;
}
