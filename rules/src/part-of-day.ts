/**
 * The parts of a club's day golfers plan by: the club page groups its tee times by them, and the
 * results' time-of-day filter (issue 27) asks for them. Times are club-local HH:MM.
 */
export const PARTS_OF_DAY = ['morning', 'midday', 'afternoon', 'twilight'] as const;
export type PartOfDay = (typeof PARTS_OF_DAY)[number];

/** Where midday and afternoon begin, and the clock's twilight for a club that sells no twilight rate. */
const MIDDAY_FROM = '12:00';
const AFTERNOON_FROM = '15:00';
const TWILIGHT_FROM = '17:00';

/**
 * The part of the day of a tee time. A time the club sells at its twilight rate is twilight
 * whatever the clock says (clubs start it earlier in winter); otherwise the clock decides.
 */
export function partOfDay(time: string, twilightRate = false): PartOfDay {
  if (!/^\d{2}:\d{2}$/.test(time)) throw new RangeError(`time must be HH:MM, got "${time}"`);
  if (twilightRate || time >= TWILIGHT_FROM) return 'twilight';
  if (time >= AFTERNOON_FROM) return 'afternoon';
  if (time >= MIDDAY_FROM) return 'midday';
  return 'morning';
}
