/**
 * Redsys (the card gateway of Spanish banks, with Bizum) by its redirection protocol: the
 * browser posts a signed form to Redsys's payment page (`/sis/realizarPago`), Redsys notifies the
 * engine server to server (POST /pasarela/redsys/notificacion) and sends the golfer back to the
 * shop's ok or ko page; refunds go through its REST entry point (`/sis/rest/trataPeticionREST`,
 * transaction type 3). Signatures: redsys-signature.ts. Without REDSYS_URL (development only, see
 * config.ts) the engine's stand-in (stand-ins/redsys.ts) answers in Redsys's place.
 */
import { createHash, randomInt } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { REDSYS_TEST_MERCHANT, type EngineConfig } from '../config.ts';
import type { AppDeps } from '../http/app.ts';
import { cents } from '../services/tee-sheet.ts';
import { applyPaymentResult } from './apply.ts';
import type {
  BrowserStep,
  PaymentForm,
  PaymentProvider,
  PaymentToStart,
  RefundResult,
  SavedCards,
} from './provider.ts';
import {
  CARD_ON_FILE_FIRST,
  forgetIdentifier,
  keepRedsysCard,
  payWithIdentifier,
} from './redsys-cards.ts';
import {
  SIGNATURE_VERSION,
  decodeParameters,
  encodeParameters,
  signParameters,
  signatureValid,
} from './redsys-signature.ts';
import { callRedsysRest } from './redsys-rest.ts';
import { redsysStandIn, STAND_IN_PATH } from './stand-ins/redsys.ts';

export const NOTIFICATION_PATH = '/pasarela/redsys/notificacion';

/** ISO 4217 numeric codes Redsys speaks, by the letters the engine stores. */
const CURRENCY_CODES: Record<string, string> = { EUR: '978' };
const currencyOfCode = (code: string) =>
  Object.entries(CURRENCY_CODES).find(([, c]) => c === code)?.[0] ?? `?${code}`;

/** Ds_Response 0000 to 0099 is an authorised payment; anything else is not. */
export function authorised(response: string): boolean {
  return /^\d{1,4}$/.test(response) && Number(response) <= 99;
}

/** A refund Redsys accepted answers Ds_Response 0900. */
const REFUND_ACCEPTED = '0900';

export interface RedsysSettings {
  /** Redsys's origin (or the stand-in's): /sis/realizarPago and /sis/rest/trataPeticionREST hang off it. */
  url: string;
  merchantCode: string;
  terminal: string;
  secret: string;
  bizum: boolean;
}

export function redsysSettings(config: EngineConfig, baseUrl: string): RedsysSettings {
  return {
    url: (config.REDSYS_URL ?? `${baseUrl}${STAND_IN_PATH}`).replace(/\/$/, ''),
    merchantCode: config.REDSYS_MERCHANT_CODE ?? REDSYS_TEST_MERCHANT.code,
    terminal: config.REDSYS_TERMINAL,
    secret: config.REDSYS_SECRET ?? REDSYS_TEST_MERCHANT.secret,
    bizum: config.REDSYS_BIZUM === 'true',
  };
}

const ORDER_TAIL = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * DS_MERCHANT_ORDER: 12 characters, the first 4 digits (Redsys's rule), here the payment's id
 * modulo 10 000, then 8 random letters and digits, so engines sharing a merchant (a test
 * database, a restored backup) never reuse an order Redsys has seen.
 */
export function orderFor(paymentId: number): string {
  let tail = '';
  for (let i = 0; i < 8; i++) tail += ORDER_TAIL[randomInt(ORDER_TAIL.length)];
  return `${String(paymentId % 10_000).padStart(4, '0')}${tail}`;
}

function signedForm(s: RedsysSettings, action: string, parameters: Record<string, string>) {
  const encoded = encodeParameters(parameters);
  const order = parameters.DS_MERCHANT_ORDER ?? '';
  return {
    Ds_SignatureVersion: SIGNATURE_VERSION,
    Ds_MerchantParameters: encoded,
    Ds_Signature: signParameters(s.secret, order, encoded),
    action,
  };
}

/** The redirect form of a payment, and its Bizum twin when Bizum is on. */
export function paymentForms(
  s: RedsysSettings,
  payment: PaymentToStart,
  notificationUrl: string,
  /** Parameters of the card form alone (a card on file: redsys-cards.ts); Bizum keeps no card. */
  cardOnly: Record<string, string> = {},
): { card: PaymentForm; bizum: PaymentForm | null } {
  if (!payment.providerReference) throw new Error('a Redsys payment has an order number');
  const parameters: Record<string, string> = {
    DS_MERCHANT_AMOUNT: String(cents(payment.amount)),
    DS_MERCHANT_ORDER: payment.providerReference,
    DS_MERCHANT_MERCHANTCODE: s.merchantCode,
    DS_MERCHANT_TERMINAL: s.terminal,
    DS_MERCHANT_CURRENCY: CURRENCY_CODES[payment.currency] ?? '',
    DS_MERCHANT_TRANSACTIONTYPE: '0',
    DS_MERCHANT_MERCHANTURL: notificationUrl,
    ...(payment.returnUrlOk ? { DS_MERCHANT_URLOK: payment.returnUrlOk } : {}),
    ...(payment.returnUrlKo ? { DS_MERCHANT_URLKO: payment.returnUrlKo } : {}),
  };
  const form = (p: Record<string, string>): PaymentForm => {
    const { action, ...fields } = signedForm(s, `${s.url}/sis/realizarPago`, p);
    return { action, fields };
  };
  return {
    card: form({ ...parameters, ...cardOnly }),
    bizum: s.bizum ? form({ ...parameters, DS_MERCHANT_PAYMETHODS: 'z' }) : null,
  };
}

/** Redsys's notification as it posts it (form-encoded); the parameters are read once verified. */
const notificationForm = z.object({
  Ds_SignatureVersion: z.literal(SIGNATURE_VERSION),
  Ds_MerchantParameters: z.string().min(1).max(20_000),
  Ds_Signature: z.string().min(1).max(200),
});

const notifiedParameters = z.object({
  Ds_Order: z.string().min(4).max(12),
  Ds_Amount: z.string().regex(/^\d{1,12}$/),
  Ds_Currency: z.string().regex(/^\d{3}$/),
  Ds_Response: z.string().regex(/^\d{1,4}$/),
  Ds_MerchantCode: z.string(),
  Ds_TransactionType: z.string().optional(),
});

export function redsysRoutes(deps: AppDeps): Hono {
  const app = new Hono();

  if (deps.config.REDSYS_URL === undefined)
    app.route(
      STAND_IN_PATH,
      redsysStandIn(
        () => redsysSettings(deps.config, deps.baseUrl()),
        () => deps.clock.now(),
      ),
    );

  /** Answers 200 to a repeat, as Redsys retries until it gets one; refuses anything not verified. */
  app.post(NOTIFICATION_PATH, async (c) => {
    const s = redsysSettings(deps.config, deps.baseUrl());
    const refuse = (reason: string, status: 400 | 404 = 400) => {
      deps.log.warn({ provider: 'redsys', refused: reason }, 'payment notification refused');
      return c.text(reason, status);
    };
    const form = notificationForm.safeParse(await c.req.parseBody());
    if (!form.success) return refuse('notification not valid');
    const decoded = notifiedParameters.safeParse(decodeParameters(form.data.Ds_MerchantParameters));
    if (!decoded.success) return refuse('parameters not valid');
    const p = decoded.data;
    if (
      !signatureValid(s.secret, p.Ds_Order, form.data.Ds_MerchantParameters, form.data.Ds_Signature)
    )
      return refuse('signature not valid');
    if (p.Ds_MerchantCode !== s.merchantCode) return refuse('merchant not ours');
    const ok = authorised(p.Ds_Response);
    const outcome = await applyPaymentResult(deps, redsysProvider, {
      // The same notification twice is one event; another for the same order is another event.
      eventId: `redsys:${createHash('sha256').update(form.data.Ds_MerchantParameters).digest('hex')}`,
      payment: { provider: 'redsys', reference: p.Ds_Order },
      outcome: ok ? 'succeeded' : 'declined',
      charged: { cents: Number(p.Ds_Amount), currency: currencyOfCode(p.Ds_Currency) },
      reason: ok ? undefined : `Ds_Response ${p.Ds_Response}`,
      chargeId: `redsys_${p.Ds_Order}`,
    });
    if (outcome === 'unknown') return c.text('order not known', 404);
    if (outcome === 'amountMismatch') return c.text('amount or currency not valid', 400);
    // The card on file Redsys made when asked to (DS_MERCHANT_IDENTIFIER=REQUIRED); once.
    if (ok) await keepRedsysCard(deps.db, p.Ds_Order, form.data.Ds_MerchantParameters);
    return c.text('OK');
  });

  return app;
}

export async function refundAtRedsys(
  s: RedsysSettings,
  order: string,
  amountCents: number,
  currency: string,
): Promise<RefundResult> {
  const answer = await callRedsysRest(s, {
    DS_MERCHANT_AMOUNT: String(amountCents),
    DS_MERCHANT_ORDER: order,
    DS_MERCHANT_MERCHANTCODE: s.merchantCode,
    DS_MERCHANT_TERMINAL: s.terminal,
    DS_MERCHANT_CURRENCY: CURRENCY_CODES[currency] ?? '',
    DS_MERCHANT_TRANSACTIONTYPE: '3',
  });
  if (!answer.ok) return answer;
  const p = answer.parameters;
  return p.Ds_Response === REFUND_ACCEPTED
    ? { ok: true, reference: `${order}/${String(p.Ds_AuthorisationCode ?? '')}` }
    : { ok: false, reason: `Ds_Response ${String(p.Ds_Response)}` };
}

/** The self-posting forms of a payment; `cardOnly` goes into the card's form alone. */
function formStep(
  payment: PaymentToStart,
  engine: { config: EngineConfig; baseUrl: string },
  cardOnly: Record<string, string> = {},
): BrowserStep {
  const forms = paymentForms(
    redsysSettings(engine.config, engine.baseUrl),
    payment,
    `${engine.baseUrl}${NOTIFICATION_PATH}`,
    cardOnly,
  );
  return {
    kind: 'form',
    form: forms.card,
    alternatives: forms.bizum ? [{ method: 'bizum', form: forms.bizum }] : [],
  };
}

/** Saved cards at Redsys (redsys-cards.ts): its card-on-file identifiers. */
const redsysSavedCards: SavedCards = {
  browserStepSaving(payment, _owner, engine) {
    return Promise.resolve(formStep(payment, engine, CARD_ON_FILE_FIRST));
  },
  pay(payment, card, engine) {
    return payWithIdentifier(redsysSettings(engine.config, engine.baseUrl), payment, card, {
      currencyCode: CURRENCY_CODES[payment.currency] ?? '',
      currencyOf: currencyOfCode,
      authorised,
    });
  },
  delete: forgetIdentifier,
};

export const redsysProvider: PaymentProvider = {
  name: 'redsys',
  referenceFor: orderFor,
  browserStep: (payment, engine) => formStep(payment, engine),
  savedCards: redsysSavedCards,
  routes: redsysRoutes,
  refund(payment, amountCents, engine) {
    if (!payment.providerReference)
      return Promise.resolve({ ok: false, reason: 'payment has no Redsys order' });
    return refundAtRedsys(
      redsysSettings(engine.config, engine.baseUrl),
      payment.providerReference,
      amountCents,
      payment.currency,
    );
  },
};
