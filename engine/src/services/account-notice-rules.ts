/**
 * Rules of the mails an account's owner gets about it (issue 24): where their links lead and how
 * often one may be sent. Pure, so each is tested alone.
 */
import { isLocale, type Locale } from '@fairway/rules';

/** The account's own language, as stored at sign-up; an unknown value reads as English. */
export function accountLocale(stored: string): Locale {
  return isLocale(stored) ? stored : 'en';
}

/**
 * A page of the shop in the golfer's language, on the shop's first origin: the links of these
 * mails carry nothing secret, so the default origin is the right one whoever asked.
 */
export function shopPage(
  siteOrigins: readonly string[],
  locale: Locale,
  page: 'login' | 'forgot-password' | 'contact-info' | 'private-area',
): string {
  const origin = siteOrigins[0];
  if (origin === undefined) throw new Error('ENGINE_SITE_ORIGINS is empty');
  return new URL(`/${locale}/${page}`, origin).toString();
}

/**
 * At most one "someone tried to sign up with your address" mail per account and day, however
 * many sign-ups are tried: the outbox keeps one mail per dedupe key, so nobody can mail-bomb an
 * inbox through the sign-up form.
 */
export function signUpAttemptDedupeKey(userId: number, now: Date): string {
  return `signUpAttempt:${userId}:${now.toISOString().slice(0, 10)}`;
}

/** One welcome per account: a sign-up retried after a lost answer does not send a second. */
export function accountWelcomeDedupeKey(userId: number): string {
  return `welcome:${userId}`;
}
