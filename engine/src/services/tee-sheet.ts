/**
 * Pure tee-sheet arithmetic: slot times, club-local "now", rate prices. No database here, so
 * every rule is unit-tested on its own.
 */
import { addDays, percentOffCents, zonedInstant, zonedNow } from '@fairway/rules';

export function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

export function fromMinutes(total: number): string {
  const h = Math.floor(total / 60);
  const m = total % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

export function slotTimes(course: {
  firstTee: string;
  lastTee: string;
  intervalMinutes: number;
}): string[] {
  const out: string[] = [];
  for (
    let t = toMinutes(course.firstTee);
    t <= toMinutes(course.lastTee);
    t += course.intervalMinutes
  ) {
    out.push(fromMinutes(t));
  }
  return out;
}

export function isSlotTime(
  course: { firstTee: string; lastTee: string; intervalMinutes: number },
  time: string,
): boolean {
  const t = toMinutes(time);
  const first = toMinutes(course.firstTee);
  return t >= first && t <= toMinutes(course.lastTee) && (t - first) % course.intervalMinutes === 0;
}

/** The wall-clock date and minute of the day in a time zone (the shared rule). */
export const localNow = zonedNow;

/**
 * Instants of a club's tee times on one date. Clocks change between 01:00 and 03:00, before any
 * first tee, so the offset at noon holds for the whole tee sheet and is computed once.
 */
export function teeInstants(timeZone: string, date: string): (time: string) => number {
  const noon = zonedInstant(timeZone, date, '12:00').getTime();
  return (time) => noon + (toMinutes(time) - 720) * 60_000;
}

export function isValidIsoDate(date: string): boolean {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return false;
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

export type DateCheck = 'ok' | 'invalidDate' | 'pastDate' | 'dateTooFar';

/** Whether a club-local date can be booked today, given how far ahead the sheet opens. */
export function checkBookableDate(
  date: string,
  timeZone: string,
  daysAhead: number,
  now: Date,
): DateCheck {
  if (!isValidIsoDate(date)) return 'invalidDate';
  const today = localNow(timeZone, now).date;
  if (date < today) return 'pastDate';
  if (date > addDays(today, daysAhead)) return 'dateTooFar';
  return 'ok';
}

/** Tee times of a date still ahead of the club's local clock (a slot that started is gone). */
export function isFutureSlot(date: string, time: string, timeZone: string, now: Date): boolean {
  const local = localNow(timeZone, now);
  return date > local.date || (date === local.date && toMinutes(time) > local.minutes);
}

export function isWeekend(date: string): boolean {
  const [y, m, d] = date.split('-').map(Number);
  const day = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).getUTCDay();
  return day === 0 || day === 6 || day === 5;
}

export function monthOf(date: string): number {
  return Number(date.slice(5, 7));
}

/** Money kept in cents while computing, so 0.1 + 0.2 never shows up on a voucher. */
export function cents(amount: number): number {
  return Math.round(amount * 100);
}
export function euros(amountInCents: number): number {
  return amountInCents / 100;
}

export interface RateRule {
  id: number;
  kind: string;
  bandStart: string;
  bandEnd: string;
  weekdayPrice: number;
  weekendPrice: number;
  highSeasonFactor: number;
  highSeasonMonths: number[];
  netFactor: number;
  includedServiceIds: number[];
}

export function rateApplies(rate: RateRule, time: string): boolean {
  const t = toMinutes(time);
  return t >= toMinutes(rate.bandStart) && t < toMinutes(rate.bandEnd);
}

/** Rack price per player of a rate on a date (weekend on Friday to Sunday, then the season). */
export function ratePrice(rate: RateRule, date: string): number {
  const base = isWeekend(date) ? rate.weekendPrice : rate.weekdayPrice;
  const factor = rate.highSeasonMonths.includes(monthOf(date)) ? rate.highSeasonFactor : 1;
  return euros(cents(base * factor));
}

/** A price after `percent` % off, rounded as the basket rounds it (the rules' offer-rounding). */
export function percentOff(price: number, percent: number): number {
  return euros(percentOffCents(cents(price), percent));
}

export function haversineKm(
  a: { lat: number; lon: number },
  b: { lat: number; lon: number },
): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Buggies needed for a group: one per two players. */
export function buggiesFor(players: number): number {
  return Math.ceil(players / 2);
}
