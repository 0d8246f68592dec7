/**
 * The golfer's login in the site: the user cookies a login sets and a logout clears
 * (docs/product.md#sessions), and the guard in front of every page that needs a logged-in golfer.
 */
import { redirect } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import { clearCookie, COOKIE, serializeCookie } from './cookies.server.ts';
import type { RequestContext } from './context.server.ts';
import { accountPath } from './account-paths.ts';
import { pageContext } from './page.server.ts';
import type { PageContext } from './page.server.ts';

export interface SignedInUser {
  id: number;
  /** When the user token stops working, in ms since the epoch. */
  expires: number;
}

/** The logged-in golfer of this request, or null for a visitor (or a login that has expired). */
export function currentUser(ctx: Pick<RequestContext, 'session'>): SignedInUser | null {
  const session = ctx.session;
  if (!session?.userToken || session.userId === null || session.userTokenExpires === null)
    return null;
  return { id: session.userId, expires: session.userTokenExpires };
}

/**
 * A page behind login. A visitor is sent to the login page, which brings them back here; the
 * engine still checks the user token on every call, so this guard only spares a visitor a page
 * of failures.
 */
export function requireUser(
  context: Readonly<RouterContextProvider>,
  request: Request,
): PageContext & { user: SignedInUser } {
  const ctx = pageContext(context);
  const user = currentUser(ctx);
  if (!user) {
    const url = new URL(request.url);
    const headers = new Headers();
    for (const cookie of ctx.setCookies) headers.append('Set-Cookie', cookie);
    throw redirect(accountPath(ctx.locale, '/login', `${url.pathname}${url.search}`), { headers });
  }
  return { ...ctx, user };
}

/** What LogarUsuario answers (docs/product.md#sessions: token, expiracion, idUsuario). */
export interface EngineLogin {
  token: string;
  expiracion: string;
  idUsuario: number;
}

/**
 * The user cookies, expiring with the user token. The token and the id are HttpOnly; the expiry
 * and the logged-in flag are readable, for the app's webview and the re-login check.
 */
export function loginCookies(login: EngineLogin, secure: boolean): string[] {
  const expiresAt = new Date(login.expiracion).getTime();
  const options = { expires: new Date(expiresAt), secure };
  return [
    serializeCookie(COOKIE.userToken, login.token, options),
    serializeCookie(COOKIE.userTokenExpires, String(expiresAt), options),
    serializeCookie(COOKIE.userId, String(login.idUsuario), options),
    serializeCookie(COOKIE.isUserLoggedIn, 'true', options),
  ];
}

export const USER_COOKIES = [
  COOKIE.userToken,
  COOKIE.userTokenExpires,
  COOKIE.userId,
  COOKIE.isUserLoggedIn,
] as const;

/** Logout: the user cookies go; the anonymous session, and with it the cart, stays. */
export function logoutCookies(secure: boolean): string[] {
  return USER_COOKIES.map((name) => clearCookie(name, secure));
}
