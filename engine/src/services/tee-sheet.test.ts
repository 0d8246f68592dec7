import { describe, expect, it } from 'vitest';
import {
  checkBookableDate,
  isFutureSlot,
  isSlotTime,
  percentOff,
  ratePrice,
  slotTimes,
} from './tee-sheet.ts';

const course = { firstTee: '08:00', lastTee: '09:00', intervalMinutes: 12 };

describe('tee sheet', () => {
  it('lists slot times from the first to the last tee at the interval', () => {
    expect(slotTimes(course)).toEqual(['08:00', '08:12', '08:24', '08:36', '08:48', '09:00']);
    expect(isSlotTime(course, '08:24')).toBe(true);
    expect(isSlotTime(course, '08:25')).toBe(false);
    expect(isSlotTime(course, '09:12')).toBe(false);
    expect(isSlotTime(course, '07:48')).toBe(false);
  });

  it('refuses past dates, impossible dates and dates beyond the days bookable ahead', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(checkBookableDate('2026-11-21', 'Europe/Madrid', 30, now)).toBe('pastDate');
    expect(checkBookableDate('2026-02-30', 'Europe/Madrid', 30, now)).toBe('invalidDate');
    expect(checkBookableDate('2026-12-22', 'Europe/Madrid', 30, now)).toBe('ok');
    expect(checkBookableDate('2026-12-23', 'Europe/Madrid', 30, now)).toBe('dateTooFar');
    expect(isFutureSlot('2026-11-22', '11:00', 'Europe/Madrid', now)).toBe(false);
    expect(isFutureSlot('2026-11-22', '11:01', 'Europe/Madrid', now)).toBe(true);
  });

  it('prices weekends and high season, without float drift', () => {
    const rate = {
      id: 1,
      kind: 'standard',
      bandStart: '08:00',
      bandEnd: '14:00',
      weekdayPrice: 80.1,
      weekendPrice: 96.3,
      highSeasonFactor: 1.25,
      highSeasonMonths: [4],
      netFactor: 0.85,
      includedServiceIds: [],
    };
    expect(ratePrice(rate, '2026-11-24')).toBe(80.1);
    expect(ratePrice(rate, '2026-11-28')).toBe(96.3);
    expect(ratePrice(rate, '2026-04-14')).toBe(100.13);
    expect(percentOff(0.3, 10)).toBe(0.27);
  });
});
