/**
 * Tournaments as the pages see them: the Torneos contract's Spanish fields and enums stop here
 * (docs/decisions/0017). Paths are without the locale: callers put them through localePath.
 */
import { PLAYER_LEVELS, PLAYER_SEXES, PLAYER_TURNS, slugify } from '@fairway/rules';
import type {
  PlayerInput,
  PlayerLevel,
  PlayerSex,
  PlayerTurn,
  TournamentState,
} from '@fairway/rules';
import type { torneos } from '@fairway/contract';
import type { z } from 'zod';

type TournamentSummary = z.infer<typeof torneos.listarTorneos.answer>['datos']['torneos'][number];
type TournamentDetail = z.infer<typeof torneos.obtenerTorneo.answer>['datos'];
type Draw = z.infer<typeof torneos.obtenerHorarios.answer>['datos'];
type Ratings = z.infer<typeof torneos.obtenerClasificacion.answer>['datos'];
type ContractPlayer = z.infer<typeof torneos.jugadorTorneo>;
type Registration = z.infer<typeof torneos.obtenerInscripcion.answer>['datos'];

export const ROUND_FORMATS = [
  'stableford',
  'strokePlay',
  'matchPlay',
  'fourball',
  'scramble',
] as const;
export type RoundFormat = (typeof ROUND_FORMATS)[number];

export interface TournamentRoundView {
  number: number;
  /** Club-local YYYY-MM-DD and HH:MM. */
  date: string;
  time: string;
  course: string;
  format: RoundFormat;
}

export interface TournamentView {
  id: number;
  name: string;
  /** The tournament's page, `/tournaments/<name>-<id>`. */
  path: string;
  state: TournamentState;
  clubId: number;
  club: string;
  /** The first round's course, for the link to the club's page. */
  courseId: number | null;
  regionId: number;
  region: string;
  timeZone: string;
  startDate: string;
  endDate: string;
  fee: number;
  maxPlayers: number;
  placesLeft: number;
  handicapMin: number;
  handicapMax: number;
  onlineRegistration: boolean;
  /** Whether players can be registered online right now. */
  registrationOpen: boolean;
  /** ISO instants of the registration window. */
  registrationOpensAt: string;
  registrationClosesAt: string;
  schedulePublished: boolean;
  ratingsPublished: boolean;
  rounds: TournamentRoundView[];
}

export interface TournamentDetailView extends TournamentView {
  description: string;
  address: string;
}

/** Why a tournament's page offers no registration form. */
export type RegistrationBlock = 'notOnline' | 'notYet' | 'closed' | 'full' | null;

export function tournamentSlug(name: string, id: number): string {
  return `${slugify(name)}-${id}`;
}

export function tournamentPath(name: string, id: number): string {
  return `/tournaments/${tournamentSlug(name, id)}`;
}

export function registrationPath(name: string, id: number): string {
  return `${tournamentPath(name, id)}/registration`;
}

/** The id at the end of a tournament's slug ('spring-cup-12' → 12), else null. */
export function tournamentIdOfSlug(slug: string): number | null {
  const match = /^(?:[a-z0-9-]*-)?([1-9]\d{0,9})$/.exec(slug);
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? id : null;
}

export function tournamentView(row: TournamentSummary): TournamentView {
  return {
    id: row.idTorneo,
    name: row.nombre,
    path: tournamentPath(row.nombre, row.idTorneo),
    state: row.estado,
    clubId: row.idVendedorProveedor,
    club: row.nombreClub,
    courseId: row.rondas[0]?.idRecorrido ?? null,
    regionId: row.idRegion,
    region: row.nombreRegion,
    timeZone: row.zonaHoraria,
    startDate: row.fechaInicio,
    endDate: row.fechaFin,
    fee: row.cuotaInscripcion,
    maxPlayers: row.maxJugadores,
    placesLeft: row.plazasLibres,
    handicapMin: row.handicapMinimo,
    handicapMax: row.handicapMaximo,
    onlineRegistration: row.permiteInscripcionOnline,
    registrationOpen: row.inscripcionAbierta,
    registrationOpensAt: row.inicioInscripcion,
    registrationClosesAt: row.finInscripcion,
    schedulePublished: row.horariosPublicados,
    ratingsPublished: row.clasificacionPublicada,
    rounds: row.rondas.map((r) => ({
      number: r.numero,
      date: r.fecha,
      time: r.hora,
      course: r.nombreRecorrido,
      format: r.formato,
    })),
  };
}

export function tournamentDetailView(row: TournamentDetail): TournamentDetailView {
  return { ...tournamentView(row), description: row.descripcion, address: row.direccion };
}

/** Why the form is not offered, in the order a golfer would want to know it. */
export function registrationBlock(t: TournamentView, now: number): RegistrationBlock {
  if (t.registrationOpen) return null;
  if (!t.onlineRegistration) return 'notOnline';
  if (now < Date.parse(t.registrationOpensAt)) return 'notYet';
  if (now >= Date.parse(t.registrationClosesAt)) return 'closed';
  return t.placesLeft <= 0 ? 'full' : 'closed';
}

export interface TeeTimeRow {
  key: string;
  round: number;
  date: string;
  time: string;
  tee: number;
  players: string;
}

export function drawRows(draw: Draw): TeeTimeRow[] {
  return draw.salidas.map((s, i) => ({
    key: `${s.ronda}-${s.hora}-${s.tee}-${i}`,
    round: s.ronda,
    date: s.fecha,
    time: s.hora,
    tee: s.tee,
    players: s.jugadores.join(', '),
  }));
}

export interface RatingRow {
  key: string;
  position: number;
  player: string;
  handicap: number;
  /** Each round's score, in round order. */
  scores: string;
  total: number;
}

export function ratingRows(ratings: Ratings): RatingRow[] {
  return ratings.clasificacion.map((r, i) => ({
    key: `${r.posicion}-${i}`,
    position: r.posicion,
    player: r.jugador,
    handicap: r.handicap,
    scores: r.resultados.join(' · '),
    total: r.total,
  }));
}

// The contract's player enums, in the shared rules' English words.
const LEVEL_OF = {
  beginner: 'iniciacion',
  intermediate: 'medio',
  advanced: 'avanzado',
  professional: 'profesional',
} as const satisfies Record<PlayerLevel, ContractPlayer['nivel']>;
const SEX_OF = {
  male: 'masculino',
  female: 'femenino',
} as const satisfies Record<PlayerSex, ContractPlayer['sexo']>;
const TURN_OF = {
  morning: 'manana',
  afternoon: 'tarde',
  any: 'indiferente',
} as const satisfies Record<PlayerTurn, ContractPlayer['turno']>;

function oneOf<T extends string>(values: readonly T[], value: string): T | null {
  return (values as readonly string[]).includes(value) ? (value as T) : null;
}

/**
 * A checked form row as the contract's player; null when a field is not one of its values
 * (the caller has run the shared rules first, so that means a tampered form).
 */
export function contractPlayer(row: PlayerInput, handicap: number): ContractPlayer | null {
  const level = oneOf(PLAYER_LEVELS, row.level);
  const sex = oneOf(PLAYER_SEXES, row.sex);
  const turn = oneOf(PLAYER_TURNS, row.turn);
  if (!level || !sex || !turn) return null;
  const email = row.email.trim();
  return {
    nombre: row.name.trim(),
    apellidos: row.surname.trim(),
    handicap,
    nivel: LEVEL_OF[level],
    sexo: SEX_OF[sex],
    turno: TURN_OF[turn],
    movil: row.phone.trim(),
    ...(email ? { email } : {}),
  };
}

export interface RegistrationView {
  reference: string;
  /** held, confirmed, released, expired or cancelled. */
  status: string;
  holdExpiresAt: string | null;
  tournamentId: number;
  tournament: string;
  club: string;
  startDate: string;
  players: { name: string; surname: string }[];
  entryFee: number;
  subtotal: number;
  serviceFee: number;
  total: number;
}

export function registrationView(row: Registration): RegistrationView {
  return {
    reference: row.localizador,
    status: row.estado,
    holdExpiresAt: row.fechaExpiracion,
    tournamentId: row.idTorneo,
    tournament: row.nombreTorneo,
    club: row.nombreClub,
    startDate: row.fechaInicio,
    players: row.jugadores.map((p) => ({ name: p.nombre, surname: p.apellidos })),
    entryFee: row.cuotaInscripcion,
    subtotal: row.subtotal,
    serviceFee: row.comision,
    total: row.total,
  };
}

/** The list's filters as the address carries them; anything malformed is left out. */
export interface TournamentFilters {
  state: TournamentState | null;
  regionId: number | null;
  /** YYYY-MM. */
  month: string | null;
  page: number;
}

export function parseFilters(
  search: URLSearchParams,
  states: readonly TournamentState[],
): TournamentFilters {
  const state = oneOf(states, search.get('state') ?? '');
  const region = /^[1-9]\d{0,9}$/.exec(search.get('region') ?? '');
  const month = /^\d{4}-(0[1-9]|1[0-2])$/.exec(search.get('month') ?? '');
  const page = /^[1-9]\d{0,3}$/.exec(search.get('page') ?? '');
  return {
    state,
    regionId: region ? Number(region[0]) : null,
    month: month ? month[0] : null,
    page: page ? Math.min(Number(page[0]), 1000) : 1,
  };
}

/** The list's address for some filters; empty ones and page 1 are left out. */
export function tournamentsPath(filters: Partial<TournamentFilters>): string {
  const query = new URLSearchParams();
  if (filters.state) query.set('state', filters.state);
  if (filters.regionId) query.set('region', String(filters.regionId));
  if (filters.month) query.set('month', filters.month);
  if (filters.page && filters.page > 1) query.set('page', String(filters.page));
  const text = query.toString();
  return text ? `/tournaments?${text}` : '/tournaments';
}

/** The months from `before` months ago to `after` months ahead of today's, YYYY-MM. */
export function monthsAround(today: string, before: number, after: number): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: before + after + 1 }, (_, i) => {
    const m = year * 12 + month - 1 - before + i;
    return `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
  });
}
