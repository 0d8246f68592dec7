import { describe, expect, it } from 'vitest';
import { zonedNow } from './time-zone';

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
});
