import { isLocale, normalisePromocode } from '@fairway/rules';
import type { Locale } from '@fairway/rules';
import { createIntl } from 'react-intl';
import type { Route } from './+types/api.cart';
import {
  addToCart,
  applyPromo,
  cartActionSchema,
  cartCookie,
  cartLocatorOf,
  cartMessages,
  cartPromoCookie,
  cartPromoOf,
  clearCartCookie,
  clearCartPromoCookie,
  emptyCart,
  readCartState,
  removeFromCart,
} from '../lib/cart.server.ts';
import type { CartChange, Say } from '../lib/cart.server.ts';
import { EMPTY_CART } from '../lib/cart.ts';
import { requestContext, withEngineTiming } from '../lib/context.server.ts';
import type { ApiFailure } from '../lib/engine-notice.ts';
import { messagesFor } from '../i18n/messages.ts';
import { pageCalls } from '../lib/page.server.ts';
import type { PageCalls, PageContext } from '../lib/page.server.ts';
import { visitCookiesExpire } from '../lib/session.server.ts';

const NO_STORE = 'no-store';
/** A cart action is a few hundred bytes; anything near this is not one. */
const BODY_MAX_BYTES = 8 * 1024;

function localeOf(request: Request): Locale {
  const asked = new URL(request.url).searchParams.get('locale') ?? 'en';
  return isLocale(asked) ? asked : 'en';
}

/** The endpoint's own texts in the golfer's language (the engine's come translated already). */
function sayIn(locale: Locale): Say {
  const intl = createIntl({ locale, messages: messagesFor(locale), defaultLocale: 'en' });
  return (message) => intl.formatMessage(message);
}

function json(body: unknown, headers: Headers, status = 200): Response {
  return Response.json(body, { status, headers });
}

/**
 * The cart's endpoint frame, like `sameOriginJson` but with the session at hand, because the
 * answer sets the cart's cookies (they expire with the token). An expired session, whether the
 * site or the engine noticed, answers `reload` with the token cookies cleared; an expired login
 * answers `relogin`.
 */
async function cartEndpoint(request: Request, work: Work): Promise<Response> {
  // The engine calls of a cart change, counted like a page's (the benchmark and a test read it).
  const { response, serverTiming } = await withEngineTiming(() => cartWork(request, work));
  response.headers.append('Server-Timing', serverTiming);
  return response;
}

type Work = (
  calls: PageCalls,
  ctx: PageContext,
  say: Say,
  setCookie: (cookie: string) => void,
) => Promise<CartChange>;

async function cartWork(request: Request, work: Work): Promise<Response> {
  const locale = localeOf(request);
  const headers = new Headers({ 'cache-control': NO_STORE });
  const reload = (thrown: Response) => {
    for (const cookie of thrown.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
    return json({ ok: false, msg: '', reload: true } satisfies ApiFailure, headers);
  };
  let ctx;
  try {
    ctx = await requestContext(request, locale);
  } catch (thrown) {
    if (thrown instanceof Response) return reload(thrown);
    throw thrown;
  }
  for (const cookie of ctx.setCookies) headers.append('Set-Cookie', cookie);
  if (!ctx.creds || !ctx.session)
    return json({ ok: false, msg: '' } satisfies ApiFailure, headers, 503);
  const page: PageContext = { ...ctx, creds: ctx.creds };
  const calls = pageCalls(page, request);
  let change: CartChange;
  try {
    change = await work(calls, page, sayIn(locale), (cookie) =>
      headers.append('Set-Cookie', cookie),
    );
  } catch (thrown) {
    if (thrown instanceof Response) return reload(thrown);
    throw thrown;
  }
  if (calls.notice.relogin)
    return json({ ok: false, msg: '', relogin: true } satisfies ApiFailure, headers);
  if (!change.ok)
    return json({ ok: false, msg: change.msg } satisfies ApiFailure, headers, change.status);
  const expires = visitCookiesExpire(ctx.session);
  const before = cartLocatorOf(request);
  if (change.read.gone || !change.locator) {
    if (before) {
      headers.append('Set-Cookie', clearCartCookie(ctx.cookieSecure));
      headers.append('Set-Cookie', clearCartPromoCookie(ctx.cookieSecure));
    }
  } else if (change.locator !== before) {
    headers.append('Set-Cookie', cartCookie(change.locator, expires, ctx.cookieSecure));
  }
  return json({ ok: true, cart: change.read.view }, headers);
}

/** GET /api/cart?locale=xx → `{ ok: true, cart: CartView }`. */
export function loader({ request }: Route.LoaderArgs) {
  return cartEndpoint(request, async (calls) => {
    const locator = cartLocatorOf(request);
    const read = await readCartState(calls, locator, {
      promoCode: cartPromoOf(request, locator),
    });
    if (!read.ok) return { ok: false, msg: read.msg };
    return { ok: true, read: read.data, locator };
  });
}

async function bodyOf(request: Request): Promise<unknown> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > BODY_MAX_BYTES) return undefined;
  const text = await request.text();
  if (text.length > BODY_MAX_BYTES) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * POST /api/cart?locale=xx with `{action:'add'|'remove'|'empty'|'promo', …}` → `{ ok: true, cart }`
 * or `{ ok: false, msg }` in the golfer's language. Only the shop's own pages may change a cart
 * (the root middleware's check).
 */
export async function action({ request }: Route.ActionArgs) {
  const say = sayIn(localeOf(request));
  const refuse = (status: number, msg: string) =>
    Response.json({ ok: false, msg } satisfies ApiFailure, {
      status,
      headers: { 'cache-control': NO_STORE },
    });
  if (request.method !== 'POST') return refuse(405, say(cartMessages.badRequest));
  const parsed = cartActionSchema.safeParse(await bodyOf(request));
  if (!parsed.success) return refuse(400, say(cartMessages.badRequest));
  const input = parsed.data;
  return cartEndpoint(request, async (calls, ctx, sayHere, setCookie) => {
    const locator = cartLocatorOf(request);
    const promoCode = cartPromoOf(request, locator);
    switch (input.action) {
      case 'add':
        return addToCart(calls, locator, input.teeTime, { say: sayHere, promoCode });
      case 'remove':
        return removeFromCart(calls, locator, input.key, { say: sayHere, promoCode });
      case 'empty': {
        if (locator) {
          const emptied = await emptyCart(calls, locator);
          if (!emptied.ok) return { ok: false, msg: emptied.msg };
        }
        return { ok: true, read: { view: EMPTY_CART, content: null, gone: true }, locator: null };
      }
      case 'promo': {
        const change = await applyPromo(calls, locator, input.code, { say: sayHere });
        if (change.ok) setCookie(promoCookie(change, ctx, input.code));
        return change;
      }
    }
  });
}

/** A code the engine took is remembered with the cart; any other answer forgets the old one. */
function promoCookie(change: CartChange & { ok: true }, ctx: PageContext, code: string): string {
  const expires = visitCookiesExpire(ctx.session);
  return code && change.read.view.totals.promoValid && change.locator
    ? cartPromoCookie(change.locator, normalisePromocode(code), expires, ctx.cookieSecure)
    : clearCartPromoCookie(ctx.cookieSecure);
}
