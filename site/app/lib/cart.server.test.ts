import { describe, expect, it } from 'vitest';
import type { CartContent } from '@fairway/engine/contract';
import {
  addToCart,
  applyPromo,
  cartActionSchema,
  countOf,
  cartCookie,
  cartLocatorOf,
  cartPromoOf,
  clearCartCookie,
  readCart,
  readCartState,
  removeFromCart,
  withoutPastTeeTimes,
  withTeeTime,
  withoutTeeTime,
} from './cart.server.ts';
import type { Say } from './cart.server.ts';
import { createEngineClient } from './engine.server.ts';
import type { PageContext } from './page.server.ts';
import { pageCalls } from './page.server.ts';

// Tomorrow at the club, so no tee time of these tests is in the past.
const NOW = new Date('2026-11-23T12:00:00Z');
const DAY = '2026-11-24';

const CLUB = {
  idVendedorProveedor: 1,
  nombreClub: 'Los Naranjos Golf Club',
  descripcion: '',
  zonaHoraria: 'Europe/Madrid',
  idRegion: 1,
  nombreRegion: 'Costa del Sol',
  idMunicipio: 5,
  nombreMunicipio: 'Marbella',
  latitud: 36.5,
  longitud: -4.9,
  imagen: '/images/club/1.svg',
  prestigio: false,
  permiteCancelacionOnline: true,
  horasLimiteCancelacion: 24,
  esMultiCampo: false,
  listaRecorridos: [],
};

const RATE = {
  idTarifa: 5,
  idTarifaHorario: 1,
  idTarifaTipo: 2,
  nombre: 'Green fee',
  obsTarifa: '',
  precio: 85.5,
  precioNeto: 70,
  precioRack: 85.5,
  descuento: 0,
  promoCodeId: null,
  serviciosIncluidos: [],
  numJugadoresReservables: 4,
};

/**
 * A small engine: carts in a map, one club with one course whose 09:10 has 3 places, a buggy
 * (1 free) and a trolley. Like the real one, it writes its own names and prices into a saved cart.
 */
function fakeEngine() {
  const carts = new Map<string, CartContent>();
  const seen: { path: string; body: Record<string, unknown> }[] = [];
  let locators = 0;
  const price = (content: CartContent): CartContent => ({
    ...content,
    listaClubesRecorridos: content.listaClubesRecorridos.map((e) => ({
      ...e,
      nombreVendedorProveedor: CLUB.nombreClub,
      nombreRecorrido: 'Los Naranjos',
      listaTeeTimes: e.listaTeeTimes.map((t) => ({
        ...t,
        tarifasSeleccionadas: t.tarifasSeleccionadas.map((r) => ({
          ...r,
          nombre: 'Green fee',
          precio: 85.5,
        })),
        serviciosSeleccionados: t.serviciosSeleccionados.map((s) => ({
          ...s,
          nombre: s.idServicio === 1 ? 'Buggy' : 'Trolley',
          precio: s.idServicio === 1 ? 35 : 6,
        })),
      })),
    })),
  });
  const subtotal = (content: CartContent) =>
    price(content).listaClubesRecorridos.reduce(
      (sum, e) =>
        sum +
        e.listaTeeTimes.reduce(
          (s, t) =>
            s +
            t.tarifasSeleccionadas.reduce((a, r) => a + (r.precio ?? 0) * r.numJugadores, 0) +
            t.serviciosSeleccionados.reduce((a, x) => a + (x.precio ?? 0) * x.numUnidades, 0),
          0,
        ),
      0,
    );
  const handlers: Record<string, (body: Record<string, unknown>) => unknown> = {
    'Carrito/ObtenerCarrito': (b) => {
      const cart = carts.get(String(b.localizador));
      return cart
        ? {
            cod: 1,
            msg: 'OK',
            datos: { localizador: b.localizador, jsonCarrito: JSON.stringify(cart) },
          }
        : { cod: 2, msg: 'Carrito no encontrado' };
    },
    'Carrito/GuardarCarrito': (b) => {
      const cart = price(JSON.parse(String(b.jsonCarrito)) as CartContent);
      carts.set(String(b.localizador), cart);
      return {
        cod: 1,
        msg: 'OK',
        datos: { localizador: b.localizador, jsonCarrito: JSON.stringify(cart) },
      };
    },
    'Carrito/EliminarCarrito': (b) =>
      carts.delete(String(b.localizador))
        ? { cod: 1, msg: 'OK' }
        : { cod: 2, msg: 'Carrito no encontrado' },
    'Ofertas/AplicarOfertas': (b) => {
      const cart = JSON.parse(String(b.jsonCarrito)) as CartContent;
      if (b.promoCode !== undefined && b.promoCode !== 'FAIRWAY10')
        return { cod: 2, msg: 'Código promocional no válido' };
      const sub = subtotal(cart);
      const discount = b.promoCode ? Math.round(sub * 10) / 100 : 0;
      return {
        cod: 1,
        msg: 'OK',
        datos: {
          jsonCarrito: JSON.stringify(price(cart)),
          subtotal: sub,
          descuento: discount,
          comision: 2.5,
          total: Math.round((sub - discount + 2.5) * 100) / 100,
          ofertasAplicadas: [],
          promoCodeValido: b.promoCode ? true : null,
        },
      };
    },
    'Disponibilidad/ObtenerNuevoLocalizador': () => {
      locators += 1;
      return { cod: 1, msg: 'OK', datos: { localizador: `CART000${locators}` } };
    },
    'Vendedor/ObtenerDatosClubTTB': () => ({ cod: 1, msg: 'OK', datos: CLUB }),
    'Disponibilidad/ObtenerDisponibilidadDia': () => ({
      cod: 1,
      msg: 'OK',
      horasDisponibles: [
        { hora: '09:10', jugadoresDisponibles: 3, idRecorrido: 11, tarifas: [RATE] },
        { hora: '09:20', jugadoresDisponibles: 4, idRecorrido: 11, tarifas: [RATE] },
      ],
      totalHoras: 2,
      zonaHoraria: 'Europe/Madrid',
    }),
    'Disponibilidad/ObtenerDisponibilidadServiciosTeeTime': () => ({
      cod: 1,
      msg: 'OK',
      datos: {
        listaServiciosDisponibles: [
          {
            idServicio: 1,
            idServicioPrecio: 101,
            servicioNombre: 'Buggy',
            servicioPrecio: 35,
            numUnidadesReservables: 1,
          },
          {
            idServicio: 2,
            idServicioPrecio: 102,
            servicioNombre: 'Trolley',
            servicioPrecio: 6,
            numUnidadesReservables: 3,
          },
        ],
      },
    }),
  };
  const client = createEngineClient({
    baseUrl: 'http://engine.test',
    vendorUsername: 'u',
    vendorPassword: 'p',
    siteKey: 'site-key-test',
    fetch: async (input, init) => {
      const path = String(input).replace('http://engine.test/', '');
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      seen.push({ path, body });
      const handler = handlers[path];
      return Response.json(handler ? handler(body) : { cod: 4, msg: `no ${path}` });
    },
  });
  const context: PageContext = {
    locale: 'en',
    culture: 'en-GB',
    session: {
      token: 'tok',
      tokenExpires: NOW.getTime() + 3_600_000,
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
  };
  return {
    carts,
    seen,
    handlers,
    calls: () => pageCalls(context, new Request('http://shop.test/api/cart'), client),
  };
}

const say: Say = (m) => String(m.defaultMessage);
const opts = { say, promoCode: null, now: NOW };

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

describe('the cart’s content', () => {
  const tee = (hora: string) => ({
    fecha: DAY,
    hora,
    tarifasSeleccionadas: [{ idTarifa: 5, numJugadores: 1 }],
    serviciosSeleccionados: [],
  });
  const empty: CartContent = { listaClubesRecorridos: [] };

  it('replaces the line of a tee time added twice', () => {
    const once = withTeeTime(empty, { idVP: 1, rec: 11 }, tee('09:10'));
    const twice = withTeeTime(
      once ?? empty,
      { idVP: 1, rec: 11 },
      {
        ...tee('09:10'),
        tarifasSeleccionadas: [{ idTarifa: 5, numJugadores: 3 }],
      },
    );
    expect(twice?.listaClubesRecorridos).toHaveLength(1);
    expect(twice?.listaClubesRecorridos[0]?.listaTeeTimes).toEqual([
      { ...tee('09:10'), tarifasSeleccionadas: [{ idTarifa: 5, numJugadores: 3 }] },
    ]);
  });

  it('refuses an eleventh tee time on a course and an eleventh course', () => {
    let content: CartContent | null = empty;
    for (let i = 0; i < 10; i += 1)
      content = withTeeTime(content ?? empty, { idVP: 1, rec: 11 }, tee(`1${i}:00`));
    expect(withTeeTime(content ?? empty, { idVP: 1, rec: 11 }, tee('08:00'))).toBeNull();
    let courses: CartContent | null = empty;
    for (let rec = 1; rec <= 10; rec += 1)
      courses = withTeeTime(courses ?? empty, { idVP: 1, rec }, tee('09:00'));
    expect(withTeeTime(courses ?? empty, { idVP: 1, rec: 99 }, tee('09:00'))).toBeNull();
  });

  it('counts the ten tee times across courses, and still lets a full cart change a line', () => {
    let content: CartContent | null = empty;
    for (let i = 0; i < 10; i += 1)
      content = withTeeTime(content ?? empty, { idVP: 1, rec: 11 + (i % 2) }, tee(`1${i}:00`));
    expect(withTeeTime(content ?? empty, { idVP: 1, rec: 12 }, tee('08:00'))).toBeNull();
    expect(withTeeTime(content ?? empty, { idVP: 1, rec: 13 }, tee('08:00'))).toBeNull();
    const changed = withTeeTime(
      content ?? empty,
      { idVP: 1, rec: 11 },
      { ...tee('10:00'), tarifasSeleccionadas: [{ idTarifa: 5, numJugadores: 4 }] },
    );
    expect(changed?.listaClubesRecorridos[0]?.listaTeeTimes[0]?.tarifasSeleccionadas).toEqual([
      { idTarifa: 5, numJugadores: 4 },
    ]);
  });

  it('removes one tee time by its key, and the course with its last one', () => {
    const one = withTeeTime(empty, { idVP: 1, rec: 11 }, tee('09:10')) ?? empty;
    expect(withoutTeeTime(one, `11|${DAY}|09:10`)).toEqual(empty);
    expect(withoutTeeTime(one, `11|${DAY}|09:20`)).toBeNull();
  });

  it('lets go of tee times that have started at the club', () => {
    const content = withTeeTime(
      withTeeTime(empty, { idVP: 1, rec: 11 }, { ...tee('12:50'), fecha: '2026-11-23' }) ?? empty,
      { idVP: 1, rec: 11 },
      { ...tee('13:10'), fecha: '2026-11-23' },
    );
    // 12:00 UTC is 13:00 in Madrid.
    const left = withoutPastTeeTimes(content ?? empty, new Map([[1, 'Europe/Madrid']]), NOW);
    expect(left.listaClubesRecorridos[0]?.listaTeeTimes.map((t) => t.hora)).toEqual(['13:10']);
  });

  it('accepts only the actions it knows, within the contract’s bounds', () => {
    expect(cartActionSchema.safeParse({ action: 'add', teeTime: teeTime() }).success).toBe(true);
    for (const bad of [
      { action: 'add', teeTime: teeTime({ players: 5 }) },
      { action: 'add', teeTime: { ...teeTime(), price: 0 } },
      { action: 'add', teeTime: teeTime({ hora: '9:10' }) },
      { action: 'remove', key: 'DROP TABLE' },
      { action: 'promo', code: 'X'.repeat(41) },
      { action: 'pay' },
    ])
      expect(cartActionSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});

describe('adding to the cart', () => {
  it('starts a cart under a new locator, with the engine’s names and prices', async () => {
    const engine = fakeEngine();
    const added = await addToCart(
      engine.calls(),
      null,
      teeTime({ services: [{ id: 1, units: 1 }] }),
      opts,
    );
    if (!added.ok) throw new Error(added.msg);
    expect(added.locator).toBe('CART0001');
    expect(added.read.view.count).toBe(1);
    const line = added.read.view.groups[0]?.teeTimes[0];
    expect(line).toMatchObject({
      clubName: 'Los Naranjos Golf Club',
      timeZone: 'Europe/Madrid',
      players: 2,
      rates: [{ name: 'Green fee', players: 2, unitPrice: 85.5 }],
      services: [{ name: 'Buggy', units: 1, unitPrice: 35 }],
      lineTotal: 206,
    });
    expect(added.read.view.totals).toMatchObject({ subtotal: 206, fee: 2.5, total: 208.5 });
    const saved = engine.seen.find((s) => s.path === 'Carrito/GuardarCarrito');
    expect(saved?.body.localizador).toBe('CART0001');
  });

  it('replaces a tee time chosen again instead of adding a second line', async () => {
    const engine = fakeEngine();
    const first = await addToCart(engine.calls(), null, teeTime(), opts);
    if (!first.ok) throw new Error(first.msg);
    const again = await addToCart(engine.calls(), first.locator, teeTime({ players: 3 }), opts);
    if (!again.ok) throw new Error(again.msg);
    expect(again.locator).toBe(first.locator);
    expect(again.read.view.count).toBe(1);
    expect(again.read.view.groups[0]?.teeTimes[0]?.players).toBe(3);
    const other = await addToCart(engine.calls(), first.locator, teeTime({ hora: '09:20' }), opts);
    expect(other.ok && other.read.view.count).toBe(2);
  });

  it('refuses more players than the tee time has free, an unknown rate or time, and too many buggies', async () => {
    const engine = fakeEngine();
    const calls = engine.calls();
    const players = await addToCart(calls, null, teeTime({ players: 4 }), opts);
    expect(players).toEqual({
      ok: false,
      msg: 'Unable to book, the number of players selected is greater than the number of players available',
    });
    expect(await addToCart(calls, null, teeTime({ rateId: 77 }), opts)).toEqual({
      ok: false,
      msg: 'The selected rate is not available at this time',
    });
    expect(await addToCart(calls, null, teeTime({ hora: '09:15' }), opts)).toEqual({
      ok: false,
      msg: 'The selected time is not valid',
    });
    expect(
      await addToCart(calls, null, teeTime({ services: [{ id: 1, units: 2 }] }), opts),
    ).toEqual({ ok: false, msg: 'Not enough buggies in stock for this teetime' });
    expect(
      await addToCart(calls, null, teeTime({ services: [{ id: 2, units: 4 }] }), opts),
    ).toEqual({ ok: false, msg: 'The number of selected items exceeds the maximum allowed' });
    expect(engine.carts.size).toBe(0);
  });

  it('answers the engine’s own message when saving is refused', async () => {
    const engine = fakeEngine();
    engine.handlers['Carrito/GuardarCarrito'] = () => ({
      cod: 2,
      msg: 'The selected time is not valid',
    });
    expect(await addToCart(engine.calls(), null, teeTime(), opts)).toEqual({
      ok: false,
      msg: 'The selected time is not valid',
    });
  });
});

describe('reading the cart', () => {
  it('is empty without a locator, and asks the engine nothing', async () => {
    const engine = fakeEngine();
    const read = await readCartState(engine.calls(), null);
    expect(read.ok && read.data.view.count).toBe(0);
    expect(engine.seen).toEqual([]);
  });

  it('lets a cart the engine no longer knows go silently (docs/product.md#cart)', async () => {
    const engine = fakeEngine();
    const calls = engine.calls();
    const read = await readCartState(calls, 'GONE0000', { noShow: true });
    expect(read.ok && read.data).toMatchObject({ gone: true, view: { count: 0 } });
    expect(calls.notice.failed).toEqual([]);
  });

  it('keeps an answer only when it holds listaClubesRecorridos', async () => {
    const engine = fakeEngine();
    engine.handlers['Carrito/ObtenerCarrito'] = (b) => ({
      cod: 1,
      msg: 'OK',
      datos: { localizador: b.localizador, jsonCarrito: '{"items":[]}' },
    });
    const read = await readCartState(engine.calls(), 'ABCD2345');
    expect(read.ok && read.data.gone).toBe(true);
  });

  it('tells the layout when the engine could not give the cart', async () => {
    const engine = fakeEngine();
    engine.handlers['Carrito/ObtenerCarrito'] = () => ({ cod: 4, msg: 'Database unavailable' });
    const calls = engine.calls();
    expect(await readCart(calls, 'ABCD2345')).toBeNull();
    expect(calls.notice.failed).toEqual(['cart']);
  });

  it('prices with the remembered promocode, or without one the engine refuses', async () => {
    const engine = fakeEngine();
    const added = await addToCart(engine.calls(), null, teeTime(), opts);
    if (!added.ok) throw new Error(added.msg);
    const good = await applyPromo(engine.calls(), added.locator, 'FAIRWAY10', { say, now: NOW });
    expect(good.ok && good.read.view.totals).toMatchObject({
      subtotal: 171,
      discount: 17.1,
      promoCode: 'FAIRWAY10',
      promoValid: true,
    });
    const bad = await applyPromo(engine.calls(), added.locator, 'NOPE', { say, now: NOW });
    expect(bad.ok && bad.read.view.totals).toMatchObject({
      subtotal: 171,
      discount: 0,
      total: 173.5,
      promoCode: 'NOPE',
      promoValid: false,
      promoMessage: 'Código promocional no válido',
    });
    expect(await applyPromo(engine.calls(), null, 'FAIRWAY10', { say, now: NOW })).toEqual({
      ok: false,
      msg: 'The cart is empty',
    });
  });

  it('saves the cart without tee times that have started, and empties it when none is left', async () => {
    const engine = fakeEngine();
    const added = await addToCart(engine.calls(), null, teeTime(), opts);
    if (!added.ok) throw new Error(added.msg);
    const later = new Date('2026-11-25T12:00:00Z');
    const read = await readCartState(engine.calls(), added.locator, { now: later });
    expect(read.ok && read.data).toMatchObject({ gone: true, view: { count: 0 } });
    expect(engine.carts.size).toBe(0);
  });
});

describe('removing from the cart', () => {
  it('saves the rest, and deletes the cart with its last tee time', async () => {
    const engine = fakeEngine();
    const first = await addToCart(engine.calls(), null, teeTime(), opts);
    if (!first.ok) throw new Error(first.msg);
    await addToCart(engine.calls(), first.locator, teeTime({ hora: '09:20' }), opts);
    const one = await removeFromCart(engine.calls(), first.locator, `11|${DAY}|09:10`, opts);
    expect(one.ok && one.read.view.groups[0]?.teeTimes.map((t) => t.time)).toEqual(['09:20']);
    const none = await removeFromCart(engine.calls(), first.locator, `11|${DAY}|09:20`, opts);
    expect(none.ok && none.read).toMatchObject({ gone: true, view: { count: 0 } });
    expect(engine.carts.size).toBe(0);
    expect(await removeFromCart(engine.calls(), first.locator, `11|${DAY}|09:20`, opts)).toEqual({
      ok: false,
      msg: 'This tee time is no longer in the cart',
    });
  });
});

describe('a multipack in the cart', () => {
  const round = (fecha: string, hora: string, idRecorrido = 11) => ({
    idVendedorProveedor: 1,
    nombreVendedorProveedor: 'Los Naranjos Golf Club',
    idRecorrido,
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
  const withPack: CartContent = {
    listaClubesRecorridos: [
      {
        idVendedorProveedor: 1,
        idRecorrido: 11,
        listaTeeTimes: [
          {
            fecha: DAY,
            hora: '12:00',
            tarifasSeleccionadas: [{ idTarifa: 5, numJugadores: 1 }],
            serviciosSeleccionados: [],
          },
        ],
      },
    ],
    listaMultipacks: [pack],
  };
  const key = `pack|3|11|${DAY}|09:10`;

  it('counts as one item, however many rounds it has', () => {
    expect(countOf(withPack)).toBe(2);
  });

  it('is removed whole by its key, the other lines kept', () => {
    expect(cartActionSchema.safeParse({ action: 'remove', key }).success).toBe(true);
    expect(cartActionSchema.safeParse({ action: 'remove', key: 'pack|3|DROP' }).success).toBe(
      false,
    );
    expect(withoutTeeTime(withPack, key)).toEqual({ ...withPack, listaMultipacks: [] });
    expect(withoutTeeTime(withPack, `pack|4|11|${DAY}|09:10`)).toBeNull();
    // Removing a tee time leaves the pack alone.
    expect(withoutTeeTime(withPack, `11|${DAY}|12:00`)).toEqual({
      listaClubesRecorridos: [],
      listaMultipacks: [pack],
    });
  });

  it('stays when a tee time is added beside it', () => {
    const added = withTeeTime(
      withPack,
      { idVP: 2, rec: 21 },
      {
        fecha: DAY,
        hora: '08:00',
        tarifasSeleccionadas: [{ idTarifa: 9, numJugadores: 1 }],
        serviciosSeleccionados: [],
      },
    );
    expect(added?.listaMultipacks).toEqual([pack]);
  });

  it('goes as one once any of its rounds has started at the club', () => {
    const zones = new Map([[1, 'Europe/Madrid']]);
    expect(withoutPastTeeTimes(withPack, zones, NOW).listaMultipacks).toEqual([pack]);
    const started = {
      ...withPack,
      listaMultipacks: [{ ...pack, rondas: [round('2026-11-23', '12:50'), ...pack.rondas] }],
    };
    expect(withoutPastTeeTimes(started, zones, NOW).listaMultipacks).toEqual([]);
  });

  it('is read back with its rounds, and removed through the cart’s remove action', async () => {
    const engine = fakeEngine();
    engine.carts.set('CART0009', withPack);
    const read = await readCartState(engine.calls(), 'CART0009', { now: NOW });
    expect(read.ok && read.data.view.count).toBe(2);
    expect(read.ok && read.data.view.packs?.map((p) => [p.key, p.rounds.length])).toEqual([
      [key, 3],
    ]);
    const removed = await removeFromCart(engine.calls(), 'CART0009', key, opts);
    expect(removed.ok && removed.read.view.count).toBe(1);
    expect(removed.ok && removed.read.view.packs).toEqual([]);
    expect(engine.carts.get('CART0009')?.listaClubesRecorridos).toHaveLength(1);
    expect(engine.carts.get('CART0009')?.listaMultipacks).toEqual([]);
  });
});
