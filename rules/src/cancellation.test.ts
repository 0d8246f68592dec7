import { describe, expect, it } from 'vitest';
import { cancellationDeadline, clubWallClock, judgeBooking, judgeLine } from './cancellation';

const HOUR = 3_600_000;
const now = new Date('2026-11-26T10:00:00Z');
const inHours = (h: number) => new Date(now.getTime() + h * HOUR);

/** A tee time `h` hours from now at a club taking online cancellations until `deadline` hours before. */
function line(name: string, h: number, deadline: number, online = true) {
  return {
    name,
    startsAt: inHours(h),
    onlineCancellation: online,
    cancellationDeadlineHours: deadline,
  };
}

describe('cancellationDeadline', () => {
  it('is the club’s hours before the tee time, counted in real hours', () => {
    expect(cancellationDeadline(new Date('2026-11-28T07:00:00Z'), 72).toISOString()).toBe(
      '2026-11-25T07:00:00.000Z',
    );
    // Across the October change in Madrid: 24 real hours, 23 on the wall clock's reading.
    expect(cancellationDeadline(new Date('2026-10-25T09:00:00Z'), 24).toISOString()).toBe(
      '2026-10-24T09:00:00.000Z',
    );
  });
});

describe('judgeLine', () => {
  it('is online until the deadline, passed from its very instant, and never online where the club says no', () => {
    expect(judgeLine(line('a', 49, 48), now).kind).toBe('online');
    expect(judgeLine(line('a', 48, 48), now).kind).toBe('deadlinePassed');
    expect(judgeLine(line('a', 200, 48, false), now)).toEqual({
      kind: 'contactClub',
      deadline: inHours(152),
    });
  });
});

describe('judgeBooking', () => {
  it('is online when every line allows it, until the earliest deadline', () => {
    const verdict = judgeBooking([line('early tee', 30, 24), line('late tee', 60, 48)], now);
    expect(verdict.kind).toBe('online');
    expect(verdict.blocking).toBeNull();
    // The earlier tee time's 24 h close first: 6 h from now is the booking's deadline.
    expect(verdict.deadline).toEqual(inHours(6));
  });

  it('is not online when a later line’s club takes no online cancellation, and names it', () => {
    // The reviewer's cart: Los Naranjos allows it; Las Brisas, a day later, does not.
    const verdict = judgeBooking(
      [line('Los Naranjos', 100, 48), line('Las Brisas', 124, 72, false)],
      now,
    );
    expect(verdict.kind).toBe('contactClub');
    expect(verdict.blocking?.name).toBe('Las Brisas');
    expect(verdict.lines.map((l) => l.kind)).toEqual(['online', 'contactClub']);
  });

  it('is past its deadline when a later tee time’s earlier deadline has passed', () => {
    const verdict = judgeBooking([line('24 h club', 30, 24), line('72 h club', 60, 72)], now);
    expect(verdict.kind).toBe('deadlinePassed');
    expect(verdict.blocking?.name).toBe('72 h club');
    expect(verdict.deadline).toEqual(inHours(-12));
  });

  it('names a club that takes no online cancellation before a passed deadline', () => {
    const verdict = judgeBooking([line('passed', 10, 24), line('no online', 100, 24, false)], now);
    expect(verdict.kind).toBe('contactClub');
    expect(verdict.blocking?.name).toBe('no online');
  });

  it('turns from online to passed as the clock crosses the earliest deadline', () => {
    const lines = [line('a', 30, 24), line('b', 50, 24)];
    expect(judgeBooking(lines, inHours(5)).kind).toBe('online');
    expect(judgeBooking(lines, inHours(6)).blocking?.name).toBe('a');
  });

  it('has nothing to cancel online without lines', () => {
    expect(judgeBooking([], now)).toMatchObject({ kind: 'contactClub', blocking: null });
  });
});

describe('clubWallClock', () => {
  it('shows an engine deadline on the club’s wall clock, across a daylight-saving change', () => {
    expect(clubWallClock('2026-12-04T08:10:00.000Z', 'Europe/Madrid')).toBe('2026-12-04T09:10');
    expect(clubWallClock('2026-07-04T08:10:00.000Z', 'Europe/Madrid')).toBe('2026-07-04T10:10');
    expect(clubWallClock('2026-07-04T08:10:00.000Z', 'Atlantic/Canary')).toBe('2026-07-04T09:10');
    // The night of the March change: the same UTC hour an hour later on the wall.
    expect(clubWallClock('2026-03-28T08:00:00.000Z', 'Europe/Madrid')).toBe('2026-03-28T09:00');
    expect(clubWallClock('2026-03-29T08:00:00.000Z', 'Europe/Madrid')).toBe('2026-03-29T10:00');
  });
});
