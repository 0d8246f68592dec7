/**
 * The newsletter's double opt-in, without its store: how long a confirmation link lives, how
 * often an address still waiting may get another, and where the link leads. Pure.
 */
import type { Locale } from '@fairway/rules';

/** A confirmation link opens the subscription for a week, then a new one must be asked for. */
export const CONFIRM_LINK_DAYS = 7;
/**
 * At most one confirmation mail an hour per address: anyone can type any address, and its owner
 * must not be buried in mails they never asked for.
 */
const CONFIRM_RESEND_MINUTES = 60;
/** The shop's page that confirms, under the golfer's locale. */
const CONFIRM_PATH = 'newsletter/confirm';

/**
 * The confirmation link: the shop's first origin (ENGINE_SITE_ORIGINS), the page in the golfer's
 * language, the token as the only query parameter. Built with the URL API, so nothing in it is
 * pasted together.
 */
export function confirmLink(shopOrigin: string, locale: Locale, token: string): string {
  const url = new URL(`/${locale}/${CONFIRM_PATH}`, shopOrigin);
  url.searchParams.set('token', token);
  return url.href;
}

/** A link still works now only if it went out after this moment. */
export function liveLinksSentAfter(now: Date): Date {
  return new Date(now.getTime() - CONFIRM_LINK_DAYS * 86_400_000);
}

/** The latest moment a previous mail may have gone out for another to be sent now. */
export function resendAfter(now: Date): Date {
  return new Date(now.getTime() - CONFIRM_RESEND_MINUTES * 60_000);
}
