/** The bookings of one user, line by line, for the private area's lists and notices. */
import { and, asc, countDistinct, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import {
  clubs,
  courses,
  municipalities,
  regions,
  reservationLines,
  reservations,
} from '../db/schema.ts';
import type { BookingLine } from './user-booking-rules.ts';

/** Every line of the user's bookings in the given states: by booking, then by tee time. */
export function userBookingLines(
  executor: Executor,
  userId: number,
  statuses: readonly string[],
): Promise<BookingLine[]> {
  return executor
    .select({
      reservationId: reservations.id,
      localizador: reservations.localizador,
      status: reservations.status,
      createdAt: reservations.createdAt,
      cancelledAt: reservations.cancelledAt,
      total: reservations.total,
      lineId: reservationLines.id,
      playDate: reservationLines.playDate,
      teeTime: reservationLines.teeTime,
      startsAt: reservationLines.startsAt,
      players: reservationLines.players,
      clubId: clubs.id,
      clubName: clubs.name,
      timeZone: clubs.timeZone,
      onlineCancellation: clubs.onlineCancellation,
      cancellationDeadlineHours: clubs.cancellationDeadlineHours,
      courseId: courses.id,
      courseName: courses.name,
    })
    .from(reservations)
    .innerJoin(reservationLines, eq(reservationLines.reservationId, reservations.id))
    .innerJoin(clubs, eq(clubs.id, reservationLines.clubId))
    .innerJoin(courses, eq(courses.id, reservationLines.courseId))
    .where(and(eq(reservations.userId, userId), inArray(reservations.status, [...statuses])))
    .orderBy(asc(reservations.id), asc(reservationLines.startsAt), asc(reservationLines.id));
}

/** The regions the user has confirmed bookings in, most booked first. */
export async function userBookingRegions(executor: Executor, userId: number) {
  const rows = await executor
    .select({ id: regions.id, names: regions.names, bookings: countDistinct(reservations.id) })
    .from(reservations)
    .innerJoin(reservationLines, eq(reservationLines.reservationId, reservations.id))
    .innerJoin(clubs, eq(clubs.id, reservationLines.clubId))
    .innerJoin(municipalities, eq(municipalities.id, clubs.municipalityId))
    .innerJoin(regions, eq(regions.id, municipalities.regionId))
    .where(and(eq(reservations.userId, userId), eq(reservations.status, 'confirmed')))
    .groupBy(regions.id)
    .orderBy(desc(countDistinct(reservations.id)), asc(regions.id));
  return rows.map((row) => ({ ...row, bookings: Number(row.bookings) }));
}
