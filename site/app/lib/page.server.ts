import type { RouterContextProvider } from 'react-router';
import { data } from 'react-router';
import type { RequestContext } from './context.server.ts';
import { requestContextKey } from './contexts.ts';

/** The request context the locale layout built; a page without a session cannot call the engine. */
export function pageContext(
  context: Readonly<RouterContextProvider>,
): RequestContext & { creds: NonNullable<RequestContext['creds']> } {
  const ctx = context.get(requestContextKey);
  if (!ctx?.creds) throw data({ reason: 'no-session' }, { status: 503 });
  return { ...ctx, creds: ctx.creds };
}
