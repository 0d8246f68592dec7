/**
 * A tournament's pure rules: its state from the clock, the dates and what the club published;
 * whether it takes registrations; a player's fields; what makes two entries the same player.
 */
import { cultureFor, validateEmail } from '@fairway/design-system/rules';
import type { Locale, TournamentState } from '@fairway/design-system/rules';
import { invalid } from '../calls/fail.ts';

export interface TournamentTimes {
  registrationOpensAt: Date;
  registrationClosesAt: Date;
  /** The first round's first tee. */
  startsAt: Date;
  /** The end of the last round's day, club-local. */
  endsAt: Date;
  schedulePublishedAt: Date | null;
  ratingsPublishedAt: Date | null;
}

/** Published by the club at or before `now`: a publication dated ahead is not out yet. */
export function isPublished(at: Date | null, now: Date): boolean {
  return at !== null && at.getTime() <= now.getTime();
}

/**
 * The one state a tournament shows. Before the window opens it is closed to registration (there
 * is no 'upcoming' label); inside it, open, whether or not online registration is allowed (the
 * club still takes entries); after it and before play, closed or with its schedule published;
 * during the rounds, on play whatever is published; afterwards, ratings published or played.
 */
export function tournamentState(t: TournamentTimes, now: Date): TournamentState {
  const at = now.getTime();
  if (at >= t.endsAt.getTime())
    return isPublished(t.ratingsPublishedAt, now) ? 'ratingsPublished' : 'played';
  if (at >= t.startsAt.getTime()) return 'onPlay';
  if (at >= t.registrationOpensAt.getTime() && at < registrationEndsAt(t).getTime())
    return 'registrationOpen';
  if (at >= t.registrationClosesAt.getTime() && isPublished(t.schedulePublishedAt, now))
    return 'schedulePublished';
  return 'registrationClosed';
}

/** A window closing after the first tee still closes at it: nobody enters a tournament in play. */
function registrationEndsAt(t: TournamentTimes): Date {
  return t.registrationClosesAt.getTime() < t.startsAt.getTime()
    ? t.registrationClosesAt
    : t.startsAt;
}

export type RegistrationRefusal =
  | 'tournamentNoOnlineRegistration'
  | 'tournamentRegistrationNotOpen'
  | 'tournamentRegistrationClosed';

/** Why online registration is refused now, or null when it is taken. */
export function registrationRefusal(
  t: TournamentTimes & { onlineRegistration: boolean },
  now: Date,
): RegistrationRefusal | null {
  if (!t.onlineRegistration) return 'tournamentNoOnlineRegistration';
  if (now.getTime() < t.registrationOpensAt.getTime()) return 'tournamentRegistrationNotOpen';
  if (now.getTime() >= registrationEndsAt(t).getTime()) return 'tournamentRegistrationClosed';
  return null;
}

export function placesLeft(maxPlayers: number, taken: number): number {
  return Math.max(0, maxPlayers - taken);
}

/**
 * A cell phone as compared: its digits, a leading international '00' read as '+'. Null when it
 * cannot be a phone number (E.164 allows at most 15 digits; none is shorter than 6).
 */
export function phoneKey(phone: string): string | null {
  if (!/^\+?[\d\s().-]+$/.test(phone.trim())) return null;
  const digits = phone.replace(/\D/g, '').replace(/^00/, '');
  return digits.length >= 6 && digits.length <= 15 ? digits : null;
}

export function emailKey(email: string | undefined): string | null {
  const folded = email?.trim().toLowerCase() ?? '';
  return folded === '' ? null : folded;
}

export interface PlayerFields {
  nombre: string;
  apellidos: string;
  handicap: number;
  movil: string;
  email?: string | undefined;
}

export interface PlayerKeys {
  phoneKey: string;
  emailKey: string | null;
}

function formatHandicap(value: number, locale: Locale): string {
  return new Intl.NumberFormat(cultureFor(locale).culture, { maximumFractionDigits: 1 }).format(
    value,
  );
}

/**
 * Every player's fields, then the tournament's handicap limits, then no one twice in the request:
 * the first problem found is refused (cod 3), naming the player by position (1-based) so the form
 * can point at the row. Level, sex and turn are already one of their values (the contract's enums).
 */
export function checkPlayers(
  players: readonly PlayerFields[],
  limits: { handicapMin: number; handicapMax: number },
  locale: Locale,
): PlayerKeys[] {
  const keys = players.map((p, i) => {
    const n = String(i + 1);
    if (!p.nombre.trim() || !p.apellidos.trim() || !p.movil.trim())
      throw invalid('playerFieldsRequired', { n });
    const phone = phoneKey(p.movil);
    if (phone === null) throw invalid('playerPhoneInvalid', { n });
    if (p.email !== undefined && p.email.trim() !== '' && validateEmail(p.email.trim()))
      throw invalid('playerEmailInvalid', { n });
    if (p.handicap < limits.handicapMin || p.handicap > limits.handicapMax)
      throw invalid('playerHandicapOutOfLimits', {
        n,
        min: formatHandicap(limits.handicapMin, locale),
        max: formatHandicap(limits.handicapMax, locale),
      });
    return { phoneKey: phone, emailKey: emailKey(p.email) };
  });
  const twice = firstEnteredTwice(keys, []);
  if (twice !== null) throw invalid('playerEnteredTwice', { n: String(twice + 1) });
  return keys;
}

/**
 * The position of the first player who shares a phone or an e-mail with one already entered
 * (`taken`) or with an earlier player of the same list; null when there is none.
 */
export function firstEnteredTwice(
  players: readonly PlayerKeys[],
  taken: readonly { phoneKey: string; emailKey: string | null }[],
): number | null {
  const phones = new Set(taken.map((t) => t.phoneKey));
  const emails = new Set(taken.flatMap((t) => (t.emailKey ? [t.emailKey] : [])));
  for (const [i, p] of players.entries()) {
    if (phones.has(p.phoneKey) || (p.emailKey !== null && emails.has(p.emailKey))) return i;
    phones.add(p.phoneKey);
    if (p.emailKey !== null) emails.add(p.emailKey);
  }
  return null;
}

/**
 * What makes two registrations of one caller the same request: the holder and the players as
 * entered, in order. A second click answers the first hold instead of queueing a duplicate.
 */
export function registrationFingerprint(
  holder: { holderName: string; holderSurname: string; holderEmail: string; holderPhone: string },
  players: readonly (PlayerFields & { nivel: string; sexo: string; turno: string })[],
): string {
  return JSON.stringify({
    holder: [
      holder.holderName,
      holder.holderSurname,
      holder.holderEmail.toLowerCase(),
      holder.holderPhone,
    ],
    players: players.map((p) => [
      p.nombre.trim(),
      p.apellidos.trim(),
      p.handicap,
      p.nivel,
      p.sexo,
      p.turno,
      phoneKey(p.movil),
      emailKey(p.email),
    ]),
  });
}
