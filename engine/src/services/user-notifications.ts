/** The private area's notices (Usuarios/ObtenerNotificacionesPushUsuario). */
import { obtenerNotificacionesPushUsuario } from '@fairway/contract/usuarios';
import { handle, type Registered } from '../calls/registry.ts';
import { userBookingLines } from './user-booking-queries.ts';
import { groupBookings } from './user-booking-rules.ts';
import { noticesFor } from './user-notification-rules.ts';
import { requireUserId } from './user-rules.ts';

const obtenerNotificacionesPushUsuarioCall = handle(
  obtenerNotificacionesPushUsuario,
  async (_input, ctx) => {
    const userId = requireUserId(ctx.caller);
    const lines = await userBookingLines(ctx.db, userId, ['confirmed', 'cancelled']);
    const notices = noticesFor(groupBookings(lines), ctx.clock.now(), ctx.locale);
    return { datos: { listaNotificaciones: notices } };
  },
);

export const notificationCalls: Registered[] = [obtenerNotificacionesPushUsuarioCall];
