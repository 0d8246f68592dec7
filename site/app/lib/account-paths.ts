import type { Locale } from '@fairway/rules';
import { localePath } from './locale.ts';
import { safeNextPath } from './redirect.ts';

/** The account pages a golfer is never sent back to: they would only show the same form again. */
const ACCOUNT_PAGES =
  /^\/(?:[a-z]{2}\/)?(?:login|sign-up|forgot-password|reset-password)(?:[/?#]|$)/;

/**
 * Where the account pages send the golfer when they are done: the `next` of their address (a
 * path on this site, the keepPage return of docs/product.md#dialogs included), else the home page.
 */
export function nextPathOf(url: URL, locale: Locale): string {
  const home = localePath(locale, '/');
  const next = safeNextPath(url.searchParams.get('next'), home);
  return ACCOUNT_PAGES.test(next) ? home : next;
}

/** An account page's address that keeps the golfer's way back. */
export function accountPath(
  locale: Locale,
  page: '/login' | '/sign-up' | '/forgot-password',
  next: string | null,
  keepPage = false,
): string {
  const query = new URLSearchParams();
  if (keepPage) query.set('keepPage', 'true');
  if (next) query.set('next', next);
  const search = query.toString();
  return `${localePath(locale, page)}${search ? `?${search}` : ''}`;
}
