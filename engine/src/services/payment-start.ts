/**
 * Starts a payment of a held booking with the configured provider: the pending payment, and what
 * the browser does next. Callers that hand out one address (the card page of
 * ObtenerDatosPasarelaPreReserva and ObtenerIFrameREserva) get the provider's redirect, or for a
 * provider paid through a self-posting form, the engine's page holding that form
 * (payments/payment-form.ts).
 */
import type { Executor } from '../db/client.ts';
import type { CallContext } from '../calls/registry.ts';
import type { BrowserStep, PaymentToStart } from '../payments/provider.ts';
import { configuredProvider } from '../payments/providers.ts';
import type { PaymentRow, ReservationRow } from './reservation-queries.ts';
import { createPayment, type PaymentOptions } from './reservations.ts';
import { withReference } from './shop-url-rules.ts';

export function paymentToStart(payment: PaymentRow, localizador: string): PaymentToStart {
  return {
    publicId: payment.publicId,
    booking: localizador,
    providerReference: payment.providerReference,
    amount: payment.amount,
    currency: payment.currency,
    returnUrlOk:
      payment.returnUrlOk === null ? null : withReference(payment.returnUrlOk, localizador),
    returnUrlKo:
      payment.returnUrlKo === null ? null : withReference(payment.returnUrlKo, localizador),
  };
}

/** The engine's page with a provider's self-posting form, for a payment paid that way. */
export function paymentFormUrl(baseUrl: string, publicId: string): string {
  return `${baseUrl}/pasarela/formulario/${publicId}`;
}

export async function startPayment(
  ctx: CallContext,
  executor: Executor,
  row: ReservationRow,
  options: PaymentOptions,
): Promise<{ payment: PaymentRow; step: BrowserStep; url: string }> {
  const provider = configuredProvider(ctx.config);
  const payment = await createPayment(ctx, executor, row, options, provider);
  const step = await provider.browserStep(paymentToStart(payment, row.localizador), ctx);
  const url = step.kind === 'redirect' ? step.url : paymentFormUrl(ctx.baseUrl, payment.publicId);
  return { payment, step, url };
}
