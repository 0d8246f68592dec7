import type { AnswerOf, CallSpec, RequestOf } from '@fairway/contract';
import type { RouterContextProvider } from 'react-router';
import { data } from 'react-router';
import type { z } from 'zod';
import { cachedValue } from '../cache/cached.server.ts';
import type { CacheDeps } from '../cache/cached.server.ts';
import { engine, requestContextKey, sharedRead } from '../request/request-context.server.ts';
import type { RequestContext } from '../request/request-context.server.ts';
import type { EngineClient, EngineFailure, EngineResult } from './engine.server.ts';
import type { PageAction, PageNotice } from './engine-notice.ts';
import { acceptToken, renewSession, tokenAccepted } from '../request/session.server.ts';

export type PageContext = RequestContext & { creds: NonNullable<RequestContext['creds']> };

/** The request context the locale layout built; a page without a session cannot call the engine. */
export function pageContext(context: Readonly<RouterContextProvider>): PageContext {
  const ctx = context.get(requestContextKey);
  if (!ctx?.creds) throw data({ reason: 'no-session' }, { status: 503 });
  return { ...ctx, creds: ctx.creds };
}

export interface CallOptions {
  /** What the golfer reads in the alert when the call fails. */
  action: PageAction;
  /** docs/product.md#alerts: a call marked noShow fails without an alert. */
  noShow?: boolean;
  /**
   * A read that another loader of the same page load makes with the same body: asked of the
   * engine once in the request (request-context.server.ts `sharedRead`), each caller reading
   * the answer as if it had asked.
   */
  shared?: boolean;
}

export interface PageCalls {
  call<C extends CallSpec>(
    spec: C,
    body: RequestOf<C>,
    options: CallOptions,
  ): Promise<EngineResult<AnswerOf<C>>>;
  /** A failure met on this request's behalf elsewhere (a load it shared): alerted like a call's. */
  failed?(options: CallOptions): void;
  /**
   * The engine has not accepted this session's token lately (session.server.ts): the page's
   * shared answers are asked of the engine rather than read from the cache, so an expired or
   * unknown session is found and renewed as docs/product.md#sessions says, not rendered on.
   */
  readonly mustAsk?: boolean;
  /** Everything the layout must show for this request's failed calls. */
  readonly notice: PageNotice;
}

/**
 * A request's engine calls, read by docs/product.md#engine-answers. A session the engine calls
 * expired is renewed by sending the request back to its own path with the token cleared, unless
 * this request has just started it (a second round would loop); with a golfer logged in, the call
 * fails and the layout asks them to log in again. Other failures are remembered for the alert.
 */
export function pageCalls(
  ctx: PageContext,
  request: Request,
  client: EngineClient = engine(),
): PageCalls {
  const notice: PageNotice = { failed: [], relogin: false };
  function failed(options: CallOptions) {
    if (!options.noShow && !notice.failed.includes(options.action))
      notice.failed.push(options.action);
  }
  return {
    notice,
    failed,
    get mustAsk() {
      return !tokenAccepted(ctx.creds.token);
    },
    async call(spec, body, options) {
      const ask = () => client.call(spec, body, ctx.creds);
      const result = await (options.shared
        ? sharedRead(`${spec.path} ${JSON.stringify(body)}`, ask)
        : ask());
      if (result.ok) {
        acceptToken(ctx.creds.token);
        return result;
      }
      if (result.sessionExpired) {
        if (ctx.session?.userToken) {
          notice.relogin = true;
          return result;
        }
        if (!ctx.sessionStarted) throw renewSession(request, ctx.cookieSecure);
      }
      failed(options);
      return result;
    },
  };
}

/**
 * A call the page cannot render without failed: the engine's "not found" (cod 2) is the 404 page,
 * an expired login is the error layout with the re-login modal, anything else a 502.
 */
export function criticalFailure(failure: EngineFailure, notice: PageNotice): never {
  if (notice.relogin) throw data({ notice }, { status: 401 });
  throw data(null, { status: failure.cod === 2 ? 404 : 502 });
}

/**
 * A call whose answer is the same for every visitor in a culture, through the shared cache with
 * stale-while-revalidate (cached.server.ts): the page waits for the engine only on a miss. `pick`
 * keeps what the page needs of the answer; `key` must name everything the answer depends on.
 * A refresh in the background alerts nobody: the page already has its (stale) data.
 */
export async function sharedCall<C extends CallSpec, T>(
  calls: PageCalls,
  deps: CacheDeps,
  key: string,
  schema: z.ZodType<T>,
  spec: C,
  body: RequestOf<C>,
  options: CallOptions,
  pick: (answer: AnswerOf<C>) => T,
): Promise<EngineResult<T>> {
  // Set by this request's own load; a closure's assignment, so kept in an object.
  const own: { failure?: EngineFailure } = {};
  const value = await cachedValue(deps, key, schema, async ({ background }) => {
    const answer = await calls.call(
      spec,
      body,
      background ? { ...options, noShow: true } : options,
    );
    if (answer.ok) return pick(answer.data);
    if (!background) own.failure = answer;
    return null;
  });
  if (value !== null) return { ok: true, data: value };
  if (own.failure) return own.failure;
  // Another request's load failed and this one shared it: the same alert, without its details.
  calls.failed?.(options);
  return { ok: false, cod: 0, msg: 'The engine could not answer', sessionExpired: false };
}
