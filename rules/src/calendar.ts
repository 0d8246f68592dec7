/**
 * The round as an iCalendar event, the one writer of a booking's calendar: the site's download and
 * the voucher e-mail's attachment both use it (`@fairway/rules/calendar`, a subpath of its own so
 * the browser's bundle never carries the `ics` package). Tee times are club-local wall-clock times; a calendar needs an
 * instant, so the local time is converted with the club's IANA zone, daylight saving included
 * (`zonedInstant`), and written in UTC, which every calendar application reads the same way.
 */
import { zonedInstant } from './time-zone.ts';
import { createEvents } from 'ics';

/** A round's length: about 4 h 30 for 18 holes, 2 h 30 for 9; 18 when the course is not known. */
export function roundMinutes(holes: number | null): number {
  return holes === 9 ? 150 : 270;
}

export interface BookingCalendarEvent {
  date: string;
  time: string;
  timeZone: string;
  holes: number | null;
  /** Already in the golfer's language. */
  title: string;
  description: string;
  location: string;
}

/**
 * The .ics text of a booking's rounds (a cart may hold several tee times), one event each.
 * Throws when the events cannot be written.
 */
export function bookingIcs(reference: string, events: BookingCalendarEvent[]): string {
  const result = createEvents(
    events.map((event, i) => {
      const start = zonedInstant(event.timeZone, event.date, event.time);
      const minutes = roundMinutes(event.holes);
      return {
        // A stable id: downloading the file again updates the same calendar entry instead of adding one.
        uid: `${reference}-${i + 1}@fairway`,
        start: start.getTime(),
        startInputType: 'utc' as const,
        startOutputType: 'utc' as const,
        duration: { hours: Math.floor(minutes / 60), minutes: minutes % 60 },
        title: event.title,
        description: event.description,
        ...(event.location ? { location: event.location } : {}),
        status: 'CONFIRMED' as const,
        busyStatus: 'BUSY' as const,
      };
    }),
    { productId: 'fairway/booking' },
  );
  if (result.error || !result.value) throw result.error ?? new Error('no calendar written');
  return result.value;
}

/** The download's file name; the reference is 8 letters or digits, so it needs no escaping. */
export function calendarFileName(reference: string): string {
  return `fairway-${reference}.ics`;
}
