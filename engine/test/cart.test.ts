/**
 * Issue 25: the engine owns the cart. Carrito/ModificarCarrito makes one change (or none, to
 * read), checks it as the tee sheet shows it, prices the cart with its code and stores it, on the
 * caller's own cart only; tee times that have started are let go when the cart is read.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CartContent } from '@fairway/contract/carrito';
import { rates } from '../src/db/schema.ts';
import { clearCatalogCache } from '../src/services/catalog-cache.ts';
import { priceCart } from '../src/services/offers.ts';
import { cartFor, findPack, findSlot, preBook } from './flows.ts';
import { logIn, signUp } from './golfers.ts';
import type { Slot } from './flows.ts';
import { BACKENDS, daysAhead, startTestEngine } from './harness.ts';
import type { Answer, Credentials, TestEngine } from './harness.ts';

interface PricedCart {
  localizador: string | null;
  jsonCarrito: string;
  zonasHorarias: { idVendedorProveedor: number; zonaHoraria: string }[];
  subtotal: number;
  descuento: number;
  comision: number;
  total: number;
  promoCodeValido: boolean | null;
  mensajePromoCode: string | null;
}

function teeTimeChoice(slot: Slot, players: number, extra: Record<string, unknown> = {}) {
  return {
    idVendedorProveedor: slot.idVendedorProveedor,
    idRecorrido: slot.idRecorrido,
    fecha: slot.fecha,
    hora: slot.hora,
    idTarifa: slot.idTarifa,
    numJugadores: players,
    servicios: [],
    ...extra,
  };
}

type Pack = Awaited<ReturnType<typeof findPack>>;

/** A Wednesday, 10:00 in Madrid. */
const CLOCK_START = new Date('2027-04-14T08:00:00Z');

const datosOf = (answer: Answer) => {
  expect(answer.cod, JSON.stringify(answer)).toBe(1);
  return answer.datos as PricedCart;
};
const contentOf = (cart: PricedCart) => JSON.parse(cart.jsonCarrito) as CartContent;
const teeTimesOf = (cart: PricedCart) =>
  contentOf(cart).listaClubesRecorridos.flatMap((e) => e.listaTeeTimes);

describe.each(BACKENDS)('the engine owns the cart on %s', (backend) => {
  let t: TestEngine;
  let session: Credentials;
  /** ModificarCarrito as the shop calls it, with the session of the test unless told. */
  const modify = (body: Record<string, unknown>, credentials?: Credentials) =>
    t.call('Carrito/ModificarCarrito', body, credentials ?? session);
  const add = (
    slot: Slot,
    players: number,
    locator: string | null,
    extra: Record<string, unknown> = {},
    credentials?: Credentials,
  ) =>
    modify(
      {
        ...(locator ? { localizador: locator } : {}),
        cambio: { tipo: 'anadirTeeTime', teeTime: teeTimeChoice(slot, players, extra) },
      },
      credentials,
    );

  /** A seeded pack into the cart for `players`, its rounds on the first tee time of those days. */
  const addPack = async (
    pack: Pack,
    days: number[],
    players: number,
    locator: string | null,
  ): Promise<Answer> => {
    const rondas = [];
    for (const [i, n] of days.entries()) {
      const course = pack.recorridos[i % pack.recorridos.length];
      if (!course) throw new Error('no course');
      const fecha = daysAhead(n, t.clock);
      const day = await t.call('Disponibilidad/ObtenerDisponibilidadDia', {
        idVendedorProveedor: course.idVendedorProveedor,
        idRecorrido: course.idRecorrido,
        fecha,
        jugadores: players,
      });
      const hora = (day.horasDisponibles as { hora: string }[])[0]?.hora;
      if (!hora) throw new Error('no tee time');
      rondas.push({ idRecorrido: course.idRecorrido, fecha, hora });
    }
    return modify({
      ...(locator ? { localizador: locator } : {}),
      cambio: {
        tipo: 'anadirMultipack',
        idMultipack: pack.idMultipack,
        numJugadores: players,
        rondas,
      },
    });
  };

  beforeAll(async () => {
    // The seed's dates and the prices of the days ahead (weekday, weekend, high season) follow
    // the engine's clock: a fixed start, so the run is the same on any day at any hour.
    t = await startTestEngine(backend, {}, { clockStart: CLOCK_START });
  }, 180_000);
  beforeEach(async () => {
    // A session of its own per test, so no cart or promocode guess carries over.
    session = await t.newSession();
  });
  afterAll(async () => t?.close());

  it('starts a cart with a tee time, priced and named by the engine, and stores it', async () => {
    const slot = await findSlot(t, 'naranjos', 5);
    const cart = datosOf(await add(slot, 2, null));
    expect(cart.localizador).toMatch(/^[A-Z0-9]{8}$/);
    const [tee] = teeTimesOf(cart);
    const rate = tee?.tarifasSeleccionadas[0];
    expect(rate).toMatchObject({ idTarifa: slot.idTarifa, numJugadores: 2 });
    expect(rate?.nombre).toBeTruthy();
    expect(cart.subtotal).toBe(Math.round((rate?.precio ?? 0) * 2 * 100) / 100);
    expect(cart.total).toBe(Math.round((cart.subtotal + cart.comision) * 100) / 100);
    expect(cart.zonasHorarias).toEqual([
      { idVendedorProveedor: slot.idVendedorProveedor, zonaHoraria: 'Europe/Madrid' },
    ]);
    expect(cart.promoCodeValido).toBeNull();
    const stored = await t.call(
      'Carrito/ObtenerCarrito',
      { localizador: cart.localizador },
      session,
    );
    expect(stored.cod).toBe(1);
    expect(JSON.parse((stored.datos as { jsonCarrito: string }).jsonCarrito)).toEqual(
      contentOf(cart),
    );
  });

  it('replaces a tee time chosen again (its players change) and adds another beside it', async () => {
    const slot = await findSlot(t, 'naranjos', 6);
    const first = datosOf(await add(slot, 2, null));
    const again = datosOf(await add(slot, 3, first.localizador));
    expect(again.localizador).toBe(first.localizador);
    expect(teeTimesOf(again).map((tee) => tee.tarifasSeleccionadas[0]?.numJugadores)).toEqual([3]);
    const other = await findSlot(t, 'naranjos', 6, 1);
    const two = datosOf(await add(other, 1, first.localizador));
    expect(teeTimesOf(two).map((tee) => tee.hora)).toEqual([slot.hora, other.hora]);
  });

  it('names each refusal, and leaves the cart as it was', async () => {
    const slot = await findSlot(t, 'naranjos', 7);
    const cart = datosOf(await add(slot, 1, null));
    const refused = async (answer: Answer, motivo: string, msg: string) => {
      expect(answer).toMatchObject({ cod: 2, msg, datos: { motivo } });
    };
    await refused(
      await add({ ...slot, hora: '09:13' }, 1, cart.localizador),
      'horaNoValida',
      'The selected time is not valid',
    );
    await refused(
      await add({ ...slot, idTarifa: 999_999 }, 1, cart.localizador),
      'tarifaNoValida',
      'The selected rate is not available at this time',
    );
    await refused(
      await add(slot, 2, cart.localizador, { servicios: [{ idServicio: 1, numUnidades: 2 }] }),
      'buggiesInsuficientes',
      'Not enough buggies in stock for this teetime',
    );
    await refused(
      await add(slot, 2, cart.localizador, { servicios: [{ idServicio: 2, numUnidades: 3 }] }),
      'demasiadasUnidades',
      'The number of selected items exceeds the maximum allowed',
    );
    await refused(
      await add(slot, 2, cart.localizador, { servicios: [{ idServicio: 99, numUnidades: 1 }] }),
      'servicioNoDisponible',
      'This service is not offered by the golf course',
    );
    // Three places held by someone else leave one.
    const busy = await findSlot(t, 'naranjos', 7, 1);
    expect((await preBook(t, cartFor(busy, 3))).cod).toBe(1);
    await refused(
      await add(busy, 2, cart.localizador),
      'jugadoresInsuficientes',
      'Unable to book, the number of players selected is greater than the number of players available',
    );
    // A day the tee sheet does not open is refused in its own words, without a motivo.
    const past = await add({ ...slot, fecha: daysAhead(-1, t.clock) }, 1, cart.localizador);
    expect(past).toMatchObject({ cod: 2, msg: 'The selected date has already passed' });
    expect(past.datos).toBeUndefined();
    const read = datosOf(await modify({ localizador: cart.localizador }));
    expect(contentOf(read)).toEqual(contentOf(cart));
  });

  it('works on the caller’s own cart only, whatever locator is sent', async () => {
    const slot = await findSlot(t, 'naranjos', 8);
    const mine = datosOf(await add(slot, 2, null));
    const stranger = await t.newSession();
    expect(await modify({ localizador: mine.localizador }, stranger)).toMatchObject({
      cod: 2,
      msg: 'Cart not found',
      datos: { motivo: 'sinCarrito' },
    });
    expect(
      await modify(
        {
          localizador: mine.localizador,
          cambio: {
            tipo: 'quitarTeeTime',
            idRecorrido: slot.idRecorrido,
            fecha: slot.fecha,
            hora: slot.hora,
          },
        },
        stranger,
      ),
    ).toMatchObject({ cod: 2, datos: { motivo: 'noEnCarrito' } });
    // An addition under someone else's locator starts the stranger's own cart elsewhere.
    const theirs = datosOf(
      await add(await findSlot(t, 'naranjos', 8, 1), 1, mine.localizador, {}, stranger),
    );
    expect(theirs.localizador).not.toBe(mine.localizador);
    const still = datosOf(await modify({ localizador: mine.localizador }));
    expect(contentOf(still)).toEqual(contentOf(mine));
  });

  it('removes a tee time, and deletes the cart with its last one', async () => {
    const slot = await findSlot(t, 'naranjos', 9);
    const other = await findSlot(t, 'naranjos', 9, 1);
    const first = datosOf(await add(slot, 1, null));
    datosOf(await add(other, 1, first.localizador));
    const remove = (s: Slot) =>
      modify({
        localizador: first.localizador,
        cambio: { tipo: 'quitarTeeTime', idRecorrido: s.idRecorrido, fecha: s.fecha, hora: s.hora },
      });
    expect(teeTimesOf(datosOf(await remove(slot))).map((tee) => tee.hora)).toEqual([other.hora]);
    const none = datosOf(await remove(other));
    expect(none).toMatchObject({ localizador: null, total: 0 });
    expect(await modify({ localizador: first.localizador })).toMatchObject({
      cod: 2,
      msg: 'Cart not found',
      datos: { motivo: 'sinCarrito' },
    });
    expect(await remove(other)).toMatchObject({ cod: 2, datos: { motivo: 'noEnCarrito' } });
  });

  it('lets go of tee times that have started when the cart is read', async () => {
    // A golfer's cart is theirs on any session, so it outlives the two-hour vendor session the
    // clock is moved past.
    await signUp(t, 'cart-past@example.com');
    const golfer = () => logIn(t, 'cart-past@example.com');
    let me = (await golfer()).credentials;
    const soon = await findSlot(t, 'naranjos', 1);
    const later = await findSlot(t, 'naranjos', 3);
    const cart = datosOf(await add(soon, 1, null, {}, me));
    datosOf(await add(later, 1, cart.localizador, {}, me));
    const hours = (h: number) => h * 3_600_000;
    t.clock.advance(hours(48));
    try {
      me = (await golfer()).credentials;
      const read = datosOf(await modify({ localizador: cart.localizador }, me));
      expect(teeTimesOf(read).map((tee) => tee.fecha)).toEqual([later.fecha]);
      const stored = await t.call('Carrito/ObtenerCarrito', { localizador: cart.localizador }, me);
      expect(JSON.parse((stored.datos as { jsonCarrito: string }).jsonCarrito)).toMatchObject({
        listaClubesRecorridos: [{ listaTeeTimes: [{ fecha: later.fecha }] }],
      });
      t.clock.advance(hours(48));
      me = (await golfer()).credentials;
      // Nothing left to book: the cart is gone, for ObtenerCarrito as for ModificarCarrito.
      expect(
        await t.call('Carrito/ObtenerCarrito', { localizador: cart.localizador }, me),
      ).toMatchObject({ cod: 2, msg: 'Cart not found' });
      expect(await modify({ localizador: cart.localizador }, me)).toMatchObject({
        cod: 2,
        datos: { motivo: 'sinCarrito' },
      });
    } finally {
      t.clock.advance(-hours(96));
    }
  });

  it('applies the cart’s code as the tee sheet shows it, and says why one is refused', async () => {
    const slot = await findSlot(t, 'naranjos', 10);
    const cart = datosOf(await add(slot, 3, null));
    const withCode = datosOf(
      await modify({ localizador: cart.localizador, promoCode: 'fairway10' }),
    );
    expect(withCode).toMatchObject({ promoCodeValido: true, mensajePromoCode: null });
    // One rounding for both: the basket's discount is the tee sheet's per player, times three.
    const day = await t.call(
      'Disponibilidad/ObtenerDisponibilidadDia',
      {
        idVendedorProveedor: slot.idVendedorProveedor,
        idRecorrido: slot.idRecorrido,
        fecha: slot.fecha,
        horaInicio: slot.hora,
        horaFin: slot.hora,
        promoCode: 'FAIRWAY10',
      },
      session,
    );
    const rate = (
      day.horasDisponibles as {
        tarifas: { idTarifa: number; precio: number; precioRack: number }[];
      }[]
    )[0]?.tarifas.find((r) => r.idTarifa === slot.idTarifa);
    if (!rate) throw new Error('no rate');
    const perPlayerCents = Math.round(rate.precioRack * 100) - Math.round(rate.precio * 100);
    expect(Math.round(withCode.descuento * 100)).toBe(perPlayerCents * 3);
    expect(withCode.total).toBe(
      (Math.round(rate.precio * 100) * 3 + Math.round(withCode.comision * 100)) / 100,
    );
    const refused = datosOf(await modify({ localizador: cart.localizador, promoCode: 'NOPE' }));
    expect(refused).toMatchObject({
      promoCodeValido: false,
      mensajePromoCode: 'Promotional code not valid',
      descuento: 0,
      subtotal: cart.subtotal,
    });
  });

  it('rounds a percentage per player, then times the players: 3 × 45.55 at 10 % off is 40.99 each, 122.97', async () => {
    const slot = await findSlot(t, 'valderrama', 12);
    const db = t.engine.database.db;
    const [before] = await db
      .select({
        weekdayPrice: rates.weekdayPrice,
        weekendPrice: rates.weekendPrice,
        highSeasonFactor: rates.highSeasonFactor,
      })
      .from(rates)
      .where(eq(rates.id, slot.idTarifa));
    if (!before) throw new Error('no rate');
    const setPrice = async (price: typeof before) => {
      await db.update(rates).set(price).where(eq(rates.id, slot.idTarifa));
      clearCatalogCache();
    };
    await setPrice({ weekdayPrice: 45.55, weekendPrice: 45.55, highSeasonFactor: 1 });
    try {
      // The tee sheet with the code: 40.99 a player (rules/src/offer-rounding.ts).
      const day = await t.call(
        'Disponibilidad/ObtenerDisponibilidadDia',
        {
          idVendedorProveedor: slot.idVendedorProveedor,
          idRecorrido: slot.idRecorrido,
          fecha: slot.fecha,
          horaInicio: slot.hora,
          horaFin: slot.hora,
          promoCode: 'FAIRWAY10',
        },
        session,
      );
      const shown = (
        day.horasDisponibles as {
          tarifas: { idTarifa: number; precio: number; precioRack: number }[];
        }[]
      )[0]?.tarifas.find((r) => r.idTarifa === slot.idTarifa);
      expect(shown).toMatchObject({ precioRack: 45.55, precio: 40.99 });
      // The basket charges the same: 3 × 40.99 = 122.97, where rounding the total's 10 % (13.665)
      // would make it 122.98.
      const priced = await priceCart(db, cartFor(slot, 3), {
        promoCode: 'FAIRWAY10',
        locale: 'en',
        now: t.clock.now(),
        fee: 1.5,
      });
      expect(priced).toMatchObject({ subtotal: 136.65, discount: 13.68, fee: 1.5, total: 124.47 });
      expect(priced.lines[0]?.rates[0]).toMatchObject({ unitPrice: 45.55, quantity: 3 });
      // And so does the cart's one call.
      const cart = datosOf(
        await modify({
          promoCode: 'FAIRWAY10',
          cambio: { tipo: 'anadirTeeTime', teeTime: teeTimeChoice(slot, 3) },
        }),
      );
      expect(cart).toMatchObject({
        subtotal: 136.65,
        descuento: 13.68,
        comision: 1.5,
        total: 124.47,
        promoCodeValido: true,
      });
    } finally {
      await setPrice(before);
    }
  });

  it('refuses a cart that cannot be booked for itself in its own words, with its code too', async () => {
    const pack = await findPack(t, 'Costa Brava 3 rounds');
    const slot = await findSlot(t, 'naranjos', 11);
    const cart = datosOf(await add(slot, 2, null));
    datosOf(await addPack(pack, [14, 15, 16], 1, cart.localizador));
    expect(
      datosOf(await modify({ localizador: cart.localizador, promoCode: 'FAIRWAY10' })),
    ).toMatchObject({ promoCodeValido: true, mensajePromoCode: null });
    const offSale = (onSale: boolean) =>
      t.engine.database.db.execute(
        sql`update multipacks set on_sale = ${onSale} where id = ${pack.idMultipack}`,
      );
    await offSale(false);
    try {
      // The code is sound (it took 10 % off the tee time): the cart's refusal is the answer, not
      // a cart priced without the code that blames it.
      for (const promoCode of [undefined, 'FAIRWAY10'])
        expect(
          await modify({ localizador: cart.localizador, ...(promoCode ? { promoCode } : {}) }),
        ).toMatchObject({ cod: 2, msg: 'This multipack is not available at this time' });
    } finally {
      await offSale(true);
    }
  });

  it('puts a multipack in as one item, and removes it whole', async () => {
    const pack = await findPack(t, 'Mallorca 2 rounds');
    const cart = datosOf(await addPack(pack, [12, 13], 2, null));
    expect(contentOf(cart).listaMultipacks).toHaveLength(1);
    expect(cart.subtotal).toBe(pack.precio * 2);
    expect(cart.zonasHorarias.length).toBeGreaterThan(0);
    const removed = datosOf(
      await modify({
        localizador: cart.localizador,
        cambio: { tipo: 'quitarMultipack', idMultipack: pack.idMultipack },
      }),
    );
    expect(removed.localizador).toBeNull();
  });
});
