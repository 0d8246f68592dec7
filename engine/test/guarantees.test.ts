import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../src/db/client.ts';
import { BACKENDS, startTestEngine } from './harness.ts';
import type { TestEngine } from './harness.ts';
import { cartFor, findSlot, notifySandbox, preBook } from './flows.ts';

const NOT_ENOUGH =
  'Unable to book, the number of players selected is greater than the number of players available';

// The race is the PostgreSQL server's to settle; PGlite runs one statement at a time and proves less.
describe.each(BACKENDS)('no overbooking and idempotent payments on %s', (backend) => {
  let t: TestEngine;
  beforeAll(async () => {
    t = await startTestEngine(backend);
  }, 180_000);
  afterAll(async () => t?.close());

  it('50 concurrent pre-bookings of 2 players for one empty slot: exactly 2 succeed', async () => {
    const slot = await findSlot(t, 'naranjos', 10);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => preBook(t, cartFor(slot, 2))),
    );
    const ok = answers.filter((a) => a.cod === 1);
    expect(ok).toHaveLength(2);
    const refused = answers.filter((a) => a.cod !== 1);
    expect(refused).toHaveLength(48);
    for (const a of refused) expect(a).toMatchObject({ cod: 2, msg: NOT_ENOUGH });
    const [held] = await rows<{ players: number }>(
      t.engine.database.db,
      sql`select coalesce(sum(players), 0)::int as players from reservation_lines where course_id = ${slot.idRecorrido} and play_date = ${slot.fecha} and tee_time = ${slot.hora}`,
    );
    expect(Number(held?.players)).toBe(4);
  });

  it('buggies: concurrent bookings never take more buggies than the club has', async () => {
    const [club] = await rows<{ id: number }>(
      t.engine.database.db,
      sql`select id from clubs where key = 'la-cala-golf-resort'`,
    );
    // Two buggies left at the club, so one group of four (two buggies) fits and no more.
    await t.engine.database.db.execute(
      sql`update clubs set buggy_stock = 2 where id = ${club?.id}`,
    );
    const { clearCatalogCache } = await import('../src/services/catalog-cache.ts');
    clearCatalogCache();
    const slots = await Promise.all(
      [0, 1, 2, 3, 4].map((skip) => findSlot(t, 'la cala', 11, skip)),
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        preBook(t, cartFor(slots[i % slots.length]!, 4, { buggyRate: true })),
      ),
    );
    const ok = answers.filter((a) => a.cod === 1);
    expect(ok).toHaveLength(1);
    for (const a of answers.filter((x) => x.cod !== 1)) {
      expect(a.msg).toMatch(/Not enough buggies in stock for this teetime|Unable to book/);
    }
    const probe = await t.call('Disponibilidad/HaySuficientesBuggies', {
      idVendedorProveedor: slots[0]!.idVendedorProveedor,
      idRecorrido: slots[0]!.idRecorrido,
      fecha: slots[0]!.fecha,
      hora: slots[0]!.hora,
      numJugadores: 2,
      numBuggiesRequeridos: 1,
    });
    expect(probe).toMatchObject({ cod: 1, hayDisponibilidad: false, buggiesDisponibles: 0 });
  });

  it('buggies: identical groups at one tee time each take their own buggy', async () => {
    const [club] = await rows<{ id: number }>(
      t.engine.database.db,
      sql`select id from clubs where key = 'real-club-de-golf-sotogrande'`,
    );
    expect(club).toBeDefined();
    await t.engine.database.db.execute(
      sql`update clubs set buggy_stock = 3 where id = ${club?.id}`,
    );
    const { clearCatalogCache } = await import('../src/services/catalog-cache.ts');
    clearCatalogCache();
    const slot = await findSlot(t, 'real club de golf sotogrande', 13);
    // Four one-player groups with the buggy rate: one buggy each, three in stock.
    const answers = [];
    for (let i = 0; i < 4; i += 1)
      answers.push(await preBook(t, cartFor(slot, 1, { buggyRate: true })));
    expect(answers.map((a) => a.cod)).toEqual([1, 1, 1, 2]);
    expect(answers[3]?.msg).toBe('Not enough buggies in stock for this teetime');
  });

  it('the same payment notification delivered 10 times at once gives one booking and one charge', async () => {
    const slot = await findSlot(t, 'naranjos', 12);
    const pre = await preBook(t, cartFor(slot, 2));
    const ref = (pre.datos as { localizador: string }).localizador;
    const pasarela = await t.call('PreReserva/ObtenerDatosPasarelaPreReserva', {
      localizador: ref,
    });
    const idPago = (pasarela.datos as { idPago: string }).idPago;
    const notification = {
      eventId: 'evt_retry_1',
      idPago,
      resultado: 'succeeded',
      marca: 'visa',
      ultimosDigitos: '4242',
    };
    const send = () => notifySandbox(t.url, t.config.PAYMENT_WEBHOOK_SECRET, notification);
    const responses = await Promise.all(Array.from({ length: 10 }, send));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    const outcomes = await Promise.all(
      responses.map(
        async (r) => ((await r.json()) as { datos: { resultado: string } }).datos.resultado,
      ),
    );
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    const [counts] = await rows<{ charges: number; confirmed: number; vouchers: number }>(
      t.engine.database.db,
      sql`select (select count(*) from charges c join payments p on p.id = c.payment_id join reservations r on r.id = p.reservation_id where r.localizador = ${ref})::int as charges,
                 (select count(*) from reservations where localizador = ${ref} and status = 'confirmed')::int as confirmed,
                 (select count(*) from outbox where dedupe_key = ${'voucher:' + ref})::int as vouchers`,
    );
    expect(counts).toEqual({ charges: 1, confirmed: 1, vouchers: 1 });
    // A second, different event for the already-paid payment changes nothing either.
    const r2 = await notifySandbox(t.url, t.config.PAYMENT_WEBHOOK_SECRET, {
      eventId: 'evt_retry_2',
      idPago,
      resultado: 'succeeded',
    });
    expect(((await r2.json()) as { datos: { resultado: string } }).datos.resultado).toBe(
      'duplicate',
    );
    const forged = await fetch(`${t.url}/pasarela/notificacion`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': 'nope' },
      body: JSON.stringify(notification),
    });
    expect(forged.status).toBe(400);
  });
});
