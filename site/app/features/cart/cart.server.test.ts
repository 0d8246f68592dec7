import { describe, expect, it } from 'vitest';
import type { CartContent } from '@fairway/contract';
import {
  addToCart,
  applyPromo,
  cartActionSchema,
  cartCookie,
  cartLocatorOf,
  cartPromoOf,
  clearCartCookie,
  readCart,
  readCartState,
  removeFromCart,
} from './cart.server.ts';
import type { Say } from './cart.server.ts';
import { createEngineClient } from '../../platform/engine/engine.server.ts';
import type { PageContext } from '../../platform/engine/page-calls.server.ts';
import { pageCalls } from '../../platform/engine/page-calls.server.ts';

const DAY = '2026-11-24';
/** The credentials the engine client adds to every body. */
const CREDENTIALS = new Set(['token', 'culture', 'idVendedor', 'idInicioSesion']);
const LOCATOR = 'CART0001';

/** A cart of one tee time at Los Naranjos (club 1, course 11) as the engine stores it, priced. */
const ONE_TEE_TIME: CartContent = {
  listaClubesRecorridos: [
    {
      idVendedorProveedor: 1,
      nombreVendedorProveedor: 'Los Naranjos Golf Club',
      idRecorrido: 11,
      nombreRecorrido: 'Los Naranjos',
      listaTeeTimes: [
        {
          fecha: DAY,
          hora: '09:10',
          jugadoresDisponibles: 3,
          tarifasSeleccionadas: [
            { idTarifa: 5, numJugadores: 2, nombre: 'Green fee', precio: 85.5 },
          ],
          serviciosSeleccionados: [{ idServicio: 1, numUnidades: 1, nombre: 'Buggy', precio: 35 }],
        },
      ],
    },
  ],
};

/** ModificarCarrito's answer for a cart, as the engine prices it (2.50 fee, 10 % off with a code). */
function priced(
  content: CartContent,
  extra: { localizador?: string | null; promo?: 'took' | string } = {},
) {
  const subtotal = 206;
  const descuento = extra.promo === 'took' ? 17.1 : 0;
  return {
    cod: 1,
    msg: 'OK',
    datos: {
      localizador: extra.localizador === undefined ? LOCATOR : extra.localizador,
      jsonCarrito: JSON.stringify(content),
      zonasHorarias: [{ idVendedorProveedor: 1, zonaHoraria: 'Europe/Madrid' }],
      subtotal,
      descuento,
      comision: 2.5,
      total: Math.round((subtotal - descuento + 2.5) * 100) / 100,
      ofertasAplicadas: [],
      promoCodeValido: extra.promo === undefined ? null : extra.promo === 'took',
      mensajePromoCode: extra.promo === undefined || extra.promo === 'took' ? null : extra.promo,
    },
  };
}

const refusal = (msg: string, motivo?: string) => ({
  cod: 2,
  msg,
  ...(motivo ? { datos: { motivo } } : {}),
});

/**
 * The engine as the cart sees it: every call recorded, each answered by `answer` (the engine's
 * own checks are proven in engine/test/cart.test.ts; here, what the shop asks and shows).
 */
function fakeEngine(answer: (path: string, body: Record<string, unknown>) => unknown) {
  const seen: { path: string; body: Record<string, unknown> }[] = [];
  const client = createEngineClient({
    baseUrl: 'http://engine.test',
    vendorUsername: 'u',
    vendorPassword: 'p',
    siteKey: 'site-key-test',
    fetch: async (input, init) => {
      const path = String(input).replace('http://engine.test/', '');
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      seen.push({ path, body });
      return Response.json(answer(path, body));
    },
  });
  const context: PageContext = {
    locale: 'en',
    culture: 'en-GB',
    session: {
      token: 'tok',
      tokenExpires: Date.now() + 3_600_000,
      sessionId: 3,
      vendorId: 1,
      userToken: null,
      userId: null,
      userTokenExpires: null,
    },
    creds: { token: 'tok', culture: 'en-GB', idVendedor: 1, idInicioSesion: 3 },
    setCookies: [],
    sessionStarted: false,
    loginExpired: false,
    cookieSecure: true,
    appMode: false,
  };
  return {
    seen,
    /** What the shop asked the engine, credentials left out. */
    asked: () =>
      seen.map(({ path, body }) => ({
        path,
        body: Object.fromEntries(Object.entries(body).filter(([field]) => !CREDENTIALS.has(field))),
      })),
    calls: () => pageCalls(context, new Request('http://shop.test/api/cart'), client),
  };
}

const say: Say = (m) => String(m.defaultMessage);
const opts = { say, promoCode: null };

function teeTime(overrides: Partial<Parameters<typeof addToCart>[2]> = {}) {
  return {
    idVP: 1,
    rec: 11,
    fecha: DAY,
    hora: '09:10',
    rateId: 5,
    players: 2,
    services: [],
    ...overrides,
  };
}

describe('the cart’s cookies', () => {
  it('reads the locator only when it is one', () => {
    const ask = (cookie: string) => new Request('http://shop.test/', { headers: { cookie } });
    expect(cartLocatorOf(ask('cartLocator=ABCD2345'))).toBe('ABCD2345');
    expect(cartLocatorOf(ask('cartLocator=abcd'))).toBeNull();
    expect(cartLocatorOf(ask('other=1'))).toBeNull();
  });

  it('remembers a promocode for its own cart only', () => {
    const ask = new Request('http://shop.test/', {
      headers: { cookie: 'cartPromo=ABCD2345%3AFAIRWAY10' },
    });
    expect(cartPromoOf(ask, 'ABCD2345')).toBe('FAIRWAY10');
    expect(cartPromoOf(ask, 'ZZZZ9999')).toBeNull();
    expect(cartPromoOf(ask, null)).toBeNull();
  });

  it('keeps the locator HttpOnly, expiring with the token, and clears it', () => {
    const expires = new Date('2026-11-23T14:00:00Z');
    const cookie = cartCookie('ABCD2345', expires, true);
    expect(cookie).toContain('cartLocator=ABCD2345');
    expect(cookie).toContain(`Expires=${expires.toUTCString()}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Secure');
    expect(clearCartCookie(true)).toContain('Expires=Thu, 01 Jan 1970');
  });
});

describe('what the cart’s endpoint accepts', () => {
  it('accepts only the actions it knows, within the contract’s bounds', () => {
    expect(cartActionSchema.safeParse({ action: 'add', teeTime: teeTime() }).success).toBe(true);
    expect(
      cartActionSchema.safeParse({ action: 'remove', key: `pack|3|11|${DAY}|09:10` }).success,
    ).toBe(true);
    for (const bad of [
      { action: 'add', teeTime: teeTime({ players: 5 }) },
      { action: 'add', teeTime: { ...teeTime(), price: 0 } },
      { action: 'add', teeTime: teeTime({ hora: '9:10' }) },
      { action: 'remove', key: 'DROP TABLE' },
      { action: 'remove', key: 'pack|3|DROP' },
      { action: 'promo', code: 'X'.repeat(41) },
      { action: 'pay' },
    ])
      expect(cartActionSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});

describe('adding to the cart', () => {
  it('is one engine call with the golfer’s choice only, answered with the engine’s names and prices', async () => {
    const engine = fakeEngine(() => priced(ONE_TEE_TIME));
    const added = await addToCart(
      engine.calls(),
      null,
      teeTime({
        services: [
          { id: 1, units: 1 },
          { id: 2, units: 0 },
        ],
      }),
      opts,
    );
    if (!added.ok) throw new Error(added.msg);
    expect(engine.asked()).toEqual([
      {
        path: 'Carrito/ModificarCarrito',
        body: {
          cambio: {
            tipo: 'anadirTeeTime',
            teeTime: {
              idVendedorProveedor: 1,
              idRecorrido: 11,
              fecha: DAY,
              hora: '09:10',
              idTarifa: 5,
              numJugadores: 2,
              servicios: [
                { idServicio: 1, numUnidades: 1 },
                { idServicio: 2, numUnidades: 0 },
              ],
            },
          },
        },
      },
    ]);
    expect(added.locator).toBe(LOCATOR);
    expect(added.read.view.count).toBe(1);
    expect(added.read.view.groups[0]?.teeTimes[0]).toMatchObject({
      key: `11|${DAY}|09:10`,
      clubName: 'Los Naranjos Golf Club',
      timeZone: 'Europe/Madrid',
      players: 2,
      rates: [{ name: 'Green fee', players: 2, unitPrice: 85.5 }],
      services: [{ name: 'Buggy', units: 1, unitPrice: 35 }],
      lineTotal: 206,
    });
    expect(added.read.view.totals).toMatchObject({ subtotal: 206, fee: 2.5, total: 208.5 });
  });

  it('sends the cart’s locator and code, so the engine changes that cart and prices it with the code', async () => {
    const engine = fakeEngine(() => priced(ONE_TEE_TIME, { promo: 'took' }));
    const added = await addToCart(engine.calls(), LOCATOR, teeTime(), {
      say,
      promoCode: 'FAIRWAY10',
    });
    expect(engine.asked()[0]?.body).toMatchObject({ localizador: LOCATOR, promoCode: 'FAIRWAY10' });
    expect(added.ok && added.read.view.totals).toMatchObject({
      discount: 17.1,
      promoCode: 'FAIRWAY10',
      promoValid: true,
    });
  });

  it.each([
    ['horaNoValida', 'The selected time is not valid'],
    ['tarifaNoValida', 'The selected rate is not available at this time'],
    [
      'jugadoresInsuficientes',
      'Unable to book, the number of players selected is greater than the number of players available',
    ],
    ['buggiesInsuficientes', 'Not enough buggies in stock for this teetime'],
    ['demasiadasUnidades', 'The number of selected items exceeds the maximum allowed'],
    ['servicioNoDisponible', 'This service is not offered by the golf course'],
  ])('says a refusal named %s in the shop’s own words', async (motivo, words) => {
    const engine = fakeEngine(() => refusal('(the engine’s words)', motivo));
    expect(await addToCart(engine.calls(), null, teeTime(), opts)).toEqual({
      ok: false,
      msg: words,
    });
  });

  it('answers the engine’s own message for a refusal it does not name, and a fallback without one', async () => {
    const past = fakeEngine(() => refusal('The selected date has already passed'));
    expect(await addToCart(past.calls(), null, teeTime(), opts)).toEqual({
      ok: false,
      msg: 'The selected date has already passed',
    });
    const down = fakeEngine(() => ({ cod: 4, msg: '' }));
    expect(await addToCart(down.calls(), null, teeTime(), opts)).toEqual({
      ok: false,
      msg: 'The selected time is not valid',
    });
  });
});

describe('reading the cart', () => {
  it('is empty without a locator, and asks the engine nothing', async () => {
    const engine = fakeEngine(() => priced(ONE_TEE_TIME));
    const read = await readCartState(engine.calls(), null);
    expect(read.ok && read.data.view.count).toBe(0);
    expect(engine.seen).toEqual([]);
  });

  it('is one engine call, the tee times that have started let go by the engine', async () => {
    const engine = fakeEngine(() => priced(ONE_TEE_TIME));
    const read = await readCartState(engine.calls(), LOCATOR, { promoCode: 'FAIRWAY10' });
    expect(engine.asked()).toEqual([
      { path: 'Carrito/ModificarCarrito', body: { localizador: LOCATOR, promoCode: 'FAIRWAY10' } },
    ]);
    expect(read.ok && read.data).toMatchObject({
      gone: false,
      view: { count: 1, locator: LOCATOR },
    });
  });

  it('lets a cart the engine no longer knows go silently (docs/product.md#cart)', async () => {
    const engine = fakeEngine(() => refusal('Cart not found', 'sinCarrito'));
    const calls = engine.calls();
    const read = await readCartState(calls, 'GONE0000', { noShow: true });
    expect(read.ok && read.data).toMatchObject({ gone: true, view: { count: 0 } });
    expect(calls.notice.failed).toEqual([]);
  });

  it('keeps an answer only when it holds listaClubesRecorridos', async () => {
    const engine = fakeEngine(() => ({
      ...priced(ONE_TEE_TIME),
      datos: { ...priced(ONE_TEE_TIME).datos, jsonCarrito: '{"items":[]}' },
    }));
    const read = await readCartState(engine.calls(), LOCATOR);
    expect(read.ok && read.data.gone).toBe(true);
  });

  it('tells the layout when the engine could not give the cart', async () => {
    const engine = fakeEngine(() => ({ cod: 4, msg: 'Database unavailable' }));
    const calls = engine.calls();
    expect(await readCart(calls, LOCATOR)).toBeNull();
    expect(calls.notice.failed).toEqual(['cart']);
  });

  it('applies a promocode in the engine’s spelling, and shows why the engine refused one', async () => {
    const good = fakeEngine(() => priced(ONE_TEE_TIME, { promo: 'took' }));
    const took = await applyPromo(good.calls(), LOCATOR, ' fairway10 ', { say });
    expect(good.asked()[0]?.body).toEqual({ localizador: LOCATOR, promoCode: 'FAIRWAY10' });
    expect(took.ok && took.read.view.totals).toMatchObject({
      subtotal: 206,
      discount: 17.1,
      promoCode: 'FAIRWAY10',
      promoValid: true,
    });
    const bad = fakeEngine(() => priced(ONE_TEE_TIME, { promo: 'Código promocional no válido' }));
    const refused = await applyPromo(bad.calls(), LOCATOR, 'NOPE', { say });
    expect(bad.seen).toHaveLength(1);
    expect(refused.ok && refused.read.view.totals).toMatchObject({
      subtotal: 206,
      discount: 0,
      total: 208.5,
      promoCode: 'NOPE',
      promoValid: false,
      promoMessage: 'Código promocional no válido',
    });
    const none = fakeEngine(() => priced(ONE_TEE_TIME));
    expect(await applyPromo(none.calls(), null, 'FAIRWAY10', { say })).toEqual({
      ok: false,
      msg: 'The cart is empty',
    });
    expect(none.seen).toEqual([]);
  });

  it('reads a cart the engine emptied of past tee times as gone', async () => {
    const engine = fakeEngine(() => refusal('Cart not found', 'sinCarrito'));
    const read = await readCartState(engine.calls(), LOCATOR);
    expect(read.ok && read.data).toMatchObject({ gone: true, view: { count: 0 } });
  });
});

describe('removing from the cart', () => {
  it('is one engine call naming the tee time, and a cart left empty is gone', async () => {
    const engine = fakeEngine(() => priced({ listaClubesRecorridos: [] }, { localizador: null }));
    const removed = await removeFromCart(engine.calls(), LOCATOR, `11|${DAY}|09:10`, opts);
    expect(engine.asked()).toEqual([
      {
        path: 'Carrito/ModificarCarrito',
        body: {
          localizador: LOCATOR,
          cambio: { tipo: 'quitarTeeTime', idRecorrido: 11, fecha: DAY, hora: '09:10' },
        },
      },
    ]);
    expect(removed).toMatchObject({
      ok: true,
      locator: null,
      read: { gone: true, view: { count: 0 } },
    });
  });

  it('says so when the tee time is no longer there, or there is no cart', async () => {
    const engine = fakeEngine(() => refusal('(the engine’s words)', 'noEnCarrito'));
    expect(await removeFromCart(engine.calls(), LOCATOR, `11|${DAY}|09:20`, opts)).toEqual({
      ok: false,
      msg: 'This tee time is no longer in the cart',
    });
    const none = fakeEngine(() => priced(ONE_TEE_TIME));
    expect(await removeFromCart(none.calls(), null, `11|${DAY}|09:20`, opts)).toEqual({
      ok: false,
      msg: 'This tee time is no longer in the cart',
    });
    expect(none.seen).toEqual([]);
  });
});

describe('a multipack in the cart', () => {
  const round = (fecha: string, hora: string) => ({
    idVendedorProveedor: 1,
    nombreVendedorProveedor: 'Los Naranjos Golf Club',
    idRecorrido: 11,
    nombreRecorrido: 'Los Naranjos',
    fecha,
    hora,
  });
  const pack = {
    idMultipack: 3,
    nombre: 'Costa del Sol Classic',
    numJugadores: 2,
    precio: 199,
    rondas: [round(DAY, '09:10'), round('2026-11-26', '10:00'), round('2026-11-28', '11:00')],
  };
  const withPack: CartContent = { ...ONE_TEE_TIME, listaMultipacks: [pack] };
  const key = `pack|3|11|${DAY}|09:10`;

  it('is read back as one item with its rounds', async () => {
    const engine = fakeEngine(() => priced(withPack));
    const read = await readCartState(engine.calls(), LOCATOR);
    expect(read.ok && read.data.view.count).toBe(2);
    expect(
      read.ok &&
        read.data.view.packs?.map((p) => [p.key, p.lineTotal, p.rounds.map((r) => r.timeZone)]),
    ).toEqual([[key, 398, ['Europe/Madrid', 'Europe/Madrid', 'Europe/Madrid']]]);
  });

  it('is removed whole by its key, through one engine call', async () => {
    const engine = fakeEngine(() => priced(ONE_TEE_TIME));
    const removed = await removeFromCart(engine.calls(), LOCATOR, key, opts);
    expect(engine.asked()).toEqual([
      {
        path: 'Carrito/ModificarCarrito',
        body: { localizador: LOCATOR, cambio: { tipo: 'quitarMultipack', idMultipack: 3 } },
      },
    ]);
    expect(removed.ok && removed.read.view.packs).toEqual([]);
  });
});
