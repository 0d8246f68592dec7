/** The private area's notices: a reminder before a tee time, and a recently cancelled booking. */
import { formatDate } from '@fairway/design-system/rules';
import type { EngineLocale } from '../i18n/messages.ts';
import type { Booking, BookingLine } from './user-booking-rules.ts';

export const REMINDER_HOURS = 48;
export const CANCELLED_NOTICE_DAYS = 7;

const HOUR_MS = 3_600_000;

interface PushTextArgs {
  localizador: string;
  club: string;
  course: string;
  date: string;
  time: string;
}

const PUSH_TEXTS: Record<
  EngineLocale,
  {
    reminderTitle: string;
    reminder: (a: PushTextArgs) => string;
    cancelledTitle: string;
    cancelled: (a: PushTextArgs) => string;
  }
> = {
  en: {
    reminderTitle: 'Your tee time is coming up',
    reminder: (a) => `${a.course} at ${a.club}, ${a.date} at ${a.time}. Booking ${a.localizador}.`,
    cancelledTitle: 'Booking cancelled',
    cancelled: (a) => `Your booking ${a.localizador} at ${a.club} on ${a.date} has been cancelled.`,
  },
  es: {
    reminderTitle: 'Su hora de salida se acerca',
    reminder: (a) =>
      `${a.course} en ${a.club}, ${a.date} a las ${a.time}. Reserva ${a.localizador}.`,
    cancelledTitle: 'Reserva cancelada',
    cancelled: (a) => `Su reserva ${a.localizador} en ${a.club} del ${a.date} ha sido cancelada.`,
  },
  fr: {
    reminderTitle: 'Votre départ approche',
    reminder: (a) =>
      `${a.course} à ${a.club}, le ${a.date} à ${a.time}. Réservation ${a.localizador}.`,
    cancelledTitle: 'Réservation annulée',
    cancelled: (a) => `Votre réservation ${a.localizador} à ${a.club} du ${a.date} a été annulée.`,
  },
  sv: {
    reminderTitle: 'Din starttid närmar sig',
    reminder: (a) => `${a.course} på ${a.club}, ${a.date} kl. ${a.time}. Bokning ${a.localizador}.`,
    cancelledTitle: 'Bokningen är avbokad',
    cancelled: (a) => `Din bokning ${a.localizador} på ${a.club} den ${a.date} har avbokats.`,
  },
};

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
export function noticesFor(
  bookings: readonly Booking[],
  now: Date,
  locale: EngineLocale,
): Notice[] {
  const texts = PUSH_TEXTS[locale];
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
