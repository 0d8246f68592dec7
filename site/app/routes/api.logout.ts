import { isLocale } from '@fairway/rules';
import { redirect } from 'react-router';
import type { Route } from './+types/api.logout';
import { logOut } from '../lib/account.server.ts';
import { requestContext } from '../lib/context.server.ts';
import { localePath } from '../lib/locale.ts';
import { pageCalls } from '../lib/page.server.ts';
import { currentUser, logoutCookies } from '../lib/user-session.server.ts';

/**
 * Log out (docs/product.md#navigation): a POST, so no link or image on another site can log a
 * golfer out (docs/decisions/0011). The engine ends the user token, the user cookies go, and the
 * golfer lands on the home page; the anonymous session and its cart stay.
 */
export async function action({ request }: Route.ActionArgs) {
  const asked = new URL(request.url).searchParams.get('locale') ?? 'en';
  const locale = isLocale(asked) ? asked : 'en';
  const ctx = await requestContext(request, locale);
  if (ctx.creds && currentUser(ctx)) await logOut(pageCalls({ ...ctx, creds: ctx.creds }, request));
  const headers = new Headers();
  for (const cookie of [...ctx.setCookies, ...logoutCookies(ctx.cookieSecure)])
    headers.append('Set-Cookie', cookie);
  return redirect(localePath(locale, '/'), { headers });
}

/** A GET logs nobody out: it only shows the home page. */
export function loader() {
  return redirect('/');
}
