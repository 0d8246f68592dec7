/**
 * A course's tee times as pages see them, in English: the engine's availability answers
 * (`horasDisponibles`, `tarifas`, `idTarifaTipo`…) stop here. Pure, so the browser may import the
 * types and the mapping alike.
 */
import type { AnswerOf, disponibilidad } from '@fairway/contract';
import { RATE_KIND } from '@fairway/contract/codes';

type Day = AnswerOf<typeof disponibilidad.obtenerDisponibilidadDia>;
type Nearest = AnswerOf<typeof disponibilidad.obtenerDisponibilidadCercanasDia>;

export interface TeeTimeRateView {
  id: string;
  name: string;
  /** The club's notes on the rate, e.g. "Tee off before 9:00". */
  observations?: string;
  /** Per player, euros. */
  price: number;
  /** Per player before the discount, when higher than the price. */
  rackPrice?: number;
  discountPercent?: number;
}

export interface TeeTimeSlotView {
  /** HH:MM, club-local. */
  time: string;
  playersAvailable: number;
  rates: TeeTimeRateView[];
  earlyBird: boolean;
  twilight: boolean;
  /** Someone can still take it: a free place and a rate bookable online. */
  bookable: boolean;
}

/** A course's next day with a tee time after a day that has none. */
export interface NearestDayView {
  courseId: number;
  courseName: string;
  /** YYYY-MM-DD and HH:MM, club-local. */
  date: string;
  time: string;
}

export interface TeeTimesView {
  slots: TeeTimeSlotView[];
  /** Empty unless the day has no slots; the earliest first. */
  nearest: NearestDayView[];
  /**
   * Set for a day past how far ahead the course sells (no slots then): the day its tee times go
   * on sale and the furthest day on sale today, both YYYY-MM-DD, club-local.
   */
  notOnSaleYet?: { opensOn: string; lastOpenDay: string };
}

/** The sales window of an answered day, when the day lies beyond it. */
export function notOnSaleYetView(
  window: Day['fueraDeVentana'],
): TeeTimesView['notOnSaleYet'] | undefined {
  return window
    ? { opensOn: window.fechaApertura, lastOpenDay: window.ultimoDiaAbierto }
    : undefined;
}

/** Each club's next free tee time after a day, and the first day any of them has one. */
export interface NextTeeTimes {
  /** By club (idVP): its earliest course's next tee time, or null when it has none to offer. */
  byClub: Record<number, NearestDayView | null>;
  /** YYYY-MM-DD, the earliest of them; null when no club has a time ahead. */
  firstDate: string | null;
}

function rateView(t: Day['horasDisponibles'][number]['tarifas'][number]): TeeTimeRateView {
  return {
    id: String(t.idTarifa),
    name: t.nombre,
    ...(t.obsTarifa ? { observations: t.obsTarifa } : {}),
    price: t.precio,
    ...(t.precioRack > t.precio ? { rackPrice: t.precioRack } : {}),
    ...(t.descuento > 0 ? { discountPercent: t.descuento } : {}),
  };
}

export function slotView(slot: Day['horasDisponibles'][number]): TeeTimeSlotView {
  return {
    time: slot.hora,
    playersAvailable: slot.jugadoresDisponibles,
    rates: slot.tarifas.map(rateView),
    earlyBird: slot.tarifas.some((t) => t.idTarifaTipo === RATE_KIND.early),
    twilight: slot.tarifas.some((t) => t.idTarifaTipo === RATE_KIND.twilight),
    bookable: slot.jugadoresDisponibles > 0 && slot.tarifas.length > 0,
  };
}

export function nearestDaysView(
  nearest: Nearest['listGreenFeesRecorridoDisponible'],
): NearestDayView[] {
  return nearest
    .map((n) => ({
      courseId: n.idRecorrido,
      courseName: n.nombreRecorrido,
      date: n.fechaHoraJuegoPosterior.slice(0, 10),
      time: n.fechaHoraJuegoPosterior.slice(11, 16),
    }))
    .sort((a, b) => `${a.date}T${a.time}`.localeCompare(`${b.date}T${b.time}`));
}

/**
 * The day a golfer should be offered first when the asked one has none: the course on screen's
 * own next day when it has one (the golfer chose that course), else the club's earliest.
 */
export function nextDayFor(nearest: NearestDayView[], courseId: number): NearestDayView | null {
  return nearest.find((n) => n.courseId === courseId) ?? nearest[0] ?? null;
}
