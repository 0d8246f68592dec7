import { describe, expect, it } from 'vitest';
import { bookingIcs, calendarFileName, roundMinutes, zonedTimeToUtc } from './booking-calendar.ts';

const iso = (d: Date) => d.toISOString();

describe('club-local time to UTC', () => {
  it('reads Madrid on both sides of the spring change (29 March 2026)', () => {
    expect(iso(zonedTimeToUtc('2026-03-28', '09:00', 'Europe/Madrid'))).toBe(
      '2026-03-28T08:00:00.000Z',
    );
    expect(iso(zonedTimeToUtc('2026-03-29', '09:00', 'Europe/Madrid'))).toBe(
      '2026-03-29T07:00:00.000Z',
    );
  });

  it('reads the Canaries an hour behind Madrid across the same change', () => {
    expect(iso(zonedTimeToUtc('2026-03-28', '09:00', 'Atlantic/Canary'))).toBe(
      '2026-03-28T09:00:00.000Z',
    );
    expect(iso(zonedTimeToUtc('2026-03-29', '09:00', 'Atlantic/Canary'))).toBe(
      '2026-03-29T08:00:00.000Z',
    );
  });

  it('reads the autumn change and the hours around it', () => {
    expect(iso(zonedTimeToUtc('2026-10-24', '18:30', 'Europe/Madrid'))).toBe(
      '2026-10-24T16:30:00.000Z',
    );
    expect(iso(zonedTimeToUtc('2026-10-25', '08:00', 'Europe/Madrid'))).toBe(
      '2026-10-25T07:00:00.000Z',
    );
    // Just after midnight local is still the previous day in UTC.
    expect(iso(zonedTimeToUtc('2026-03-29', '00:30', 'Europe/Madrid'))).toBe(
      '2026-03-28T23:30:00.000Z',
    );
  });

  it('moves a time the clocks skip one hour on, as the club’s clock shows it', () => {
    expect(iso(zonedTimeToUtc('2026-03-29', '02:30', 'Europe/Madrid'))).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it('refuses what is not a date and time', () => {
    expect(() => zonedTimeToUtc('2026-02-30x', '09:00', 'Europe/Madrid')).toThrow(RangeError);
  });
});

describe('the booking’s .ics', () => {
  const event = {
    date: '2026-03-29',
    time: '09:00',
    timeZone: 'Europe/Madrid',
    holes: 18,
    title: 'Golf: Los Naranjos Golf Club – Los Naranjos',
    description: 'Booking reference AB12CD34',
    location: 'Urb. Los Naranjos, Marbella',
  };

  it('starts at the round’s UTC instant and lasts 4 h 30 for 18 holes', () => {
    const ics = bookingIcs('AB12CD34', [event]);
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('DTSTART:20260329T070000Z');
    expect(ics).toContain('DURATION:PT4H30M');
    expect(ics).toContain('UID:AB12CD34-1@fairway');
    expect(ics).toContain('SUMMARY:Golf: Los Naranjos Golf Club – Los Naranjos');
    expect(ics).toContain('DESCRIPTION:Booking reference AB12CD34');
    expect(ics).toContain('LOCATION:Urb. Los Naranjos\\, Marbella');
  });

  it('lasts 2 h 30 for 9 holes and 4 h 30 when the holes are unknown', () => {
    expect(roundMinutes(9)).toBe(150);
    expect(roundMinutes(null)).toBe(270);
    expect(bookingIcs('AB12CD34', [{ ...event, holes: 9 }])).toContain('DURATION:PT2H30M');
  });

  it('writes one event per tee time of the booking', () => {
    const ics = bookingIcs('AB12CD34', [event, { ...event, date: '2026-03-30', time: '10:10' }]);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain('DTSTART:20260330T081000Z');
    expect(ics).toContain('UID:AB12CD34-2@fairway');
  });

  it('names the file after the reference', () => {
    expect(calendarFileName('AB12CD34')).toBe('fairway-AB12CD34.ics');
  });
});
