/**
 * The private area's bookings, in English: the engine's ObtenerReservasUsuario rows (Spanish
 * contract names) stop here. Pure, so the page's component and its tests import the types alike.
 */
import type { AnswerOf, usuarios } from '@fairway/contract';

type Row = AnswerOf<typeof usuarios.obtenerReservasUsuario>['reservas'][number];

export type UserBookingStatus = 'confirmed' | 'cancelled';

export interface UserBookingView {
  reference: string;
  clubName: string;
  courseName: string;
  /** The first tee time, club-local: YYYY-MM-DD and HH:MM. */
  date: string;
  time: string;
  timeZone: string;
  /** The zone's short name on the day of the round ('CET'), in the golfer's culture. */
  timeZoneName: string;
  /** The same instant in UTC (ISO), which the table sorts by and 'upcoming or past' reads. */
  startsAt: string;
  /** When the booking was made (ISO). */
  bookedAt: string;
  /** Tee times in the booking; the row shows the first. */
  teeTimes: number;
  players: number;
  /** Euros. */
  total: number;
  status: UserBookingStatus;
  /** Confirmed, and the club's online cancellation deadline not yet passed (the engine's word). */
  cancellable: boolean;
}

/** 'confirmed' or 'cancelled' as the engine writes it; anything else is shown as confirmed. */
function statusOf(estado: string): UserBookingStatus {
  return estado === 'cancelled' ? 'cancelled' : 'confirmed';
}

export function userBookingView(
  row: Row,
  zoneNameOf: (timeZone: string, date: string) => string,
): UserBookingView {
  const status = statusOf(row.estado);
  return {
    reference: row.localizador,
    clubName: row.nombreClub,
    courseName: row.nombreRecorrido,
    date: row.fechaJuego,
    time: row.horaJuego.slice(0, 5),
    timeZone: row.zonaHoraria,
    timeZoneName: zoneNameOf(row.zonaHoraria, row.fechaJuego),
    startsAt: row.fechaHoraJuego,
    bookedAt: row.fechaReserva,
    teeTimes: row.numLineas,
    players: row.jugadores,
    total: row.total,
    status,
    // The engine decides; a cancelled booking is never offered again whatever it says.
    cancellable: status === 'confirmed' && row.cancelable,
  };
}

export interface SplitBookings {
  /** Confirmed rounds still to play, soonest first. */
  upcoming: UserBookingView[];
  /** Rounds whose tee time has passed, and cancelled ones, latest first. */
  past: UserBookingView[];
}

/**
 * Upcoming and past by the first tee time's instant, so a round this morning in the Canaries and
 * one in Madrid are judged alike whatever the server's zone. A cancelled round is no longer to
 * play: it goes with the past ones, whatever its date.
 */
export function splitBookings(
  bookings: ReadonlyArray<UserBookingView>,
  now: number,
): SplitBookings {
  const time = (b: UserBookingView) => Date.parse(b.startsAt);
  const ahead = (b: UserBookingView) => b.status === 'confirmed' && time(b) >= now;
  const upcoming = bookings.filter(ahead).toSorted((a, b) => time(a) - time(b));
  const past = bookings.filter((b) => !ahead(b)).toSorted((a, b) => time(b) - time(a));
  return { upcoming, past };
}

/** The booking's voucher, shown on the bookings page itself (`?voucher=`). */
export function voucherQuery(reference: string): string {
  return `?voucher=${encodeURIComponent(reference)}`;
}

/** The booking's .ics download (api.booking-calendar). */
export function calendarHref(reference: string, locale: string): string {
  return `/api/booking-calendar?ref=${encodeURIComponent(reference)}&locale=${locale}`;
}
