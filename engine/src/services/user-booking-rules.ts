/** How the private area shows a user's bookings: pure rules over the lines the queries read. */
import { judgeBooking } from '@fairway/rules';

export interface BookingLine {
  reservationId: number;
  localizador: string;
  status: string;
  createdAt: Date;
  cancelledAt: Date | null;
  total: number;
  lineId: number;
  playDate: string;
  teeTime: string;
  startsAt: Date;
  players: number;
  clubId: number;
  clubName: string;
  timeZone: string;
  onlineCancellation: boolean;
  cancellationDeadlineHours: number;
  courseId: number;
  courseName: string;
}

/** A booking and its tee times; `first` is its earliest, which the lists show. */
export interface Booking {
  first: BookingLine;
  lines: BookingLine[];
}

/** Groups lines read in booking and tee-time order; a booking without lines has nothing to show. */
export function groupBookings(lines: readonly BookingLine[]): Booking[] {
  const byReservation = new Map<number, Booking>();
  for (const line of lines) {
    const booking = byReservation.get(line.reservationId);
    if (booking) booking.lines.push(line);
    else byReservation.set(line.reservationId, { first: line, lines: [line] });
  }
  return [...byReservation.values()];
}

/** Latest tee time first: the private area's table opens on what is coming or just played. */
export function byPlayDateDescending(a: Booking, b: Booking): number {
  return (
    b.first.playDate.localeCompare(a.first.playDate) ||
    b.first.teeTime.localeCompare(a.first.teeTime) ||
    b.first.reservationId - a.first.reservationId
  );
}

/** One row of ObtenerReservasUsuario. */
export function bookingRow({ first, lines }: Booking, now: Date) {
  // The one cancellation rule: every line judged by its own club.
  const verdict = judgeBooking(lines, now);
  const allowed = lines.every((line) => line.onlineCancellation);
  return {
    fechaReserva: first.createdAt.toISOString(),
    localizador: first.localizador,
    estado: first.status,
    idVendedorProveedor: first.clubId,
    nombreClub: first.clubName,
    idRecorrido: first.courseId,
    nombreRecorrido: first.courseName,
    fechaJuego: first.playDate,
    horaJuego: first.teeTime,
    zonaHoraria: first.timeZone,
    fechaHoraJuego: first.startsAt.toISOString(),
    numLineas: lines.length,
    jugadores: lines.reduce((sum, line) => sum + line.players, 0),
    total: first.total,
    permiteCancelacionOnline: allowed,
    fechaLimiteCancelacion: allowed ? verdict.deadline.toISOString() : null,
    cancelable: first.status === 'confirmed' && verdict.kind === 'online',
  };
}
