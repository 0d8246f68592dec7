/**
 * State-changing endpoints answer only their own pages: the browser's Origin (or, failing that,
 * Referer) must name this host. A request with neither is refused too.
 */
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
