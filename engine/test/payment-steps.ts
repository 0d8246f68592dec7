/**
 * Steps every payment provider's engine test takes the same way: cancelling a paid booking online
 * and reading what the database kept of its payment. Each provider's test keeps only what is its
 * own (how it starts, pays and notifies).
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rows } from '../src/db/client.ts';
import { cartFor, findSlot, newCartLocator } from './flows.ts';
import type { Golfer } from './golfers.ts';
import type { TestEngine } from './harness.ts';

export interface Cancelled {
  /** Euros given back. */
  importeDevuelto: number;
  estadoDevolucion: 'realizada' | 'solicitada';
}

/** Cancels a paid booking online in its two steps, by reference (and e-mail when given). */
export async function cancelOnline(
  t: TestEngine,
  localizador: string,
  email?: string,
): Promise<Cancelled> {
  const proof = email === undefined ? {} : { email };
  const pre = await t.call('PreCancelacion/RealizarPreCancelacionWeb', {
    localizador,
    idPlataforma: 1,
    ...proof,
  });
  expect(pre.cod, pre.msg).toBe(1);
  const done = await t.call('Cancelacion/RealizarCancelacion', {
    localizador,
    localizadorCancelacion: pre.localizadorCancelacion as string,
    ...proof,
  });
  expect(done.cod, done.msg).toBe(1);
  return done.datos as Cancelled;
}

/** Whether the payment's charge is marked refunded; null without a charge. */
export async function chargeRefunded(t: TestEngine, idPago: string): Promise<boolean | null> {
  const [charge] = await rows<{ refunded: boolean }>(
    t.engine.database.db,
    sql`select c.refunded_at is not null as refunded from charges c join payments p on p.id = c.payment_id where p.public_id = ${idPago}`,
  );
  return charge?.refunded ?? null;
}

/** How many provider events the payment has applied (a replay adds none). */
export async function paymentEventCount(t: TestEngine, idPago: string): Promise<number> {
  const [row] = await rows<{ count: number }>(
    t.engine.database.db,
    sql`select count(*)::int as count from payment_events e join payments p on p.id = e.payment_id where p.public_id = ${idPago}`,
  );
  return row?.count ?? -1;
}

/** The provider's name for the payment, as the engine keeps it. */
export async function providerReferenceOf(t: TestEngine, idPago: string): Promise<string | null> {
  const [row] = await rows<{ reference: string | null }>(
    t.engine.database.db,
    sql`select provider_reference as reference from payments where public_id = ${idPago}`,
  );
  return row?.reference ?? null;
}

/** The refund events of a booking: what the back office is asked to do, or has done. */
export async function refundEvents(
  t: TestEngine,
  localizador: string,
): Promise<Record<string, unknown>[]> {
  const found = await rows<{ data: Record<string, unknown> }>(
    t.engine.database.db,
    sql`select e.data from reservation_events e join reservations r on r.id = e.reservation_id where r.localizador = ${localizador} and e.kind = 'refund' order by e.id`,
  );
  return found.map((row) => row.data);
}

/** A logged-in golfer's own hold of one player, at the `n`-th free tee time `daysAhead` away. */
export async function holdAs(
  t: TestEngine,
  user: Golfer,
  at: { daysAhead: number; n: number },
): Promise<{ localizador: string; total: number }> {
  const slot = await findSlot(t, 'naranjos', at.daysAhead, at.n);
  const answer = await t.call(
    'PreReserva/RealizarPreReserva',
    {
      localizadorCarrito: newCartLocator(),
      jsonCarrito: JSON.stringify(cartFor(slot, 1)),
      nombre: 'Ana',
      apellidos: 'García',
      email: user.email,
      aceptaCondiciones: true,
    },
    user.credentials,
  );
  expect(answer.cod, answer.msg).toBe(1);
  return answer.datos as { localizador: string; total: number };
}

/** A booking's state and payment as its owner reads them. */
export async function bookingStateAs(t: TestEngine, localizador: string, user: Golfer) {
  const answer = await t.call(
    'Reserva/ObtenerEstadoReservaYPago',
    { localizador },
    user.credentials,
  );
  return answer.datos as { estadoReserva: string; estadoPago: string; marcaTarjeta: string | null };
}

/** The golfer's saved cards, as the private area lists them. */
export async function savedCardsOf(t: TestEngine, user: Golfer) {
  const list = await t.call('Usuarios/ListarTarjetasUsuario', {}, user.credentials);
  expect(list.cod, list.msg).toBe(1);
  return (list.datos as { listaTarjetas: Record<string, unknown>[] }).listaTarjetas;
}
