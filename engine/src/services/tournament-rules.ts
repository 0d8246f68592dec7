/**
 * A tournament's pure rules: its state from the clock, the dates and what the club published;
 * whether it takes registrations; a player's fields; what makes two entries the same player.
 */
import {
  emailKey,
  firstEnteredTwice,
  formatHandicap,
  phoneKey,
  validateEmail,
} from '@fairway/rules';
import type { Locale, PlayerKeys, TournamentState } from '@fairway/rules';
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

/** Played: the rounds are over, with or without the ratings out. */
function isOver(state: TournamentState): boolean {
  return state === 'played' || state === 'ratingsPublished';
}

/**
 * The order of a list of tournaments: those still to come or in play first, the soonest first,
 * as a golfer looking for one to enter wants; then the played ones, the latest first.
 */
export function listOrder(
  a: { estado: TournamentState; fechaInicio: string; idTorneo: number },
  b: { estado: TournamentState; fechaInicio: string; idTorneo: number },
): number {
  const overA = isOver(a.estado);
  if (overA !== isOver(b.estado)) return overA ? 1 : -1;
  const byStart = a.fechaInicio.localeCompare(b.fechaInicio) || a.idTorneo - b.idTorneo;
  return overA ? -byStart : byStart;
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

export interface PlayerFields {
  nombre: string;
  apellidos: string;
  handicap: number;
  movil: string;
  email?: string | undefined;
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
