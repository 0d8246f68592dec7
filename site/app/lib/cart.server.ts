/**
 * The cart through the engine: its locator lives in the HttpOnly `cartLocator` cookie, its content
 * in the engine (GuardarCarrito, ObtenerCarrito, EliminarCarrito), its prices and totals come from
 * the engine (AplicarOfertas). The browser reaches all of this only through /api/cart.
 */
import { parseId, zonedNow } from '@fairway/design-system/rules';
import { carrito, disponibilidad, hhmm, id, isoDate, vendedor } from '@fairway/engine/contract';
import type { CartContent } from '@fairway/engine/contract';
import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { z } from 'zod';
import { EMPTY_CART, isPackKey, packKey, serviceKind, teeTimeKey, toCartView } from './cart.ts';
import type { CartView, EngineTotals } from './cart.ts';
import { clearCookie, COOKIE, parseCookies, serializeCookie } from './cookies.server.ts';
import type { EngineFailure, EngineResult } from './engine.server.ts';
import type { RequestContext } from './context.server.ts';
import type { PageAction, PageNotice } from './engine-notice.ts';
import { maxPlayersOf } from './front-config.ts';
import { pageCalls } from './page.server.ts';
import type { PageCalls } from './page.server.ts';

const LOCATOR = /^[A-Z0-9]{8}$/;
/** The contract's bounds on a cart (carrito.ts), checked before the engine is asked. */
const { CART_LIMITS, teeTimesInCart } = carrito;

/** How a cart read's calls are marked: the action of the alert, and whether it shows at all. */
interface CallHow {
  action: PageAction;
  noShow?: boolean;
}

type CartEntry = CartContent['listaClubesRecorridos'][number];
type CartTee = CartEntry['listaTeeTimes'][number];

// ---------------------------------------------------------------------------------------------
// Cookies

/** The cart's locator from the request's cookie, or null when there is none or it is malformed. */
export function cartLocatorOf(request: Request): string | null {
  const value = parseCookies(request.headers.get('cookie'))[COOKIE.cartLocator];
  return value && LOCATOR.test(value) ? value : null;
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

export type LoadedCart =
  | { ok: true; content: CartContent }
  /** The engine has no such cart, or answered something that is not one: the cookie is stale. */
  | { ok: false; missing: true }
  | (EngineFailure & { missing: false });

/**
 * ObtenerCarrito. docs/product.md#cart: the answer is kept only when it holds
 * listaClubesRecorridos, so a cart the engine no longer knows (cod 2) or cannot give back is "no
 * cart", silently.
 */
export async function loadCart(calls: PageCalls, locator: string): Promise<LoadedCart> {
  const answer = await calls.call(
    carrito.obtenerCarrito,
    { localizador: locator },
    { action: 'cart', noShow: true },
  );
  if (!answer.ok)
    return answer.cod === 2 ? { ok: false, missing: true } : { ...answer, missing: false };
  const content = parseCartJson(answer.data.datos.jsonCarrito);
  return content ? { ok: true, content } : { ok: false, missing: true };
}

/** A club's time zone never changes with the culture, so one answer per club serves every page. */
const zoneMemo = new Map<number, string>();
const ZONE_MEMO_MAX = 2_000;

async function zonesOf(
  calls: PageCalls,
  content: CartContent,
  how: CallHow,
): Promise<EngineResult<Map<number, string>>> {
  const zones = new Map<number, string>();
  const clubIds = [
    ...content.listaClubesRecorridos.map((e) => e.idVendedorProveedor),
    ...(content.listaMultipacks ?? []).flatMap((p) => p.rondas.map((r) => r.idVendedorProveedor)),
  ];
  for (const clubId of clubIds) {
    if (zones.has(clubId)) continue;
    let zone = zoneMemo.get(clubId);
    if (!zone) {
      const club = await calls.call(
        vendedor.obtenerDatosClubTTB,
        { idVendedorProveedor: clubId },
        how,
      );
      if (!club.ok) return club;
      zone = club.data.datos.zonaHoraria;
      if (zoneMemo.size >= ZONE_MEMO_MAX) zoneMemo.clear();
      zoneMemo.set(clubId, zone);
    }
    zones.set(clubId, zone);
  }
  return { ok: true, data: zones };
}

function minutesOf(hhmmText: string): number {
  return Number(hhmmText.slice(0, 2)) * 60 + Number(hhmmText.slice(3, 5));
}

/**
 * Tee times whose start has passed at the club cannot be booked; the cart lets them go. A
 * multipack goes as one once any of its rounds has passed: it is bought whole or not at all.
 */
export function withoutPastTeeTimes(
  content: CartContent,
  zones: ReadonlyMap<number, string>,
  now: Date,
): CartContent {
  const ahead = (clubId: number, fecha: string, hora: string) => {
    const here = zonedNow(zones.get(clubId) ?? 'UTC', now);
    return fecha > here.date || (fecha === here.date && minutesOf(hora) > here.minutes);
  };
  return {
    ...content,
    listaClubesRecorridos: content.listaClubesRecorridos
      .map((entry) => ({
        ...entry,
        listaTeeTimes: entry.listaTeeTimes.filter((tee) =>
          ahead(entry.idVendedorProveedor, tee.fecha, tee.hora),
        ),
      }))
      .filter((entry) => entry.listaTeeTimes.length > 0),
    ...(content.listaMultipacks
      ? {
          listaMultipacks: content.listaMultipacks.filter((pack) =>
            pack.rondas.every((r) => ahead(r.idVendedorProveedor, r.fecha, r.hora)),
          ),
        }
      : {}),
  };
}

/** The cart's items: every tee time, and each multipack as one. */
export function countOf(content: CartContent): number {
  return (
    content.listaClubesRecorridos.reduce((sum, e) => sum + e.listaTeeTimes.length, 0) +
    (content.listaMultipacks?.length ?? 0)
  );
}

interface Priced {
  content: CartContent;
  totals: EngineTotals | null;
  promo: { code: string | null; message: string | null };
}

/**
 * The engine's prices and totals (AplicarOfertas). A promocode the engine refuses for this cart
 * leaves the cart priced without it, with the engine's message for the promocode field.
 */
async function priceOf(
  calls: PageCalls,
  content: CartContent,
  promoCode: string | null,
  how: CallHow,
): Promise<EngineResult<Priced>> {
  if (countOf(content) === 0)
    return { ok: true, data: { content, totals: null, promo: { code: null, message: null } } };
  const jsonCarrito = JSON.stringify(content);
  let promoMessage: string | null = null;
  if (promoCode) {
    const withPromo = await calls.call(
      carrito.aplicarOfertas,
      { jsonCarrito, promoCode },
      { action: how.action, noShow: true },
    );
    if (withPromo.ok)
      return {
        ok: true,
        data: {
          content: parseCartJson(withPromo.data.datos.jsonCarrito) ?? content,
          totals: withPromo.data.datos,
          promo: { code: promoCode, message: null },
        },
      };
    // Not knowing yet whether the code or the cart was refused: asked again without the code.
    promoMessage = withPromo.msg;
  }
  const plain = await calls.call(carrito.aplicarOfertas, { jsonCarrito }, how);
  if (!plain.ok) return plain;
  return {
    ok: true,
    data: {
      content: parseCartJson(plain.data.datos.jsonCarrito) ?? content,
      totals: plain.data.datos,
      promo: { code: promoCode, message: promoMessage },
    },
  };
}

export interface CartRead {
  view: CartView;
  /** The engine's cart (null when there is none): what checkout books. */
  content: CartContent | null;
  /** The cart was gone (or emptied of past tee times): its cookies should be cleared. */
  gone: boolean;
}

/**
 * The whole cart for a page or an endpoint: content, club time zones, past tee times let go (and
 * the cart saved without them), then priced by the engine.
 */
export async function readCartState(
  calls: PageCalls,
  locator: string | null,
  options: { promoCode?: string | null; action?: PageAction; noShow?: boolean; now?: Date } = {},
): Promise<EngineResult<CartRead>> {
  const how: CallHow = { action: options.action ?? 'cart', noShow: options.noShow ?? false };
  if (!locator) return { ok: true, data: { view: EMPTY_CART, content: null, gone: false } };
  const loaded = await loadCart(calls, locator);
  if (!loaded.ok) {
    if (loaded.missing) return { ok: true, data: { view: EMPTY_CART, content: null, gone: true } };
    // ObtenerCarrito went silently (a stale cookie is no failure); any other refusal is one.
    if (!how.noShow && !loaded.sessionExpired && !calls.notice.failed.includes(how.action))
      calls.notice.failed.push(how.action);
    return loaded;
  }
  return viewOf(calls, locator, loaded.content, {
    promoCode: options.promoCode ?? null,
    how,
    now: options.now ?? new Date(),
  });
}

async function viewOf(
  calls: PageCalls,
  locator: string,
  stored: CartContent,
  options: { promoCode: string | null; how: CallHow; now: Date },
): Promise<EngineResult<CartRead>> {
  const zones = await zonesOf(calls, stored, options.how);
  if (!zones.ok) return zones;
  let content = withoutPastTeeTimes(stored, zones.data, options.now);
  if (countOf(content) !== countOf(stored)) {
    if (countOf(content) === 0) {
      await emptyCart(calls, locator);
      return { ok: true, data: { view: EMPTY_CART, content: null, gone: true } };
    }
    const saved = await calls.call(
      carrito.guardarCarrito,
      { localizador: locator, jsonCarrito: JSON.stringify(content) },
      options.how,
    );
    if (!saved.ok) return saved;
    content = parseCartJson(saved.data.datos.jsonCarrito) ?? content;
  }
  const priced = await priceOf(calls, content, options.promoCode, options.how);
  if (!priced.ok) return priced;
  return {
    ok: true,
    data: {
      view: toCartView({
        locator,
        content: priced.data.content,
        timeZones: zones.data,
        totals: priced.data.totals,
        promo: priced.data.promo,
      }),
      content,
      gone: false,
    },
  };
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

/** The design system's rule message, so chooser and endpoint say the very same words. */
export const playersExceedMessage: MessageDescriptor = {
  id: 'players.exceeds',
  defaultMessage:
    'Unable to book, the number of players selected is greater than the number of players available',
};

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

/**
 * The cart with one tee time put in: the same tee time again replaces the line it had. Null when
 * a new tee time would pass the cart's limit of tee times (all courses together).
 */
export function withTeeTime(
  content: CartContent,
  course: { idVP: number; rec: number; clubName?: string; courseName?: string },
  tee: CartTee,
): CartContent | null {
  const list = content.listaClubesRecorridos;
  const at = list.findIndex(
    (e) => e.idVendedorProveedor === course.idVP && e.idRecorrido === course.rec,
  );
  const full = teeTimesInCart(content) >= CART_LIMITS.teeTimes;
  if (at < 0) {
    if (full) return null;
    return {
      ...content,
      listaClubesRecorridos: [
        ...list,
        {
          idVendedorProveedor: course.idVP,
          ...(course.clubName ? { nombreVendedorProveedor: course.clubName } : {}),
          idRecorrido: course.rec,
          ...(course.courseName ? { nombreRecorrido: course.courseName } : {}),
          listaTeeTimes: [tee],
        },
      ],
    };
  }
  const entry = list[at] as CartEntry;
  const same = entry.listaTeeTimes.findIndex((t) => t.fecha === tee.fecha && t.hora === tee.hora);
  if (same < 0 && full) return null;
  const teeTimes =
    same < 0
      ? [...entry.listaTeeTimes, tee]
      : entry.listaTeeTimes.map((t, i) => (i === same ? tee : t));
  return {
    ...content,
    listaClubesRecorridos: list.map((e, i) => (i === at ? { ...e, listaTeeTimes: teeTimes } : e)),
  };
}

/**
 * The cart without one item (by view key): a tee time, or a multipack with all its rounds; null
 * when the key is not in it. The other lines stay as they are.
 */
export function withoutTeeTime(content: CartContent, key: string): CartContent | null {
  if (isPackKey(key)) {
    const packs = content.listaMultipacks ?? [];
    const at = packs.findIndex((pack) => packKey(pack) === key);
    if (at < 0) return null;
    return { ...content, listaMultipacks: packs.filter((_, i) => i !== at) };
  }
  let found = false;
  const listaClubesRecorridos = content.listaClubesRecorridos
    .map((entry) => ({
      ...entry,
      listaTeeTimes: entry.listaTeeTimes.filter((tee) => {
        const match = teeTimeKey(entry.idRecorrido, tee.fecha, tee.hora) === key;
        found ||= match;
        return !match;
      }),
    }))
    .filter((entry) => entry.listaTeeTimes.length > 0);
  return found ? { ...content, listaClubesRecorridos } : null;
}

export type CartChange =
  | { ok: true; read: CartRead; locator: string | null }
  | { ok: false; msg: string; status?: number };

function refused(failure: EngineFailure, fallback: string): CartChange {
  return { ok: false, msg: failure.msg || fallback };
}

/** GuardarCarrito under the cart's locator, or a new one from ObtenerNuevoLocalizador. */
async function save(
  calls: PageCalls,
  locator: string | null,
  content: CartContent,
  action: PageAction,
): Promise<EngineResult<{ locator: string; content: CartContent }>> {
  let localizador = locator;
  if (!localizador) {
    const fresh = await calls.call(disponibilidad.obtenerNuevoLocalizador, {}, { action });
    if (!fresh.ok) return fresh;
    localizador = fresh.data.datos.localizador;
  }
  const saved = await calls.call(
    carrito.guardarCarrito,
    { localizador, jsonCarrito: JSON.stringify(content) },
    { action },
  );
  if (!saved.ok) return saved;
  return {
    ok: true,
    data: {
      locator: saved.data.datos.localizador,
      content: parseCartJson(saved.data.datos.jsonCarrito) ?? content,
    },
  };
}

/** The stored cart to change, or an empty one when there is none (or the engine forgot it). */
async function current(
  calls: PageCalls,
  locator: string | null,
): Promise<EngineResult<{ locator: string | null; content: CartContent }>> {
  const empty: CartContent = { listaClubesRecorridos: [] };
  if (!locator) return { ok: true, data: { locator: null, content: empty } };
  const loaded = await loadCart(calls, locator);
  if (loaded.ok) return { ok: true, data: { locator, content: loaded.content } };
  if (loaded.missing) return { ok: true, data: { locator: null, content: empty } };
  return loaded;
}

/**
 * Adds a tee time. The rate's name and price, the free places and the services are read again
 * from the engine here (ObtenerDisponibilidadDia, ObtenerDisponibilidadServiciosTeeTime): what
 * the browser sent is only the golfer's choice, never a price.
 */
export async function addToCart(
  calls: PageCalls,
  locator: string | null,
  input: TeeTimeInput,
  options: {
    say: Say;
    promoCode: string | null;
    now?: Date;
    /** The seller's most players per booking (the front configuration). */
    maxPlayers?: number;
  },
): Promise<CartChange> {
  const { say } = options;
  const maxPlayers = options.maxPlayers ?? maxPlayersOf(null);
  if (input.players > maxPlayers) return { ok: false, msg: say(playersExceedMessage) };
  const action: PageAction = 'addToCart';
  const day = await calls.call(
    disponibilidad.obtenerDisponibilidadDia,
    { idVendedorProveedor: input.idVP, idRecorrido: input.rec, fecha: input.fecha, jugadores: -1 },
    { action },
  );
  if (!day.ok) return refused(day, say(cartMessages.invalidTime));
  const slot = day.data.horasDisponibles.find((s) => s.hora === input.hora);
  if (!slot) return { ok: false, msg: say(cartMessages.invalidTime) };
  if (input.players > slot.jugadoresDisponibles)
    return { ok: false, msg: say(playersExceedMessage) };
  const rate = slot.tarifas.find((t) => t.idTarifa === input.rateId);
  if (!rate) return { ok: false, msg: say(cartMessages.rateNotValid) };

  const wanted = input.services.filter((s) => s.units > 0);
  const services: CartTee['serviciosSeleccionados'] = [];
  if (wanted.length > 0) {
    const offered = await calls.call(
      disponibilidad.obtenerDisponibilidadServiciosTeeTime,
      {
        idVendedorProveedor: input.idVP,
        idRecorrido: input.rec,
        fecha: input.fecha,
        hora: input.hora,
        numJugadores: input.players,
      },
      { action: 'services' },
    );
    if (!offered.ok) return refused(offered, say(cartMessages.serviceNotAvailable));
    for (const want of wanted) {
      const service = offered.data.datos.listaServiciosDisponibles.find(
        (s) => s.idServicio === want.id,
      );
      if (!service) return { ok: false, msg: say(cartMessages.serviceNotAvailable) };
      if (want.units > service.numUnidadesReservables)
        return {
          ok: false,
          msg: say(
            serviceKind(service.idServicio) === 'buggy'
              ? cartMessages.notEnoughBuggies
              : cartMessages.tooMany,
          ),
        };
      services.push({
        idServicio: service.idServicio,
        numUnidades: want.units,
        nombre: service.servicioNombre,
        precio: service.servicioPrecio,
      });
    }
  }

  const base = await current(calls, locator);
  if (!base.ok) return refused(base, say(cartMessages.invalidTime));
  const next = withTeeTime(
    base.data.content,
    { idVP: input.idVP, rec: input.rec },
    {
      fecha: input.fecha,
      hora: input.hora,
      jugadoresDisponibles: Math.max(0, Math.min(maxPlayers, slot.jugadoresDisponibles)),
      tarifasSeleccionadas: [
        {
          idTarifa: rate.idTarifa,
          numJugadores: input.players,
          nombre: rate.nombre,
          precio: rate.precio,
        },
      ],
      serviciosSeleccionados: services,
    },
  );
  if (!next) return { ok: false, msg: say(cartMessages.tooMany) };
  const saved = await save(calls, base.data.locator, next, action);
  if (!saved.ok) return refused(saved, say(cartMessages.invalidTime));
  const read = await viewOf(calls, saved.data.locator, saved.data.content, {
    promoCode: options.promoCode,
    how: { action },
    now: options.now ?? new Date(),
  });
  if (!read.ok) return refused(read, say(cartMessages.invalidTime));
  return { ok: true, read: read.data, locator: saved.data.locator };
}

export async function removeFromCart(
  calls: PageCalls,
  locator: string | null,
  key: string,
  options: { say: Say; promoCode: string | null; now?: Date },
): Promise<CartChange> {
  const { say } = options;
  const base = await current(calls, locator);
  if (!base.ok) return refused(base, say(cartMessages.notInCart));
  const next = withoutTeeTime(base.data.content, key);
  if (!next || !base.data.locator) return { ok: false, msg: say(cartMessages.notInCart) };
  if (countOf(next) === 0) {
    const emptied = await emptyCart(calls, base.data.locator);
    if (!emptied.ok) return refused(emptied, say(cartMessages.notInCart));
    return { ok: true, read: { view: EMPTY_CART, content: null, gone: true }, locator: null };
  }
  const saved = await save(calls, base.data.locator, next, 'cart');
  if (!saved.ok) return refused(saved, say(cartMessages.notInCart));
  const read = await viewOf(calls, saved.data.locator, saved.data.content, {
    promoCode: options.promoCode,
    how: { action: 'cart' },
    now: options.now ?? new Date(),
  });
  if (!read.ok) return refused(read, say(cartMessages.notInCart));
  return { ok: true, read: read.data, locator: saved.data.locator };
}

/** Applies (or, with an empty code, removes) the promocode; the engine judges it. */
export async function applyPromo(
  calls: PageCalls,
  locator: string | null,
  code: string,
  options: { say: Say; now?: Date },
): Promise<CartChange> {
  // Written as the engine keeps it, so the summary shows one spelling whatever was typed.
  code = code.trim().toUpperCase();
  const read = await readCartState(calls, locator, {
    promoCode: code || null,
    ...(options.now ? { now: options.now } : {}),
  });
  if (!read.ok) return refused(read, options.say(cartMessages.empty));
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
