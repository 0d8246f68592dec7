import { redirect } from 'react-router';
import type { Route } from './+types/api.cookie-consent';
import { COOKIE, serializeCookie } from '../lib/cookies.server.ts';
import { COOKIE_CONSENT_MAX_AGE_MS } from '../lib/cookie-consent.ts';
import { siteEnv } from '../lib/env.server.ts';
import { safeNextPath } from '../lib/redirect.ts';

/**
 * The consent banner's Accept without JavaScript: the banner is a form that posts here, and the
 * flag is set on the answer that takes the golfer back. With JavaScript the banner writes the flag
 * itself, a second after the click (docs/product.md#navigation), and never posts.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const next = form.get('next');
  const target = safeNextPath(typeof next === 'string' ? next : null, '/');
  const cookie = serializeCookie(COOKIE.cookieConsent, '1', {
    expires: new Date(Date.now() + COOKIE_CONSENT_MAX_AGE_MS),
    secure: siteEnv().COOKIE_SECURE === 'true',
  });
  return redirect(target, { status: 303, headers: { 'Set-Cookie': cookie } });
}
