import { isIsoDate, zonedNow } from '@fairway/rules';

/** Today in a time zone, as YYYY-MM-DD: a club's "today" is its own, not the server's. */
export function todayIn(timeZone: string, now = new Date()): string {
  return zonedNow(timeZone, now).date;
}

export function validDate(value: string | null): string | null {
  return value && isIsoDate(value) ? value : null;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's short name at noon of a date ('CET', 'WEST', 'GMT+1'), for showing tee times honestly. */
export function zoneName(timeZone: string, date: string, culture: string): string {
  const noon = new Date(`${date}T12:00:00Z`);
  // Building a formatter costs far more than using one; there are few zone and culture pairs.
  const key = `${culture}|${timeZone}`;
  let format = zoneFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(culture, { timeZone, timeZoneName: 'short' });
    zoneFormats.set(key, format);
  }
  const part = format.formatToParts(noon).find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
