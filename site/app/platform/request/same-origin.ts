/** Methods that change nothing: they are answered whoever links to them. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request may change something: a safe method, or one sent by this site's own pages.
 * The browser's `Sec-Fetch-Site` says so where it is sent (every current browser); without it the
 * `Origin` (or, failing that, `Referer`) must name this host. A state-changing request that says
 * neither is refused: a form or script on another site cannot act in the golfer's name.
 */
export function isFromOwnPages(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return true;
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null) return fetchSite === 'same-origin';
  return isSameOrigin(request);
}

/** The `Origin` (or `Referer`) names this host. */
export function isSameOrigin(request: Request): boolean {
  const host = request.headers.get('host') ?? new URL(request.url).host;
  const source = request.headers.get('origin') ?? request.headers.get('referer');
  if (!source) return false;
  try {
    return new URL(source).host === host;
  } catch {
    return false;
  }
}
