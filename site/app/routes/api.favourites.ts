import { isLocale, parseId } from '@fairway/rules';
import type { Route } from './+types/api.favourites';
import { requestContext } from '../platform/request/request-context.server.ts';
import type { ApiFailure } from '../platform/engine/engine-notice.ts';
import { changeFavourite } from '../features/private-area/favourites.server.ts';
import type { FavouriteChange } from '../features/private-area/favourites.ts';
import { pageCalls } from '../platform/engine/page-calls.server.ts';
import { currentUser } from '../features/account/user-session.server.ts';
import { methodNotAllowed } from '../platform/request/method-not-allowed.ts';

const NO_STORE = { 'cache-control': 'no-store' };
/** The body is two fields; anything near this is not one. */
const BODY_MAX_BYTES = 1024;

async function changeOf(request: Request): Promise<FavouriteChange | null> {
  const text = await request.text();
  if (text.length > BODY_MAX_BYTES) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const { courseId, favourite } = body as Record<string, unknown>;
  const id = typeof courseId === 'number' ? parseId(String(courseId)) : null;
  if (id === null || typeof favourite !== 'boolean') return null;
  return { courseId: id, favourite };
}

/**
 * POST /api/favourites?locale=xx with `{ courseId, favourite }` → `{ ok: true, favourite }`, or an
 * ApiFailure. Only the shop's own pages may post here (the root middleware's check), only a
 * logged-in golfer gets as far as the engine, and the engine changes only the user token's own
 * favourites whatever course id the browser names.
 */
export async function action({ request }: Route.ActionArgs) {
  const refuse = (status: number, extra: Partial<ApiFailure> = {}) =>
    Response.json({ ok: false, msg: '', ...extra } satisfies ApiFailure, {
      status,
      headers: NO_STORE,
    });
  if (request.method !== 'POST') return refuse(405);
  const change = await changeOf(request);
  if (!change) return refuse(400);
  const asked = new URL(request.url).searchParams.get('locale') ?? 'en';
  const ctx = await requestContext(request, isLocale(asked) ? asked : 'en');
  const headers = new Headers(NO_STORE);
  for (const cookie of ctx.setCookies) headers.append('Set-Cookie', cookie);
  const answer = (body: object, status = 200) => Response.json(body, { status, headers });
  if (!ctx.creds) return answer({ ok: false, msg: '' } satisfies ApiFailure, 503);
  // A login that lapsed before this request asks for the login again, like an engine refusal.
  if (ctx.loginExpired) return answer({ ok: false, msg: '', relogin: true } satisfies ApiFailure);
  if (!currentUser(ctx)) return answer({ ok: false, msg: '' } satisfies ApiFailure, 401);
  const calls = pageCalls({ ...ctx, creds: ctx.creds }, request);
  let done;
  try {
    done = await changeFavourite(calls, change);
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    // The vendor session was renewed: the page reloads into the new one.
    for (const cookie of thrown.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
    return answer({ ok: false, msg: '', reload: true } satisfies ApiFailure);
  }
  if (calls.notice.relogin)
    return answer({ ok: false, msg: '', relogin: true } satisfies ApiFailure);
  if (!done.ok) return answer({ ok: false, msg: done.msg } satisfies ApiFailure, 502);
  return answer({ ok: true, favourite: change.favourite });
}

/** Only posted to: a read is told so, in JSON. */
export function loader() {
  return methodNotAllowed('POST');
}
