import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../src/db/client.ts';
import { cartFor, findSlot, notifySandbox, preBook } from './flows.ts';
import { BACKENDS, startTestEngine } from './harness.ts';
import type { TestEngine } from './harness.ts';

/** The sandbox's notification is held to the payment's own sum, as every provider's is. */
describe.each(BACKENDS)('sandbox notification amount and currency on %s', (backend) => {
  let t: TestEngine;
  beforeAll(async () => {
    t = await startTestEngine(backend);
  }, 120_000);
  afterAll(async () => t?.close());

  const notify = (n: Record<string, unknown>) =>
    notifySandbox(t.url, t.config.PAYMENT_WEBHOOK_SECRET, n);

  it('refuses another amount, another currency and an unknown payment; then applies the right one', async () => {
    const slot = await findSlot(t, 'naranjos');
    const pre = await preBook(t, cartFor(slot, 1));
    expect(pre.cod, pre.msg).toBe(1);
    const { localizador, total } = pre.datos as { localizador: string; total: number };
    const pasarela = await t.call('PreReserva/ObtenerDatosPasarelaPreReserva', { localizador });
    const idPago = (pasarela.datos as { idPago: string }).idPago;
    const base = { idPago, resultado: 'succeeded' };

    expect(
      (await notify({ ...base, eventId: 'evt_sum_1', importe: total - 1, moneda: 'EUR' })).status,
    ).toBe(400);
    expect(
      (await notify({ ...base, eventId: 'evt_sum_2', importe: total, moneda: 'USD' })).status,
    ).toBe(400);
    expect((await notify({ ...base, eventId: 'evt_sum_3', moneda: 'EUR' })).status).toBe(400);
    expect(
      (
        await notify({
          ...base,
          eventId: 'evt_sum_4',
          idPago: 'unknown',
          importe: total,
          moneda: 'EUR',
        })
      ).status,
    ).toBe(404);
    const [before] = await rows<{ events: number; status: string }>(
      t.engine.database.db,
      sql`select (select count(*) from payment_events e where e.payment_id = p.id)::int as events, r.status from payments p join reservations r on r.id = p.reservation_id where p.public_id = ${idPago}`,
    );
    expect(before).toEqual({ events: 0, status: 'held' });

    const right = await notify({ ...base, eventId: 'evt_sum_5', importe: total, moneda: 'EUR' });
    expect(right.status).toBe(200);
    const state = await t.call('Reserva/ObtenerEstadoReservaYPago', { localizador });
    expect(state.datos).toMatchObject({ estadoReserva: 'confirmed', estadoPago: 'succeeded' });
  });
});
