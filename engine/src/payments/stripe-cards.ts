/**
 * Saved cards at Stripe: a Customer per logged-in golfer (made the first time they keep a card,
 * its id kept on the user), the card kept as a PaymentMethod attached to it by a Checkout Session
 * with `setup_future_usage`, paying again with a PaymentIntent confirmed on the server, and
 * deleting by detaching the PaymentMethod.
 *
 * Paying again: the golfer is at the checkout (on-session), so the PaymentIntent is confirmed with
 * `customer`, `payment_method` and a `return_url`, not `off_session` (which tells the bank the
 * golfer is absent: a merchant-initiated payment, which PSD2 does not allow for a purchase the
 * golfer makes now). Stripe documents this for a returning customer: if the bank asks for 3-D
 * Secure, the PaymentIntent answers `requires_action` with a `redirect_to_url` the browser follows,
 * so the golfer authenticates on the bank's page and no Stripe.js is needed in the shop.
 */
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import Stripe from 'stripe';
import type { Db } from '../db/client.ts';
import { payments, reservations } from '../db/schema.ts';
import {
  keepProviderCard,
  keepStripeCustomer,
  stripeCustomerOf,
} from '../services/card-queries.ts';
import { cents } from '../services/tee-sheet.ts';
import type {
  CardOwner,
  CloseResult,
  DeleteCardResult,
  KeptCard,
  KeptCardPayment,
  PaymentToStart,
} from './provider.ts';

/** The user's Customer at Stripe, made once: the idempotency key makes a retry the same one. */
export async function customerFor(stripe: Stripe, db: Db, owner: CardOwner): Promise<string> {
  const known = await stripeCustomerOf(db, owner.userId);
  if (known) return known;
  const customer = await stripe.customers.create(
    { email: owner.email, name: owner.name, metadata: { fairway_user: String(owner.userId) } },
    { idempotencyKey: `fairway-customer-${owner.userId}` },
  );
  return keepStripeCustomer(db, owner.userId, customer.id);
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Pays a pending payment with a PaymentMethod kept on the user's Customer. */
export async function payWithPaymentMethod(
  stripe: Stripe,
  db: Db,
  payment: PaymentToStart,
  card: KeptCard,
  metadata: Record<string, string>,
): Promise<KeptCardPayment> {
  const customer = await stripeCustomerOf(db, card.userId);
  if (!customer) return { kind: 'unavailable', reason: 'the user has no Stripe Customer' };
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.create(
      {
        amount: cents(payment.amount),
        currency: payment.currency.toLowerCase(),
        customer,
        payment_method: card.token,
        confirm: true,
        // Where the bank's 3-D Secure page sends the golfer back; the webhook tells the outcome.
        ...(payment.returnUrlOk ? { return_url: payment.returnUrlOk } : {}),
        description: `Fairway ${payment.booking}`,
        metadata,
      },
      { idempotencyKey: `fairway-saved-card-${payment.publicId}` },
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) {
      const failed = error.payment_intent;
      return {
        kind: 'verdict',
        result: {
          eventId: `stripe:confirm:${failed?.id ?? payment.publicId}`,
          payment: { publicId: payment.publicId },
          outcome: 'declined',
          reason: error.decline_code ?? error.code ?? 'card_declined',
        },
      };
    }
    if (error instanceof Stripe.errors.StripeError)
      return { kind: 'unavailable', reason: error.code ?? error.type };
    return { kind: 'unavailable', reason: `Stripe unreachable: ${(error as Error).message}` };
  }
  if (intent.status === 'succeeded')
    return {
      kind: 'verdict',
      result: {
        // The webhook's payment_intent.succeeded for the same payment finds it paid: a duplicate.
        eventId: `stripe:confirm:${intent.id}`,
        payment: { publicId: payment.publicId },
        outcome: 'succeeded',
        charged: { cents: intent.amount_received, currency: intent.currency.toUpperCase() },
        chargeId: idOf(intent.latest_charge) ?? `stripe_${intent.id}`,
        reference: intent.id,
      },
    };
  const redirect = intent.next_action?.redirect_to_url?.url;
  if (intent.status === 'requires_action' && redirect)
    return { kind: 'redirect', url: redirect, reference: intent.id };
  if (intent.status === 'requires_payment_method')
    return {
      kind: 'verdict',
      result: {
        eventId: `stripe:confirm:${intent.id}`,
        payment: { publicId: payment.publicId },
        outcome: 'declined',
        reason: intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code,
      },
    };
  return { kind: 'unavailable', reason: `PaymentIntent ${intent.status}` };
}

/**
 * After payment_intent.succeeded: keeps the PaymentMethod that paid when the booking's owner asked
 * to keep the card and it was set up for future use on that owner's own Customer. What is shown
 * (brand, last four, expiry) is what Stripe stored. A failure is logged; the payment stands.
 */
export async function keepCardOfIntent(
  stripe: Stripe,
  db: Db,
  log: Logger,
  publicId: string,
  intent: Stripe.PaymentIntent,
): Promise<void> {
  const method = idOf(intent.payment_method);
  const customer = idOf(intent.customer);
  if (!intent.setup_future_usage || !method || !customer) return;
  const [booking] = await db
    .select({ userId: reservations.userId })
    .from(payments)
    .innerJoin(reservations, eq(reservations.id, payments.reservationId))
    .where(eq(payments.publicId, publicId));
  // Only onto the booking owner's own Customer: anything else is not this golfer's card.
  if (
    !booking ||
    booking.userId === null ||
    (await stripeCustomerOf(db, booking.userId)) !== customer
  )
    return;
  try {
    const pm = await stripe.paymentMethods.retrieve(method);
    if (!pm.card) return;
    await keepProviderCard(db, publicId, {
      provider: 'stripe',
      token: pm.id,
      brand: pm.card.brand,
      last4: pm.card.last4,
      expMonth: pm.card.exp_month,
      expYear: pm.card.exp_year,
      holder: pm.billing_details.name,
    });
  } catch (error) {
    log.warn(
      { provider: 'stripe', payment: publicId, reason: (error as Error).message },
      'card not kept',
    );
  }
}

/** Detaches the PaymentMethod from its Customer: Stripe can no longer charge it for Fairway. */
export async function detachPaymentMethod(
  stripe: Stripe,
  card: KeptCard,
): Promise<DeleteCardResult> {
  try {
    await stripe.paymentMethods.detach(card.token);
    return { ok: true };
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError))
      return { ok: false, reason: `Stripe unreachable: ${(error as Error).message}` };
    // Already gone, or already detached: Stripe keeps nothing for this golfer any more.
    if (error.code === 'resource_missing' || /not attached/i.test(error.message))
      return { ok: true };
    return { ok: false, reason: error.code ?? error.type };
  }
}

/**
 * Cancels a kept card's PaymentIntent still waiting for 3-D Secure once its hold is released, so
 * the bank's page takes no payment for it. One Stripe will not cancel any more (paid, failed or
 * already canceled) leaves nothing open to pay: a payment that got through is refunded by the
 * apply step, as any late payment.
 */
export async function cancelWaitingIntent(stripe: Stripe, intentId: string): Promise<CloseResult> {
  try {
    const intent = await stripe.paymentIntents.cancel(intentId);
    return intent.status === 'canceled'
      ? { ok: true }
      : { ok: false, reason: `PaymentIntent ${intent.status}` };
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError))
      return { ok: false, reason: `Stripe unreachable: ${(error as Error).message}` };
    const status = await stripe.paymentIntents
      .retrieve(intentId)
      .then((intent) => intent.status)
      .catch(() => null);
    return status !== null && status !== 'requires_action'
      ? { ok: true }
      : { ok: false, reason: error.code ?? error.message };
  }
}
