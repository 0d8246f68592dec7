/**
 * The texts the voucher e-mail adds to the voucher (issue 29): the QR code, the club's desk and the
 * way there, each tee time's cancellation deadline, the link to manage the booking, the calendar;
 * the tournament entry's players; and the welcome after sign-up. Spanish uses tú (docs/glossary.md).
 */
import type { Locale } from '@fairway/rules';

export interface VoucherMailTexts {
  phone: string;
  directions: string;
  qrAlt: (reference: string) => string;
  qrHint: string;
  deadlinesTitle: string;
  /** A tee time's club takes no online cancellations. */
  contactClub: string;
  manage: string;
  calendarNote: string;
  calendarTitle: (club: string, course: string) => string;
  calendarDescription: (reference: string) => string;
  players: string;
  playerLine: (name: string, handicap: string) => string;
  accountWelcomeSubject: string;
  accountWelcomeIntro: string;
  accountWelcomeWhat: string;
  accountWelcomeAction: string;
  accountWelcomeWhy: (email: string) => string;
}

const TEXTS: Record<Locale, VoucherMailTexts> = {
  en: {
    phone: 'Phone',
    directions: 'Directions to the club',
    qrAlt: (ref) => `QR code of booking ${ref}`,
    qrHint: 'Show this code at the club’s desk.',
    deadlinesTitle: 'Cancel online until',
    contactClub: 'not online: contact the club',
    manage: 'Manage or cancel this booking',
    calendarNote: 'Your round is attached as a calendar file (.ics).',
    calendarTitle: (club, course) => `Golf: ${club} – ${course}`,
    calendarDescription: (ref) => `Fairway booking ${ref}`,
    players: 'Registered players',
    playerLine: (name, hcp) => `${name} (handicap ${hcp})`,
    accountWelcomeSubject: 'Welcome to Fairway',
    accountWelcomeIntro: 'Your Fairway account is ready.',
    accountWelcomeWhat:
      'Book tee times in Spain and Portugal, keep your bookings and favourite courses in one place, and check out faster next time.',
    accountWelcomeAction: 'Go to your account',
    accountWelcomeWhy: (email) =>
      `You received this e-mail because an account was opened with ${email} on the Fairway website.`,
  },
  es: {
    phone: 'Teléfono',
    directions: 'Cómo llegar al club',
    qrAlt: (ref) => `Código QR de la reserva ${ref}`,
    qrHint: 'Enseña este código en la recepción del club.',
    deadlinesTitle: 'Cancelación en línea hasta',
    contactClub: 'no en línea: contacta con el club',
    manage: 'Gestionar o cancelar esta reserva',
    calendarNote: 'Tu ronda va adjunta como archivo de calendario (.ics).',
    calendarTitle: (club, course) => `Golf: ${club} – ${course}`,
    calendarDescription: (ref) => `Reserva Fairway ${ref}`,
    players: 'Jugadores inscritos',
    playerLine: (name, hcp) => `${name} (hándicap ${hcp})`,
    accountWelcomeSubject: 'Te damos la bienvenida a Fairway',
    accountWelcomeIntro: 'Tu cuenta de Fairway está lista.',
    accountWelcomeWhat:
      'Reserva horas de salida en España y Portugal, guarda tus reservas y tus campos favoritos en un solo lugar y paga más rápido la próxima vez.',
    accountWelcomeAction: 'Ir a tu cuenta',
    accountWelcomeWhy: (email) =>
      `Recibes este correo porque se ha abierto una cuenta con ${email} en la web de Fairway.`,
  },
  fr: {
    phone: 'Téléphone',
    directions: 'Itinéraire vers le club',
    qrAlt: (ref) => `QR code de la réservation ${ref}`,
    qrHint: 'Présentez ce code à l’accueil du club.',
    deadlinesTitle: 'Annulation en ligne jusqu’au',
    contactClub: 'pas en ligne : contactez le club',
    manage: 'Gérer ou annuler cette réservation',
    calendarNote: 'Votre partie est jointe en fichier de calendrier (.ics).',
    calendarTitle: (club, course) => `Golf : ${club} – ${course}`,
    calendarDescription: (ref) => `Réservation Fairway ${ref}`,
    players: 'Joueurs inscrits',
    playerLine: (name, hcp) => `${name} (handicap ${hcp})`,
    accountWelcomeSubject: 'Bienvenue chez Fairway',
    accountWelcomeIntro: 'Votre compte Fairway est prêt.',
    accountWelcomeWhat:
      'Réservez des départs en Espagne et au Portugal, retrouvez vos réservations et vos parcours favoris au même endroit, et payez plus vite la prochaine fois.',
    accountWelcomeAction: 'Accéder à votre compte',
    accountWelcomeWhy: (email) =>
      `Vous recevez cet e-mail parce qu’un compte a été ouvert avec ${email} sur le site de Fairway.`,
  },
  sv: {
    phone: 'Telefon',
    directions: 'Vägbeskrivning till klubben',
    qrAlt: (ref) => `QR-kod för bokning ${ref}`,
    qrHint: 'Visa koden i klubbens reception.',
    deadlinesTitle: 'Avboka online fram till',
    contactClub: 'inte online: kontakta klubben',
    manage: 'Hantera eller avboka den här bokningen',
    calendarNote: 'Din runda är bifogad som kalenderfil (.ics).',
    calendarTitle: (club, course) => `Golf: ${club} – ${course}`,
    calendarDescription: (ref) => `Fairway-bokning ${ref}`,
    players: 'Anmälda spelare',
    playerLine: (name, hcp) => `${name} (handicap ${hcp})`,
    accountWelcomeSubject: 'Välkommen till Fairway',
    accountWelcomeIntro: 'Ditt Fairway-konto är klart.',
    accountWelcomeWhat:
      'Boka starttider i Spanien och Portugal, samla dina bokningar och favoritbanor på ett ställe och betala snabbare nästa gång.',
    accountWelcomeAction: 'Gå till ditt konto',
    accountWelcomeWhy: (email) =>
      `Du får det här mejlet eftersom ett konto öppnades med ${email} på Fairways webbplats.`,
  },
};

export function voucherMailTexts(locale: Locale): VoucherMailTexts {
  return TEXTS[locale];
}
