/**
 * The built-in sandbox payment provider: a hosted card page served by the engine, the
 * well-known test cards, a 3-D Secure challenge, and a signed server-to-server notification
 * to the engine, exactly as a real provider would send it.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Context } from 'hono';
import {
  cardBrandFromNumber,
  luhnValid,
  type CardBrand,
  validateCardExpiry,
  validateSecurityCode,
  type Locale,
} from '@fairway/rules';
import { z } from 'zod';
import { cardTokens, payments, reservations } from '../db/schema.ts';
import type { AppDeps } from '../http/app.ts';
import {
  CARD_FORM_FIELDS,
  CHALLENGE_FORM_FIELDS,
  SANDBOX_CHALLENGE_CODE,
  renderCardPage,
  renderChallengePage,
  renderResultPage,
  renderSavedCardPage,
} from '../render/card-page.ts';
import type { CardPageView } from '../render/card-page.ts';
import { cardPageMessage, type CardPageMessage } from '../i18n/card-page-texts.ts';
import { cardById } from '../services/card-queries.ts';
import type { CardRow } from '../services/card-queries.ts';
import { cardExpired } from '../services/card-rules.ts';
import { holdIsLive } from '../services/reservations.ts';
import { withReference } from '../services/shop-url-rules.ts';
import { cents } from '../services/tee-sheet.ts';
import { applyPaymentResult, type ApplyOutcome } from './apply.ts';
import type { PaymentProvider } from './provider.ts';

export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  challenge: '4000002760003184',
  amex: '378282246310005',
} as const;

export const notificationSchema = z.strictObject({
  eventId: z.string().min(1).max(100),
  idPago: z.string().min(1).max(100),
  resultado: z.enum(['succeeded', 'declined']),
  tokenTarjeta: z.string().max(100).optional(),
  marca: z.string().max(20).optional(),
  ultimosDigitos: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
  motivo: z.string().max(200).optional(),
  /** The sum charged, in euros, and its currency: refused unless the payment's own. */
  importe: z.number().nonnegative().optional(),
  moneda: z.string().length(3).optional(),
});
export type Notification = z.infer<typeof notificationSchema>;

export function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

function signatureValid(secret: string, body: string, given: string | undefined): boolean {
  if (!given) return false;
  const expected = Buffer.from(sign(secret, body));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Applies a notification once, however many times and however concurrently it arrives; with
 * `importe` and `moneda` (as the sandbox always sends them) only for the payment's own sum.
 */
export async function applyNotification(deps: AppDeps, n: Notification): Promise<ApplyOutcome> {
  return applyPaymentResult(deps, sandboxProvider, {
    eventId: n.eventId,
    payment: { publicId: n.idPago },
    outcome: n.resultado,
    charged:
      n.importe !== undefined || n.moneda !== undefined
        ? { cents: cents(n.importe ?? Number.NaN), currency: n.moneda ?? '' }
        : undefined,
    card: { token: n.tokenTarjeta, brand: n.marca, last4: n.ultimosDigitos },
    reason: n.motivo,
    chargeId: `ch_${n.idPago}`,
  });
}

async function paymentWithReservation(deps: AppDeps, publicId: string) {
  const [row] = await deps.db
    .select({ payment: payments, reservation: reservations })
    .from(payments)
    .innerJoin(reservations, eq(reservations.id, payments.reservationId))
    .where(eq(payments.publicId, publicId));
  return row ?? null;
}

/**
 * The hosted card page's policy: nothing loads but its own inline sheet (allowed by hash, so no
 * other style can be injected), no script at all, the form posts only to the engine (or the
 * shop), and only the shop may frame it. The page needs no script: its return to the shop is a
 * meta refresh plus a plain link, which CSP does not govern.
 */
export function cardPageCsp(page: string, siteOrigins: readonly string[]): string {
  const hashes = [...page.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  );
  const origins = siteOrigins.join(' ');
  return [
    "default-src 'none'",
    `style-src ${hashes.length > 0 ? hashes.join(' ') : "'none'"}`,
    "img-src 'self' data:",
    "base-uri 'none'",
    `form-action 'self' ${origins}`,
    `frame-ancestors ${origins}`,
  ].join('; ');
}

/** Headers of every sandbox page; a page's own CSP (with its style hash) replaces the default. */
function pageHeaders(siteOrigins: readonly string[]): Record<string, string> {
  return {
    'Content-Security-Policy': `default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors ${siteOrigins.join(' ')}`,
    'X-Content-Type-Options': 'nosniff',
    // The page's address holds the payment id; the shop it returns to need not learn it.
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  };
}

/** The card form as the hosted page names its fields; a missing or oversized field reads as empty. */
const field = (max: number) => z.string().trim().max(max).catch('');
const cardForm = z.object({
  [CARD_FORM_FIELDS.holder]: field(100),
  [CARD_FORM_FIELDS.cardNumber]: field(40),
  [CARD_FORM_FIELDS.expiryMonth]: field(2),
  [CARD_FORM_FIELDS.expiryYear]: field(4),
  [CARD_FORM_FIELDS.securityCode]: field(8),
});

const savedCardForm = z.object({ [CARD_FORM_FIELDS.securityCode]: field(8) });

/**
 * What a card does in the sandbox, known from the test cards. A saved card is known by its brand
 * and last four digits only, as a real provider's token would be.
 */
type Outcome = 'succeeded' | 'declined' | 'challenge';
function outcomeOf(brand: string, last4: string): Outcome {
  const known = (number: string) => number.endsWith(last4) && cardBrandFromNumber(number) === brand;
  if (known(TEST_CARDS.declined)) return 'declined';
  if (known(TEST_CARDS.challenge)) return 'challenge';
  return 'succeeded';
}

export function sandboxRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  const siteOrigins = deps.config.ENGINE_SITE_ORIGINS;

  app.use('/sandbox/*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(pageHeaders(siteOrigins))) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  });

  /** Sends one of the sandbox's HTML pages under its own content security policy. */
  function sendPage(c: Context, page: string, status: 200 | 400 = 200) {
    c.header('Content-Security-Policy', cardPageCsp(page, siteOrigins));
    return c.html(page, status);
  }

  async function notify(n: Notification): Promise<void> {
    const body = JSON.stringify(n);
    const response = await fetch(`${deps.baseUrl()}/pasarela/notificacion`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-sandbox-signature': sign(deps.config.PAYMENT_WEBHOOK_SECRET, body),
      },
      body,
    });
    if (!response.ok) throw new Error(`notification answered ${response.status}`);
  }

  function result(
    c: Context,
    locale: Locale,
    ok: boolean,
    key: CardPageMessage,
    url: string | null,
  ) {
    return sendPage(
      c,
      renderResultPage({
        locale,
        outcome: ok ? 'ok' : 'ko',
        message: cardPageMessage(key, locale),
        returnUrl: url,
      }),
    );
  }

  async function settle(
    c: Context,
    found: NonNullable<Awaited<ReturnType<typeof paymentWithReservation>>>,
    n: Notification,
  ) {
    const locale = found.reservation.locale as Locale;
    await notify({ ...n, importe: found.payment.amount, moneda: found.payment.currency });
    const after = await paymentWithReservation(deps, found.payment.publicId);
    const ok = after?.payment.status === 'succeeded' && after.reservation.status === 'confirmed';
    const base = ok ? found.payment.returnUrlOk : found.payment.returnUrlKo;
    return result(
      c,
      locale,
      ok,
      ok ? 'paid' : 'declined',
      base ? withReference(base, found.reservation.localizador) : null,
    );
  }

  type Found = NonNullable<Awaited<ReturnType<typeof paymentWithReservation>>>;

  /** The card form is only for a pending payment of a live hold; anything else ends on a result page. */
  function closedPayment(c: Context, found: Found) {
    const locale = found.reservation.locale as Locale;
    if (found.payment.status === 'succeeded') {
      return result(c, locale, true, 'alreadyPaid', found.payment.returnUrlOk);
    }
    if (!holdIsLive(found.reservation, deps.clock.now()) || found.payment.status !== 'pending') {
      return result(c, locale, false, 'sessionExpired', found.payment.returnUrlKo);
    }
    return null;
  }

  function cardPage(found: Found, error: string | null, values?: CardPageView['values']) {
    return renderCardPage({
      locale: found.reservation.locale as Locale,
      sessionId: found.payment.publicId,
      amount: found.payment.amount,
      merchant: 'Fairway',
      description: found.reservation.localizador,
      action: `/sandbox/pay/${found.payment.publicId}`,
      error,
      ...(values ? { values } : {}),
      testCards: true,
    });
  }

  /** The saved card a payment was opened with; null for a card typed in (or one since deleted). */
  async function savedCardOf(found: Found): Promise<CardRow | null> {
    const id = found.payment.userCardId;
    return id === null ? null : cardById(deps.db, id);
  }

  function savedCardPage(found: Found, card: CardRow, error: string | null) {
    return renderSavedCardPage({
      locale: found.reservation.locale as Locale,
      sessionId: found.payment.publicId,
      amount: found.payment.amount,
      merchant: 'Fairway',
      description: found.reservation.localizador,
      action: `/sandbox/pay/${found.payment.publicId}`,
      error,
      card,
      testCards: true,
    });
  }

  /** Sends the card to 3-D Secure: the challenge page, with the card kept for the notification. */
  async function challenge(
    c: Context,
    found: Found,
    card: { token: string; brand: string; last4: string },
  ) {
    await deps.db
      .update(payments)
      .set({
        status: 'challenge',
        cardToken: card.token,
        cardBrand: card.brand,
        cardLast4: card.last4,
      })
      .where(and(eq(payments.id, found.payment.id), eq(payments.status, 'pending')));
    return sendPage(
      c,
      renderChallengePage({
        locale: found.reservation.locale as Locale,
        sessionId: found.payment.publicId,
        action: `/sandbox/challenge/${found.payment.publicId}`,
        amount: found.payment.amount,
        error: null,
      }),
    );
  }

  /** Pays with a saved card: only its security code is asked, then it goes on as any card. */
  async function paySavedCard(c: Context, found: Found, card: CardRow) {
    const locale = found.reservation.locale as Locale;
    const values = savedCardForm.parse(await c.req.parseBody());
    let error: CardPageMessage | null = null;
    if (cardExpired(card, deps.clock.now())) error = 'expiryInvalid';
    else if (validateSecurityCode(values.securityCode, card.brand as CardBrand))
      error = 'securityCodeInvalid';
    if (error) return sendPage(c, savedCardPage(found, card, cardPageMessage(error, locale)), 400);
    const paid = { token: card.providerToken, brand: card.brand, last4: card.last4 };
    const outcome = outcomeOf(card.brand, card.last4);
    if (outcome === 'challenge') return challenge(c, found, paid);
    return settle(c, found, {
      eventId: `evt_${randomBytes(12).toString('hex')}`,
      idPago: found.payment.publicId,
      tokenTarjeta: paid.token,
      marca: paid.brand,
      ultimosDigitos: paid.last4,
      resultado: outcome,
      ...(outcome === 'declined' ? { motivo: 'card_declined' } : {}),
    });
  }

  app.get('/sandbox/pay/:id', async (c) => {
    const found = await paymentWithReservation(deps, c.req.param('id'));
    if (!found) return c.text('Not found', 404);
    const closed = closedPayment(c, found);
    if (closed) return closed;
    const saved = await savedCardOf(found);
    return sendPage(c, saved ? savedCardPage(found, saved, null) : cardPage(found, null));
  });

  app.post('/sandbox/pay/:id', async (c) => {
    const found = await paymentWithReservation(deps, c.req.param('id'));
    if (!found) return c.text('Not found', 404);
    const locale = found.reservation.locale as Locale;
    const closed = closedPayment(c, found);
    if (closed) return closed;
    const saved = await savedCardOf(found);
    if (saved) return paySavedCard(c, found, saved);
    const values = cardForm.parse(await c.req.parseBody());
    const number = values.cardNumber.replace(/[\s-]/g, '');
    const brand = cardBrandFromNumber(number);
    const month = Number(values.expiryMonth);
    const year = Number(
      values.expiryYear.length === 2 ? `20${values.expiryYear}` : values.expiryYear,
    );
    let error: CardPageMessage | null = null;
    if (!values.holder) error = 'holderRequired';
    else if (!luhnValid(number)) error = 'cardNumberInvalid';
    else if (
      !Number.isInteger(month) ||
      month < 1 ||
      month > 12 ||
      !Number.isInteger(year) ||
      validateCardExpiry(month, year, deps.clock.now())
    )
      error = 'expiryInvalid';
    else if (validateSecurityCode(values.securityCode, brand)) error = 'securityCodeInvalid';
    if (error) {
      return sendPage(
        c,
        cardPage(found, cardPageMessage(error, locale), {
          holder: values.holder,
          expiryMonth: values.expiryMonth,
          expiryYear: values.expiryYear,
        }),
        400,
      );
    }
    const token = `tok_${randomBytes(16).toString('hex')}`;
    await deps.db.insert(cardTokens).values({
      token,
      brand,
      last4: number.slice(-4),
      expMonth: month,
      expYear: year,
      holder: values.holder,
      // Bound to this payment and its booking's user: nobody else may save the card by its token.
      paymentId: found.payment.id,
      userId: found.reservation.userId,
    });
    const base = {
      eventId: `evt_${randomBytes(12).toString('hex')}`,
      idPago: found.payment.publicId,
      tokenTarjeta: token,
      marca: brand,
      ultimosDigitos: number.slice(-4),
    };
    if (number === TEST_CARDS.declined)
      return settle(c, found, { ...base, resultado: 'declined', motivo: 'card_declined' });
    if (number === TEST_CARDS.challenge)
      return challenge(c, found, { token, brand, last4: number.slice(-4) });
    return settle(c, found, { ...base, resultado: 'succeeded' });
  });

  app.post('/sandbox/challenge/:id', async (c) => {
    const found = await paymentWithReservation(deps, c.req.param('id'));
    if (!found || found.payment.status !== 'challenge') return c.text('Not found', 404);
    const body = await c.req.parseBody();
    const given = body[CHALLENGE_FORM_FIELDS.code];
    const code = typeof given === 'string' ? given.trim() : '';
    const p = found.payment;
    const base = {
      eventId: `evt_${randomBytes(12).toString('hex')}`,
      idPago: p.publicId,
      ...(p.cardToken ? { tokenTarjeta: p.cardToken } : {}),
      ...(p.cardBrand ? { marca: p.cardBrand } : {}),
      ...(p.cardLast4 ? { ultimosDigitos: p.cardLast4 } : {}),
    };
    if (code !== SANDBOX_CHALLENGE_CODE)
      return settle(c, found, { ...base, resultado: 'declined', motivo: 'challenge_failed' });
    return settle(c, found, { ...base, resultado: 'succeeded' });
  });

  /** Where the provider notifies the engine; answers 200 to a repeat so the provider stops retrying. */
  app.post('/pasarela/notificacion', async (c) => {
    const raw = await c.req.text();
    if (
      !signatureValid(deps.config.PAYMENT_WEBHOOK_SECRET, raw, c.req.header('x-sandbox-signature'))
    ) {
      return c.json({ cod: 3, msg: 'Signature not valid' }, 400);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return c.json({ cod: 3, msg: 'Malformed JSON' }, 400);
    }
    const n = notificationSchema.safeParse(parsed);
    if (!n.success) return c.json({ cod: 3, msg: 'Notification not valid' }, 400);
    const outcome = await applyNotification(deps, n.data);
    if (outcome === 'unknown') return c.json({ cod: 2, msg: 'Payment not found' }, 404);
    if (outcome === 'amountMismatch')
      return c.json({ cod: 3, msg: 'Amount or currency not valid' }, 400);
    return c.json({ cod: 1, msg: '', datos: { resultado: outcome } });
  });

  return app;
}

/** The sandbox behind the provider interface: its own card page, and refunds it grants at once. */
export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  browserStep: (payment, engine) => ({
    kind: 'redirect',
    url: `${engine.baseUrl}/sandbox/pay/${payment.publicId}`,
  }),
  routes: sandboxRoutes,
  // The sandbox holds no money: a refund is granted as asked.
  refund: (payment) => Promise.resolve({ ok: true, reference: `re_${payment.publicId}` }),
};
