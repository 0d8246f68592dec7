import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../src/db/client.ts';
import { TEST_CARDS } from '../src/payments/sandbox.ts';
import { cartFor, holder, newCartLocator, payWithCard, preBook } from './flows.ts';
import { BACKENDS, daysAhead, startTestEngine } from './harness.ts';
import type { Answer, Credentials, TestEngine } from './harness.ts';

const NOT_AVAILABLE = 'This multipack is not available at this time';
const NOT_ENOUGH =
  'Unable to book, the number of players selected is greater than the number of players available';

interface Course {
  idVendedorProveedor: number;
  nombreClub: string;
  idRecorrido: number;
  nombreRecorrido: string;
}

interface Summary {
  idMultipack: number;
  nombre: string;
  idRegion: number;
  numRondas: number;
  precio: number;
  precioHabitual: number;
  diasVentana: number;
  disponible: boolean;
  fechaDesde: string;
  fechaHasta: string;
  recorridos: Course[];
}

interface Round {
  idRecorrido: number;
  fecha: string;
  hora: string;
}

describe.each(BACKENDS)('multipacks on %s', (backend) => {
  let t: TestEngine;
  let all: Summary[];
  /** The session the helpers call with, when not the engine's first one (a clock moved ahead). */
  let current: Credentials | undefined;
  const byName = (name: string): Summary => {
    const found = all.find((s) => s.nombre === name);
    if (!found) throw new Error(`no multipack ${name}`);
    return found;
  };
  /** The first free tee time with `players` places of a pack's course on a day. */
  const teeTime = async (course: Course, fecha: string, skip = 0, players = 4) => {
    const day = await t.call(
      'Disponibilidad/ObtenerDisponibilidadDia',
      {
        idVendedorProveedor: course.idVendedorProveedor,
        idRecorrido: course.idRecorrido,
        fecha,
        jugadores: players,
      },
      current ?? t.session,
    );
    expect(day.cod, JSON.stringify(day)).toBe(1);
    const hora = (day.horasDisponibles as { hora: string }[])[skip]?.hora;
    if (!hora) throw new Error(`no tee time on ${fecha}`);
    return { idRecorrido: course.idRecorrido, fecha, hora };
  };
  const roundsOn = async (pack: Summary, dates: string[], skip = 0) => {
    const out: Round[] = [];
    for (const [i, fecha] of dates.entries()) {
      const course = pack.recorridos[i % pack.recorridos.length];
      if (!course) throw new Error('no course');
      out.push(await teeTime(course, fecha, skip));
    }
    return out;
  };
  /** A pack into the cart, the cart's own call: ModificarCarrito's anadirMultipack. */
  const add = (body: Record<string, unknown>, credentials?: Credentials) => {
    const { localizador, ...pack } = body;
    return t.call(
      'Carrito/ModificarCarrito',
      { ...(localizador ? { localizador } : {}), cambio: { tipo: 'anadirMultipack', ...pack } },
      credentials ?? current ?? t.session,
    );
  };
  /** Moves the engine's clock to an instant (undone by the returned function). */
  const clockAt = (iso: string) => {
    const delta = new Date(iso).getTime() - t.clock.now().getTime();
    t.clock.advance(delta);
    return () => t.clock.advance(-delta);
  };

  beforeAll(async () => {
    t = await startTestEngine(backend);
    const list = await t.call('Multipacks/ListarMultipacks', { incluirNoDisponibles: true });
    expect(list.cod).toBe(1);
    all = (list.datos as { multipacks: Summary[] }).multipacks;
  }, 180_000);
  afterAll(async () => t?.close());

  it('the seed holds at least 6 packs over seeded courses, one of them off sale', async () => {
    expect(all.length).toBeGreaterThanOrEqual(6);
    for (const name of [
      'Costa del Sol 3 rounds',
      'Algarve 5 rounds',
      'Mallorca 2 rounds',
      'Costa Brava 3 rounds',
      'Lisbon coast 4 rounds',
    ])
      expect(byName(name).disponible).toBe(true);
    expect(all.filter((p) => !p.disponible)).toHaveLength(1);
    const today = daysAhead(0, t.clock);
    for (const p of all) {
      expect(p.recorridos.length).toBeGreaterThanOrEqual(2);
      expect(p.fechaDesde <= today && today < p.fechaHasta).toBe(true);
      expect(p.precioHabitual).toBeGreaterThan(p.precio);
    }
    expect(byName('Costa del Sol 3 rounds').diasVentana).toBe(30);
    expect(byName('Mallorca 2 rounds').diasVentana).toBe(14);
    const onSale = await t.call('Multipacks/ListarMultipacks', {});
    expect((onSale.datos as { multipacks: Summary[] }).multipacks).toHaveLength(all.length - 1);
  });

  it('lists by region and club, in the caller’s language', async () => {
    const algarve = byName('Algarve 5 rounds');
    const byRegion = await t.call('Multipacks/ListarMultipacks', { idRegion: algarve.idRegion });
    expect((byRegion.datos as { multipacks: Summary[] }).multipacks.map((p) => p.nombre)).toEqual([
      'Algarve 5 rounds',
    ]);
    const club = algarve.recorridos[1]?.idVendedorProveedor;
    const byClub = await t.call('Multipacks/ListarMultipacks', { idVendedorProveedor: club });
    expect(
      (byClub.datos as { multipacks: Summary[] }).multipacks.map((p) => p.idMultipack),
    ).toEqual([algarve.idMultipack]);
    const es = await t.call(
      'Multipacks/ObtenerMultipack',
      { idMultipack: algarve.idMultipack },
      await t.newSession('es-ES'),
    );
    expect(es).toMatchObject({ cod: 1, datos: { nombre: 'Algarve 5 rondas', numRondas: 5 } });
  });

  it('answers one pack, and refuses an unknown one in the caller’s language', async () => {
    const pack = byName('Costa del Sol 3 rounds');
    const one = await t.call('Multipacks/ObtenerMultipack', { idMultipack: pack.idMultipack });
    expect(one).toMatchObject({ cod: 1, datos: { nombre: 'Costa del Sol 3 rounds', precio: 240 } });
    expect(await t.call('Multipacks/ObtenerMultipack', { idMultipack: 999_999 })).toMatchObject({
      cod: 2,
      msg: 'Multipack not found',
    });
    expect(
      await t.call(
        'Multipacks/ObtenerMultipack',
        { idMultipack: 999_999 },
        await t.newSession('fr-FR'),
      ),
    ).toMatchObject({ cod: 2, msg: 'Multipack introuvable' });
  });

  it('answers the valid dates of a window, and refuses a first day out of the sale period', async () => {
    const pack = byName('Costa del Sol 3 rounds');
    const first = daysAhead(3, t.clock);
    const answer = await t.call('Multipacks/ObtenerFechasValidas', {
      idMultipack: pack.idMultipack,
      fechaPrimeraRonda: first,
    });
    const datos = answer.datos as { fechaLimite: string; fechas: string[] };
    expect(answer.cod).toBe(1);
    expect(datos.fechas).toHaveLength(31);
    expect(datos.fechas[0]).toBe(first);
    expect(datos.fechaLimite).toBe(datos.fechas.at(-1));
    expect(
      await t.call('Multipacks/ObtenerFechasValidas', {
        idMultipack: pack.idMultipack,
        fechaPrimeraRonda: '2020-01-01',
      }),
    ).toMatchObject({ cod: 2, msg: 'The selected date has already passed' });
    const late = await t.call(
      'Multipacks/ObtenerFechasValidas',
      { idMultipack: pack.idMultipack, fechaPrimeraRonda: daysAhead(400, t.clock) },
      await t.newSession('es-ES'),
    );
    expect(late.cod).toBe(3);
    expect(late.msg).toMatch(/^La primera ronda de este multipack debe jugarse entre el /);
  });

  it('puts a pack into a new cart, then replaces it in the same cart', async () => {
    const pack = byName('Costa del Sol 3 rounds');
    const rounds = await roundsOn(pack, [
      daysAhead(6, t.clock),
      daysAhead(4, t.clock),
      daysAhead(5, t.clock),
    ]);
    const first = await add({ idMultipack: pack.idMultipack, numJugadores: 2, rondas: rounds });
    // Priced as the pack's price per player, no offer, the fee once.
    expect(first, JSON.stringify(first)).toMatchObject({
      cod: 1,
      datos: { subtotal: 480, descuento: 0, comision: 1.5, total: 481.5 },
    });
    const { localizador, jsonCarrito } = first.datos as {
      localizador: string;
      jsonCarrito: string;
    };
    const cart = JSON.parse(jsonCarrito) as {
      listaClubesRecorridos: unknown[];
      listaMultipacks: {
        idMultipack: number;
        nombre: string;
        precio: number;
        numJugadores: number;
        rondas: { fecha: string; nombreRecorrido: string; nombreVendedorProveedor: string }[];
      }[];
    };
    expect(cart.listaClubesRecorridos).toEqual([]);
    expect(cart.listaMultipacks).toHaveLength(1);
    const item = cart.listaMultipacks[0];
    expect(item).toMatchObject({ nombre: 'Costa del Sol 3 rounds', precio: 240, numJugadores: 2 });
    // Day order, names filled.
    expect(item?.rondas.map((r) => r.fecha)).toEqual([
      daysAhead(4, t.clock),
      daysAhead(5, t.clock),
      daysAhead(6, t.clock),
    ]);
    expect(item?.rondas.every((r) => r.nombreRecorrido && r.nombreVendedorProveedor)).toBe(true);

    const stored = await t.call('Carrito/ObtenerCarrito', { localizador });
    expect(JSON.parse((stored.datos as { jsonCarrito: string }).jsonCarrito)).toEqual(cart);

    // The same pack again, now for 3 players: one item, replaced.
    const again = await add({
      localizador,
      idMultipack: pack.idMultipack,
      numJugadores: 3,
      rondas: rounds,
    });
    expect(again.cod).toBe(1);
    expect((again.datos as { localizador: string }).localizador).toBe(localizador);
    const replaced = JSON.parse(
      (again.datos as { jsonCarrito: string }).jsonCarrito,
    ) as typeof cart;
    expect(replaced.listaMultipacks).toHaveLength(1);
    expect(replaced.listaMultipacks[0]?.numJugadores).toBe(3);

    // Another caller's cart does not exist for this one: the pack starts the stranger's own cart,
    // and the owner's is as it was.
    const stranger = await t.newSession();
    const theirs = await add(
      { localizador, idMultipack: pack.idMultipack, numJugadores: 1, rondas: rounds },
      stranger,
    );
    expect(theirs.cod, JSON.stringify(theirs)).toBe(1);
    expect((theirs.datos as { localizador: string }).localizador).not.toBe(localizador);
    const owners = await t.call('Carrito/ObtenerCarrito', { localizador });
    expect(JSON.parse((owners.datos as { jsonCarrito: string }).jsonCarrito)).toEqual(replaced);

    // Priced from the engine's tables: 240 € × 3 players, whatever the cart says, no offers.
    const tampered = {
      ...replaced,
      listaMultipacks: [{ ...replaced.listaMultipacks[0], precio: 1 }],
    };
    const offers = await t.call('Ofertas/AplicarOfertas', {
      jsonCarrito: JSON.stringify(tampered),
    });
    expect(offers).toMatchObject({
      cod: 1,
      datos: { subtotal: 720, descuento: 0, total: 721.5, ofertasAplicadas: [] },
    });
  });

  it('refuses, in the caller’s language: off sale, rounds, courses, days, tee times', async () => {
    const off = all.find((p) => !p.disponible);
    if (!off) throw new Error('no pack off sale');
    const offRounds = await roundsOn(off, [
      daysAhead(4, t.clock),
      daysAhead(5, t.clock),
      daysAhead(6, t.clock),
    ]);
    expect(
      await add({ idMultipack: off.idMultipack, numJugadores: 1, rondas: offRounds }),
    ).toMatchObject({ cod: 2, msg: NOT_AVAILABLE });
    const es = await t.newSession('es-ES');
    expect(
      await add({ idMultipack: off.idMultipack, numJugadores: 1, rondas: offRounds }, es),
    ).toMatchObject({ cod: 2, msg: 'Este multipack no está disponible en este momento' });
    const sv = await t.newSession('sv-SE');
    expect(
      await add({ idMultipack: off.idMultipack, numJugadores: 1, rondas: offRounds }, sv),
    ).toMatchObject({ cod: 2, msg: 'Det här multipacket är inte tillgängligt just nu' });

    const pack = byName('Costa del Sol 3 rounds');
    const rounds = await roundsOn(pack, [
      daysAhead(4, t.clock),
      daysAhead(5, t.clock),
      daysAhead(6, t.clock),
    ]);
    const base = { idMultipack: pack.idMultipack, numJugadores: 1 };
    expect(await add({ ...base, rondas: rounds.slice(0, 2) })).toMatchObject({
      cod: 3,
      msg: 'This multipack has 3 rounds: choose one tee time for each',
    });
    const other = byName('Algarve 5 rounds').recorridos[0]?.idRecorrido ?? 0;
    expect(
      await add({ ...base, rondas: [rounds[0], { ...rounds[1], idRecorrido: other }, rounds[2]] }),
    ).toMatchObject({ cod: 3, msg: 'Round 2: this course is not part of the multipack' });
    const twice = await add({
      ...base,
      rondas: [rounds[0], { ...rounds[1], fecha: rounds[0]?.fecha }, rounds[2]],
    });
    expect(twice.cod).toBe(3);
    expect(twice.msg).toMatch(/^Only one round a day can be played: two rounds are on /);
    expect(
      await add({ ...base, rondas: [{ ...rounds[0], hora: '03:07' }, rounds[1], rounds[2]] }),
    ).toMatchObject({ cod: 2, msg: 'The selected time is not valid' });
    expect(
      await add({ ...base, rondas: [{ ...rounds[0], fecha: '2020-01-01' }, rounds[1], rounds[2]] }),
    ).toMatchObject({ cod: 2, msg: 'The selected date has already passed' });
    expect(
      await add({ ...base, rondas: [{ ...rounds[0], fecha: '2031-02-30' }, rounds[1], rounds[2]] }),
    ).toMatchObject({ cod: 3 });
  });

  it('the window: the last day in, the day after out with the valid dates, the day before', async () => {
    const pack = byName('Mallorca 2 rounds');
    const first = daysAhead(5, t.clock);
    const last = daysAhead(19, t.clock);
    const [one] = await roundsOn(pack, [first]);
    const course = pack.recorridos[1];
    if (!one || !course) throw new Error('no rounds');
    const lastIn = await teeTime(course, last);
    const ok = await add({ idMultipack: pack.idMultipack, numJugadores: 1, rondas: [one, lastIn] });
    expect(ok.cod, JSON.stringify(ok)).toBe(1);

    const after = await teeTime(course, daysAhead(20, t.clock));
    const out = (await add({
      idMultipack: pack.idMultipack,
      numJugadores: 1,
      rondas: [one, after],
    })) as Answer & {
      datos: { fechaPrimeraRonda: string; fechaLimite: string; fechasValidas: string[] };
    };
    expect(out.cod).toBe(3);
    expect(out.msg).toMatch(/is outside the multipack range: choose a date between /);
    expect(out.datos.fechaPrimeraRonda).toBe(first);
    expect(out.datos.fechaLimite).toBe(last);
    expect(out.datos.fechasValidas).toHaveLength(15);
    expect(out.datos.fechasValidas[0]).toBe(first);
    expect(out.datos.fechasValidas.at(-1)).toBe(last);
    const fr = await add(
      { idMultipack: pack.idMultipack, numJugadores: 1, rondas: [one, after] },
      await t.newSession('fr-FR'),
    );
    expect(fr.cod).toBe(3);
    expect(fr.msg).toMatch(/est hors de la période du multipack/);
    expect(fr.datos).toEqual(out.datos);

    // A day before the first round is a new first round: the window counts from it, so the
    // round on the old window's last day now falls out.
    const before = await teeTime(course, daysAhead(4, t.clock));
    const earlier = (await add({
      idMultipack: pack.idMultipack,
      numJugadores: 1,
      rondas: [lastIn, before],
    })) as Answer & { datos: { fechaPrimeraRonda: string; fechaLimite: string } };
    expect(earlier.cod).toBe(3);
    expect(earlier.datos.fechaPrimeraRonda).toBe(daysAhead(4, t.clock));
    expect(earlier.datos.fechaLimite).toBe(daysAhead(18, t.clock));
  });

  it.each([
    ['spring', '2027-03-18T10:00:00Z', 8, ['2027-03-20', '2027-03-24', '2027-03-28'], '2027-03-29'],
    ['autumn', '2027-10-23T10:00:00Z', 6, ['2027-10-25', '2027-10-28', '2027-10-31'], '2027-11-01'],
  ])(
    'a window across the %s daylight-saving change (Europe/Madrid)',
    async (_season, at, windowDays, days, dayAfter) => {
      const pack = byName('Costa del Sol 3 rounds');
      const restore = clockAt(at);
      current = await t.newSession();
      await t.engine.database.db.execute(
        sql`update multipacks set sale_from = '2027-01-01', sale_to = '2027-12-31', window_days = ${windowDays} where id = ${pack.idMultipack}`,
      );
      try {
        const dates = await t.call(
          'Multipacks/ObtenerFechasValidas',
          { idMultipack: pack.idMultipack, fechaPrimeraRonda: days[0] },
          current,
        );
        expect(dates).toMatchObject({ cod: 1, datos: { fechaLimite: days[2] } });
        expect((dates.datos as { fechas: string[] }).fechas).toHaveLength(windowDays + 1);
        const rounds = await roundsOn(pack, days);
        const ok = await add({ idMultipack: pack.idMultipack, numJugadores: 1, rondas: rounds });
        expect(ok.cod, JSON.stringify(ok)).toBe(1);
        const late = await teeTime(pack.recorridos[2] as Course, dayAfter);
        const out = await add({
          idMultipack: pack.idMultipack,
          numJugadores: 1,
          rondas: [rounds[0], rounds[1], late],
        });
        expect(out).toMatchObject({
          cod: 3,
          datos: { fechaPrimeraRonda: days[0], fechaLimite: days[2] },
        });
        expect((out.datos as { fechasValidas: string[] }).fechasValidas).toHaveLength(
          windowDays + 1,
        );
      } finally {
        current = undefined;
        restore();
        await t.engine.database.db.execute(
          sql`update multipacks set sale_from = ${pack.fechaDesde}, sale_to = ${pack.fechaHasta}, window_days = null where id = ${pack.idMultipack}`,
        );
      }
    },
  );

  it('a bought pack is pre-booked, paid and vouchered with every round', async () => {
    const pack = byName('Lisbon coast 4 rounds');
    const rounds = await roundsOn(
      pack,
      [8, 10, 12, 14].map((n) => daysAhead(n, t.clock)),
    );
    const added = await add({ idMultipack: pack.idMultipack, numJugadores: 2, rondas: rounds });
    expect(added.cod, JSON.stringify(added)).toBe(1);
    const { localizador } = added.datos as { localizador: string };
    const pre = await t.call('PreReserva/RealizarPreReserva', {
      localizadorCarrito: localizador,
      ...holder(7),
    });
    expect(pre, JSON.stringify(pre)).toMatchObject({
      cod: 1,
      datos: { subtotal: 840, descuento: 0, comision: 1.5, total: 841.5 },
    });
    const ref = (pre.datos as { localizador: string }).localizador;
    // Each round holds its tee time's places like any booking.
    const held = await rows<{ n: number; players: number }>(
      t.engine.database.db,
      sql`select count(*)::int as n, sum(l.players)::int as players from reservation_lines l join reservations r on r.id = l.reservation_id where r.localizador = ${ref} and l.multipack_id = ${pack.idMultipack}`,
    );
    expect(held[0]).toEqual({ n: 4, players: 8 });
    const paid = await payWithCard(t, ref, { number: TEST_CARDS.success });
    expect(paid.response.status).toBe(200);
    const [status] = await rows<{ status: string }>(
      t.engine.database.db,
      sql`select status from reservations where localizador = ${ref}`,
    );
    expect(status?.status).toBe('confirmed');
    const voucher = await t.call('Reserva/ObtenerVoucher', { localizador: ref });
    expect(voucher.cod).toBe(1);
    const html = voucher.html as string;
    expect(html).toContain('Multipack · Lisbon coast 4 rounds');
    for (const n of [1, 2, 3, 4]) expect(html).toContain(`Round ${n}`);
    for (const r of rounds) expect(html).toContain(r.hora);
    for (const c of pack.recorridos.slice(0, 4)) expect(html).toContain(c.nombreRecorrido);
    const back = await t.call('CarritosReserva/getCarrito', { localizador: ref });
    const cart = JSON.parse((back.datos as { jsonCarrito: string }).jsonCarrito) as {
      listaMultipacks: { idMultipack: number; precio: number; rondas: unknown[] }[];
    };
    expect(cart.listaMultipacks).toEqual([
      expect.objectContaining({ idMultipack: pack.idMultipack, precio: 420 }),
    ]);
    expect(cart.listaMultipacks[0]?.rondas).toHaveLength(4);
    // The e-mail lists the rounds too.
    const [mail] = await rows<{ text_body: string }>(
      t.engine.database.db,
      sql`select text_body from outbox where dedupe_key = ${`voucher:${ref}`}`,
    );
    expect(mail?.text_body).toContain('Round 4');
    expect(mail?.text_body).toContain('Multipack · Lisbon coast 4 rounds');
  });

  it('a cart with neither tee times nor packs is empty', async () => {
    expect(await preBook(t, { listaClubesRecorridos: [], listaMultipacks: [] })).toMatchObject({
      cod: 2,
      msg: 'The cart is empty',
    });
  });

  it('no overselling: 50 concurrent pre-bookings of packs for the last 2 places of a tee time', async () => {
    const pack = byName('Costa Brava 3 rounds');
    const rounds = await roundsOn(
      pack,
      [9, 11, 13].map((n) => daysAhead(n, t.clock)),
    );
    const [contended] = rounds;
    const course = pack.recorridos[0];
    if (!contended || !course) throw new Error('no round');
    // A normal booking takes 2 of the 4 places first.
    const rate = await t.call('Disponibilidad/ObtenerDisponibilidadDia', {
      idVendedorProveedor: course.idVendedorProveedor,
      idRecorrido: course.idRecorrido,
      fecha: contended.fecha,
      horaInicio: contended.hora,
      horaFin: contended.hora,
    });
    const tarifas =
      (
        rate.horasDisponibles as { tarifas: { idTarifa: number; serviciosIncluidos: number[] }[] }[]
      )[0]?.tarifas ?? [];
    const plain = tarifas.find((x) => x.serviciosIncluidos.length === 0);
    const first = await preBook(
      t,
      cartFor(
        {
          idVendedorProveedor: course.idVendedorProveedor,
          idRecorrido: course.idRecorrido,
          fecha: contended.fecha,
          hora: contended.hora,
          idTarifa: plain?.idTarifa ?? 0,
          buggyTarifa: null,
        },
        2,
      ),
    );
    expect(first.cod, JSON.stringify(first)).toBe(1);
    const added = await add({ idMultipack: pack.idMultipack, numJugadores: 2, rondas: rounds });
    expect(added.cod, JSON.stringify(added)).toBe(1);
    const jsonCarrito = (added.datos as { jsonCarrito: string }).jsonCarrito;
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.call('PreReserva/RealizarPreReserva', {
          localizadorCarrito: newCartLocator(),
          jsonCarrito,
          ...holder(100 + i),
        }),
      ),
    );
    const ms = Math.round(performance.now() - started);
    const ok = answers.filter((a) => a.cod === 1);
    const refused = answers.filter((a) => a.cod !== 1);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const a of refused) expect(a).toMatchObject({ cod: 2, msg: NOT_ENOUGH });
    const [slot] = await rows<{ players: number }>(
      t.engine.database.db,
      sql`select coalesce(sum(l.players), 0)::int as players from reservation_lines l join reservations r on r.id = l.reservation_id where l.course_id = ${contended.idRecorrido} and l.play_date = ${contended.fecha} and l.tee_time = ${contended.hora} and r.status = 'held'`,
    );
    expect(Number(slot?.players)).toBe(4);
    // The tee time is full now: adding the pack again is refused with the tee times' message.
    expect(
      await add({ idMultipack: pack.idMultipack, numJugadores: 1, rondas: rounds }),
    ).toMatchObject({ cod: 2, msg: NOT_ENOUGH });
    console.info(
      `multipack oversell on ${backend}: 50 pre-bookings in ${ms} ms, ${ok.length} held, ${refused.length} refused, ${slot?.players} of 4 places taken`,
    );
  });
});
