/**
 * The shop's cookies: their names, for the server and the browser alike, and how the server reads
 * and writes them. Nothing here needs Node, so the browser may import the names.
 */
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

export function parseCookies(header: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    const raw = part.slice(eq + 1).trim();
    if (!name) continue;
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}

export interface CookieOptions {
  expires: Date;
  secure: boolean;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Expires=${options.expires.toUTCString()}`,
    'SameSite=Lax',
  ];
  if (options.secure) parts.push('Secure');
  if (HTTP_ONLY.has(name)) parts.push('HttpOnly');
  return parts.join('; ');
}

export function clearCookie(name: string, secure: boolean): string {
  return serializeCookie(name, '', { expires: new Date(0), secure });
}
