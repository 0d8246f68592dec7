/**
 * No overselling across processes (issue 28): three engine workers behind one port (node:cluster)
 * on one PostgreSQL database, each request on a new connection so the primary hands them round
 * the workers. What settles each race is the database (row locks, unique keys), never a
 * process's memory; the proofs count what the database holds afterwards.
 */
import type { ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SECRETS } from '../src/config.ts';
import { openDatabase, rows } from '../src/db/client.ts';
import type { Database } from '../src/db/client.ts';
import {
  cartFor,
  findSlot,
  freePlayersAt,
  holder,
  newCartLocator,
  notifySandbox,
  preBook,
  tournamentPlayer,
} from './flows.ts';
import { freshServerDatabase, remoteEngine, SERVER_URL } from './harness.ts';
import type { Answer, Caller } from './harness.ts';
import { spawnEngine, stopEngine, testPort, waitHealthy, workerHealth } from './process.ts';

const WORKERS = 3;
const NOT_ENOUGH =
  'Unable to book, the number of players selected is greater than the number of players available';
const PLACES_EXCEEDED = 'The number of selected items exceeds the maximum allowed';

/** Golfer `i`'s own client address, as the shop passes it on (TEST-NET-2). */
const golferAddress = (i: number) => `198.51.100.${i + 1}`;

describe.skipIf(!SERVER_URL)('races over three engine workers on PostgreSQL', () => {
  let child: ChildProcess | null = null;
  let drop: (() => Promise<void>) | null = null;
  let database: Database | null = null;
  let url = '';
  let engine: Caller;

  const db = () => {
    if (!database) throw new Error('no database');
    return database.db;
  };

  const workerPid = async (): Promise<number> => (await workerHealth(url)).pid;

  /**
   * Runs `count` requests at once, each on a connection of its own, with as many /healthz probes
   * among them: the workers the probes reach are the workers the burst was spread over.
   */
  async function burst<T>(count: number, request: (i: number) => Promise<T>) {
    const probes: Promise<number>[] = [];
    const answers = await Promise.all(
      Array.from({ length: count }, (_, i) => {
        probes.push(workerPid());
        return request(i);
      }),
    );
    return { answers, workers: new Set(await Promise.all(probes)) };
  }

  beforeAll(async () => {
    const server = await freshServerDatabase();
    drop = server.drop;
    const port = await testPort(10);
    url = `http://127.0.0.1:${port}`;
    child = spawnEngine({
      DATABASE_URL: server.url,
      DATABASE_POOL_SIZE: '10',
      ENGINE_PORT: String(port),
      ENGINE_WORKERS: String(WORKERS),
    });
    await waitHealthy(url);
    // Every worker up: the primary forks them after the first answers.
    for (let n = 0; n < 300; n += 1) {
      const pids = new Set(await Promise.all(Array.from({ length: 6 }, workerPid)));
      if (pids.size === WORKERS) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    engine = await remoteEngine(url);
    database = await openDatabase({ databaseUrl: server.url, poolSize: 2, migrate: false });
  }, 180_000);

  afterAll(async () => {
    if (child) await stopEngine(child);
    await database?.close();
    await drop?.();
  }, 60_000);

  it('50 holds at once on one tee time: the places held are its capacity, the rest refused cleanly', async () => {
    const slot = await findSlot(engine, 'naranjos', 10);
    const capacity = await freePlayersAt(engine, slot);
    expect(capacity).toBeGreaterThan(1);
    // Fifty golfers, each with an address and e-mail of their own: one golfer's holds queue
    // behind each other (hold-queries.ts), and would hide the race for the tee time.
    const hold = (i: number) =>
      engine.call(
        'PreReserva/RealizarPreReserva',
        {
          localizadorCarrito: newCartLocator(),
          jsonCarrito: JSON.stringify(cartFor(slot, 1)),
          ...holder(i),
        },
        undefined,
        golferAddress(i),
      );
    const { answers, workers } = await burst(50, hold);
    expect(workers.size).toBe(WORKERS);

    const ok = answers.filter((a) => a.cod === 1);
    expect(ok).toHaveLength(capacity);
    const refused = answers.filter((a) => a.cod !== 1);
    expect(refused).toHaveLength(50 - capacity);
    // The contract's refusal, answered 200: no 5xx, no error of a lost race.
    for (const a of refused) expect(a).toMatchObject({ cod: 2, msg: NOT_ENOUGH, httpStatus: 200 });
    const [held] = await rows<{ players: number; holds: number }>(
      db(),
      sql`select coalesce(sum(l.players), 0)::int as players, count(distinct r.id)::int as holds
          from reservation_lines l join reservations r on r.id = l.reservation_id
          where l.course_id = ${slot.idRecorrido} and l.play_date = ${slot.fecha}
            and l.tee_time = ${slot.hora} and r.status = 'held'`,
    );
    expect(held).toEqual({ players: capacity, holds: capacity });
    expect(await freePlayersAt(engine, slot)).toBe(0);
  });

  it('one paid booking’s notification sent 10 times at once: one booking, one charge, one voucher', async () => {
    const slot = await findSlot(engine, 'naranjos', 12);
    const pre = await preBook(engine, cartFor(slot, 2));
    expect(pre.cod, pre.msg).toBe(1);
    const ref = (pre.datos as { localizador: string }).localizador;
    const pasarela = await engine.call('PreReserva/ObtenerDatosPasarelaPreReserva', {
      localizador: ref,
    });
    expect(pasarela.cod, pasarela.msg).toBe(1);
    const idPago = (pasarela.datos as { idPago: string }).idPago;
    // The sandbox provider's notification, signed as it signs it (guarantees.test.ts, one process).
    const notification = {
      eventId: 'evt_cluster_retry',
      idPago,
      resultado: 'succeeded',
      marca: 'visa',
      ultimosDigitos: '4242',
    };
    const notify = async () => {
      const response = await notifySandbox(
        url,
        DEFAULT_SECRETS.PAYMENT_WEBHOOK_SECRET,
        notification,
        { connection: 'close' },
      );
      const answer = (await response.json()) as { datos: { resultado: string } };
      return { status: response.status, outcome: answer.datos.resultado };
    };
    const { answers, workers } = await burst(10, notify);
    expect(workers.size).toBe(WORKERS);
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.map((a) => a.outcome).sort()).toEqual([
      'applied',
      ...Array<string>(9).fill('duplicate'),
    ]);

    const [counts] = await rows<Record<string, number>>(
      db(),
      sql`select
            (select count(*) from reservations where localizador = ${ref} and status = 'confirmed')::int as confirmed,
            (select count(*) from payments p join reservations r on r.id = p.reservation_id
              where r.localizador = ${ref})::int as payments,
            (select count(*) from payments p join reservations r on r.id = p.reservation_id
              where r.localizador = ${ref} and p.status = 'succeeded')::int as succeeded,
            (select count(*) from charges c join payments p on p.id = c.payment_id
              join reservations r on r.id = p.reservation_id where r.localizador = ${ref})::int as charges,
            (select count(*) from payment_events e join payments p on p.id = e.payment_id
              where p.public_id = ${idPago})::int as events,
            (select count(*) from outbox where kind = 'voucher' and dedupe_key = ${`voucher:${ref}`})::int as vouchers`,
    );
    expect(counts).toEqual({
      confirmed: 1,
      payments: 1,
      succeeded: 1,
      charges: 1,
      events: 1,
      vouchers: 1,
    });
  });

  it('50 tournament registrations at once for 7 places: exactly 7 are taken', async () => {
    const list = await engine.call('Torneos/ListarTorneos', { porPagina: 50 });
    const tournament = (
      list.datos as { torneos: { idTorneo: number; nombre: string }[] }
    ).torneos.find((s) => s.nombre === 'Copa Costa del Sol Mijas');
    if (!tournament) throw new Error('no Copa Costa del Sol Mijas');
    const id = tournament.idTorneo;
    const placesOf = async () =>
      (
        (await engine.call('Torneos/ObtenerTorneo', { idTorneo: id })).datos as {
          plazasLibres: number;
        }
      ).plazasLibres;
    const left = await placesOf();
    await db().execute(
      sql`update tournaments set max_players = max_players - ${left} + 7 where id = ${id}`,
    );
    expect(await placesOf()).toBe(7);

    const register = (i: number): Promise<Answer> =>
      engine.call(
        'Torneos/InscribirJugadores',
        {
          idTorneo: id,
          nombre: 'Grace',
          apellidos: 'Hopper',
          email: `grace${i}@example.com`,
          telefono: '+34 600 000 000',
          aceptaCondiciones: true,
          jugadores: [tournamentPlayer(3000 + i)],
        },
        undefined,
        golferAddress(i),
      );
    const { answers, workers } = await burst(50, register);
    expect(workers.size).toBe(WORKERS);
    expect(answers.filter((a) => a.cod === 1)).toHaveLength(7);
    const refused = answers.filter((a) => a.cod !== 1);
    expect(refused).toHaveLength(43);
    for (const a of refused)
      expect(a).toMatchObject({ cod: 2, msg: PLACES_EXCEEDED, httpStatus: 200 });
    const [taken] = await rows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from tournament_players p
          join reservations r on r.id = p.reservation_id
          where p.tournament_id = ${id} and p.phone_key like '34611103%' and r.status = 'held'`,
    );
    expect(taken?.n).toBe(7);
    expect(await placesOf()).toBe(0);
  });
});
