/** The PreCancelacion and Cancelacion controllers: a booking's cancellation policy; cancelling. */
import { and, eq } from 'drizzle-orm';
import {
  obtenerTipoCancelacion,
  realizarCancelacion,
  realizarPreCancelacionWeb,
} from '../contract/reserva.ts';
import { cancellations, charges, payments, reservations } from '../db/schema.ts';
import { failure } from '../calls/fail.ts';
import { handle } from '../calls/registry.ts';
import type { CallContext, Registered } from '../calls/registry.ts';
import { cancellationMail } from '../render/mail.ts';
import type { Locale } from '@fairway/design-system/rules';
import { readableCode } from './availability.ts';
import { courseInfo } from './catalog-cache.ts';
import { bookingForCaller } from './booking-access.ts';
import { reservationLinesWithNames } from './reservation-queries.ts';
import { cents, euros, isSlotTime, zonedInstant } from './tee-sheet.ts';
import { cancellationDeadlineAt } from './user-booking-rules.ts';

async function cancellableBooking(
  ctx: CallContext,
  localizador: string,
  email: string | undefined,
) {
  const row = await bookingForCaller(ctx, localizador, email);
  // Held, released or expired reservations were never bookings to cancel.
  if (row.status !== 'confirmed' && row.status !== 'cancelled') throw failure('bookingNotFound');
  const lines = await reservationLinesWithNames(ctx.db, row.id);
  const first = lines[0];
  if (!first) throw failure('bookingNotFound');
  const deadline = cancellationDeadlineAt(first.startsAt, first.cancellationDeadlineHours);
  const tipo = policyAt(first.onlineCancellation, deadline, ctx.clock.now());
  return {
    row,
    first,
    deadline,
    tipo,
    refund: euros(Math.max(0, cents(row.total) - cents(row.fee))),
  };
}

type Tipo = 'online' | 'contactarClub' | 'fueraDePlazo';

/** A club's policy at one instant: whether online cancellation applies and is still open. */
function policyAt(onlineCancellation: boolean, deadline: Date, now: Date): Tipo {
  if (!onlineCancellation) return 'contactarClub';
  return now.getTime() >= deadline.getTime() ? 'fueraDePlazo' : 'online';
}

/** The policy of a tee time not booked yet, so checkout can show it before paying. */
async function teeTimePolicy(
  ctx: CallContext,
  clubId: number,
  courseId: number,
  date: string,
  time: string,
) {
  const info = await courseInfo(ctx.db, courseId);
  if (!info || info.club.id !== clubId) throw failure('courseNotFound');
  if (!isSlotTime(info.course, time)) throw failure('invalidTime');
  const startsAt = zonedInstant(info.club.timeZone, date, time);
  const hours = info.club.cancellationDeadlineHours;
  const deadline = cancellationDeadlineAt(startsAt, hours);
  return {
    tipo: policyAt(info.club.onlineCancellation, deadline, ctx.clock.now()),
    permiteCancelacionOnline: info.club.onlineCancellation,
    horasLimite: hours,
    fechaLimite: deadline.toISOString(),
    importeDevolucion: null,
    comisionNoReembolsable: null,
  };
}

/** 'C' and 9 readable characters: never mistaken for the 8-character booking reference. */
function newCancellationReference(): string {
  return `C${readableCode(9)}`;
}

const obtenerTipoCancelacionCall = handle(obtenerTipoCancelacion, async (input, ctx) => {
  if (input.localizador === undefined) {
    // The contract's refinement guarantees all four tee-time fields in this mode.
    const { idVendedorProveedor, idRecorrido, fecha, hora } = input;
    if (!idVendedorProveedor || !idRecorrido || !fecha || !hora) throw failure('invalidTime');
    return {
      datos: await teeTimePolicy(ctx, idVendedorProveedor, idRecorrido, fecha, hora),
    };
  }
  const b = await cancellableBooking(ctx, input.localizador, input.email);
  return {
    datos: {
      tipo: b.tipo,
      permiteCancelacionOnline: b.first.onlineCancellation,
      horasLimite: b.first.cancellationDeadlineHours,
      fechaLimite: b.deadline.toISOString(),
      importeDevolucion: b.refund,
      comisionNoReembolsable: b.row.fee,
    },
  };
});

const realizarPreCancelacionWebCall = handle(realizarPreCancelacionWeb, async (input, ctx) => {
  const b = await cancellableBooking(ctx, input.localizador, input.email);
  if (b.row.status === 'cancelled') throw failure('alreadyCancelled');
  if (b.tipo === 'contactarClub') throw failure('noOnlineCancellation');
  if (b.tipo === 'fueraDePlazo') throw failure('cancellationDeadlinePassed');
  const reference = newCancellationReference();
  await ctx.db
    .insert(cancellations)
    .values({ reservationId: b.row.id, reference, status: 'pending', refundAmount: b.refund });
  return { localizadorCancelacion: reference };
});

const realizarCancelacionCall = handle(realizarCancelacion, async (input, ctx) => {
  // The same proof as the first step: the cancellation reference alone is not enough.
  const b = await cancellableBooking(ctx, input.localizador, input.email);
  const row = b.row;
  const [pending] = await ctx.db
    .select()
    .from(cancellations)
    .where(
      and(
        eq(cancellations.reference, input.localizadorCancelacion.toUpperCase()),
        eq(cancellations.reservationId, row.id),
      ),
    );
  if (!pending) throw failure('referenceNotValid');
  if (row.status === 'cancelled') throw failure('alreadyCancelled');
  if (b.tipo === 'contactarClub') throw failure('noOnlineCancellation');
  if (b.tipo === 'fueraDePlazo') throw failure('cancellationDeadlinePassed');
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const changed = await tx
      .update(reservations)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(and(eq(reservations.id, row.id), eq(reservations.status, 'confirmed')))
      .returning({ id: reservations.id });
    if (changed.length === 0) throw failure('alreadyCancelled');
    await tx
      .update(cancellations)
      .set({ status: 'completed', completedAt: now })
      .where(eq(cancellations.id, pending.id));
    const paid = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.reservationId, row.id), eq(payments.status, 'succeeded')));
    for (const p of paid) {
      await tx.update(charges).set({ refundedAt: now }).where(eq(charges.paymentId, p.id));
    }
    await ctx.mailer.enqueue(tx, {
      kind: 'cancellation',
      to: row.holderEmail,
      content: cancellationMail({
        locale: row.locale as Locale,
        localizador: row.localizador,
        cancellationReference: pending.reference,
        clubName: b.first.clubName,
        date: b.first.playDate,
        time: b.first.teeTime,
      }),
      dedupeKey: `cancellation:${row.localizador}`,
    });
  });
  return {
    datos: {
      localizador: row.localizador,
      estado: 'cancelled',
      importeDevuelto: pending.refundAmount,
    },
  };
});

export const cancelacionCalls: Registered[] = [
  obtenerTipoCancelacionCall,
  realizarPreCancelacionWebCall,
  realizarCancelacionCall,
];
