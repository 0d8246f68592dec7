/**
 * Starts a payment of a held booking with the configured provider: the pending payment, and what
 * the browser does next. Callers that hand out one address (the card page of
 * ObtenerDatosPasarelaPreReserva and ObtenerIFrameREserva) get the provider's redirect, or for a
 * provider paid through a self-posting form, the engine's page holding that form
 * (payments/payment-form.ts).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { payments, reservations } from '../db/schema.ts';
import type { CallContext } from '../calls/registry.ts';
import { closeAtProvider } from '../payments/provider-follow-up.ts';
import type { BrowserStep, PaymentProvider, PaymentToStart } from '../payments/provider.ts';
import { browserStepFor, payWithKeptCard } from '../payments/kept-cards.ts';
import { configuredProvider } from '../payments/providers.ts';
import { cardById } from './card-queries.ts';
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

/**
 * Opens the pending payment (with `prepare`'s writes, in one transaction), then, once that has
 * committed, asks the provider for the browser's step: a provider is never called inside a
 * transaction, which would hold its locks for as long as the provider takes to answer (Stripe
 * creates a Checkout Session). If the provider fails, the committed payment stays pending with
 * nothing open at the provider, and lapses with its hold.
 */
export async function startPayment(
  ctx: CallContext,
  row: ReservationRow,
  options: PaymentOptions,
  prepare?: (tx: Executor) => Promise<void>,
): Promise<{ payment: PaymentRow; step: BrowserStep; url: string }> {
  const provider = configuredProvider(ctx.config);
  const created = await ctx.db.transaction(async (tx) => {
    await prepare?.(tx);
    return createPayment(ctx, tx, row, options, provider);
  });
  const toStart = paymentToStart(created, row.localizador);
  // A card the provider keeps pays without a card page; the sandbox's asks for its security code.
  const kept =
    provider.savedCards && created.userCardId !== null
      ? await cardById(ctx.db, created.userCardId)
      : null;
  const { step, reference } = kept
    ? await payWithKeptCard(ctx, provider, toStart, kept)
    : await stepWithReference(ctx, provider, toStart, row);
  const payment = reference ? await keepReference(ctx, provider, created, reference) : created;
  const url = step.kind === 'redirect' ? step.url : paymentFormUrl(ctx.baseUrl, payment.publicId);
  return { payment, step, url };
}

async function stepWithReference(
  ctx: CallContext,
  provider: PaymentProvider,
  payment: PaymentToStart,
  row: ReservationRow,
): Promise<{ step: BrowserStep; reference: string | null }> {
  // The booking's saveCard was written with the payment, so it is read afresh.
  const [booking] = await ctx.db
    .select({ userId: reservations.userId, saveCard: reservations.saveCard })
    .from(reservations)
    .where(eq(reservations.id, row.id));
  const step = await browserStepFor(provider, payment, booking ?? row, ctx);
  return { step, reference: step.kind === 'redirect' ? (step.reference ?? null) : null };
}

/**
 * The provider's name for what it opened (Stripe's session), for a released hold to close. A hold
 * released while the provider was answering found nothing to close then: it is closed now.
 */
async function keepReference(
  ctx: CallContext,
  provider: PaymentProvider,
  payment: PaymentRow,
  reference: string,
): Promise<PaymentRow> {
  const [kept] = await ctx.db
    .update(payments)
    .set({ providerReference: reference })
    .where(
      and(
        eq(payments.id, payment.id),
        isNull(payments.providerReference),
        inArray(payments.status, ['pending', 'challenge']),
      ),
    )
    .returning();
  if (kept) return kept;
  await closeAtProvider(
    provider,
    { publicId: payment.publicId, providerReference: reference },
    ctx,
  );
  return payment;
}
