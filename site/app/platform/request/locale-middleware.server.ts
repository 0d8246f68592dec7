import type { MiddlewareFunction } from 'react-router';
import { data, redirect } from 'react-router';
import { localeFromParam } from '../locale.ts';
import { COOKIE, parseCookies } from './cookies.ts';
import { requestContext, requestContextKey, withEngineTiming } from './request-context.server.ts';

/**
 * The locale layout's middleware, before every page: an unknown language is a 404, the bare root
 * goes to the cookie's language, and each request gets its context (session, locale, credentials)
 * and answers with the engine calls it made in Server-Timing and the cookies the context set.
 */
export const localeMiddleware: MiddlewareFunction<Response> = async (
  { request, params, context },
  next,
) => {
  const locale = localeFromParam(params.lang);
  if (!locale) throw data(null, { status: 404 });
  const url = new URL(request.url);
  if (url.pathname === '/') {
    const cookieLocale =
      localeFromParam(parseCookies(request.headers.get('cookie'))[COOKIE.locale] ?? 'en') ?? 'en';
    // React Router's own `_routes` (a data request for some routes only) is not the golfer's.
    url.searchParams.delete('_routes');
    throw redirect(`/${cookieLocale}${url.search}`, 302);
  }
  const { response, serverTiming } = await withEngineTiming(
    async () => {
      const ctx = await requestContext(request, locale);
      context.set(requestContextKey, ctx);
      const answer = await next();
      for (const cookie of ctx.setCookies) answer.headers.append('Set-Cookie', cookie);
      return answer;
    },
    // A page load's loaders share their reads (the layout's cart and checkout's are one call);
    // after a form's action they read afresh what it may have changed.
    { shareReads: request.method === 'GET' || request.method === 'HEAD' },
  );
  response.headers.append('Server-Timing', serverTiming);
  return response;
};
