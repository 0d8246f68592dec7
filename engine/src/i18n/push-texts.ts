/** The private area's notices (services/user-notification-rules.ts). */
import type { Locale } from '@fairway/rules';

export interface PushTextArgs {
  localizador: string;
  club: string;
  course: string;
  date: string;
  time: string;
}

export interface PushTexts {
  reminderTitle: string;
  reminder: (a: PushTextArgs) => string;
  cancelledTitle: string;
  cancelled: (a: PushTextArgs) => string;
}

const TEXTS: Record<Locale, PushTexts> = {
  en: {
    reminderTitle: 'Your tee time is coming up',
    reminder: (a) => `${a.course} at ${a.club}, ${a.date} at ${a.time}. Booking ${a.localizador}.`,
    cancelledTitle: 'Booking cancelled',
    cancelled: (a) => `Your booking ${a.localizador} at ${a.club} on ${a.date} has been cancelled.`,
  },
  es: {
    reminderTitle: 'Tu hora de salida se acerca',
    reminder: (a) =>
      `${a.course} en ${a.club}, ${a.date} a las ${a.time}. Reserva ${a.localizador}.`,
    cancelledTitle: 'Reserva cancelada',
    cancelled: (a) => `Tu reserva ${a.localizador} en ${a.club} del ${a.date} ha sido cancelada.`,
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

export function pushTexts(locale: Locale): PushTexts {
  return TEXTS[locale];
}
