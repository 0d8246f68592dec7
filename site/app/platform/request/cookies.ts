/**
 * The shop's cookies: their names, for the server and the browser alike, and how the server reads
 * and writes them (the `cookie` package). Nothing here needs Node, so the browser may import the names.
 */
import { parseCookie, stringifySetCookie } from 'cookie';

/**
 * The names of the shop's cookies (docs/product.md#cookies), for the server and the browser alike.
 */
export const COOKIE = {
  token: 'token',
  tokenExpires: 'tokenExpires',
  sessionId: 'sessionId',
  vendorId: 'vendorId',
  userToken: 'userToken',
  userTokenExpires: 'userTokenExpires',
  userId: 'userId',
  isUserLoggedIn: 'isUserLoggedIn',
  locale: 'locale',
  culture: 'culture',
  currency: 'currency',
  decimal: 'decimal',
  cookieConsent: 'cookieConsent',
  /** The cart's engine locator (C1); HttpOnly, expires with the token. */
  cartLocator: 'cartLocator',
  /** The promocode applied to the cart, as `LOCATOR:CODE` so it never outlives its cart. */
  cartPromo: 'cartPromo',
  guestName: 'guestName',
  guestSurname: 'guestSurname',
  guestMail: 'guestMail',
  isGuest: 'isGuest',
  bookingLocator: 'bookingLocator',
  /** A tournament registration being paid; HttpOnly, apart from the cart's booking. */
  registrationLocator: 'registrationLocator',
  /**
   * The Braintree payment the gateway opened, as `REFERENCE:ID`, so the Drop-in's Pay names it
   * without asking the browser; HttpOnly.
   */
  braintreePayment: 'braintreePayment',
  /** The notices the golfer dismissed, as `SESSIONID:ID.ID` so they never outlive their session. */
  dismissedNotices: 'dismissedNotices',
  /**
   * The visit came from the mobile app's webview (`from=app` or `app=1`, docs/product.md#layouts):
   * a browser-session cookie, so the app mode lasts the visit and no longer.
   */
  appMode: 'appMode',
} as const;

/** The culture cookies a language change clears and sets again (docs/product.md#languages). */
export const CULTURE_COOKIES = [
  COOKIE.locale,
  COOKIE.culture,
  COOKIE.currency,
  COOKIE.decimal,
] as const;

/**
 * How the shop writes its cookies (docs/product.md#cookies): Secure, SameSite=Lax, Path=/,
 * expiring with the token they belong to. These are also HttpOnly, out of the browser's reach.
 */
const HTTP_ONLY = new Set<string>([
  COOKIE.token,
  COOKIE.userToken,
  COOKIE.userId,
  COOKIE.bookingLocator,
  COOKIE.registrationLocator,
  COOKIE.braintreePayment,
  COOKIE.cartLocator,
  COOKIE.cartPromo,
]);

/**
 * A Cookie header's cookies by name, decoded (`cookie`'s parse: a value whose escapes are not valid
 * stays as sent; of two cookies of one name, the first, as browsers send the most specific first).
 */
export function parseCookies(header: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const [name, value] of Object.entries(parseCookie(header)))
    if (value !== undefined) out[name] = value;
  return out;
}

export interface CookieOptions {
  /** None: a browser-session cookie, gone when the browser (or the app's webview) closes. */
  expires?: Date;
  secure: boolean;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  return stringifySetCookie(name, value, {
    path: '/',
    expires: options.expires,
    sameSite: 'lax',
    secure: options.secure,
    httpOnly: HTTP_ONLY.has(name),
  });
}

export function clearCookie(name: string, secure: boolean): string {
  return serializeCookie(name, '', { expires: new Date(0), secure });
}
