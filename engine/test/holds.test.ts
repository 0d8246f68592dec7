/**
 * Issue 24, places held without paying: squatting from one client address across fresh sessions
 * meets the configured limits (tee-time places, tournament players, multipacks, per address and
 * per holder's e-mail), is told so in the golfer's language and never as a full tee time, leaves
 * room for another address, and stops counting once a hold is paid or lapses. Holds are also
 * rate-limited per address, and a cart holds at most ten tee times.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { TEST_CARDS } from '../src/payments/sandbox.ts';
import {
  findPack,
  findSlot,
  holder,
  tournamentPlayer,
  newCartLocator,
  payWithCard,
} from './flows.ts';
import type { Slot } from './flows.ts';
import { BACKENDS, daysAhead, startTestEngine } from './harness.ts';
import type { Answer, Credentials, TestEngine } from './harness.ts';

/** The engine's own defaults of every limit on holds, which the harness otherwise turns off. */
const defaults = loadConfig({ NODE_ENV: 'development' });
const LIMITS = {
  ENGINE_HOLD_REQUESTS_PER_ADDRESS: defaults.ENGINE_HOLD_REQUESTS_PER_ADDRESS,
  ENGINE_UNPAID_TEE_TIME_PLACES: defaults.ENGINE_UNPAID_TEE_TIME_PLACES,
  ENGINE_UNPAID_TOURNAMENT_PLAYERS: defaults.ENGINE_UNPAID_TOURNAMENT_PLAYERS,
  ENGINE_UNPAID_MULTIPACKS: defaults.ENGINE_UNPAID_MULTIPACKS,
};

/** What a full tee time or tournament answers: a refusal for a limit must never read so. */
const FULL =
  /greater than the number of players available|exceeds the maximum allowed|not available/;

function cartOf(teeTimes: { tee: Slot; players: number }[]) {
  const byCourse = new Map<number, { tee: Slot; players: number }[]>();
  for (const item of teeTimes)
    byCourse.set(item.tee.idRecorrido, [...(byCourse.get(item.tee.idRecorrido) ?? []), item]);
  return {
    listaClubesRecorridos: [...byCourse.values()].map((items) => ({
      idVendedorProveedor: items[0]?.tee.idVendedorProveedor ?? 0,
      idRecorrido: items[0]?.tee.idRecorrido ?? 0,
      listaTeeTimes: items.map(({ tee, players }) => ({
        fecha: tee.fecha,
        hora: tee.hora,
        tarifasSeleccionadas: [{ idTarifa: tee.idTarifa, numJugadores: players }],
        serviciosSeleccionados: [],
      })),
    })),
  };
}

describe.each(BACKENDS)('holds without paying on %s', (backend) => {
  let t: TestEngine;

  /** The first `count` free tee times with four places of a course found by name, some days ahead. */
  const teeTimes = (keyword: string, days: number, count: number): Promise<Slot[]> =>
    Promise.all(Array.from({ length: count }, (_, skip) => findSlot(t, keyword, days, skip)));

  const hold = (
    from: string,
    session: Credentials,
    items: { tee: Slot; players: number }[],
    email: string,
  ): Promise<Answer> =>
    t.call(
      'PreReserva/RealizarPreReserva',
      {
        localizadorCarrito: newCartLocator(),
        jsonCarrito: JSON.stringify(cartOf(items)),
        ...holder(),
        email,
      },
      session,
      from,
    );

  beforeAll(async () => {
    t = await startTestEngine(backend, LIMITS);
  }, 180_000);
  afterAll(async () => t?.close());

  it('starts from the issue’s limits: 12 places, 8 tournament players, 2 multipacks, 30 holds', () => {
    expect(LIMITS).toEqual({
      ENGINE_HOLD_REQUESTS_PER_ADDRESS: 30,
      ENGINE_UNPAID_TEE_TIME_PLACES: 12,
      ENGINE_UNPAID_TOURNAMENT_PLAYERS: 8,
      ENGINE_UNPAID_MULTIPACKS: 2,
    });
  });

  it('tee times: two fresh sessions of one address squat 12 places, the 13th is refused as such, another address books', async () => {
    const [a, b, c, d] = (await teeTimes('valderrama', 20, 4)) as [Slot, Slot, Slot, Slot];
    const squatter = '203.0.113.10';
    const first = await t.newSession();
    const second = await t.newSession();
    expect((await hold(squatter, first, [{ tee: a, players: 4 }], 'sq1@example.com')).cod).toBe(1);
    expect((await hold(squatter, first, [{ tee: b, players: 4 }], 'sq2@example.com')).cod).toBe(1);
    expect((await hold(squatter, second, [{ tee: c, players: 4 }], 'sq3@example.com')).cod).toBe(1);

    // A fresh session and a fresh e-mail change nothing: the address holds 12.
    const refused = await hold(squatter, await t.newSession(), [{ tee: d, players: 1 }], 'x@e.com');
    expect(refused).toMatchObject({ cod: 2 });
    expect(refused.msg).toContain(
      'This connection or this e-mail address already holds 12 places that are not paid yet',
    );
    expect(refused.msg).toContain('at most 12 places can wait for payment at once');
    expect(refused.msg).not.toMatch(FULL);
    // In the golfer's language.
    for (const [culture, said] of [
      ['es-ES', 'ya tiene 12 plazas sin pagar'],
      ['fr-FR', 'adresse e-mail a déjà 12 places non payées'],
      ['sv-SE', 'e-postadressen har redan 12 obetalda platser'],
    ] as const) {
      const session = await t.newSession(culture);
      const answer = await hold(squatter, session, [{ tee: d, players: 1 }], `${culture}@e.com`);
      expect(answer.msg).toContain(said);
    }

    // The tee time was never full: a golfer at another address books it.
    expect(
      (await hold('198.51.100.20', await t.newSession(), [{ tee: d, players: 4 }], 'g@e.com')).cod,
    ).toBe(1);
  });

  it('tee times: the holder’s e-mail is limited too, from any address; one order past the limit alone says so', async () => {
    const [a, b, c, d, e] = (await teeTimes('valderrama', 21, 5)) as [Slot, Slot, Slot, Slot, Slot];
    const email = 'same.golfer@example.com';
    expect(
      (await hold('203.0.113.30', await t.newSession(), [{ tee: a, players: 4 }], email)).cod,
    ).toBe(1);
    expect(
      (await hold('203.0.113.31', await t.newSession(), [{ tee: b, players: 4 }], email)).cod,
    ).toBe(1);
    const third = await hold(
      '203.0.113.32',
      await t.newSession(),
      [
        { tee: c, players: 4 },
        { tee: d, players: 1 },
      ],
      email.toUpperCase(),
    );
    expect(third.msg).toContain(
      'This connection or this e-mail address already holds 8 places that are not paid yet',
    );

    const tooLarge = await hold(
      '203.0.113.33',
      await t.newSession(),
      [a, b, c, e].map((tee) => ({ tee, players: 4 })),
      'big.order@example.com',
    );
    expect(tooLarge).toMatchObject({
      cod: 2,
      msg: 'At most 12 places can wait for payment at once, and this order has 16 places',
    });
  });

  it('tee times: a paid hold stops counting, and so does a lapsed one', async () => {
    const [a, b, c, d, e, f] = (await teeTimes('valderrama', 22, 6)) as [
      Slot,
      Slot,
      Slot,
      Slot,
      Slot,
      Slot,
    ];
    const from = '203.0.113.40';
    // The engine's first session: payWithCard pays as the hold's owner.
    const paid = await hold(from, t.session, [{ tee: a, players: 4 }], 'p1@example.com');
    expect((await hold(from, t.session, [{ tee: b, players: 4 }], 'p2@example.com')).cod).toBe(1);
    expect((await hold(from, t.session, [{ tee: c, players: 4 }], 'p3@example.com')).cod).toBe(1);
    expect((await hold(from, t.session, [{ tee: d, players: 4 }], 'p4@example.com')).cod).toBe(2);
    const ref = (paid.datos as { localizador: string }).localizador;
    const card = await payWithCard(t, ref, { number: TEST_CARDS.success });
    expect(card.response.status).toBe(200);
    expect((await hold(from, t.session, [{ tee: d, players: 4 }], 'p4@example.com')).cod).toBe(1);
    expect((await hold(from, t.session, [{ tee: e, players: 1 }], 'p5@example.com')).cod).toBe(2);

    // Holds last 15 minutes by default: once they lapse, the address may hold again.
    t.clock.advance(16 * 60_000);
    try {
      const again = await hold(
        from,
        await t.newSession(),
        [e, f].map((tee) => ({ tee, players: 4 })),
        'p6@example.com',
      );
      expect(again.cod, again.msg).toBe(1);
    } finally {
      t.clock.advance(-16 * 60_000);
    }
  });

  it('tournaments: 8 unpaid players per address across sessions, said as such; another address registers', async () => {
    const list = await t.call('Torneos/ListarTorneos', {
      estado: 'registrationOpen',
      porPagina: 50,
    });
    const trofeo = (
      list.datos as { torneos: { idTorneo: number; nombre: string; plazasLibres: number }[] }
    ).torneos.find((s) => s.nombre === 'Trofeo de Primavera Valderrama');
    if (!trofeo) throw new Error('no open tournament');
    const register = (from: string, session: Credentials, numbers: number[], email: string) =>
      t.call(
        'Torneos/InscribirJugadores',
        {
          idTorneo: trofeo.idTorneo,
          nombre: 'Grace',
          apellidos: 'Hopper',
          email,
          aceptaCondiciones: true,
          jugadores: numbers.map((n) => tournamentPlayer(n)),
        },
        session,
        from,
      );
    const squatter = '203.0.113.50';
    expect((await register(squatter, await t.newSession(), [1, 2, 3, 4, 5], 'a@t.com')).cod).toBe(
      1,
    );
    expect((await register(squatter, await t.newSession(), [6, 7, 8], 'b@t.com')).cod).toBe(1);
    const refused = await register(squatter, await t.newSession(), [9], 'c@t.com');
    expect(refused).toMatchObject({
      cod: 2,
      msg: 'This connection or this e-mail address already holds 8 tournament places that are not paid yet, and at most 8 tournament places can wait for payment at once. Pay for what is held first, or wait until it lapses',
    });
    const es = await register(squatter, await t.newSession('es-ES'), [9], 'd@t.com');
    expect(es.msg).toContain('ya tiene 8 plazas de torneo sin pagar');
    expect((await register('198.51.100.50', await t.newSession(), [9], 'e@t.com')).cod).toBe(1);
  });

  it('multipacks: 2 unpaid per address across sessions; the third is refused as such, another address holds it', async () => {
    const pack = await findPack(t, 'Mallorca 2 rounds');
    /** The pack's two rounds on two days, `skip` tee times into each day. */
    const rounds = async (skip: number) => {
      const out: { idRecorrido: number; fecha: string; hora: string }[] = [];
      for (const [i, days] of [6, 7].entries()) {
        const course = pack.recorridos[i % pack.recorridos.length];
        if (!course) throw new Error('no course');
        const fecha = daysAhead(days, t.clock);
        const day = await t.call('Disponibilidad/ObtenerDisponibilidadDia', {
          idVendedorProveedor: course.idVendedorProveedor,
          idRecorrido: course.idRecorrido,
          fecha,
          jugadores: 1,
        });
        const hora = (day.horasDisponibles as { hora: string }[])[skip]?.hora;
        if (!hora) throw new Error('no tee time');
        out.push({ idRecorrido: course.idRecorrido, fecha, hora });
      }
      return out;
    };
    const holdPack = async (from: string, skip: number, email: string, culture = 'en-GB') => {
      const session = await t.newSession(culture);
      const added = await t.call(
        'Carrito/ModificarCarrito',
        {
          cambio: {
            tipo: 'anadirMultipack',
            idMultipack: pack.idMultipack,
            numJugadores: 1,
            rondas: await rounds(skip),
          },
        },
        session,
        from,
      );
      expect(added.cod, added.msg).toBe(1);
      return t.call(
        'PreReserva/RealizarPreReserva',
        {
          localizadorCarrito: (added.datos as { localizador: string }).localizador,
          ...holder(),
          email,
        },
        session,
        from,
      );
    };
    const squatter = '203.0.113.60';
    expect((await holdPack(squatter, 0, 'm1@example.com')).cod).toBe(1);
    expect((await holdPack(squatter, 1, 'm2@example.com')).cod).toBe(1);
    const refused = await holdPack(squatter, 2, 'm3@example.com');
    expect(refused).toMatchObject({ cod: 2 });
    expect(refused.msg).toContain(
      'This connection or this e-mail address already holds 2 multipacks that are not paid yet',
    );
    expect(refused.msg).not.toMatch(FULL);
    const sv = await holdPack(squatter, 2, 'm4@example.com', 'sv-SE');
    expect(sv.msg).toContain('e-postadressen har redan 2 obetalda multipack');
    expect((await holdPack('198.51.100.60', 2, 'm5@example.com')).cod).toBe(1);
  });

  it('a cart holds at most 10 tee times in all: the 11th is refused when saved and when held', async () => {
    const one = await teeTimes('valderrama', 25, 5);
    const other = await teeTimes('naranjos', 25, 6);
    const ten = [...one, ...other.slice(0, 5)].map((tee) => ({ tee, players: 1 }));
    const eleven = [...ten, { tee: other[5] as Slot, players: 1 }];
    expect(ten).toHaveLength(10);
    const save = (items: typeof ten, session: Credentials = t.session) =>
      t.call('Carrito/GuardarCarrito', { jsonCarrito: JSON.stringify(cartOf(items)) }, session);
    expect((await save(ten)).cod).toBe(1);
    expect(await save(eleven)).toMatchObject({ cod: 2, msg: 'A cart holds at most 10 tee times' });
    expect(await save(eleven, await t.newSession('es-ES'))).toMatchObject({
      cod: 2,
      msg: 'Un carrito admite como máximo 10 horas de salida',
    });
    const held = await t.call(
      'PreReserva/RealizarPreReserva',
      {
        localizadorCarrito: newCartLocator(),
        jsonCarrito: JSON.stringify(cartOf(eleven)),
        ...holder(),
      },
      await t.newSession(),
      '203.0.113.70',
    );
    expect(held).toMatchObject({ cod: 2, msg: 'A cart holds at most 10 tee times' });
  });

  it('holds are rate-limited per address like logins: past 30 in an hour the address waits, others do not', async () => {
    const from = '203.0.113.80';
    // Empty carts: each is a hold request refused at once, so the count is all that is tested.
    const ask = (address: string) =>
      t.call(
        'PreReserva/RealizarPreReserva',
        {
          localizadorCarrito: newCartLocator(),
          jsonCarrito: JSON.stringify({ listaClubesRecorridos: [] }),
          ...holder(),
        },
        t.session,
        address,
      );
    for (let i = 0; i < LIMITS.ENGINE_HOLD_REQUESTS_PER_ADDRESS; i += 1)
      expect((await ask(from)).msg).toBe('The cart is empty');
    // The first wait is a second long: both are asked at once, well within it.
    const [waiting, registration] = await Promise.all([
      ask(from),
      // The same limiter counts tournament registrations from the address.
      t.call(
        'Torneos/InscribirJugadores',
        {
          idTorneo: 1,
          nombre: 'Grace',
          apellidos: 'Hopper',
          email: 'grace@example.com',
          aceptaCondiciones: true,
          jugadores: [tournamentPlayer(99)],
        },
        t.session,
        from,
      ),
    ]);
    expect(waiting).toMatchObject({ cod: 3 });
    expect(waiting.msg).toMatch(
      /^Too many bookings started from your connection\. Please try again in \d+ seconds?$/,
    );
    expect(registration.msg).toMatch(/^Too many bookings started from your connection/);
    expect((await ask('198.51.100.80')).msg).toBe('The cart is empty');
  });
});
