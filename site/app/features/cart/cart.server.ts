/**
 * The cart through the engine: its locator lives in the HttpOnly `cartLocator` cookie, the cart
 * itself in the engine, which checks, prices and stores every change (Carrito/ModificarCarrito,
 * one call each; decision 0025). What is left here is the cookies, the endpoint's input and
 * words, and the view of the engine's answer. The browser reaches all of this only through
 * /api/cart.
 */
import { ruleMessage } from '@fairway/design-system';
import { normalisePromocode, parseId } from '@fairway/rules';
import { CART_LIMITS, carrito, hhmm, id, isoDate, REFERENCE } from '@fairway/contract';
import type { CartContent } from '@fairway/contract';
import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { z } from 'zod';
import { EMPTY_CART, isPackKey, toCartView } from './cart.ts';
import type { CartView } from './cart.ts';
import {
  clearCookie,
  COOKIE,
  parseCookies,
  serializeCookie,
} from '../../platform/request/cookies.ts';
import type { EngineFailure, EngineResult } from '../../platform/engine/engine.server.ts';
import type { RequestContext } from '../../platform/request/request-context.server.ts';
import type { PageAction, PageNotice } from '../../platform/engine/engine-notice.ts';
import { pageCalls } from '../../platform/engine/page-calls.server.ts';
import type { CallOptions, PageCalls } from '../../platform/engine/page-calls.server.ts';

// ---------------------------------------------------------------------------------------------
// Cookies

/** The cart's locator from the request's cookie, or null when there is none or it is malformed. */
export function cartLocatorOf(request: Request): string | null {
  const value = parseCookies(request.headers.get('cookie'))[COOKIE.cartLocator];
  return value && REFERENCE.accepted.test(value) ? value : null;
}

/** The promocode remembered for this cart; one remembered for another cart does not count. */
export function cartPromoOf(request: Request, locator: string | null): string | null {
  const value = parseCookies(request.headers.get('cookie'))[COOKIE.cartPromo];
  if (!value || !locator) return null;
  const sep = value.indexOf(':');
  if (sep < 0 || value.slice(0, sep) !== locator) return null;
  const code = value.slice(sep + 1).trim();
  return code.length > 0 && code.length <= 40 ? code : null;
}

/** docs/product.md#cookies: the cart's cookies expire with the token they belong to. */
export function cartCookie(locator: string, expires: Date, secure: boolean): string {
  return serializeCookie(COOKIE.cartLocator, locator, { expires, secure });
}

export function cartPromoCookie(
  locator: string,
  code: string,
  expires: Date,
  secure: boolean,
): string {
  return serializeCookie(COOKIE.cartPromo, `${locator}:${code}`, { expires, secure });
}

export function clearCartCookie(secure: boolean): string {
  return clearCookie(COOKIE.cartLocator, secure);
}

export function clearCartPromoCookie(secure: boolean): string {
  return clearCookie(COOKIE.cartPromo, secure);
}

// ---------------------------------------------------------------------------------------------
// Reading

/** The cart JSON as the contract bounds it, or null for text that is not a cart. */
export function parseCartJson(text: string): CartContent | null {
  try {
    const checked = carrito.cartContent.safeParse(JSON.parse(text));
    return checked.success ? checked.data : null;
  } catch {
    return null;
  }
}

export interface CartRead {
  view: CartView;
  /** The engine's cart (null when there is none): what checkout books. */
  content: CartContent | null;
  /** The cart was gone (or emptied of past tee times): its cookies should be cleared. */
  gone: boolean;
}

const GONE: CartRead = { view: EMPTY_CART, content: null, gone: true };

type CartAnswer = z.infer<typeof carrito.modificarCarrito.answer>['datos'];

/**
 * Carrito/ModificarCarrito, the one engine call of every cart change and read the shop makes
 * (decision 0025): one change of the session's own cart, or none to read it, priced with the
 * cart's code. A locator the engine no longer gives this session is no cart: an addition then
 * starts a new one under a new locator.
 */
export function modifyCart(
  calls: PageCalls,
  locator: string | null,
  request: { cambio?: carrito.CambioCarrito; promoCode?: string | null },
  options: CallOptions,
): Promise<EngineResult<{ datos: CartAnswer }>> {
  const { cambio, promoCode } = request;
  return calls.call(
    carrito.modificarCarrito,
    {
      ...(locator ? { localizador: locator } : {}),
      ...(promoCode ? { promoCode } : {}),
      ...(cambio ? { cambio } : {}),
    },
    options,
  );
}

/** The view of the engine's priced cart (ModificarCarrito's answer); `promoCode` as the golfer sent it. */
function cartReadOf(datos: CartAnswer, promoCode: string | null): CartRead {
  const content = parseCartJson(datos.jsonCarrito);
  if (!datos.localizador || !content) return GONE;
  return {
    view: toCartView({
      locator: datos.localizador,
      content,
      timeZones: new Map(datos.zonasHorarias.map((z) => [z.idVendedorProveedor, z.zonaHoraria])),
      totals: datos,
      promo: { code: promoCode, message: datos.mensajePromoCode },
    }),
    content,
    gone: false,
  };
}

/** The refusal's motivo (carrito.rechazoCarrito), when the engine named one. */
function motivoOf(failure: EngineFailure): carrito.MotivoRechazo | null {
  const parsed = carrito.rechazoCarrito.safeParse({ datos: failure.datos });
  return parsed.success ? parsed.data.datos.motivo : null;
}

/**
 * The whole cart for a page or an endpoint, in one engine call (ModificarCarrito without a
 * change): the engine lets tee times that have started go and prices it with the cart's code.
 */
export async function readCartState(
  calls: PageCalls,
  locator: string | null,
  options: { promoCode?: string | null; action?: PageAction; noShow?: boolean } = {},
): Promise<EngineResult<CartRead>> {
  const action = options.action ?? 'cart';
  if (!locator) return { ok: true, data: { view: EMPTY_CART, content: null, gone: false } };
  const promoCode = options.promoCode ?? null;
  // The layout and the page (checkout) both read the cart of a page load: one engine call.
  const answer = await modifyCart(
    calls,
    locator,
    { promoCode },
    { action, noShow: true, shared: true },
  );
  if (answer.ok) return { ok: true, data: cartReadOf(answer.data.datos, promoCode) };
  // docs/product.md#cart: a cart the engine no longer knows is "no cart", silently.
  if (motivoOf(answer) === carrito.MOTIVO_RECHAZO.sinCarrito) return { ok: true, data: GONE };
  if (!options.noShow && !answer.sessionExpired && !calls.notice.failed.includes(action))
    calls.notice.failed.push(action);
  return answer;
}

/**
 * The cart's view for checkout and other pages, or null when there is no cart or it could not be
 * read (a failure is in `calls.notice` under 'cart', for the layout's alert). Pass the promocode of
 * `cartPromoOf(request, locator)` to have the discount in the totals.
 */
export async function readCart(
  calls: PageCalls,
  locator: string | null,
  options: { promoCode?: string | null } = {},
): Promise<CartView | null> {
  const read = await readCartState(calls, locator, options);
  return read.ok && read.data.view.count > 0 ? read.data.view : null;
}

/** EliminarCarrito; a cart the engine no longer knows is already empty. */
export async function emptyCart(calls: PageCalls, locator: string): Promise<EngineResult<object>> {
  const deleted = await calls.call(
    carrito.eliminarCarrito,
    { localizador: locator },
    { action: 'cart', noShow: true },
  );
  if (deleted.ok || deleted.cod === 2) return { ok: true, data: {} };
  return deleted;
}

// ---------------------------------------------------------------------------------------------
// Changing the cart

/** The texts the cart's endpoint answers with, in the golfer's language. */
export const cartMessages = defineMessages({
  badRequest: {
    id: 'site.cart.error.badRequest',
    defaultMessage: 'The request could not be understood. Please reload the page and try again.',
  },
  invalidTime: {
    id: 'site.cart.error.invalidTime',
    defaultMessage: 'The selected time is not valid',
  },
  rateNotValid: {
    id: 'site.cart.error.rateNotValid',
    defaultMessage: 'The selected rate is not available at this time',
  },
  tooMany: {
    id: 'site.cart.error.tooMany',
    defaultMessage: 'The number of selected items exceeds the maximum allowed',
  },
  notEnoughBuggies: {
    id: 'site.cart.error.notEnoughBuggies',
    defaultMessage: 'Not enough buggies in stock for this teetime',
  },
  serviceNotAvailable: {
    id: 'site.cart.error.serviceNotAvailable',
    defaultMessage: 'This service is not offered by the golf course',
  },
  empty: { id: 'site.cart.error.empty', defaultMessage: 'The cart is empty' },
  notInCart: {
    id: 'site.cart.error.notInCart',
    defaultMessage: 'This tee time is no longer in the cart',
  },
});

export type Say = (message: MessageDescriptor) => string;

const teeTimeInput = z.strictObject({
  idVP: id,
  rec: id,
  fecha: isoDate,
  hora: hhmm,
  rateId: id,
  players: z.number().int().min(1).max(4),
  services: z
    .array(z.strictObject({ id, units: z.number().int().min(0).max(8) }))
    .max(CART_LIMITS.servicesPerTeeTime)
    .default([]),
});

/** What POST /api/cart accepts; anything else is refused with a message, never a 500. */
export const cartActionSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('add'), teeTime: teeTimeInput }),
  z.strictObject({
    action: z.literal('remove'),
    // A tee time's key, or a multipack's (cart.ts, packKey).
    key: z.string().regex(/^(?:pack\|\d{1,10}\|)?\d{1,10}\|\d{4}-\d{2}-\d{2}\|\d{2}:\d{2}$/),
  }),
  z.strictObject({ action: z.literal('empty') }),
  z.strictObject({ action: z.literal('promo'), code: z.string().trim().max(40) }),
]);
export type CartActionInput = z.infer<typeof cartActionSchema>;
export type TeeTimeInput = z.infer<typeof teeTimeInput>;

export const TEE_TIME_QUERY_REQUIRED =
  'idVP, rec, fecha (YYYY-MM-DD), hora (HH:MM) and players (1-4) are required';

/** A tee time named in a query string (the chooser's endpoints), or null when any part is not valid. */
export function teeTimeQuery(params: URLSearchParams): {
  idVP: number;
  rec: number;
  fecha: string;
  hora: string;
  players: number;
} | null {
  const idVP = parseId(params.get('idVP'));
  const rec = parseId(params.get('rec'));
  const fecha = params.get('fecha') ?? '';
  const hora = params.get('hora') ?? '';
  const players = params.get('players') ?? '';
  if (idVP === null || rec === null || !isoDate.safeParse(fecha).success) return null;
  if (!hhmm.safeParse(hora).success || !/^[1-4]$/.test(players)) return null;
  return { idVP, rec, fecha, hora, players: Number(players) };
}

export type CartChange =
  | { ok: true; read: CartRead; locator: string | null }
  | { ok: false; msg: string; status?: number };

/** The shop's words for each refusal the engine names (its own words for any other). */
const REFUSAL_MESSAGE: Record<carrito.MotivoRechazo, MessageDescriptor> = {
  horaNoValida: cartMessages.invalidTime,
  tarifaNoValida: cartMessages.rateNotValid,
  // The rule's own message, so the tee-time chooser and the endpoint say the very same words.
  jugadoresInsuficientes: ruleMessage('players.exceeds'),
  buggiesInsuficientes: cartMessages.notEnoughBuggies,
  demasiadasUnidades: cartMessages.tooMany,
  servicioNoDisponible: cartMessages.serviceNotAvailable,
  noEnCarrito: cartMessages.notInCart,
  sinCarrito: cartMessages.notInCart,
};

/**
 * One change of the cart, one engine call (ModificarCarrito): the engine checks the change on
 * the session's own cart, prices it with the cart's code and answers the cart as it now is.
 */
async function changeCart(
  calls: PageCalls,
  locator: string | null,
  cambio: carrito.CambioCarrito,
  options: { say: Say; promoCode: string | null; action: PageAction; fallback: MessageDescriptor },
): Promise<CartChange> {
  const { promoCode } = options;
  const answer = await modifyCart(
    calls,
    locator,
    { cambio, promoCode },
    { action: options.action },
  );
  if (!answer.ok) {
    const motivo = motivoOf(answer);
    const msg = motivo ? options.say(REFUSAL_MESSAGE[motivo]) : answer.msg;
    return { ok: false, msg: msg || options.say(options.fallback) };
  }
  const read = cartReadOf(answer.data.datos, promoCode);
  return { ok: true, read, locator: read.gone ? null : read.view.locator };
}

/**
 * Adds a tee time; the same tee time again replaces its line (how its players change). What the
 * browser sent is only the golfer's choice: the engine checks it and prices it from its tables.
 */
export function addToCart(
  calls: PageCalls,
  locator: string | null,
  input: TeeTimeInput,
  options: { say: Say; promoCode: string | null },
): Promise<CartChange> {
  return changeCart(
    calls,
    locator,
    {
      tipo: 'anadirTeeTime',
      teeTime: {
        idVendedorProveedor: input.idVP,
        idRecorrido: input.rec,
        fecha: input.fecha,
        hora: input.hora,
        idTarifa: input.rateId,
        numJugadores: input.players,
        servicios: input.services.map((s) => ({ idServicio: s.id, numUnidades: s.units })),
      },
    },
    { ...options, action: 'addToCart', fallback: cartMessages.invalidTime },
  );
}

/** The change that removes an item by its view key: a tee time, or a multipack with its rounds. */
function removalOf(key: string): carrito.CambioCarrito | null {
  const parts = key.split('|');
  if (isPackKey(key)) {
    const idMultipack = parseId(parts[1] ?? null);
    return idMultipack === null ? null : { tipo: 'quitarMultipack', idMultipack };
  }
  const [course, fecha, hora] = parts;
  const idRecorrido = parseId(course ?? null);
  if (idRecorrido === null || !fecha || !hora) return null;
  return { tipo: 'quitarTeeTime', idRecorrido, fecha, hora };
}

export async function removeFromCart(
  calls: PageCalls,
  locator: string | null,
  key: string,
  options: { say: Say; promoCode: string | null },
): Promise<CartChange> {
  const removal = removalOf(key);
  if (!locator || !removal) return { ok: false, msg: options.say(cartMessages.notInCart) };
  return changeCart(calls, locator, removal, {
    ...options,
    action: 'cart',
    fallback: cartMessages.notInCart,
  });
}

/** Applies (or, with an empty code, removes) the promocode; the engine judges it. */
export async function applyPromo(
  calls: PageCalls,
  locator: string | null,
  code: string,
  options: { say: Say },
): Promise<CartChange> {
  // Written as the engine keeps it, so the summary shows one spelling whatever was typed.
  code = normalisePromocode(code);
  const read = await readCartState(calls, locator, { promoCode: code || null });
  if (!read.ok) return { ok: false, msg: read.msg || options.say(cartMessages.empty) };
  if (code && read.data.view.count === 0)
    return { ok: false, msg: options.say(cartMessages.empty) };
  return { ok: true, read: read.data, locator: read.data.view.locator };
}

/**
 * The cart the layout seeds the header and the cart page with. docs/product.md#cart: fetched only
 * when a locator exists, kept only when the answer holds a cart; a failed read is silent here
 * (null: the cart page asks again and says so), and a cart the engine forgot clears its cookies.
 */
export async function cartForLayout(
  request: Request,
  ctx: RequestContext | null,
): Promise<{ cart: CartView | null; notice: PageNotice }> {
  const locator = cartLocatorOf(request);
  const quiet: PageNotice = { failed: [], relogin: false };
  if (!locator) return { cart: EMPTY_CART, notice: quiet };
  if (!ctx?.creds) return { cart: null, notice: quiet };
  const calls = pageCalls({ ...ctx, creds: ctx.creds }, request);
  const read = await readCartState(calls, locator, {
    promoCode: cartPromoOf(request, locator),
    noShow: true,
  });
  if (!read.ok) return { cart: null, notice: calls.notice };
  if (read.data.gone)
    ctx.setCookies.push(clearCartCookie(ctx.cookieSecure), clearCartPromoCookie(ctx.cookieSecure));
  return { cart: read.data.view, notice: calls.notice };
}
