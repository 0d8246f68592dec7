import { cultureFor, isLocale } from '@fairway/rules';
import { redirect } from 'react-router';
import type { Route } from './+types/api.language';
import { clearCookie, CULTURE_COOKIES, serializeCookie } from '../platform/request/cookies.ts';
import { safeNextPath } from '../platform/request/redirect.ts';
import { siteEnv } from '../platform/request/env.server.ts';
import { methodNotAllowed } from '../platform/request/method-not-allowed.ts';

/**
 * Language change (docs/product.md#languages): clear locale, culture, currency and decimal, then
 * set them anew.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const to = url.searchParams.get('to') ?? '';
  if (!isLocale(to)) return Response.json({ ok: false, msg: 'Unknown language' }, { status: 400 });
  const target = safeNextPath(url.searchParams.get('next'), `/${to}`);
  const secure = siteEnv().COOKIE_SECURE === 'true';
  const culture = cultureFor(to);
  const expires = new Date(Date.now() + 365 * 86_400_000);
  const headers = new Headers();
  for (const name of CULTURE_COOKIES) headers.append('Set-Cookie', clearCookie(name, secure));
  const values: Record<(typeof CULTURE_COOKIES)[number], string> = {
    locale: to,
    culture: culture.culture,
    currency: culture.currency,
    decimal: culture.decimal,
  };
  for (const name of CULTURE_COOKIES)
    headers.append('Set-Cookie', serializeCookie(name, values[name], { expires, secure }));
  return redirect(target, { headers });
}

/** Only read: a post is told so, in JSON. */
export function action() {
  return methodNotAllowed('GET');
}
