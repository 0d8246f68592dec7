import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import type { Caller } from '../calls/registry.ts';
import type { Executor } from '../db/client.ts';
import { clubs, courses, payments, reservationLines, reservations } from '../db/schema.ts';

export type ReservationRow = typeof reservations.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

export async function reservationByLocator(
  executor: Executor,
  localizador: string,
): Promise<ReservationRow | null> {
  const [row] = await executor
    .select()
    .from(reservations)
    .where(eq(reservations.localizador, localizador))
    .limit(1);
  return row ?? null;
}

export async function reservationLinesWithNames(executor: Executor, reservationId: number) {
  const result = await executor
    .select({
      line: reservationLines,
      clubName: clubs.name,
      clubAddress: clubs.address,
      clubPhone: clubs.phone,
      timeZone: clubs.timeZone,
      onlineCancellation: clubs.onlineCancellation,
      cancellationDeadlineHours: clubs.cancellationDeadlineHours,
      courseName: courses.name,
      holes: courses.holes,
    })
    .from(reservationLines)
    .innerJoin(clubs, eq(clubs.id, reservationLines.clubId))
    .innerJoin(courses, eq(courses.id, reservationLines.courseId))
    .where(eq(reservationLines.reservationId, reservationId))
    .orderBy(asc(reservationLines.startsAt));
  return result.map((r) => ({ ...r.line, ...r, line: undefined }));
}
export type LineWithNames = Awaited<ReturnType<typeof reservationLinesWithNames>>[number];

/** The payment that tells a booking's state: the successful one, else the latest. */
export async function paymentOf(
  executor: Executor,
  reservationId: number,
): Promise<PaymentRow | null> {
  const [row] = await executor
    .select()
    .from(payments)
    .where(eq(payments.reservationId, reservationId))
    .orderBy(sql`case when ${payments.status} = 'succeeded' then 0 else 1 end, ${payments.id} desc`)
    .limit(1);
  return row ?? null;
}

/** The caller's live holds made from one cart locator (its session's, or its user's). */
export function liveHoldsOfCart(
  executor: Executor,
  caller: Pick<Caller, 'sessionId' | 'userId'>,
  cartLocalizador: string,
  now: Date,
): Promise<ReservationRow[]> {
  const owned =
    caller.userId !== null
      ? or(eq(reservations.userId, caller.userId), eq(reservations.sessionId, caller.sessionId))
      : eq(reservations.sessionId, caller.sessionId);
  return executor
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.cartLocalizador, cartLocalizador),
        eq(reservations.status, 'held'),
        gt(reservations.holdExpiresAt, now),
        owned,
      ),
    );
}

export function linesOfReservation(executor: Executor, reservationId: number) {
  return executor
    .select()
    .from(reservationLines)
    .where(eq(reservationLines.reservationId, reservationId));
}
