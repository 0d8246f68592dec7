import { redirect } from 'react-router';
import type { Route } from './+types/api.cookie-consent';
import { COOKIE, serializeCookie } from '../platform/request/cookies.ts';
import { COOKIE_CONSENT_MAX_AGE_MS } from '../features/content/cookie-consent.ts';
import { siteEnv } from '../platform/request/env.server.ts';
import { safeNextPath } from '../platform/request/redirect.ts';
import { unreadableForm } from '../platform/request/form-body.ts';
import { methodNotAllowed } from '../platform/request/method-not-allowed.ts';

/**
 * The consent banner's Accept without JavaScript: the banner is a form that posts here, and the
 * flag is set on the answer that takes the golfer back. With JavaScript the banner writes the flag
 * itself, a second after the click (docs/product.md#navigation), and never posts.
 */
export async function action({ request }: Route.ActionArgs) {
  const unreadable = await unreadableForm(request);
  if (unreadable) return Response.json({ ok: false, msg: 'Bad Request' }, { status: unreadable });
  const form = await request.formData();
  const next = form.get('next');
  const target = safeNextPath(typeof next === 'string' ? next : null, '/');
  const cookie = serializeCookie(COOKIE.cookieConsent, '1', {
    expires: new Date(Date.now() + COOKIE_CONSENT_MAX_AGE_MS),
    secure: siteEnv().COOKIE_SECURE === 'true',
  });
  return redirect(target, { status: 303, headers: { 'Set-Cookie': cookie } });
}

/** Only posted to: a read is told so, in JSON. */
export function loader() {
  return methodNotAllowed('POST');
}
