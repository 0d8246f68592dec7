import { describe, expect, it } from 'vitest';
import { bookingRow, groupBookings } from './user-booking-rules.ts';
import type { BookingLine } from './user-booking-rules.ts';

const now = new Date('2026-11-26T10:00:00Z');
const HOUR = 3_600_000;

function line(
  lineId: number,
  clubName: string,
  hoursAhead: number,
  onlineCancellation: boolean,
  cancellationDeadlineHours: number,
): BookingLine {
  const startsAt = new Date(now.getTime() + hoursAhead * HOUR);
  return {
    reservationId: 1,
    localizador: 'AB23CD45',
    status: 'confirmed',
    createdAt: now,
    cancelledAt: null,
    total: 845.5,
    lineId,
    playDate: startsAt.toISOString().slice(0, 10),
    teeTime: '08:00',
    startsAt,
    players: 1,
    clubId: lineId,
    clubName,
    timeZone: 'Europe/Madrid',
    onlineCancellation,
    cancellationDeadlineHours,
    courseId: lineId,
    courseName: clubName,
  };
}

const rowOf = (lines: BookingLine[]) => {
  const [booking] = groupBookings(lines);
  if (!booking) throw new Error('no booking');
  return bookingRow(booking, now);
};

describe('the private area’s row judges every tee time by its own club', () => {
  it('a later tee time at a club without online cancellation makes the booking not cancellable', () => {
    expect(
      rowOf([line(1, 'Los Naranjos', 100, true, 48), line(2, 'Las Brisas', 124, false, 72)]),
    ).toMatchObject({
      nombreClub: 'Los Naranjos',
      permiteCancelacionOnline: false,
      fechaLimiteCancelacion: null,
      cancelable: false,
    });
  });

  it('the deadline is the earliest of the lines’, and past it the booking is not cancellable', () => {
    const lines = [line(1, 'La Quinta', 30, true, 24), line(2, 'Los Naranjos', 40, true, 48)];
    // Los Naranjos plays later but closes 8 hours before now.
    expect(rowOf(lines)).toMatchObject({
      permiteCancelacionOnline: true,
      fechaLimiteCancelacion: new Date(now.getTime() - 8 * HOUR).toISOString(),
      cancelable: false,
    });
    expect(
      rowOf([line(1, 'La Quinta', 30, true, 24), line(2, 'Los Naranjos', 60, true, 48)]),
    ).toMatchObject({
      fechaLimiteCancelacion: new Date(now.getTime() + 6 * HOUR).toISOString(),
      cancelable: true,
    });
  });
});
