/**
 * Which shop pages the engine sends a golfer to when a client names them: the card page's return
 * addresses (urlOk, urlKo) and the page a recovery link opens. Each link carries something only the
 * golfer may see (the booking reference, a live recovery token), so the engine takes nothing but
 * the very page the shop has for it, on one of the shop's origins: any other path of the shop could
 * pass the secret on (its `/api/language?next=` redirect did, with the token inside `next`). Pure.
 */
import { LOCALES } from '@fairway/rules';
import { invalid } from '../calls/fail.ts';

/** C0 and C1 controls and DEL: new URL() drops tabs and line breaks silently, so refuse them first. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** The shop's reset page (site/app/routes.ts), where a recovery link leads. */
export const RECOVERY_PAGE = '/reset-password';

/**
 * The shop's payment outcome pages, per field: the cart's (multipacks included) and a tournament
 * registration's (site/app/features/checkout/booking.server.ts returnUrls).
 */
export const RETURN_PAGES = {
  urlOk: ['/payment-controller/ok', '/tournament-payment/ok'],
  urlKo: ['/payment-controller/ko', '/tournament-payment/ko'],
} as const;

export type ReturnField = keyof typeof RETURN_PAGES;

/** The page unprefixed (the shop's English) and under each of the shop's locales. */
function localised(page: string): string[] {
  return [page, ...LOCALES.map((locale) => `/${locale}${page}`)];
}

/**
 * Whether `value` is exactly one of `pages` on one of the shop's origins: an absolute http(s)
 * address that reads back as its own origin and path, so it has no user information, query or
 * fragment (not even an empty `?`), and nothing new URL() would rewrite (`..`, `%2e`, `\`, case).
 * The scheme is checked as well as the origin, since a `blob:` address reports its inner origin.
 */
export function isShopPage(
  value: string,
  origins: readonly string[],
  pages: readonly string[],
): boolean {
  if (CONTROL.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    origins.includes(url.origin) &&
    value === `${url.origin}${url.pathname}` &&
    pages.some((page) => localised(page).includes(url.pathname))
  );
}

/** Refuses (cod 3, naming the field, the page and the shop's origins) anything but the page. */
function checkShopPage(
  field: string,
  value: string,
  origins: readonly string[],
  pages: readonly string[],
): void {
  if (!isShopPage(value, origins, pages))
    throw invalid('returnUrlNotAllowed', {
      field,
      pages: pages.map((page) => `[/{locale}]${page}`).join(', '),
      origins: origins.join(', '),
    });
}

/** The card page's return address: the shop's outcome page that matches the field. */
export function checkReturnUrl(
  field: ReturnField,
  value: string,
  origins: readonly string[],
): void {
  checkShopPage(field, value, origins, RETURN_PAGES[field]);
}

/** The page a recovery link opens: the shop's reset page, with or without a locale. */
export function checkRecoveryUrl(value: string, origins: readonly string[]): void {
  checkShopPage('urlRecuperacion', value, origins, [RECOVERY_PAGE]);
}

/** A shop outcome page with the booking reference as its query (the URL API encodes it). */
export function withReference(page: string, localizador: string): string {
  const url = new URL(page);
  url.searchParams.set('localizador', localizador);
  return url.href;
}
