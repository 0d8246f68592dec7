/**
 * Multipacks as pages see them (browser-safe, no server code): N green fees at a listed set of
 * courses for one price per player, every round within a window of days from the first. The
 * engine's Multipacks answers (`idMultipack`, `numRondas`, `precioHabitual`, `diasVentana`…) stop
 * here; pages get English view types, the pack's address, and the reading of the buying form.
 */
import { isIsoDate, slugify } from '@fairway/rules';
import type { AnswerOf, multipacks } from '@fairway/contract';
import { CART_LIMITS } from '@fairway/contract/codes';

type Summary = AnswerOf<typeof multipacks.obtenerMultipack>['datos'];
type ValidDatesAnswer = AnswerOf<typeof multipacks.obtenerFechasValidas>['datos'];

/** The contract's bounds on one pack. */
export const MAX_PACK_PLAYERS = CART_LIMITS.playersPerMultipack;
export const MAX_PACK_ROUNDS = CART_LIMITS.roundsPerMultipack;

export interface MultipackCourseView {
  clubId: number;
  clubName: string;
  courseId: number;
  courseName: string;
  regionId: number;
  regionName: string;
  /** IANA, e.g. Europe/Madrid: the club's days and times are its own. */
  timeZone: string;
}

export interface MultipackView {
  id: number;
  name: string;
  description: string;
  /** `{slugified name}-{id}`, as the blog's posts. */
  slug: string;
  regionId: number;
  regionName: string;
  rounds: number;
  /** Per player for all the rounds, euros. */
  price: number;
  /** What the rounds cost one by one, per player; only when higher than the pack's price. */
  usualPrice?: number;
  /** The last round is played at most this many days after the first. */
  windowDays: number;
  onSale: boolean;
  /** YYYY-MM-DD: the first and last day a first round may be played. */
  firstDay: string;
  lastDay: string;
  courses: MultipackCourseView[];
}

export interface MultipackRegionView {
  id: number;
  name: string;
}

/** The days the later rounds may be played on, once the first round's day is known. */
export interface ValidDatesView {
  firstRound: string;
  /** The window's last day, included. */
  lastDay: string;
  dates: string[];
}

// ---------------------------------------------------------------------------------------------
// Addresses

/** A pack's address: its name's slug, then its id ('costa-del-sol-classic-3'). */
export function multipackSlug(name: string, id: number): string {
  const words = slugify(name);
  return words ? `${words}-${id}` : String(id);
}

/** The pack id at the end of a slug; null when there is none. */
export function multipackIdOfSlug(slug: string | undefined): number | null {
  const digits = /^(?:[a-z0-9-]*-)?(\d{1,9})$/.exec(slug ?? '')?.[1];
  if (!digits) return null;
  const id = Number(digits);
  return id > 0 ? id : null;
}

export function multipackPath(slug: string): string {
  return `/multipacks/${slug}`;
}

/** The list's address, with an optional region filter. */
export function multipacksPath(options: { region?: number | null; club?: number | null } = {}) {
  const query = new URLSearchParams();
  if (options.region) query.set('region', String(options.region));
  if (options.club) query.set('club', String(options.club));
  const text = query.toString();
  return `/multipacks${text ? `?${text}` : ''}`;
}

// ---------------------------------------------------------------------------------------------
// Views

export function toMultipackView(pack: Summary): MultipackView {
  return {
    id: pack.idMultipack,
    name: pack.nombre,
    description: pack.descripcion,
    slug: multipackSlug(pack.nombre, pack.idMultipack),
    regionId: pack.idRegion,
    regionName: pack.nombreRegion,
    rounds: pack.numRondas,
    price: pack.precio,
    ...(pack.precioHabitual > pack.precio ? { usualPrice: pack.precioHabitual } : {}),
    windowDays: pack.diasVentana,
    onSale: pack.disponible,
    firstDay: pack.fechaDesde,
    lastDay: pack.fechaHasta,
    courses: pack.recorridos.map((c) => ({
      clubId: c.idVendedorProveedor,
      clubName: c.nombreClub,
      courseId: c.idRecorrido,
      courseName: c.nombreRecorrido,
      regionId: c.idRegion,
      regionName: c.nombreRegion,
      timeZone: c.zonaHoraria,
    })),
  };
}

/** The regions the packs are in, each once, by name, for the list's filter. */
export function regionsOf(packs: readonly MultipackView[], locale: string): MultipackRegionView[] {
  const seen = new Map<number, string>();
  for (const pack of packs) if (!seen.has(pack.regionId)) seen.set(pack.regionId, pack.regionName);
  return [...seen]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** The clubs of a pack, each once, in the pack's order ("Clubs: A, B"). */
export function clubNamesOf(pack: Pick<MultipackView, 'courses'>): string[] {
  return [...new Set(pack.courses.map((c) => c.clubName))];
}

/** A course's line: the club's name, and the course's when the club has several. */
export function courseLabel(course: Pick<MultipackCourseView, 'clubName' | 'courseName'>): string {
  return course.courseName && course.courseName !== course.clubName
    ? `${course.clubName} · ${course.courseName}`
    : course.clubName;
}

export function toValidDatesView(answer: ValidDatesAnswer): ValidDatesView {
  return {
    firstRound: answer.fechaPrimeraRonda,
    lastDay: answer.fechaLimite,
    dates: answer.fechas.filter(isIsoDate).sort(),
  };
}

// ---------------------------------------------------------------------------------------------
// The buying form

/** One round as the form carries it: raw text, so what the golfer sent comes back unchanged. */
export interface PackRoundValues {
  course: string;
  date: string;
  time: string;
}
export interface PackFormValues {
  players: string;
  rounds: PackRoundValues[];
}

/** What the form asks the engine for, once every field is right. */
export interface PackOrder {
  players: number;
  rounds: { courseId: number; date: string; time: string }[];
}

export type PackFieldError = 'required' | 'course' | 'date' | 'time' | 'sameDay' | 'season';
export interface PackFormErrors {
  players?: 'players';
  rounds: (PackFieldError | null)[];
}

/** The form's field names, shared by the guided chooser, the plain form and the action. */
export const packField = {
  players: 'players',
  course: (round: number) => `round-${round}-course`,
  date: (round: number) => `round-${round}-date`,
  time: (round: number) => `round-${round}-time`,
} as const;

/** The form's raw values for a pack of `rounds` rounds; a missing field is ''. */
export function packFormValues(form: FormData | URLSearchParams, rounds: number): PackFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim().slice(0, 20) : '';
  };
  return {
    players: text(packField.players),
    rounds: Array.from({ length: Math.min(rounds, MAX_PACK_ROUNDS) }, (_, i) => ({
      course: text(packField.course(i)),
      date: text(packField.date(i)),
      time: text(packField.time(i)),
    })),
  };
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Everything the server can check before asking the engine: players 1–4, every round a course of
 * the pack, a real day within the pack's season and a time, no two rounds on one day. The window
 * of days is the engine's to judge (its refusal names the valid days).
 */
export function readPackForm(
  values: PackFormValues,
  pack: Pick<MultipackView, 'courses' | 'firstDay' | 'lastDay' | 'rounds'>,
): { ok: true; order: PackOrder } | { ok: false; errors: PackFormErrors } {
  const errors: PackFormErrors = { rounds: values.rounds.map(() => null) };
  const players = /^[1-4]$/.test(values.players) ? Number(values.players) : null;
  if (players === null || players > MAX_PACK_PLAYERS) errors.players = 'players';
  const courses = new Set(pack.courses.map((c) => c.courseId));
  const seenDays = new Set<string>();
  const rounds: PackOrder['rounds'] = [];
  values.rounds.forEach((round, i) => {
    let error: PackFieldError | null = null;
    const courseId = /^\d{1,9}$/.test(round.course) ? Number(round.course) : null;
    if (!round.course || !round.date || !round.time) error = 'required';
    else if (courseId === null || !courses.has(courseId)) error = 'course';
    else if (!isIsoDate(round.date)) error = 'date';
    // ObtenerFechasValidas never goes past the season's last day, so no round does either.
    else if (round.date < pack.firstDay || round.date > pack.lastDay) error = 'season';
    else if (!HHMM.test(round.time)) error = 'time';
    else if (seenDays.has(round.date)) error = 'sameDay';
    errors.rounds[i] = error;
    if (!error && courseId !== null) {
      seenDays.add(round.date);
      rounds.push({ courseId, date: round.date, time: round.time });
    }
  });
  const failed = errors.players !== undefined || errors.rounds.some((e) => e !== null);
  if (failed || players === null) return { ok: false, errors };
  // The engine plays rounds in day order; it is sent them so.
  rounds.sort((a, b) => `${a.date}T${a.time}`.localeCompare(`${b.date}T${b.time}`));
  return { ok: true, order: { players, rounds } };
}

/** Empty values for a pack, the players preset to `players`. */
export function emptyPackValues(rounds: number, players = 2): PackFormValues {
  return {
    players: String(players),
    rounds: Array.from({ length: rounds }, () => ({ course: '', date: '', time: '' })),
  };
}
