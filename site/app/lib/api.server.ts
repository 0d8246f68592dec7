import { isLocale } from '@fairway/rules';
import { requestContext } from './context.server.ts';
import type { EngineClient, EngineResult } from './engine.server.ts';
import type { ApiFailure } from './engine-notice.ts';
import { pageCalls } from './page.server.ts';
import type { PageCalls } from './page.server.ts';

const NO_STORE = 'no-store';

/**
 * A same-origin JSON endpoint the browser's SWR hooks call: the server builds the request context,
 * adds the credentials, and reads the engine's answer by docs/product.md#engine-answers. An engine
 * that calls the session expired gets the token cookies cleared and `reload`, so the page reloads
 * into a new session; an expired login answers `relogin`, so the layout shows the re-login modal.
 */
export async function sameOriginJson<T extends object>(
  request: Request,
  work: (calls: PageCalls) => Promise<EngineResult<T>>,
  client?: EngineClient,
): Promise<Response> {
  const localeParam = new URL(request.url).searchParams.get('locale') ?? 'en';
  const ctx = await requestContext(request, isLocale(localeParam) ? localeParam : 'en');
  const headers = new Headers({ 'cache-control': NO_STORE });
  for (const cookie of ctx.setCookies) headers.append('Set-Cookie', cookie);
  const failure = (body: ApiFailure, status = 200) => Response.json(body, { status, headers });
  if (!ctx.creds) return failure({ ok: false, msg: '' }, 503);
  const calls = pageCalls({ ...ctx, creds: ctx.creds }, request, client);
  let result: EngineResult<T>;
  try {
    result = await work(calls);
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    // renewSession's redirect: the browser cannot follow it for a fetch, so it reloads the page.
    for (const cookie of thrown.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
    return failure({ ok: false, msg: '', reload: true });
  }
  if (calls.notice.relogin) return failure({ ok: false, msg: '', relogin: true });
  if (!result.ok) return failure({ ok: false, msg: result.msg });
  return Response.json({ ok: true, ...result.data }, { headers });
}
