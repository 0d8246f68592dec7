/** The review invitation's texts (render/mail.ts reviewInvitationMail; issue 29). */
import type { Locale } from '@fairway/rules';

export interface ReviewInvitationTexts {
  subject: (course: string) => string;
  greeting: (name: string) => string;
  intro: (course: string, club: string, date: string) => string;
  ask: string;
  action: string;
  once: string;
}

const TEXTS: Record<Locale, ReviewInvitationTexts> = {
  en: {
    subject: (course) => `How was your round at ${course}?`,
    greeting: (name) => `Hello ${name},`,
    intro: (course, club, date) => `You played ${course} at ${club} on ${date}.`,
    ask: 'Rate the course from 1 to 5 and tell other golfers what you found: it takes a minute.',
    action: 'Rate this course',
    once: 'You can write one review per booking.',
  },
  es: {
    subject: (course) => `¿Qué tal tu ronda en ${course}?`,
    greeting: (name) => `Hola, ${name}:`,
    intro: (course, club, date) => `Jugaste en ${course} de ${club} el ${date}.`,
    ask: 'Valora el recorrido de 1 a 5 y cuenta a otros golfistas qué encontraste: es un minuto.',
    action: 'Valora este recorrido',
    once: 'Puedes escribir una opinión por reserva.',
  },
  fr: {
    subject: (course) => `Comment s'est passée votre partie à ${course} ?`,
    greeting: (name) => `Bonjour ${name},`,
    intro: (course, club, date) => `Vous avez joué ${course} à ${club} le ${date}.`,
    ask: "Notez le parcours de 1 à 5 et dites aux autres golfeurs ce que vous avez trouvé : c'est l'affaire d'une minute.",
    action: 'Notez ce parcours',
    once: 'Vous pouvez écrire un avis par réservation.',
  },
  sv: {
    subject: (course) => `Hur var din runda på ${course}?`,
    greeting: (name) => `Hej ${name},`,
    intro: (course, club, date) => `Du spelade ${course} på ${club} den ${date}.`,
    ask: 'Betygsätt banan från 1 till 5 och berätta för andra golfare vad du tyckte: det tar en minut.',
    action: 'Betygsätt banan',
    once: 'Du kan skriva ett omdöme per bokning.',
  },
};

export function reviewInvitationTexts(locale: Locale): ReviewInvitationTexts {
  return TEXTS[locale];
}
