import { COOKIE, parseCookies, serializeCookie } from './cookies.ts';

/** The two ways the app's webview says it opened the shop: `from=app` (outcome pages) and `app=1`. */
export function entersAppMode(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.get('from') === 'app' || params.get('app') === '1';
}

/**
 * Whether a request is inside the mobile app, and the cookie that keeps it so for the rest of the
 * visit (a session cookie: the app's next visit says so again). Only a visit entering the app mode
 * without the cookie gets one.
 */
export function appModeOf(
  request: Request,
  secure: boolean,
): { appMode: boolean; setCookie: string | null } {
  const entersApp = entersAppMode(new URL(request.url).search);
  const inApp = parseCookies(request.headers.get('cookie'))[COOKIE.appMode] === '1';
  return {
    appMode: entersApp || inApp,
    setCookie: entersApp && !inApp ? serializeCookie(COOKIE.appMode, '1', { secure }) : null,
  };
}
