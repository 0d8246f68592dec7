/**
 * The one interface every payment provider implements (decision 0027, docs/payments.md). The
 * golfer types a card only on the provider's own page (a redirect, or a form that posts itself
 * there), so no card number ever passes through the shop or the engine. A provider:
 * - says what the browser needs to pay a pending payment of a held booking (`browserStep`);
 * - serves its own routes: the notification endpoint, which verifies the provider's signature
 *   and hands the verdict to `applyPaymentResult` (apply.ts: order, amount and currency checked
 *   against the stored payment, idempotent), and any page of its own;
 * - refunds all or part of a succeeded payment (`refund`);
 * - optionally closes what a golfer could still pay once the engine released the hold (`close`:
 *   Stripe expires its Checkout Session); a payment that arrives anyway is refunded (apply.ts);
 * - optionally names its payments itself (`referenceFor`), as Redsys's DS_MERCHANT_ORDER.
 * - optionally keeps a logged-in golfer's card and pays with it again (`savedCards`): Stripe keeps
 *   a PaymentMethod on the golfer's Customer, Redsys a card-on-file identifier, Braintree a token
 *   in its vault. The sandbox keeps its own vault token on the payment and asks for the security
 *   code on its card page instead.
 */
import type { Hono } from 'hono';
import type { Logger } from 'pino';
import type { EngineConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Clock } from '../services/clock.ts';
import type { AppDeps } from '../http/app.ts';
import type { PaymentResult } from './apply.ts';

export type PaymentProviderName = EngineConfig['PAYMENT_PROVIDER'];

/** A self-posting form: the browser POSTs `fields` to `action` (the provider's page). */
export interface PaymentForm {
  action: string;
  fields: Record<string, string>;
}

/** What the browser does next to pay. */
export type BrowserStep =
  /**
   * `reference`: the provider's name for what it just opened (Stripe's Checkout Session id), kept
   * as the payment's provider reference so a released hold can close it (`close`).
   */
  | { kind: 'redirect'; url: string; reference?: string }
  | { kind: 'form'; form: PaymentForm; alternatives: { method: 'bizum'; form: PaymentForm }[] }
  | { kind: 'clientToken'; token: string };

/** The payment just created for a held booking, as a provider needs it. */
export interface PaymentToStart {
  publicId: string;
  /** The booking's reference (localizador). */
  booking: string;
  providerReference: string | null;
  /** Euros, as every amount the engine stores. */
  amount: number;
  currency: string;
  /** The shop's outcome pages, with the booking reference already in their query. */
  returnUrlOk: string | null;
  returnUrlKo: string | null;
}

/** A succeeded payment to give money back from. */
export interface PaymentToRefund {
  publicId: string;
  providerReference: string | null;
  amount: number;
  currency: string;
}

/** A pending payment whose hold the engine released. */
export interface PaymentToClose {
  publicId: string;
  providerReference: string | null;
}

export type CloseResult = { ok: true } | { ok: false; reason: string };

export type RefundResult = { ok: true; reference: string } | { ok: false; reason: string };

/** The logged-in golfer a payment's card is kept for. */
export interface CardOwner {
  userId: number;
  email: string;
  name: string;
}

/** A card the provider keeps for a user, as the engine stored it (user_cards). */
export interface KeptCard {
  /** The provider's token: Stripe's PaymentMethod, Redsys's Ds_Merchant_Identifier, Braintree's. */
  token: string;
  userId: number;
}

/**
 * What paying with a kept card came to: the provider's verdict, given at once (the engine applies
 * it as it applies a notification), or a page the golfer must still see (Stripe's 3-D Secure).
 */
export type KeptCardPayment =
  | { kind: 'verdict'; result: PaymentResult }
  | { kind: 'redirect'; url: string; reference: string }
  /** The provider could not be asked, or answered nothing the engine can read. */
  | { kind: 'unavailable'; reason: string };

export type DeleteCardResult = { ok: true } | { ok: false; reason: string };

/** What a provider that keeps cards itself adds to the interface. */
export interface SavedCards {
  /** The browser step of a payment whose card is to be kept for `owner` once it succeeds. */
  browserStepSaving(
    payment: PaymentToStart,
    owner: CardOwner,
    engine: { config: EngineConfig; baseUrl: string; db: Db },
  ): Promise<BrowserStep>;
  /** Pays a pending payment with a kept card, the golfer typing nothing; never throws. */
  pay(
    payment: PaymentToStart,
    card: KeptCard,
    engine: { config: EngineConfig; baseUrl: string; db: Db },
  ): Promise<KeptCardPayment>;
  /** Deletes the card at the provider; a card the provider no longer has counts as deleted. */
  delete(
    card: KeptCard,
    engine: { config: EngineConfig; baseUrl: string; db: Db },
  ): Promise<DeleteCardResult>;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The provider's name for a new payment (its order number); null when it needs none. */
  referenceFor?(paymentId: number): string;
  /** A promise when the provider must be asked first (Stripe creates a Checkout Session). */
  browserStep(
    payment: PaymentToStart,
    engine: { config: EngineConfig; baseUrl: string },
  ): BrowserStep | Promise<BrowserStep>;
  routes(deps: AppDeps): Hono;
  /**
   * Gives back `cents` of a succeeded payment; resolves to the provider's answer, never throws.
   * The database is there for what follows a refund at the provider (Stripe reverses the clubs'
   * transfers).
   */
  refund(
    payment: PaymentToRefund,
    cents: number,
    engine: { config: EngineConfig; baseUrl: string; db: Db; log: Logger; clock: Clock },
  ): Promise<RefundResult>;
  /**
   * Makes a released payment impossible to pay at the provider; resolves to its answer, never
   * throws. Without it (the sandbox's page and Redsys's form check or carry the order, and a late
   * notification is refunded) nothing is left open.
   */
  close?(
    payment: PaymentToClose,
    engine: { config: EngineConfig; baseUrl: string },
  ): Promise<CloseResult>;
  /** Cards kept at the provider; without it the provider keeps none (the sandbox keeps its own). */
  readonly savedCards?: SavedCards;
}
