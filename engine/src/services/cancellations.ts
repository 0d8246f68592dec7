/**
 * The PreCancelacion and Cancelacion controllers: a booking's cancellation policy; cancelling.
 * Every line is judged by its own club (the design system's rules/cancellation.ts).
 */
import { and, eq } from 'drizzle-orm';
import {
  obtenerTipoCancelacion,
  realizarCancelacion,
  realizarPreCancelacionWeb,
} from '@fairway/contract/reserva';
import { cancellations, charges, payments, reservations } from '../db/schema.ts';
import { failure } from '../calls/fail.ts';
import { handle } from '../calls/registry.ts';
import type { CallContext, Registered } from '../calls/registry.ts';
import { cancellationMail } from '../render/mail.ts';
import { judgeBooking, judgeLine, zonedInstant } from '@fairway/rules';
import type { BookingVerdict, CancellationTerms, Locale } from '@fairway/rules';
import { readableCode } from './availability.ts';
import { courseInfo } from './catalog-cache.ts';
import { bookingForCaller } from './booking-access.ts';
import { reservationLinesWithNames } from './reservation-queries.ts';
import type { PaymentRow, ReservationRow } from './reservation-queries.ts';
import { providerNamed } from '../payments/providers.ts';
import { cents, euros, isSlotTime } from './tee-sheet.ts';
import { recordEvent } from './reservations.ts';
import { registrationOfReservation, roundsOf } from './tournament-queries.ts';

/** A booked tee time as the cancellation rule judges it, with what the answers and mail name. */
interface JudgedLine extends CancellationTerms {
  clubName: string;
  courseName: string;
  playDate: string;
  teeTime: string;
  timeZone: string;
}

/**
 * Every tee time of a booking, multipack rounds included. A tournament entry has no tee-time
 * lines: it is one line at the tournament's club, starting at the first round's first tee, so its
 * club's policy and deadline judge it like any tee time.
 */
async function linesToJudge(ctx: CallContext, row: ReservationRow): Promise<JudgedLine[]> {
  const lines = await reservationLinesWithNames(ctx.db, row.id);
  if (lines.length > 0) return lines;
  const entry = await registrationOfReservation(ctx.db, row.id);
  if (!entry) return [];
  const [first] = await roundsOf(ctx.db, [entry.tournament.id]);
  if (!first) return [];
  const { club } = entry;
  return [
    {
      clubName: club.name,
      courseName: first.courseName,
      playDate: first.round.playDate,
      teeTime: first.round.firstTee,
      timeZone: club.timeZone,
      startsAt: zonedInstant(club.timeZone, first.round.playDate, first.round.firstTee),
      onlineCancellation: club.onlineCancellation,
      cancellationDeadlineHours: club.cancellationDeadlineHours,
    },
  ];
}

/** The booking the caller may see, judged line by line at this call's instant. */
async function cancellableBooking(
  ctx: CallContext,
  localizador: string,
  email: string | undefined,
) {
  const row = await bookingForCaller(ctx, localizador, email);
  // Held, released or expired reservations were never bookings to cancel.
  if (row.status !== 'confirmed' && row.status !== 'cancelled') throw failure('bookingNotFound');
  const lines = await linesToJudge(ctx, row);
  const first = lines[0];
  if (!first) throw failure('bookingNotFound');
  const verdict = judgeBooking(lines, ctx.clock.now());
  // All or nothing: online, every line gives back what was paid for it, which is all but the fee.
  const refundCents =
    verdict.kind === 'online' ? Math.max(0, cents(row.total) - cents(row.fee)) : 0;
  return { row, first, verdict, tipo: TIPO[verdict.kind], refund: euros(refundCents) };
}

/** The contract's words for the rule's kinds. */
const TIPO = {
  online: 'online',
  contactClub: 'contactarClub',
  deadlinePassed: 'fueraDePlazo',
} as const;

/** The hours behind the booking's deadline: the blocking line's, else the line closing first. */
function deadlineHours(verdict: BookingVerdict<JudgedLine>): number {
  const decisive =
    verdict.blocking ??
    verdict.lines.find((l) => l.deadline.getTime() === verdict.deadline.getTime());
  return decisive?.cancellationDeadlineHours ?? 0;
}

function blockingLine(verdict: BookingVerdict<JudgedLine>) {
  const line = verdict.blocking;
  if (!line || line.kind === 'online') return null;
  return {
    nombreClub: line.clubName,
    nombreRecorrido: line.courseName,
    fecha: line.playDate,
    hora: line.teeTime,
    zonaHoraria: line.timeZone,
    tipo: TIPO[line.kind],
    fechaLimite: line.deadline.toISOString(),
  };
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
  const { onlineCancellation, cancellationDeadlineHours } = info.club;
  const startsAt = zonedInstant(info.club.timeZone, date, time);
  const verdict = judgeLine(
    { startsAt, onlineCancellation, cancellationDeadlineHours },
    ctx.clock.now(),
  );
  return {
    tipo: TIPO[verdict.kind],
    permiteCancelacionOnline: onlineCancellation,
    horasLimite: cancellationDeadlineHours,
    fechaLimite: verdict.deadline.toISOString(),
    importeDevolucion: null,
    comisionNoReembolsable: null,
    lineaBloqueante: null,
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
      permiteCancelacionOnline: b.verdict.lines.every((l) => l.onlineCancellation),
      horasLimite: deadlineHours(b.verdict),
      fechaLimite: b.verdict.deadline.toISOString(),
      importeDevolucion: b.refund,
      comisionNoReembolsable: b.row.fee,
      lineaBloqueante: blockingLine(b.verdict),
    },
  };
});

function refuseUnlessOnline(tipo: (typeof TIPO)[keyof typeof TIPO]): void {
  if (tipo === 'contactarClub') throw failure('noOnlineCancellation');
  if (tipo === 'fueraDePlazo') throw failure('cancellationDeadlinePassed');
}

const realizarPreCancelacionWebCall = handle(realizarPreCancelacionWeb, async (input, ctx) => {
  const b = await cancellableBooking(ctx, input.localizador, input.email);
  if (b.row.status === 'cancelled') throw failure('alreadyCancelled');
  refuseUnlessOnline(b.tipo);
  const reference = newCancellationReference();
  await ctx.db
    .insert(cancellations)
    .values({ reservationId: b.row.id, reference, status: 'pending', refundAmount: b.refund });
  return { localizadorCancelacion: reference };
});

/**
 * Gives the refund back through the provider each payment was made with, once the cancellation
 * is committed (a provider is called outside any transaction). A refund the provider refuses or
 * never answers leaves the charge unrefunded, is logged and recorded as asked of the back office
 * (the `refund` event GuardarEstadoDevolucion later completes); the answer says so, so the golfer
 * is told when the money will really arrive. True when every provider took its part.
 */
async function refundThroughProviders(
  ctx: CallContext,
  reservationId: number,
  paid: PaymentRow[],
  refundCents: number,
): Promise<boolean> {
  let allTaken = true;
  let left = refundCents;
  for (const p of paid) {
    const share = Math.min(left, cents(p.amount));
    left -= share;
    const result =
      share === 0 ? { ok: true as const } : await providerNamed(p.provider).refund(p, share, ctx);
    if (!result.ok) {
      ctx.log.error(
        { payment: p.publicId, provider: p.provider, cents: share, reason: result.reason },
        'refund refused by the provider',
      );
      allTaken = false;
      await recordEvent(ctx.db, reservationId, 'refund', {
        estado: 'solicitada',
        importe: share / 100,
        proveedor: p.provider,
      });
      continue;
    }
    await ctx.db
      .update(charges)
      .set({ refundedAt: ctx.clock.now() })
      .where(eq(charges.paymentId, p.id));
  }
  return allTaken;
}

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
  // Judged again at this instant: a deadline may have passed since the pre-cancellation.
  refuseUnlessOnline(b.tipo);
  const now = ctx.clock.now();
  const paid = await ctx.db.transaction(async (tx) => {
    const changed = await tx
      .update(reservations)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(and(eq(reservations.id, row.id), eq(reservations.status, 'confirmed')))
      .returning({ id: reservations.id });
    if (changed.length === 0) throw failure('alreadyCancelled');
    await tx
      .update(cancellations)
      .set({ status: 'completed', completedAt: now, refundAmount: b.refund })
      .where(eq(cancellations.id, pending.id));
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
    return tx
      .select()
      .from(payments)
      .where(and(eq(payments.reservationId, row.id), eq(payments.status, 'succeeded')));
  });
  const taken = await refundThroughProviders(ctx, row.id, paid, cents(b.refund));
  return {
    datos: {
      localizador: row.localizador,
      estado: 'cancelled',
      importeDevuelto: b.refund,
      estadoDevolucion: taken ? ('realizada' as const) : ('solicitada' as const),
    },
  };
});

export const cancelacionCalls: Registered[] = [
  obtenerTipoCancelacionCall,
  realizarPreCancelacionWebCall,
  realizarCancelacionCall,
];
