/** The private area's notices: a reminder before a tee time, and a recently cancelled booking. */
import { formatDate } from '@fairway/rules';
import type { Locale } from '@fairway/rules';
import { pushTexts, type PushTextArgs } from '../i18n/push-texts.ts';
import type { Booking, BookingLine } from './user-booking-rules.ts';

export const REMINDER_HOURS = 48;
export const CANCELLED_NOTICE_DAYS = 7;

const HOUR_MS = 3_600_000;

export interface Notice {
  tipo: string;
  titulo: string;
  texto: string;
  localizador: string;
  fecha: string;
}

/**
 * A reminder for a confirmed booking whose next tee time is within REMINDER_HOURS, and a notice
 * for a booking cancelled in the last CANCELLED_NOTICE_DAYS; newest first.
 */
export function noticesFor(bookings: readonly Booking[], now: Date, locale: Locale): Notice[] {
  const texts = pushTexts(locale);
  const at = now.getTime();
  const argsOf = (line: BookingLine): PushTextArgs => ({
    localizador: line.localizador,
    club: line.clubName,
    course: line.courseName,
    date: formatDate(line.playDate, locale),
    time: line.teeTime,
  });
  const notices: Notice[] = [];
  for (const { first, lines } of bookings) {
    if (first.status === 'confirmed') {
      const upcoming = lines
        .filter(
          (line) =>
            line.startsAt.getTime() > at &&
            line.startsAt.getTime() <= at + REMINDER_HOURS * HOUR_MS,
        )
        .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0];
      if (!upcoming) continue;
      notices.push({
        tipo: 'recordatorio',
        titulo: texts.reminderTitle,
        texto: texts.reminder(argsOf(upcoming)),
        localizador: first.localizador,
        fecha: upcoming.startsAt.toISOString(),
      });
    } else if (
      first.cancelledAt &&
      first.cancelledAt.getTime() >= at - CANCELLED_NOTICE_DAYS * 24 * HOUR_MS
    ) {
      notices.push({
        tipo: 'cancelada',
        titulo: texts.cancelledTitle,
        texto: texts.cancelled(argsOf(first)),
        localizador: first.localizador,
        fecha: first.cancelledAt.toISOString(),
      });
    }
  }
  return notices.sort((a, b) => b.fecha.localeCompare(a.fecha));
}
