import { redirect } from 'react-router';
import type { Route } from './+types/api.logout';
import { clearCookie, COOKIE } from '../lib/cookies.server.ts';
import { siteEnv } from '../lib/env.server.ts';
import { safeNextPath } from '../lib/redirect.ts';

const USER_COOKIES = [
  COOKIE.userToken,
  COOKIE.userTokenExpires,
  COOKIE.userId,
  COOKIE.isUserLoggedIn,
] as const;

/** Logout (SPEC.md section 4): the user cookies go; the anonymous session stays. */
export function loader({ request }: Route.LoaderArgs) {
  const target = safeNextPath(new URL(request.url).searchParams.get('next'), '/');
  const secure = siteEnv().COOKIE_SECURE === 'true';
  const headers = new Headers();
  for (const name of USER_COOKIES) headers.append('Set-Cookie', clearCookie(name, secure));
  return redirect(target, { headers });
}
