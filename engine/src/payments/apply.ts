/**
 * The one way a provider's verdict on a payment reaches the database, whichever provider gave it:
 * matched to a known payment, checked against its amount and currency, applied once however many
 * times and however concurrently it arrives. What it leaves for the provider (closing a declined
 * payment's page, giving back money that came too late) is asked once the transaction committed,
 * as no provider is called inside one.
 */
import { and, eq, sql } from 'drizzle-orm';
import { charges, paymentEvents, payments, reservations } from '../db/schema.ts';
import type { AppDeps } from '../http/app.ts';
import { keepPayingCard } from '../services/card-queries.ts';
import { confirmReservation } from '../services/reservations.ts';
import { cents } from '../services/tee-sheet.ts';
import { closeAtProvider, refundAtProvider } from './provider-follow-up.ts';
import type { PaymentProvider } from './provider.ts';

/** A provider's verdict on one payment, once its signature has been verified. */
export interface PaymentResult {
  /** Unique per event at the provider: the same event again is a duplicate. */
  eventId: string;
  /** The payment by the engine's id, or by the provider's own reference to it. */
  payment: { publicId: string } | { provider: string; reference: string };
  outcome: 'succeeded' | 'declined';
  /**
   * What the provider says it charged. Providers that sign it always give it; it must be the
   * payment's own, else nothing changes.
   */
  charged?: { cents: number; currency: string } | undefined;
  /** The card's vault token, brand and last four digits, when the provider gives them. */
  card?: { token?: string | undefined; brand?: string | undefined; last4?: string | undefined };
  /** Why a payment was declined, in the provider's words (no card data). */
  reason?: string | undefined;
  /** The provider's id of the charge; unique. */
  chargeId?: string | undefined;
  /**
   * The provider's name for the money once it is taken (Stripe's PaymentIntent, where the payment
   * was started under its Checkout Session's id): refunds name it, so it replaces the payment's
   * provider reference when a payment succeeds.
   */
  reference?: string | null | undefined;
}

export type ApplyOutcome = 'applied' | 'duplicate' | 'unknown' | 'amountMismatch';

/** What the provider is asked once the verdict is committed. */
type FollowUp = { kind: 'close' } | { kind: 'refund' } | null;

interface Applied {
  result: ApplyOutcome;
  publicId: string | null;
  followUp: FollowUp;
}

/** `provider` is the one that notified: the provider that took the money, if any was taken. */
export async function applyPaymentResult(
  deps: AppDeps,
  provider: PaymentProvider,
  r: PaymentResult,
): Promise<ApplyOutcome> {
  const now = deps.clock.now();
  const where =
    'publicId' in r.payment
      ? eq(payments.publicId, r.payment.publicId)
      : and(
          eq(payments.provider, r.payment.provider),
          eq(payments.providerReference, r.payment.reference),
        );
  const outcome = await deps.db.transaction(async (tx): Promise<Applied> => {
    // Locked before the event's row, whose key on the payment would otherwise let two different
    // events of one payment (Stripe's payment_intent.succeeded and checkout.session.completed
    // arrive together) each wait for the other's lock: a deadlock on PostgreSQL.
    const [payment] = await tx.select().from(payments).where(where).for('update');
    if (!payment) return { result: 'unknown', publicId: null, followUp: null };
    if (
      r.charged &&
      (r.charged.cents !== cents(payment.amount) || r.charged.currency !== payment.currency)
    )
      return { result: 'amountMismatch', publicId: payment.publicId, followUp: null };
    const inserted = await tx
      .insert(paymentEvents)
      .values({ eventId: r.eventId, paymentId: payment.id, kind: r.outcome })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (inserted.length === 0)
      return { result: 'duplicate', publicId: payment.publicId, followUp: null };
    await tx.execute(sql`select id from payments where id = ${payment.id} for update`);
    const [current] = await tx.select().from(payments).where(eq(payments.id, payment.id));
    if (!current || current.status === 'succeeded' || current.status === 'refunded')
      return { result: 'duplicate', publicId: payment.publicId, followUp: null };
    if (r.outcome === 'declined') {
      await tx
        .update(payments)
        .set({ status: 'declined', failureReason: r.reason ?? 'declined', updatedAt: now })
        .where(eq(payments.id, payment.id));
      // A declined card frees the places at once rather than when the hold lapses.
      await tx
        .update(reservations)
        .set({ status: 'released' })
        .where(and(eq(reservations.id, payment.reservationId), eq(reservations.status, 'held')));
      // Stripe's Checkout lets the golfer try another card on the same page: it is closed, so
      // nobody pays a hold that no longer holds anything.
      return {
        result: 'applied',
        publicId: payment.publicId,
        followUp: { kind: 'close' },
      };
    }
    await tx
      .update(payments)
      .set({
        status: 'succeeded',
        cardBrand: r.card?.brand ?? null,
        cardLast4: r.card?.last4 ?? null,
        cardToken: r.card?.token ?? null,
        ...(r.reference ? { providerReference: r.reference } : {}),
        updatedAt: now,
      })
      .where(eq(payments.id, payment.id));
    const charge = await tx
      .insert(charges)
      .values({
        paymentId: payment.id,
        providerChargeId: r.chargeId ?? `ch_${payment.publicId}`,
        amount: payment.amount,
      })
      .onConflictDoNothing()
      .returning({ id: charges.id });
    const confirmed = await confirmReservation(
      tx,
      deps.mailer,
      payment.reservationId,
      now,
      deps.config.ENGINE_SITE_ORIGINS,
    );
    if (confirmed !== 'confirmed') {
      // Paid twice for one booking, or paid after the places went to someone else: give it back,
      // in full, at the provider once this commits (the charge is marked refunded only then).
      await tx
        .update(payments)
        .set({ status: 'refunded', failureReason: confirmed, updatedAt: now })
        .where(eq(payments.id, payment.id));
      return {
        result: 'applied',
        publicId: payment.publicId,
        followUp: charge.length > 0 ? { kind: 'refund' } : null,
      };
    }
    if (r.card?.token) await keepPayingCard(tx, payment.reservationId, r.card.token);
    return { result: 'applied', publicId: payment.publicId, followUp: null };
  });
  if (outcome.followUp && outcome.publicId)
    await followUp(deps, provider, outcome.publicId, outcome.followUp);
  if (outcome.result === 'unknown' || outcome.result === 'amountMismatch') {
    // Refused and changed nothing; logged by ids and sums only, never a card's data.
    deps.log.warn(
      {
        payment: outcome.publicId,
        reference: 'reference' in r.payment ? r.payment.reference : r.payment.publicId,
        eventId: r.eventId,
        charged: r.charged,
        refused: outcome.result,
      },
      'payment notification refused',
    );
  }
  return outcome.result;
}

/** Asks the provider what the committed verdict leaves to it; a refusal is logged, never thrown. */
async function followUp(
  deps: AppDeps,
  provider: PaymentProvider,
  publicId: string,
  what: NonNullable<FollowUp>,
): Promise<void> {
  const [payment] = await deps.db.select().from(payments).where(eq(payments.publicId, publicId));
  if (!payment) return;
  const engine = {
    config: deps.config,
    baseUrl: deps.baseUrl(),
    log: deps.log,
    db: deps.db,
    clock: deps.clock,
  };
  if (what.kind === 'close') {
    await closeAtProvider(provider, payment, engine);
    return;
  }
  const refunded = await refundAtProvider(provider, payment, cents(payment.amount), engine);
  if (refunded)
    await deps.db
      .update(charges)
      .set({ refundedAt: deps.clock.now() })
      .where(eq(charges.paymentId, payment.id));
}
