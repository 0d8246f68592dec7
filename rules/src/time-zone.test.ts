import { describe, expect, it } from 'vitest';
import { zonedInstant, zonedNow, zoneOffsetMinutes } from './time-zone';

describe('zonedNow', () => {
  it('reads the wall clock of a zone, including a date that differs from UTC', () => {
    const at = new Date('2026-07-01T10:30:00Z');
    expect(zonedNow('Europe/Madrid', at)).toEqual({ date: '2026-07-01', minutes: 12 * 60 + 30 });
    expect(zonedNow('Atlantic/Canary', at)).toEqual({ date: '2026-07-01', minutes: 11 * 60 + 30 });
    expect(zonedNow('Atlantic/Azores', new Date('2026-01-01T00:30:00Z'))).toEqual({
      date: '2025-12-31',
      minutes: 23 * 60 + 30,
    });
  });

  it('answers each minute and zone asked in turn, the same minute asked again included', () => {
    const beforeMidnight = new Date('2026-07-01T21:59:30Z');
    const afterMidnight = new Date('2026-07-01T22:00:10Z');
    for (let round = 0; round < 2; round += 1) {
      expect(zonedNow('Europe/Madrid', beforeMidnight)).toEqual({
        date: '2026-07-01',
        minutes: 23 * 60 + 59,
      });
      // Seconds later in UTC, the next day in Madrid, while the Canaries are still on the first.
      expect(zonedNow('Europe/Madrid', afterMidnight)).toEqual({ date: '2026-07-02', minutes: 0 });
      expect(zonedNow('Atlantic/Canary', afterMidnight)).toEqual({
        date: '2026-07-01',
        minutes: 23 * 60,
      });
    }
  });

  it('gives each caller its own answer: changing one does not change the next', () => {
    const at = new Date('2026-07-01T10:30:00Z');
    const first = zonedNow('Europe/Madrid', at);
    first.minutes = 0;
    first.date = 'changed';
    expect(zonedNow('Europe/Madrid', at)).toEqual({ date: '2026-07-01', minutes: 12 * 60 + 30 });
  });

  it('refuses an instant that is not one, each time it is asked', () => {
    expect(() => zonedNow('Europe/Madrid', new Date(Number.NaN))).toThrow(RangeError);
    expect(() => zonedNow('Europe/Madrid', new Date(Number.NaN))).toThrow(RangeError);
  });
});

const iso = (d: Date) => d.toISOString();

describe('a club-local date and time as an instant', () => {
  it('turns a local tee time into the right instant across summer and winter time', () => {
    expect(zoneOffsetMinutes('Europe/Madrid', new Date('2026-07-01T12:00:00Z'))).toBe(120);
    expect(zoneOffsetMinutes('Europe/Madrid', new Date('2026-01-15T12:00:00Z'))).toBe(60);
    expect(zonedInstant('Europe/Madrid', '2026-07-01', '09:10').toISOString()).toBe(
      '2026-07-01T07:10:00.000Z',
    );
    expect(zonedInstant('Europe/Lisbon', '2026-01-15', '09:10').toISOString()).toBe(
      '2026-01-15T09:10:00.000Z',
    );
    // The day the clocks go forward in Spain (29 March 2026): a 09:00 tee is already summer time.
    expect(zonedInstant('Europe/Madrid', '2026-03-29', '09:00').toISOString()).toBe(
      '2026-03-29T07:00:00.000Z',
    );
  });

  it('reads Madrid on both sides of the spring change (29 March 2026)', () => {
    expect(iso(zonedInstant('Europe/Madrid', '2026-03-28', '09:00'))).toBe(
      '2026-03-28T08:00:00.000Z',
    );
    expect(iso(zonedInstant('Europe/Madrid', '2026-03-29', '09:00'))).toBe(
      '2026-03-29T07:00:00.000Z',
    );
  });

  it('reads the Canaries an hour behind Madrid across the same change', () => {
    expect(iso(zonedInstant('Atlantic/Canary', '2026-03-28', '09:00'))).toBe(
      '2026-03-28T09:00:00.000Z',
    );
    expect(iso(zonedInstant('Atlantic/Canary', '2026-03-29', '09:00'))).toBe(
      '2026-03-29T08:00:00.000Z',
    );
  });

  it('reads the autumn change and the hours around it', () => {
    expect(iso(zonedInstant('Europe/Madrid', '2026-10-24', '18:30'))).toBe(
      '2026-10-24T16:30:00.000Z',
    );
    expect(iso(zonedInstant('Europe/Madrid', '2026-10-25', '08:00'))).toBe(
      '2026-10-25T07:00:00.000Z',
    );
    // Just after midnight local is still the previous day in UTC.
    expect(iso(zonedInstant('Europe/Madrid', '2026-03-29', '00:30'))).toBe(
      '2026-03-28T23:30:00.000Z',
    );
  });

  it('moves a time the clocks skip one hour on, as the club’s clock shows it', () => {
    expect(iso(zonedInstant('Europe/Madrid', '2026-03-29', '02:30'))).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it('refuses what is not a date and time', () => {
    expect(() => zonedInstant('Europe/Madrid', '2026-02-30x', '09:00')).toThrow(RangeError);
  });
});
