import { COOKIE } from '../../platform/request/cookies.ts';

/** How long a golfer's consent is kept: a year, whether the browser or the server wrote it. */
export const COOKIE_CONSENT_MAX_AGE_MS = 365 * 86_400_000;

/** Whether a Cookie header or `document.cookie` holds the consent flag. */
export function hasConsentFlag(cookies: string | null | undefined): boolean {
  return (cookies ?? '').split(';').some((c) => c.trim() === `${COOKIE.cookieConsent}=1`);
}
