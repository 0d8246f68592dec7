/**
 * A local stand-in for Stripe's API in test mode (api.stripe.com), which these machines cannot
 * reach: the few endpoints the engine calls, in the shapes of Stripe's API reference, and a
 * hosted Checkout page. The engine mounts it (its API under /v1, its page under /stripe-stand-in)
 * when PAYMENT_PROVIDER=stripe and STRIPE_API_BASE is unset, which the start guard allows in
 * development only (config.ts); the Stripe SDK is pointed at it through its host, port and
 * protocol options. What it knows lives in memory, as a test account that forgets on restart.
 *
 * Stripe's documented test cards (docs/payments.md): 4242 4242 4242 4242 succeeds; 4000 0000 0000
 * 0002 is declined (generic_decline); 4000 0025 0000 3155 asks for 3-D Secure, then succeeds or
 * fails as the challenge is completed or failed. Any other number is refused on the page, as
 * Stripe refuses a real card in test mode. A declined session stays open, as Stripe's Checkout
 * lets the golfer try another card, until it is paid or expired (POST
 * /v1/checkout/sessions/{id}/expire); an expired session's page takes no payment.
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import type { Context } from 'hono';
import Stripe from 'stripe';
import { escapeHtml } from '../../render/html.ts';
import { intentJson, savedCardsStandIn, type TypedCard } from './stripe-cards.ts';

export const STAND_IN_PATH = '/stripe-stand-in';

export const STRIPE_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  threeDSecure: '4000002500003155',
} as const;

export interface StandInSettings {
  secretKey: string;
  webhookSecret: string;
  /** The engine's origin: the hosted page's url hangs off it. */
  apiBase: string | null;
  webhookUrl: string;
}

interface Session {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string;
  customer: string | null;
  success_url: string | null;
  cancel_url: string | null;
  url: string | null;
  created: number;
  expires_at: number;
  livemode: false;
}

interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  currency: string;
  payment_intent: string;
  metadata: Record<string, string>;
  reason: null;
  status: 'succeeded';
  created: number;
}

/**
 * A PaymentIntent: a Checkout Session's, or one created and confirmed by the API with a saved
 * card (stripe-cards.ts, which answers Customers and PaymentMethods).
 */
export interface Intent {
  session: Session | null;
  amount: number;
  currency: string;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';
  customer: string | null;
  paymentMethod: string | null;
  setupFutureUsage: 'off_session' | 'on_session' | null;
  metadata: Record<string, string>;
  charge: string | null;
  refunds: Refund[];
}

interface TransferReversal {
  id: string;
  object: 'transfer_reversal';
  amount: number;
  balance_transaction: string;
  created: number;
  currency: string;
  destination_payment_refund: string;
  metadata: Record<string, string>;
  source_refund: null;
  transfer: string;
}

interface Transfer {
  id: string;
  object: 'transfer';
  amount: number;
  amount_reversed: number;
  balance_transaction: string;
  created: number;
  currency: string;
  description: string | null;
  destination: string;
  destination_payment: string;
  livemode: false;
  metadata: Record<string, string>;
  reversals: {
    object: 'list';
    data: TransferReversal[];
    has_more: false;
    total_count: number;
    url: string;
  };
  reversed: boolean;
  source_transaction: string | null;
  source_type: 'card';
  transfer_group: string | null;
}

/** What an idempotency key was first used for: the same key with other parameters is refused. */
interface KeyUse {
  request: string;
  objectId: string;
}
const refundedOf = (intent: Intent) => intent.refunds.reduce((sum, r) => sum + r.amount, 0);

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** Stripe's error body: `{ error: { type, code, message, param } }`. */
function stripeError(
  c: Context,
  status: 400 | 401 | 404,
  error: { type: string; code?: string; message: string; param?: string },
) {
  return c.json({ error }, status);
}

/** The form-encoded parameters the SDK sends, bracketed keys kept as they are. */
async function formOf(c: Context): Promise<URLSearchParams> {
  return new URLSearchParams(await c.req.text());
}

/** `prefix[key]=value` pairs, as the SDK encodes a metadata object. */
function metadataOf(form: URLSearchParams, prefix: string): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const m = new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[([^\\]]+)\\]$`).exec(key);
    if (m?.[1]) metadata[m[1]] = value;
  }
  return metadata;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

export function stripeStandIn(
  settings: () => StandInSettings,
  now: () => Date = () => new Date(),
): Hono {
  const app = new Hono();
  const sessions = new Map<string, Session>();
  const intents = new Map<string, Intent>();
  const byIdempotencyKey = new Map<string, string>();
  const seconds = () => Math.floor(now().getTime() / 1000);
  /** The card typed on a session's page, until it pays (through 3-D Secure, on the next page). */
  const typedCards = new Map<string, TypedCard>();

  app.use(`${STAND_IN_PATH}/*`, async (c, next) => {
    await next();
    c.res.headers.set('Content-Security-Policy', "default-src 'none'; base-uri 'none'");
    c.res.headers.set('Cache-Control', 'no-store');
  });

  /** Every API call carries the secret key as a bearer token, else 401 as at Stripe. */
  app.use('/v1/*', async (c, next) => {
    if (c.req.header('authorization') !== `Bearer ${settings().secretKey}`)
      return stripeError(c, 401, {
        type: 'invalid_request_error',
        message: 'Invalid API Key provided.',
      });
    await next();
  });

  // Customers, PaymentMethods and PaymentIntents confirmed with a saved card.
  const cards = savedCardsStandIn(app, {
    settings,
    seconds,
    intents,
    notify: (intentId, intent, failure) => notify(intentId, intent, failure),
    pagePath: STAND_IN_PATH,
    threeDSecureCard: STRIPE_TEST_CARDS.threeDSecure,
  });

  app.post('/v1/checkout/sessions', async (c) => {
    const key = c.req.header('idempotency-key');
    const earlier = key ? sessions.get(byIdempotencyKey.get(key) ?? '') : undefined;
    if (earlier) return c.json(earlier);
    const form = await formOf(c);
    const amount = Number(form.get('line_items[0][price_data][unit_amount]'));
    const currency = form.get('line_items[0][price_data][currency]') ?? '';
    const quantity = Number(form.get('line_items[0][quantity]') ?? '1');
    if (form.get('mode') !== 'payment')
      return stripeError(c, 400, {
        type: 'invalid_request_error',
        code: 'parameter_missing',
        message: 'This stand-in knows only mode=payment.',
        param: 'mode',
      });
    if (!Number.isInteger(amount) || amount < 50 || !/^[a-z]{3}$/.test(currency))
      return stripeError(c, 400, {
        type: 'invalid_request_error',
        code: 'parameter_invalid_integer',
        message: 'Invalid line_items[0][price_data]: unit_amount and currency are required.',
        param: 'line_items[0][price_data]',
      });
    if (!form.get('success_url'))
      return stripeError(c, 400, {
        type: 'invalid_request_error',
        code: 'parameter_missing',
        message: 'Missing required param: success_url.',
        param: 'success_url',
      });
    const customer = form.get('customer');
    if (customer !== null && !cards.customerKnown(customer))
      return stripeError(c, 404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such customer: '${customer}'`,
        param: 'customer',
      });
    const future = form.get('payment_intent_data[setup_future_usage]');
    const sessionId = id('cs');
    const intentId = id('pi');
    const session: Session = {
      id: sessionId,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: amount * quantity,
      amount_total: amount * quantity,
      currency,
      client_reference_id: form.get('client_reference_id'),
      metadata: metadataOf(form, 'metadata'),
      payment_intent: intentId,
      customer,
      success_url: form.get('success_url'),
      cancel_url: form.get('cancel_url'),
      url: `${settings().apiBase ?? ''}${STAND_IN_PATH}/pay/${sessionId}`,
      created: seconds(),
      expires_at: seconds() + 24 * 3600,
      livemode: false,
    };
    sessions.set(sessionId, session);
    intents.set(intentId, {
      session,
      amount: amount * quantity,
      currency,
      status: 'requires_payment_method',
      customer,
      paymentMethod: null,
      setupFutureUsage: future === 'off_session' || future === 'on_session' ? future : null,
      metadata: metadataOf(form, 'payment_intent_data[metadata]'),
      charge: null,
      refunds: [],
    });
    if (key) byIdempotencyKey.set(key, sessionId);
    return c.json(session);
  });

  const noSuch = (c: Context, what: string, given: string) =>
    stripeError(c, 404, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${what}: '${given}'`,
    });

  app.get('/v1/checkout/sessions/:id', (c) => {
    const session = sessions.get(c.req.param('id'));
    return session ? c.json(session) : noSuch(c, 'checkout.session', c.req.param('id'));
  });

  /**
   * Connect's transfers (separate charges and transfers): to a connected account (`acct_…`; the
   * stand-in takes any such id as one of the platform's), optionally funded by a charge
   * (`source_transaction`), which cannot fund more than it took.
   */
  const transfers = new Map<string, Transfer>();
  const transferKeys = new Map<string, KeyUse>();
  const reversalKeys = new Map<string, KeyUse>();

  /** Stripe's answer to a key used again: the first answer, or an error if the request differs. */
  function replayed(
    c: Context,
    keys: Map<string, KeyUse>,
    key: string | undefined,
    request: string,
  ) {
    const use = key ? keys.get(key) : undefined;
    if (!use) return null;
    if (use.request !== request)
      return stripeError(c, 400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key ?? ''}' if you meant to execute a different request.`,
      });
    return use.objectId;
  }

  const chargedBy = (chargeId: string) => [...intents.values()].find((i) => i.charge === chargeId);

  const withReversals = (t: Transfer) => ({
    ...t,
    reversals: { ...t.reversals, data: [...t.reversals.data] },
  });

  app.post('/v1/transfers', async (c) => {
    const key = c.req.header('idempotency-key');
    const raw = await c.req.text();
    const earlier = replayed(c, transferKeys, key, raw);
    if (earlier instanceof Response) return earlier;
    const known = earlier ? transfers.get(earlier) : undefined;
    if (known) return c.json(withReversals(known));
    const form = new URLSearchParams(raw);
    const amount = Number(form.get('amount'));
    const currency = form.get('currency') ?? '';
    const destination = form.get('destination') ?? '';
    const source = form.get('source_transaction');
    if (!Number.isInteger(amount) || amount < 1)
      return stripeError(c, 400, {
        type: 'invalid_request_error',
        code: 'parameter_invalid_integer',
        message: 'Invalid positive integer',
        param: 'amount',
      });
    if (!/^[a-z]{3}$/.test(currency))
      return stripeError(c, 400, {
        type: 'invalid_request_error',
        code: 'parameter_missing',
        message: 'Missing required param: currency.',
        param: 'currency',
      });
    if (!/^acct_[A-Za-z0-9]+$/.test(destination))
      return stripeError(c, 400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such destination: '${destination}'`,
        param: 'destination',
      });
    if (source !== null) {
      const funding = chargedBy(source);
      if (!funding) return noSuch(c, 'charge', source);
      const taken = [...transfers.values()]
        .filter((t) => t.source_transaction === source)
        .reduce((sum, t) => sum + t.amount, 0);
      if (taken + amount > funding.amount)
        return stripeError(c, 400, {
          type: 'invalid_request_error',
          code: 'amount_too_large',
          message: `Transfer amount (${amount}) is greater than what is left of the source transaction (${funding.amount - taken}).`,
          param: 'amount',
        });
    }
    const transferId = id('tr');
    const transfer: Transfer = {
      id: transferId,
      object: 'transfer',
      amount,
      amount_reversed: 0,
      balance_transaction: id('txn'),
      created: seconds(),
      currency,
      description: form.get('description'),
      destination,
      destination_payment: id('py'),
      livemode: false,
      metadata: metadataOf(form, 'metadata'),
      reversals: {
        object: 'list',
        data: [],
        has_more: false,
        total_count: 0,
        url: `/v1/transfers/${transferId}/reversals`,
      },
      reversed: false,
      source_transaction: source,
      source_type: 'card',
      transfer_group: form.get('transfer_group'),
    };
    transfers.set(transferId, transfer);
    if (key) transferKeys.set(key, { request: raw, objectId: transferId });
    return c.json(withReversals(transfer));
  });

  /** The list, newest first, filtered by `destination` and `transfer_group` as Stripe's is. */
  app.get('/v1/transfers', (c) => {
    const destination = c.req.query('destination');
    const group = c.req.query('transfer_group');
    const data = [...transfers.values()]
      .filter((t) => destination === undefined || t.destination === destination)
      .filter((t) => group === undefined || t.transfer_group === group)
      .reverse()
      .map(withReversals);
    return c.json({ object: 'list', data, has_more: false, url: '/v1/transfers' });
  });

  app.get('/v1/transfers/:id', (c) => {
    const transfer = transfers.get(c.req.param('id'));
    return transfer ? c.json(withReversals(transfer)) : noSuch(c, 'transfer', c.req.param('id'));
  });

  app.post('/v1/transfers/:id/reversals', async (c) => {
    const transfer = transfers.get(c.req.param('id'));
    if (!transfer) return noSuch(c, 'transfer', c.req.param('id'));
    const key = c.req.header('idempotency-key');
    const raw = await c.req.text();
    const earlier = replayed(c, reversalKeys, key, `${transfer.id}?${raw}`);
    if (earlier instanceof Response) return earlier;
    const known = earlier ? transfer.reversals.data.find((r) => r.id === earlier) : undefined;
    if (known) return c.json(known);
    const form = new URLSearchParams(raw);
    const left = transfer.amount - transfer.amount_reversed;
    const asked = form.has('amount') ? Number(form.get('amount')) : left;
    if (left === 0)
      return stripeError(c, 400, {
        type: 'invalid_request_error',
        message: `Transfer ${transfer.id} has already been fully reversed.`,
      });
    if (!Number.isInteger(asked) || asked < 1 || asked > left)
      return stripeError(c, 400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        message: `Reversal amount (${asked}) is greater than what is left of the transfer (${left}).`,
        param: 'amount',
      });
    const reversal: TransferReversal = {
      id: id('trr'),
      object: 'transfer_reversal',
      amount: asked,
      balance_transaction: id('txn'),
      created: seconds(),
      currency: transfer.currency,
      destination_payment_refund: id('pyr'),
      metadata: metadataOf(form, 'metadata'),
      source_refund: null,
      transfer: transfer.id,
    };
    transfer.reversals.data.push(reversal);
    transfer.reversals.total_count += 1;
    transfer.amount_reversed += asked;
    transfer.reversed = transfer.amount_reversed === transfer.amount;
    if (key) reversalKeys.set(key, { request: `${transfer.id}?${raw}`, objectId: reversal.id });
    return c.json(reversal);
  });

  /** Only an open session can be expired; its url goes with it, as at Stripe. */
  app.post('/v1/checkout/sessions/:id/expire', (c) => {
    const session = sessions.get(c.req.param('id'));
    if (!session) return noSuch(c, 'checkout.session', c.req.param('id'));
    if (session.status !== 'open')
      return stripeError(c, 400, {
        type: 'invalid_request_error',
        message: `This Checkout Session is ${session.status} and can no longer be expired.`,
      });
    session.status = 'expired';
    session.url = null;
    return c.json(session);
  });

  app.post('/v1/refunds', async (c) => {
    const form = await formOf(c);
    const intentId = form.get('payment_intent') ?? '';
    const intent = intents.get(intentId);
    if (!intent?.charge) return noSuch(c, 'payment_intent', intentId);
    const left = intent.amount - refundedOf(intent);
    const asked = form.has('amount') ? Number(form.get('amount')) : left;
    if (left === 0)
      return stripeError(c, 400, {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: `Charge ${intent.charge} has already been refunded.`,
      });
    if (!Number.isInteger(asked) || asked < 1 || asked > left)
      return stripeError(c, 400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        message: `Refund amount (${asked}) is greater than unrefunded amount on charge (${left}).`,
        param: 'amount',
      });
    const refund: Refund = {
      id: id('re'),
      object: 'refund',
      amount: asked,
      charge: intent.charge,
      currency: intent.currency,
      payment_intent: intentId,
      metadata: {},
      reason: null,
      status: 'succeeded',
      created: seconds(),
    };
    intent.refunds.push(refund);
    return c.json(refund);
  });

  /** The refunds of one PaymentIntent, newest first, as Stripe lists them. */
  app.get('/v1/refunds', (c) => {
    const intentId = c.req.query('payment_intent') ?? '';
    const intent = intents.get(intentId);
    if (!intent) return noSuch(c, 'payment_intent', intentId);
    return c.json({
      object: 'list',
      data: [...intent.refunds].reverse(),
      has_more: false,
      url: '/v1/refunds',
    });
  });

  /** The event Stripe would send, signed as Stripe signs it, posted to the engine's webhook. */
  async function notify(intentId: string, intent: Intent, failure: string | null): Promise<void> {
    const event = {
      id: id('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: seconds(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: failure ? 'payment_intent.payment_failed' : 'payment_intent.succeeded',
      data: {
        object: intentJson(intentId, intent, failure),
      },
    };
    const payload = JSON.stringify(event);
    const response = await fetch(settings().webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: settings().webhookSecret,
        }),
      },
      body: payload,
    });
    if (!response.ok) throw new Error(`webhook answered ${response.status}`);
  }

  /**
   * Settles the session, notifies the engine, then sends the golfer back as Checkout does. The
   * card that paid becomes a PaymentMethod, attached to the session's Customer when the session
   * sets it up for future use.
   */
  async function settle(c: Context, session: Session, failure: string | null) {
    const intent = intents.get(session.payment_intent);
    if (!intent) return c.text('Not found', 404);
    const typed = typedCards.get(session.id);
    if (typed) {
      const keep = intent.setupFutureUsage !== null && !failure ? intent.customer : null;
      intent.paymentMethod = cards.methodFor(typed, keep).id;
    }
    // A decline leaves the session open, as at Stripe: only a payment or an expiry ends it.
    if (!failure) {
      intent.charge = id('ch');
      intent.status = 'succeeded';
      session.status = 'complete';
      session.payment_status = 'paid';
    }
    await notify(session.payment_intent, intent, failure);
    const back = failure ? session.cancel_url : session.success_url;
    if (back) return c.redirect(back.replace('{CHECKOUT_SESSION_ID}', session.id), 303);
    return c.html(page(failure ? 'Payment declined' : 'Payment succeeded', ''));
  }

  const openSession = (c: Context) => {
    const session = sessions.get(c.req.param('id') ?? '');
    return session?.status === 'open' ? session : null;
  };

  /** What Checkout shows for a session that takes no payment: expired, complete, or unknown. */
  const over = (c: Context) => {
    const status = sessions.get(c.req.param('id') ?? '')?.status;
    const title =
      status === 'expired'
        ? 'This Checkout Session has expired'
        : status === 'complete'
          ? 'This Checkout Session is already paid'
          : 'This Checkout Session does not exist';
    return c.html(page(title, ''), status === 'expired' ? 410 : 404);
  };

  function cardPage(session: Session, error: string | null): string {
    const amount = `${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}`;
    return page(
      'Stripe Checkout (local stand-in, test mode)',
      `<p>Pay ${escapeHtml(amount)}</p>${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${STAND_IN_PATH}/pay/${escapeHtml(session.id)}">
<label>Card number <input name="cardNumber" inputmode="numeric" autocomplete="off"></label>
<label>Expiry <input name="expiry" placeholder="MM / YY" autocomplete="off"></label>
<label>CVC <input name="cvc" inputmode="numeric" autocomplete="off"></label>
<button type="submit">Pay</button></form>
<p>Test cards: ${STRIPE_TEST_CARDS.succeeds} succeeds; ${STRIPE_TEST_CARDS.declined} is declined; ${STRIPE_TEST_CARDS.threeDSecure} asks for 3-D Secure.</p>
${session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Back</a></p>` : ''}`,
    );
  }

  app.get(`${STAND_IN_PATH}/pay/:id`, (c) => {
    const session = openSession(c);
    return session ? c.html(cardPage(session, null)) : over(c);
  });

  app.post(`${STAND_IN_PATH}/pay/:id`, async (c) => {
    const session = openSession(c);
    if (!session) return over(c);
    const body = await c.req.parseBody();
    const card = typeof body.cardNumber === 'string' ? body.cardNumber.replace(/[\s-]/g, '') : '';
    typedCards.set(session.id, { number: card, expiry: String(body.expiry ?? '') });
    if (card === STRIPE_TEST_CARDS.succeeds) return settle(c, session, null);
    if (card === STRIPE_TEST_CARDS.declined) return settle(c, session, 'generic_decline');
    if (card === STRIPE_TEST_CARDS.threeDSecure)
      return c.html(
        page(
          '3D Secure 2 test page',
          `<form method="post" action="${STAND_IN_PATH}/challenge/${escapeHtml(session.id)}">
<button type="submit" name="action" value="complete">Complete</button>
<button type="submit" name="action" value="fail">Fail</button></form>`,
        ),
      );
    return c.html(
      cardPage(session, 'Your card was declined. This is test mode: use a Stripe test card.'),
      400,
    );
  });

  app.post(`${STAND_IN_PATH}/challenge/:id`, async (c) => {
    const session = openSession(c);
    if (!session) return over(c);
    const body = await c.req.parseBody();
    return settle(
      c,
      session,
      body.action === 'complete' ? null : 'payment_intent_authentication_failure',
    );
  });

  return app;
}
