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
