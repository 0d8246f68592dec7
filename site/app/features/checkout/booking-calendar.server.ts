import type { BookingCalendarEvent } from '@fairway/rules/calendar';
import type { BookingLineView, BookingView } from './booking.ts';
import { clubDetails } from '../catalog/club-details.server.ts';
import type { ClubDetailsDeps } from '../catalog/club-details.server.ts';
import type { PageCalls } from '../../platform/engine/page-calls.server.ts';

/**
 * A booking's lines as calendar events. The booking does not say how many holes a course has;
 * the club's details (cached with the names) do, and decide the round's length. A club that
 * cannot be read gives the 18-hole length rather than no calendar.
 */
export async function bookingCalendarEvents(
  calls: PageCalls,
  deps: ClubDetailsDeps,
  booking: BookingView,
  text: {
    title: (line: BookingLineView) => string;
    description: (line: BookingLineView) => string;
  },
): Promise<BookingCalendarEvent[]> {
  const clubIds = [...new Set(booking.lines.map((l) => l.clubId))];
  const clubs = new Map(
    await Promise.all(clubIds.map(async (id) => [id, await clubDetails(calls, deps, id)] as const)),
  );
  return booking.lines.map((line) => {
    const club = clubs.get(line.clubId);
    const course = club?.ok
      ? club.data.listaRecorridos.find((c) => c.idRec === line.courseId)
      : undefined;
    return {
      date: line.date,
      time: line.time,
      timeZone: line.timeZone,
      holes: course?.hoyos ?? null,
      title: text.title(line),
      description: text.description(line),
      location: line.address,
    };
  });
}
