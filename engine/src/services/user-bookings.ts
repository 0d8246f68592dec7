/** The private area's bookings: the user's own, and the regions they were made in. */
import { obtenerReservasUsuario, obtenerReservasZonasUsuario } from '@fairway/contract/usuarios';
import { handle, type Registered } from '../calls/registry.ts';
import { userBookingLines, userBookingRegions } from './user-booking-queries.ts';
import { bookingRow, byPlayDateDescending, groupBookings } from './user-booking-rules.ts';
import { requireUserId } from './user-rules.ts';

/** Confirmed and cancelled bookings; holds and lapsed pre-bookings were never bookings. */
const obtenerReservasUsuarioCall = handle(obtenerReservasUsuario, async (_input, ctx) => {
  const userId = requireUserId(ctx.caller);
  const now = ctx.clock.now();
  const bookings = groupBookings(
    await userBookingLines(ctx.db, userId, ['confirmed', 'cancelled']),
  ).sort(byPlayDateDescending);
  return { reservas: bookings.map((booking) => bookingRow(booking, now)) };
});

const obtenerReservasZonasUsuarioCall = handle(obtenerReservasZonasUsuario, async (_input, ctx) => {
  const userId = requireUserId(ctx.caller);
  const regions = await userBookingRegions(ctx.db, userId);
  return {
    datos: {
      listaZonas: regions.map((region) => ({
        idRegion: region.id,
        nombreRegion: region.names[ctx.locale],
        numReservas: region.bookings,
      })),
    },
  };
});

export const userBookingCalls: Registered[] = [
  obtenerReservasUsuarioCall,
  obtenerReservasZonasUsuarioCall,
];
