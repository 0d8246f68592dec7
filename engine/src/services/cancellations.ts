import { and, eq } from 'drizzle-orm';
import * as r from '../contract/reserva.ts';
import { localizador as localizadorSchema } from '../contract/envelope.ts';
import { cancellations, charges, payments, reservations } from '../db/schema.ts';
import { failure } from '../http/fail.ts';
import { handle } from '../http/registry.ts';
import type { CallContext, Registered } from '../http/registry.ts';
import { cancellationMail } from '../render/mail.ts';
import type { RenderLocale } from '../render/voucher.ts';
import { readableCode } from './availability.ts';
import { reservationByLocator, reservationLinesWithNames } from './reservation-queries.ts';
import { cents, euros } from './tee-sheet.ts';

async function cancellableBooking(
  ctx: CallContext,
  localizador: string,
  email: string | undefined,
) {
  if (!localizadorSchema.safeParse(localizador).success) throw failure('referenceNotValid');
  const row = await reservationByLocator(ctx.db, localizador);
  // The reference alone proves little to a stranger; an e-mail given must be the holder's.
  const emailMismatch =
    email !== undefined && email.trim().toLowerCase() !== row?.holderEmail.toLowerCase();
  const userMismatch =
    ctx.caller.userId !== null && row?.userId !== null && row?.userId !== ctx.caller.userId;
  if (
    !row ||
    emailMismatch ||
    userMismatch ||
    (row.status !== 'confirmed' && row.status !== 'cancelled')
  ) {
    throw failure('bookingNotFound');
  }
  const lines = await reservationLinesWithNames(ctx.db, row.id);
  const first = lines[0];
  if (!first) throw failure('bookingNotFound');
  const deadline = new Date(first.startsAt.getTime() - first.cancellationDeadlineHours * 3600_000);
  const tipo: 'online' | 'contactarClub' | 'fueraDePlazo' = !first.onlineCancellation
    ? 'contactarClub'
    : ctx.clock.now().getTime() >= deadline.getTime()
      ? 'fueraDePlazo'
      : 'online';
  return {
    row,
    first,
    deadline,
    tipo,
    refund: euros(Math.max(0, cents(row.total) - cents(row.fee))),
  };
}

/** 'C' and 9 readable characters: never mistaken for the 8-character booking reference. */
function newCancellationReference(): string {
  return `C${readableCode(9)}`;
}

export const cancelacionCalls: Registered[] = [
  handle(r.obtenerTipoCancelacion, async (input, ctx) => {
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
  }),

  handle(r.realizarPreCancelacionWeb, async (input, ctx) => {
    const b = await cancellableBooking(ctx, input.localizador, input.email);
    if (b.row.status === 'cancelled') throw failure('alreadyCancelled');
    if (b.tipo === 'contactarClub') throw failure('noOnlineCancellation');
    if (b.tipo === 'fueraDePlazo') throw failure('cancellationDeadlinePassed');
    const reference = newCancellationReference();
    await ctx.db
      .insert(cancellations)
      .values({ reservationId: b.row.id, reference, status: 'pending', refundAmount: b.refund });
    return { localizadorCancelacion: reference };
  }),

  handle(r.realizarCancelacion, async (input, ctx) => {
    if (!localizadorSchema.safeParse(input.localizador).success) throw failure('referenceNotValid');
    const row = await reservationByLocator(ctx.db, input.localizador);
    if (!row) throw failure('bookingNotFound');
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
    const b = await cancellableBooking(ctx, input.localizador, undefined);
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
          locale: row.locale as RenderLocale,
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
  }),
];
