import type { AnswerOf, CallSpec, RequestOf } from '@fairway/engine/contract';
import type { RouterContextProvider } from 'react-router';
import { data } from 'react-router';
import { engine } from './context.server.ts';
import type { RequestContext } from './context.server.ts';
import { requestContextKey } from './contexts.ts';
import type { EngineClient, EngineFailure, EngineResult } from './engine.server.ts';
import type { PageAction, PageNotice } from './engine-notice.ts';
import { renewSession } from './session.server.ts';

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
  /** SPEC.md section 8: a call marked noShow fails without an alert. */
  noShow?: boolean;
}

export interface PageCalls {
  call<C extends CallSpec>(
    spec: C,
    body: RequestOf<C>,
    options: CallOptions,
  ): Promise<EngineResult<AnswerOf<C>>>;
  /** Everything the layout must show for this request's failed calls. */
  readonly notice: PageNotice;
}

/**
 * A request's engine calls, read by SPEC.md section 4. A session the engine calls expired is
 * renewed by sending the request back to its own path with the token cleared, unless this request
 * has just started it (a second round would loop); with a golfer logged in, the call fails and the
 * layout asks them to log in again. Other failures are remembered for the alert.
 */
export function pageCalls(
  ctx: PageContext,
  request: Request,
  client: EngineClient = engine(),
): PageCalls {
  const notice: PageNotice = { failed: [], relogin: false };
  return {
    notice,
    async call(spec, body, options) {
      const result = await client.call(spec, body, ctx.creds);
      if (result.ok) return result;
      if (result.sessionExpired) {
        if (ctx.session?.userToken) {
          notice.relogin = true;
          return result;
        }
        if (!ctx.sessionStarted) throw renewSession(request, ctx.cookieSecure);
      }
      if (!options.noShow && !notice.failed.includes(options.action))
        notice.failed.push(options.action);
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
