import { describe, expect, it } from 'vitest';
import { PARTS_OF_DAY, partOfDay } from './part-of-day';

describe('the part of a club’s day', () => {
  it.each([
    ['06:30', 'morning'],
    ['11:59', 'morning'],
    ['12:00', 'midday'],
    ['14:59', 'midday'],
    ['15:00', 'afternoon'],
    ['16:59', 'afternoon'],
    ['17:00', 'twilight'],
    ['20:10', 'twilight'],
  ])('%s is %s by the clock', (time, part) => {
    expect(partOfDay(time)).toBe(part);
  });

  it('is twilight at the club’s twilight rate, however early', () => {
    expect(partOfDay('15:30', true)).toBe('twilight');
    expect(partOfDay('09:00', true)).toBe('twilight');
  });

  it('lists the parts in the order of the day', () => {
    expect(PARTS_OF_DAY).toEqual(['morning', 'midday', 'afternoon', 'twilight']);
  });

  it('refuses a time that is not HH:MM', () => {
    expect(() => partOfDay('9:00')).toThrow(RangeError);
  });
});
