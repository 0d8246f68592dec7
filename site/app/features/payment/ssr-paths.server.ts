/**
 * docs/product.md#routes: the payment step's server paths, /payment/ssr and /payment-gateway/ssr,
 * which carry no locale segment.
 */
import { isLocale } from '@fairway/rules';
import type { Locale } from '@fairway/rules';
import { COOKIE, parseCookies } from '../../platform/request/cookies.ts';

/** The locale cookie's language, for the unprefixed server paths. */
export function cookieLocale(request: Request): Locale {
  const value = parseCookies(request.headers.get('cookie'))[COOKIE.locale];
  return value && isLocale(value) ? value : 'en';
}

/**
 * The server paths send the browser to the locale's page with a timestamp (so no cache serves a
 * stale one). Other paths: null.
 */
export function ssrRedirectPath(pathname: string, locale: Locale, now: number): string | null {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/payment/ssr') return `/${locale}/payment?timestamp=${now}`;
  if (path === '/payment-gateway/ssr') return `/${locale}/payment-gateway?timestamp=${now}`;
  return null;
}
