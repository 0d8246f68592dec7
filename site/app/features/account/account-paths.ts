import type { Locale } from '@fairway/rules';
import { localePath } from '../../platform/locale.ts';
import { safeNextPath } from '../../platform/request/redirect.ts';

/** The account pages a golfer is never sent back to: they would only show the same form again. */
const ACCOUNT_PAGES =
  /^\/(?:[a-z]{2}\/)?(?:login|sign-up|forgot-password|reset-password)(?:[/?#]|$)/;

/**
 * An account page (login, sign-up, password recovery): the re-login dialog never opens there, and
 * no `next` leads back to one.
 */
export function isAccountPath(path: string): boolean {
  return ACCOUNT_PAGES.test(path);
}

/**
 * The page a `next` should lead to: an account page's own `next`, unwrapped as often as it was
 * wrapped, else the page itself. A login page asked to come back to a login page nested `next`
 * deeper at every round and never showed its form (issue 29).
 */
function unwrapNext(next: string): string | null {
  let path = next;
  for (let depth = 0; isAccountPath(path); depth += 1) {
    if (depth > 20) return null;
    const inner = new URL(path, 'http://site.invalid').searchParams.get('next');
    if (!inner) return null;
    path = inner;
  }
  return path;
}

/**
 * Where the account pages send the golfer when they are done: the `next` of their address (a
 * path on this site, the keepPage return of docs/product.md#dialogs included), else the home page.
 */
export function nextPathOf(url: URL, locale: Locale): string {
  const home = localePath(locale, '/');
  const next = safeNextPath(url.searchParams.get('next'), home);
  return isAccountPath(next) ? home : next;
}

/** An account page's address that keeps the golfer's way back. */
export function accountPath(
  locale: Locale,
  page: '/login' | '/sign-up' | '/forgot-password',
  next: string | null,
  keepPage = false,
): string {
  const query = new URLSearchParams();
  const way = next ? unwrapNext(next) : null;
  if (keepPage) query.set('keepPage', 'true');
  if (way) query.set('next', way);
  const search = query.toString();
  return `${localePath(locale, page)}${search ? `?${search}` : ''}`;
}
