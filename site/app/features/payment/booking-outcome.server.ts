/**
 * Where a cart's booking stands once the card page has sent the golfer back: the ok page reads it,
 * and the status endpoint answers it while the bank's word is on its way.
 */
import { reserva } from '@fairway/contract';
import type { EngineResult } from '../../platform/engine/engine.server.ts';
import type { PageCalls } from '../../platform/engine/page-calls.server.ts';
import type { PaymentOutcome } from './views.ts';

/**
 * The reading of EstaReservaOK / ObtenerEstadoReservaYPago: confirmed, still on its way (a held
 * booking whose payment has not been declined), or over without a booking.
 */
export function paymentOutcomeOf(bookingStatus: string, paymentStatus: string): PaymentOutcome {
  if (bookingStatus === 'confirmed') return 'confirmed';
  if (bookingStatus !== 'held') return 'failed';
  return paymentStatus === 'declined' || paymentStatus === 'expired' ? 'failed' : 'pending';
}

/** One look at the booking and its payment (ObtenerEstadoReservaYPago); the ok page polls it. */
export async function readPaymentOutcome(
  calls: PageCalls,
  reference: string,
  proof: { email?: string },
): Promise<EngineResult<PaymentOutcome>> {
  const result = await calls.call(
    reserva.obtenerEstadoReservaYPago,
    { localizador: reference, ...proof },
    { action: 'booking', noShow: true },
  );
  return result.ok
    ? {
        ok: true,
        data: paymentOutcomeOf(result.data.datos.estadoReserva, result.data.datos.estadoPago),
      }
    : result;
}
