/**
 * Braintree through its official SDK (`braintree` on npm) and its Drop-in in the shop: the engine
 * hands the browser a client token (`gateway.clientToken.generate`); the Drop-in turns the card
 * into a one-time payment method nonce, which the shop posts to the engine with the booking's
 * proof (POST /pasarela/braintree/pago); the engine charges it with `gateway.transaction.sale`
 * (submitted for settlement at once) and applies the sale's answer. Braintree's webhooks
 * (POST /pasarela/braintree/webhook) are verified and parsed by `gateway.webhookNotification.parse`;
 * refunds are `gateway.transaction.refund` of the sale, whose id the payment keeps as its
 * provider reference. Without BRAINTREE_GATEWAY_URL in development (config.ts) the engine's
 * stand-in (stand-ins/braintree.ts) answers in Braintree's place.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import braintree from 'braintree';
import { z } from 'zod';
import { localizador as localizadorSchema } from '@fairway/contract/envelope';
import { BRAINTREE_STAND_IN_KEYS, type EngineConfig } from '../config.ts';
import { payments, reservations } from '../db/schema.ts';
import type { AppDeps } from '../http/app.ts';
import { clientAddress } from '../http/client-address.ts';
import { Fail } from '../calls/fail.ts';
import { holdIsLive } from '../services/reservations.ts';
import { cents } from '../services/tee-sheet.ts';
import type { ThrottleKey } from '../services/throttle.ts';
import { applyPaymentResult, type ApplyOutcome, type PaymentResult } from './apply.ts';
import {
  customerIdOf,
  deleteVaultedCard,
  keepVaultedCard,
  vaultOptions,
} from './braintree-cards.ts';
import type {
  BrowserStep,
  KeptCard,
  KeptCardPayment,
  PaymentProvider,
  PaymentToStart,
  RefundResult,
  SavedCards,
} from './provider.ts';
import { braintreeStandIn } from './stand-ins/braintree.ts';

export const PAY_PATH = '/pasarela/braintree/pago';
export const WEBHOOK_PATH = '/pasarela/braintree/webhook';

export interface BraintreeSettings {
  merchantId: string;
  publicKey: string;
  privateKey: string;
  environment: 'sandbox' | 'production';
  /** The merchant account sales are made in (its currency); null for the merchant's default. */
  merchantAccountId: string | null;
  /** Where the SDK calls: Braintree's gateway for `environment` (null) or another origin. */
  gatewayUrl: string | null;
}

/** The stand-in answers for Braintree in development when no gateway is configured. */
const usesStandIn = (config: EngineConfig) =>
  config.BRAINTREE_GATEWAY_URL === undefined && config.NODE_ENV === 'development';

export function braintreeSettings(config: EngineConfig, baseUrl: string): BraintreeSettings {
  return {
    merchantId: config.BRAINTREE_MERCHANT_ID ?? BRAINTREE_STAND_IN_KEYS.merchantId,
    publicKey: config.BRAINTREE_PUBLIC_KEY ?? BRAINTREE_STAND_IN_KEYS.publicKey,
    privateKey: config.BRAINTREE_PRIVATE_KEY ?? BRAINTREE_STAND_IN_KEYS.privateKey,
    environment: config.BRAINTREE_ENVIRONMENT,
    merchantAccountId: config.BRAINTREE_MERCHANT_ACCOUNT_ID ?? null,
    gatewayUrl: config.BRAINTREE_GATEWAY_URL ?? (usesStandIn(config) ? baseUrl : null),
  };
}

/**
 * The SDK's gateway. Another origin is reached through an Environment of its own: the SDK
 * builds every request from the environment's server, port and ssl flag.
 */
export function braintreeGateway(s: BraintreeSettings): braintree.BraintreeGateway {
  let environment: braintree.Environment;
  if (s.gatewayUrl === null) {
    environment =
      s.environment === 'production'
        ? braintree.Environment.Production
        : braintree.Environment.Sandbox;
  } else {
    const url = new URL(s.gatewayUrl);
    const ssl = url.protocol === 'https:';
    const port = url.port || (ssl ? '443' : '80');
    environment = new braintree.Environment(
      url.hostname,
      port,
      url.origin,
      ssl,
      url.hostname,
      port,
    );
  }
  return new braintree.BraintreeGateway({
    environment,
    merchantId: s.merchantId,
    publicKey: s.publicKey,
    privateKey: s.privateKey,
  });
}

/** Euros as Braintree's decimal string: 12.5 → "12.50". */
export function amountText(euros: number): string {
  const c = cents(euros);
  return `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
}

/** Braintree's decimal amount in cents; NaN for anything else, which no payment matches. */
export function centsOfAmount(amount: string | undefined): number {
  if (amount === undefined || !/^\d+(\.\d{1,2})?$/.test(amount)) return Number.NaN;
  const [units = '0', decimals = ''] = amount.split('.');
  return Number(units) * 100 + Number(decimals.padEnd(2, '0'));
}

/** Sale statuses of money taken (or being taken) from the card. */
const PAID_STATUSES = new Set([
  'authorized',
  'submitted_for_settlement',
  'settling',
  'settlement_pending',
  'settlement_confirmed',
  'settled',
]);

/** What a Braintree transaction says of the payment it was made for. */
export function resultOfTransaction(
  transaction: braintree.Transaction,
  eventId: string,
  outcome: 'succeeded' | 'declined',
): PaymentResult {
  const card = transaction.creditCard;
  return {
    eventId,
    payment: { publicId: transaction.orderId ?? '' },
    outcome,
    charged:
      outcome === 'succeeded'
        ? { cents: centsOfAmount(transaction.amount), currency: transaction.currencyIsoCode }
        : undefined,
    card: { brand: card?.cardType ?? undefined, last4: card?.last4 ?? undefined },
    reason:
      outcome === 'declined'
        ? `${transaction.status} ${transaction.processorResponseCode ?? ''}`.trim()
        : undefined,
    chargeId: `braintree_${transaction.id}`,
    // Kept by the apply step as the payment's reference: what a refund or a webhook names.
    reference: outcome === 'succeeded' ? transaction.id : undefined,
  };
}

/** The nonce the shop posts, with the booking's proof: the payment, its reference and e-mail. */
const payRequest = z.strictObject({
  idPago: z.string().min(1).max(100),
  localizador: localizadorSchema,
  email: z.string().min(1).max(320),
  nonce: z.string().min(1).max(4000),
});

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Sale statuses Braintree can still void (whole); past them, money comes back by a refund. */
const VOIDABLE = new Set(['authorized', 'submitted_for_settlement', 'settlement_pending']);

/**
 * Gives a whole sale back at Braintree: voided while it can be, else refunded. Logged, never
 * thrown, when Braintree refuses (the back office settles it).
 */
async function giveBack(
  deps: AppDeps,
  gateway: braintree.BraintreeGateway,
  sale: braintree.Transaction,
) {
  try {
    const answer = VOIDABLE.has(sale.status)
      ? await gateway.transaction.void(sale.id)
      : await gateway.transaction.refund(sale.id);
    if (answer.success) return;
  } catch {
    // Unreachable: logged below like a refusal.
  }
  deps.log.warn({ provider: 'braintree', transaction: sale.id }, 'refund refused by the provider');
}

export function braintreeRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  const settings = () => braintreeSettings(deps.config, deps.baseUrl());

  if (usesStandIn(deps.config))
    app.route(
      '/',
      braintreeStandIn(
        () => ({ ...settings(), origin: deps.baseUrl() }),
        () => deps.clock.now(),
      ),
    );

  /**
   * Charges the Drop-in's nonce for a pending payment. The payment is named by its id and proven
   * by its booking's reference and holder's e-mail (as every call on a booking by reference);
   * a wrong proof is answered as an unknown payment and counted by the look-up limiter. The
   * payment moves from pending to authorized before the sale, so the same payment is never
   * charged twice however often or concurrently this is posted.
   */
  app.post(PAY_PATH, async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      body = null;
    }
    const parsed = payRequest.safeParse(body);
    if (!parsed.success) return c.json({ error: 'request not valid' }, 400);
    const input = parsed.data;
    const keys: ThrottleKey[] = [
      { kind: 'lookupAddress', subject: clientAddress(c, deps.config.ENGINE_SITE_KEY).address },
      { kind: 'lookupReference', subject: input.localizador },
    ];
    try {
      await deps.throttle.check(keys, 'en');
    } catch (error) {
      if (error instanceof Fail) return c.json({ error: 'too many attempts' }, 429);
      throw error;
    }
    const [found] = await deps.db
      .select({ payment: payments, reservation: reservations })
      .from(payments)
      .innerJoin(reservations, eq(reservations.id, payments.reservationId))
      .where(eq(payments.publicId, input.idPago));
    if (
      !found ||
      found.reservation.localizador !== input.localizador ||
      !sameEmail(input.email, found.reservation.holderEmail) ||
      found.payment.provider !== 'braintree'
    ) {
      await deps.throttle.count(keys);
      return c.json({ error: 'payment not found' }, 404);
    }
    const { payment, reservation } = found;
    if (payment.status !== 'pending' || !holdIsLive(reservation, deps.clock.now()))
      return c.json({ error: 'payment not open', status: payment.status }, 409);
    const claimed = await deps.db
      .update(payments)
      .set({ status: 'authorized', updatedAt: deps.clock.now() })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
      .returning({ id: payments.id });
    if (claimed.length === 0) return c.json({ error: 'payment not open' }, 409);
    const reopen = () =>
      deps.db
        .update(payments)
        .set({ status: 'pending' })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'authorized')));

    const s = settings();
    const gateway = braintreeGateway(s);
    // Into the owner's vault when they keep the card (braintree-cards.ts).
    const { storeInVaultOnSuccess, ...vault } = await vaultOptions(gateway, deps.db, reservation);
    let sale: braintree.ValidatedResponse<braintree.Transaction>;
    try {
      sale = await gateway.transaction.sale({
        amount: amountText(payment.amount),
        paymentMethodNonce: input.nonce,
        orderId: payment.publicId,
        ...(s.merchantAccountId ? { merchantAccountId: s.merchantAccountId } : {}),
        ...vault,
        options: {
          submitForSettlement: true,
          ...(storeInVaultOnSuccess ? { storeInVaultOnSuccess } : {}),
        },
      });
    } catch (error) {
      // The sale's fate is unknown: the payment stays authorized (never charged twice) and is
      // left to the back office, which sees the sale by its order id in Braintree's panel.
      deps.log.error(
        { provider: 'braintree', payment: payment.publicId, err: (error as Error).message },
        'Braintree sale without an answer',
      );
      return c.json({ error: 'provider unreachable' }, 502);
    }
    const transaction = sale.transaction as braintree.Transaction | undefined;
    if (!transaction) {
      // Refused before any processor saw it (an unknown or used nonce): nothing was charged,
      // so the golfer may try again while the hold lives.
      await reopen();
      const codes = sale.errors
        .deepErrors()
        .map((e) => e.code)
        .join(',');
      deps.log.info({ provider: 'braintree', payment: payment.publicId, codes }, 'sale refused');
      return c.json({ error: 'payment method not valid', codes }, 400);
    }
    const succeeded = sale.success && PAID_STATUSES.has(transaction.status);
    const result = resultOfTransaction(
      transaction,
      `braintree:sale:${transaction.id}`,
      succeeded ? 'succeeded' : 'declined',
    );
    const outcome = await applyPaymentResult(deps, braintreeProvider, result);
    if (outcome === 'amountMismatch') {
      // Braintree charged another sum than the payment's (a merchant account in another
      // currency): nothing is confirmed, and the sale is voided.
      await reopen();
      await giveBack(deps, gateway, transaction);
      return c.json({ error: 'amount or currency not valid' }, 400);
    }
    if (succeeded && storeInVaultOnSuccess)
      await keepVaultedCard(deps.db, payment.publicId, transaction);
    const [after] = await deps.db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.id, payment.id));
    return c.json({
      outcome: after?.status ?? 'unknown',
      localizador: reservation.localizador,
      ...(succeeded ? {} : { reason: result.reason }),
    });
  });

  /**
   * Braintree's webhook (form-encoded bt_signature and bt_payload). The notification is verified
   * by the SDK with the private key; it names a transaction, which is read back from the gateway
   * for its order (the payment), amount, currency and status, and applied through the one apply
   * path. A repeat is answered 200 and changes nothing; kinds the engine does not act on are
   * acknowledged, as Braintree retries anything else.
   */
  app.post(WEBHOOK_PATH, async (c) => {
    const refuse = (reason: string, status: 400 | 404 = 400) => {
      deps.log.warn({ provider: 'braintree', refused: reason }, 'payment notification refused');
      return c.json({ error: reason }, status);
    };
    const form = await c.req.parseBody();
    const signature = typeof form.bt_signature === 'string' ? form.bt_signature : '';
    const payload = typeof form.bt_payload === 'string' ? form.bt_payload : '';
    const gateway = braintreeGateway(settings());
    let notification: braintree.WebhookNotification;
    try {
      notification = await gateway.webhookNotification.parse(signature, payload);
    } catch {
      return refuse('signature not valid');
    }
    const kind: string = notification.kind;
    if (kind !== 'transaction_settled' && kind !== 'transaction_settlement_declined')
      return c.json({ received: true, ignored: kind });
    const notified = (notification as braintree.TransactionNotification).transaction;
    let transaction: braintree.Transaction;
    try {
      transaction = await gateway.transaction.find(notified.id);
    } catch {
      return refuse('transaction not known', 404);
    }
    if (!transaction.orderId) {
      deps.log.info(
        { provider: 'braintree', transaction: transaction.id },
        'not a Fairway payment',
      );
      return c.json({ received: true, ignored: 'not a Fairway payment' });
    }
    const result = resultOfTransaction(
      transaction,
      `braintree:${createHash('sha256').update(payload.trim()).digest('hex')}`,
      kind === 'transaction_settled' ? 'succeeded' : 'declined',
    );
    // A settlement declined after the booking was confirmed cannot be undone here: the apply step
    // keeps the confirmed booking, and the back office settles it with the golfer.
    const outcome: ApplyOutcome = await applyPaymentResult(deps, braintreeProvider, result);
    if (outcome === 'unknown') return refuse('payment not known', 404);
    if (outcome === 'amountMismatch') return refuse('amount or currency not valid');
    return c.json({ received: true, outcome });
  });

  return app;
}

export async function refundAtBraintree(
  s: BraintreeSettings,
  transactionId: string,
  amountCents: number,
): Promise<RefundResult> {
  try {
    const refund = await braintreeGateway(s).transaction.refund(
      transactionId,
      amountText(amountCents / 100),
    );
    if (refund.success) return { ok: true, reference: refund.transaction.id };
    const codes = refund.errors
      .deepErrors()
      .map((e) => e.code)
      .join(',');
    return { ok: false, reason: codes || refund.message };
  } catch (error) {
    const type = (error as { type?: string }).type;
    return {
      ok: false,
      reason:
        type === 'notFoundError'
          ? 'transaction not found'
          : `Braintree unreachable: ${(error as Error).message}`,
    };
  }
}

/** The client token the Drop-in starts with. */
async function clientToken(s: BraintreeSettings): Promise<string> {
  const answer = await braintreeGateway(s).clientToken.generate({
    ...(s.merchantAccountId ? { merchantAccountId: s.merchantAccountId } : {}),
  });
  if (!answer.success) throw new Error(`Braintree refused a client token: ${answer.message}`);
  return answer.clientToken;
}

async function clientTokenStep(engine: {
  config: EngineConfig;
  baseUrl: string;
}): Promise<BrowserStep> {
  return {
    kind: 'clientToken',
    token: await clientToken(braintreeSettings(engine.config, engine.baseUrl)),
  };
}

/** Pays with a vaulted card from the server: a sale of its token, on its owner's Customer. */
async function payWithVaultedCard(
  payment: PaymentToStart,
  card: KeptCard,
  engine: { config: EngineConfig; baseUrl: string },
): Promise<KeptCardPayment> {
  const s = braintreeSettings(engine.config, engine.baseUrl);
  let sale: braintree.ValidatedResponse<braintree.Transaction>;
  try {
    sale = await braintreeGateway(s).transaction.sale({
      amount: amountText(payment.amount),
      paymentMethodToken: card.token,
      // Braintree refuses a token that is not this Customer's (91516).
      customerId: customerIdOf(card.userId),
      orderId: payment.publicId,
      ...(s.merchantAccountId ? { merchantAccountId: s.merchantAccountId } : {}),
      options: { submitForSettlement: true },
    });
  } catch (error) {
    return { kind: 'unavailable', reason: `Braintree unreachable: ${(error as Error).message}` };
  }
  const transaction = sale.transaction as braintree.Transaction | undefined;
  if (!transaction) {
    const codes = sale.errors
      .deepErrors()
      .map((e) => e.code)
      .join(',');
    return { kind: 'unavailable', reason: codes || sale.message };
  }
  const succeeded = sale.success && PAID_STATUSES.has(transaction.status);
  return {
    kind: 'verdict',
    result: resultOfTransaction(
      transaction,
      `braintree:sale:${transaction.id}`,
      succeeded ? 'succeeded' : 'declined',
    ),
  };
}

/** Saved cards in Braintree's vault (braintree-cards.ts); the Drop-in's step is the same. */
const braintreeSavedCards: SavedCards = {
  browserStepSaving: (_payment, _owner, engine) => clientTokenStep(engine),
  pay: payWithVaultedCard,
  delete: (card, engine) =>
    deleteVaultedCard(braintreeGateway(braintreeSettings(engine.config, engine.baseUrl)), card),
};

export const braintreeProvider: PaymentProvider = {
  name: 'braintree',
  browserStep: (_payment, engine) => clientTokenStep(engine),
  savedCards: braintreeSavedCards,
  routes: braintreeRoutes,
  /**
   * Braintree refunds only a settled sale: a whole sale given back before it settles (a payment
   * that came after its hold lapsed) is voided instead.
   */
  async refund(payment, amountCents, engine) {
    if (!payment.providerReference)
      return { ok: false, reason: 'payment has no Braintree transaction' };
    const settings = braintreeSettings(engine.config, engine.baseUrl);
    if (amountCents === Math.round(payment.amount * 100)) {
      const gateway = braintreeGateway(settings);
      try {
        const sale = await gateway.transaction.find(payment.providerReference);
        if (VOIDABLE.has(sale.status)) {
          const voided = await gateway.transaction.void(sale.id);
          return voided.success
            ? { ok: true, reference: sale.id }
            : { ok: false, reason: voided.message };
        }
      } catch (error) {
        return { ok: false, reason: `Braintree unreachable: ${(error as Error).message}` };
      }
    }
    return refundAtBraintree(settings, payment.providerReference, amountCents);
  },
};
