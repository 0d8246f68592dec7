/**
 * Stripe through its official SDK and hosted Checkout: the engine creates a Checkout Session in
 * payment mode for the held amount and sends the browser to its url; Stripe notifies the engine
 * by a signed webhook (POST /pasarela/stripe/webhook) and sends the golfer back to the shop's ok or
 * ko page; refunds are Refunds of the PaymentIntent, whose id the payment keeps as its provider
 * reference once the webhook has told it. Until then the reference is the Checkout Session's id,
 * which a released hold expires (checkout.sessions.expire) so nobody pays it afterwards. Without
 * STRIPE_API_BASE in development (config.ts) the engine's stand-in (stand-ins/stripe.ts) answers
 * in Stripe's place.
 */
import { Hono } from 'hono';
import Stripe from 'stripe';
import { STRIPE_STAND_IN_KEYS, type EngineConfig } from '../config.ts';
import type { AppDeps } from '../http/app.ts';
import { cents } from '../services/tee-sheet.ts';
import { applyPaymentResult, type PaymentResult } from './apply.ts';
import type {
  BrowserStep,
  CloseResult,
  PaymentProvider,
  PaymentToStart,
  RefundResult,
  SavedCards,
} from './provider.ts';
import { stripeStandIn } from './stand-ins/stripe.ts';
import {
  cancelWaitingIntent,
  customerFor,
  detachPaymentMethod,
  keepCardOfIntent,
  payWithPaymentMethod,
} from './stripe-cards.ts';
import { reverseClubTransfers, transferClubShares } from './stripe-connect.ts';

export const WEBHOOK_PATH = '/pasarela/stripe/webhook';

/** The metadata keys a session and its PaymentIntent carry: how a webhook finds its payment. */
export const METADATA = { payment: 'fairway_payment', booking: 'fairway_booking' } as const;

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Where the SDK calls: Stripe's API (null, its default) or the stand-in's origin. */
  apiBase: string | null;
}

/** The stand-in answers for Stripe in development when no API base is configured. */
const usesStandIn = (config: EngineConfig) =>
  config.STRIPE_API_BASE === undefined && config.NODE_ENV === 'development';

export function stripeSettings(config: EngineConfig, baseUrl: string): StripeSettings {
  return {
    secretKey: config.STRIPE_SECRET_KEY ?? STRIPE_STAND_IN_KEYS.secretKey,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? STRIPE_STAND_IN_KEYS.webhookSecret,
    apiBase: config.STRIPE_API_BASE ?? (usesStandIn(config) ? baseUrl : null),
  };
}

/** The SDK's client, pointed at `apiBase` through its host, port and protocol options. */
export function stripeClient(s: StripeSettings): Stripe {
  if (s.apiBase === null) return new Stripe(s.secretKey, { maxNetworkRetries: 2 });
  const base = new URL(s.apiBase);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(s.secretKey, {
    maxNetworkRetries: 2,
    host: base.hostname,
    port: base.port || (protocol === 'http' ? 80 : 443),
    protocol,
  });
}

/** A Checkout Session for the held amount; one per payment however often this is retried. */
export async function createCheckoutSession(
  s: StripeSettings,
  payment: PaymentToStart,
  /** The golfer's Customer, when the card that pays is to be kept on it (stripe-cards.ts). */
  savingFor?: { customer: string },
): Promise<Stripe.Checkout.Session> {
  const booking = payment.booking;
  const metadata = paymentMetadata(payment);
  return stripeClient(s).checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: payment.currency.toLowerCase(),
            unit_amount: cents(payment.amount),
            product_data: { name: `Fairway ${booking}` },
          },
        },
      ],
      client_reference_id: payment.publicId,
      metadata,
      payment_intent_data: savingFor
        ? { metadata, setup_future_usage: 'off_session' }
        : { metadata },
      ...(savingFor ? { customer: savingFor.customer } : {}),
      ...(payment.returnUrlOk ? { success_url: payment.returnUrlOk } : {}),
      ...(payment.returnUrlKo ? { cancel_url: payment.returnUrlKo } : {}),
    },
    // A session that keeps the card is another request: it gets a key of its own.
    { idempotencyKey: `fairway-session-${savingFor ? 'save-' : ''}${payment.publicId}` },
  );
}

/** What a session and a PaymentIntent carry: how a webhook finds its payment. */
function paymentMetadata(payment: PaymentToStart): Record<string, string> {
  return { [METADATA.payment]: payment.publicId, [METADATA.booking]: payment.booking };
}

/** The browser's step: the hosted Checkout page of a session made now (or its retry's). */
async function checkoutStep(
  s: StripeSettings,
  payment: PaymentToStart,
  savingFor?: { customer: string },
): Promise<BrowserStep> {
  const session = await createCheckoutSession(s, payment, savingFor);
  if (!session.url) throw new Error(`Stripe session ${session.id} has no url`);
  return { kind: 'redirect', url: session.url, reference: session.id };
}

/** Saved cards at Stripe (stripe-cards.ts): a Customer's PaymentMethods. */
const stripeSavedCards: SavedCards = {
  async browserStepSaving(payment, owner, engine) {
    const s = stripeSettings(engine.config, engine.baseUrl);
    const customer = await customerFor(stripeClient(s), engine.db, owner);
    return checkoutStep(s, payment, { customer });
  },
  pay(payment, card, engine) {
    const s = stripeSettings(engine.config, engine.baseUrl);
    return payWithPaymentMethod(
      stripeClient(s),
      engine.db,
      payment,
      card,
      paymentMetadata(payment),
    );
  },
  delete(card, engine) {
    return detachPaymentMethod(stripeClient(stripeSettings(engine.config, engine.baseUrl)), card);
  },
};

/**
 * What a verified event says of a payment, or null for an event this engine does not act on
 * (Stripe sends every type the endpoint subscribes to; those are answered 200 and ignored).
 */
export function resultOf(event: Stripe.Event): PaymentResult | null {
  if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed') {
    const intent = event.data.object;
    const succeeded = event.type === 'payment_intent.succeeded';
    const error = intent.last_payment_error;
    return {
      eventId: `stripe:${event.id}`,
      payment: { publicId: intent.metadata[METADATA.payment] ?? '' },
      outcome: succeeded ? 'succeeded' : 'declined',
      charged: succeeded
        ? { cents: intent.amount_received, currency: intent.currency.toUpperCase() }
        : undefined,
      reason: succeeded ? undefined : (error?.decline_code ?? error?.code ?? 'payment_failed'),
      chargeId: chargeIdOf(intent.latest_charge, intent.id),
      // The PaymentIntent is what a refund names; the session alone does not hold the money.
      reference: intent.id,
    };
  }
  if (event.type === 'checkout.session.completed' && event.data.object.payment_status === 'paid') {
    const session = event.data.object;
    const intent =
      typeof session.payment_intent === 'string'
        ? session.payment_intent
        : (session.payment_intent?.id ?? null);
    return {
      eventId: `stripe:${event.id}`,
      payment: { publicId: session.metadata?.[METADATA.payment] ?? '' },
      outcome: 'succeeded',
      charged: {
        cents: session.amount_total ?? Number.NaN,
        currency: (session.currency ?? '').toUpperCase(),
      },
      chargeId: `stripe_${intent ?? session.id}`,
      reference: intent,
    };
  }
  return null;
}

function chargeIdOf(charge: string | Stripe.Charge | null, intent: string): string {
  if (typeof charge === 'string') return charge;
  return charge?.id ?? `stripe_${intent}`;
}

export function stripeRoutes(deps: AppDeps): Hono {
  const app = new Hono();

  if (usesStandIn(deps.config))
    app.route(
      '/',
      stripeStandIn(() => {
        const s = stripeSettings(deps.config, deps.baseUrl());
        return { ...s, webhookUrl: `${deps.baseUrl()}${WEBHOOK_PATH}` };
      }),
    );

  /**
   * Answers 2xx to a repeat and to events it does not act on, as Stripe retries anything else
   * for days; refuses anything not signed with the endpoint's secret.
   */
  app.post(WEBHOOK_PATH, async (c) => {
    const s = stripeSettings(deps.config, deps.baseUrl());
    const refuse = (reason: string, status: 400 | 404 = 400) => {
      deps.log.warn({ provider: 'stripe', refused: reason }, 'payment notification refused');
      return c.json({ error: reason }, status);
    };
    const raw = await c.req.text();
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(
        raw,
        c.req.header('stripe-signature') ?? '',
        s.webhookSecret,
      );
    } catch {
      return refuse('signature not valid');
    }
    const result = resultOf(event);
    if (!result) return c.json({ received: true, ignored: event.type });
    if (!('publicId' in result.payment) || result.payment.publicId === '') {
      // Another integration's payment on the same account: acknowledged, so Stripe stops sending it.
      deps.log.info({ provider: 'stripe', event: event.id }, 'event of a payment not ours');
      return c.json({ received: true, ignored: 'not a Fairway payment' });
    }
    const outcome = await applyPaymentResult(deps, stripeProvider, result);
    if (outcome === 'unknown') return refuse('payment not known', 404);
    if (outcome === 'amountMismatch') return refuse('amount or currency not valid');
    // The clubs' share, once the booking is committed; a repeat retries a share Stripe refused.
    if (outcome === 'applied' || outcome === 'duplicate')
      await transferClubShares(deps, stripeClient(s), result.payment.publicId);
    // The card that paid, kept when the golfer asked to; a repeat keeps it once.
    if (
      (outcome === 'applied' || outcome === 'duplicate') &&
      event.type === 'payment_intent.succeeded'
    )
      await keepCardOfIntent(
        stripeClient(s),
        deps.db,
        deps.log,
        result.payment.publicId,
        event.data.object,
      );
    return c.json({ received: true, outcome });
  });

  return app;
}

export async function refundAtStripe(
  s: StripeSettings,
  paymentIntent: string,
  amountCents: number,
): Promise<RefundResult> {
  try {
    const refund = await stripeClient(s).refunds.create({
      payment_intent: paymentIntent,
      amount: amountCents,
    });
    return refund.status === 'succeeded' || refund.status === 'pending'
      ? { ok: true, reference: refund.id }
      : { ok: false, reason: `refund ${refund.status ?? 'unknown'}` };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError)
      return { ok: false, reason: error.code ?? error.type };
    return { ok: false, reason: `Stripe unreachable: ${(error as Error).message}` };
  }
}

/**
 * Expires an open Checkout Session, so its page takes no payment any more. Stripe refuses to expire
 * a session that is no longer open (complete, or already expired): nothing is left open then
 * either, which the session itself is asked to confirm.
 */
export async function expireCheckoutSession(
  s: StripeSettings,
  sessionId: string,
): Promise<CloseResult> {
  const stripe = stripeClient(s);
  try {
    const session = await stripe.checkout.sessions.expire(sessionId);
    return session.status === 'expired'
      ? { ok: true }
      : { ok: false, reason: `session ${session.status ?? 'unknown'}` };
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError))
      return { ok: false, reason: `Stripe unreachable: ${(error as Error).message}` };
    const status = await stripe.checkout.sessions
      .retrieve(sessionId)
      .then((session) => session.status)
      .catch(() => null);
    return status !== null && status !== 'open'
      ? { ok: true }
      : { ok: false, reason: error.code ?? error.message };
  }
}

export const stripeProvider: PaymentProvider = {
  name: 'stripe',
  browserStep(payment, engine) {
    return checkoutStep(stripeSettings(engine.config, engine.baseUrl), payment);
  },
  routes: stripeRoutes,
  async refund(payment, amountCents, engine) {
    if (!payment.providerReference)
      return { ok: false, reason: 'payment has no Stripe PaymentIntent' };
    const s = stripeSettings(engine.config, engine.baseUrl);
    const result = await refundAtStripe(s, payment.providerReference, amountCents);
    // What the golfer got back comes out of the clubs' transfers, not out of Fairway's fee.
    if (result.ok)
      await reverseClubTransfers(engine, stripeClient(s), payment.publicId, amountCents);
    return result;
  },
  close(payment, engine) {
    // A kept card's PaymentIntent waiting for 3-D Secure is cancelled (stripe-cards.ts).
    if (payment.providerReference?.startsWith('pi_'))
      return cancelWaitingIntent(
        stripeClient(stripeSettings(engine.config, engine.baseUrl)),
        payment.providerReference,
      );
    // Otherwise only a session is open to pay.
    if (!payment.providerReference?.startsWith('cs_')) return Promise.resolve({ ok: true });
    return expireCheckoutSession(
      stripeSettings(engine.config, engine.baseUrl),
      payment.providerReference,
    );
  },
  savedCards: stripeSavedCards,
};
