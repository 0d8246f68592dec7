/**
 * The Stripe stand-in's saved cards (stand-ins/stripe.ts mounts them): Customers, PaymentMethods
 * (retrieve, list by Customer, detach) and PaymentIntents created and confirmed with a Customer's
 * PaymentMethod, in the shapes of Stripe's API reference. A card typed on the stand-in's Checkout
 * page becomes a PaymentMethod, attached to the session's Customer when the session set it up for
 * future use. A saved 4000 0025 0000 3155 asks for 3-D Secure again: its PaymentIntent answers
 * `requires_action` with a `redirect_to_url` to the stand-in's authentication page, until it is
 * authenticated or cancelled.
 */
import { randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { escapeHtml } from '../../render/html.ts';
import type { Intent, StandInSettings } from './stripe.ts';

/** The card a golfer typed on the Checkout page; the stand-in alone ever sees a number. */
export interface TypedCard {
  number: string;
  /** As typed: "MM / YY". */
  expiry: string;
}

interface Customer {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

interface PaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  card: {
    brand: string;
    last4: string;
    exp_month: number;
    exp_year: number;
    country: string;
    funding: 'credit';
  };
  billing_details: { name: string | null; email: string | null };
  customer: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

function apiError(
  c: Context,
  status: 400 | 402 | 404,
  error: { type: string; code?: string; message: string; param?: string; payment_intent?: object },
) {
  return c.json({ error }, status);
}

const noSuch = (c: Context, what: string, given: string, param?: string) =>
  apiError(c, 404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${what}: '${given}'`,
    ...(param ? { param } : {}),
  });

/** Brands as Stripe names them, from a test card's first digits. */
function brandOf(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'unknown';
}

/** "MM / YY" (or "MM/YYYY") as Stripe stores it: a month and a four-digit year. */
function expiryOf(typed: string): { month: number; year: number } {
  const [m = '', y = ''] = typed.split('/').map((part) => part.trim());
  const year = Number(y.length === 2 ? `20${y}` : y);
  return { month: Number(m) || 12, year: year || 2034 };
}

/** A PaymentIntent as Stripe answers and notifies it. */
export function intentJson(intentId: string, intent: Intent, failure: string | null = null) {
  return {
    id: intentId,
    object: 'payment_intent',
    amount: intent.amount,
    amount_received: intent.status === 'succeeded' ? intent.amount : 0,
    currency: intent.currency,
    status: failure ? 'requires_payment_method' : intent.status,
    customer: intent.customer,
    payment_method: intent.paymentMethod,
    setup_future_usage: intent.setupFutureUsage,
    metadata: intent.metadata,
    latest_charge: intent.charge,
    last_payment_error: failure
      ? {
          type: 'card_error',
          code: failure === 'generic_decline' ? 'card_declined' : failure,
          ...(failure === 'generic_decline' ? { decline_code: failure } : {}),
          message: 'Your card was declined.',
        }
      : null,
    livemode: false,
  };
}

export interface SavedCardsDeps {
  settings: () => StandInSettings;
  seconds: () => number;
  intents: Map<string, Intent>;
  notify: (intentId: string, intent: Intent, failure: string | null) => Promise<void>;
  /** Where the stand-in's pages hang (its authentication page among them). */
  pagePath: string;
  /** The test card that asks for 3-D Secure, saved or not. */
  threeDSecureCard: string;
}

export function savedCardsStandIn(app: Hono, deps: SavedCardsDeps) {
  const customers = new Map<string, Customer>();
  const methods = new Map<string, PaymentMethod>();
  /** The number behind each PaymentMethod: what the stand-in's bank decides by. */
  const numbers = new Map<string, string>();
  const customerKeys = new Map<string, string>();
  const intentKeys = new Map<string, string>();
  const returnUrls = new Map<string, string>();

  const listOf = <T>(data: T[], url: string) => ({ object: 'list', data, has_more: false, url });

  app.post('/v1/customers', async (c) => {
    const key = c.req.header('idempotency-key');
    const earlier = key ? customers.get(customerKeys.get(key) ?? '') : undefined;
    if (earlier) return c.json(earlier);
    const form = new URLSearchParams(await c.req.text());
    const metadata: Record<string, string> = {};
    for (const [k, v] of form) {
      const m = /^metadata\[([^\]]+)\]$/.exec(k);
      if (m?.[1]) metadata[m[1]] = v;
    }
    const customer: Customer = {
      id: newId('cus'),
      object: 'customer',
      email: form.get('email'),
      name: form.get('name'),
      metadata,
      created: deps.seconds(),
      livemode: false,
    };
    customers.set(customer.id, customer);
    if (key) customerKeys.set(key, customer.id);
    return c.json(customer);
  });

  app.get('/v1/customers/:id', (c) => {
    const customer = customers.get(c.req.param('id'));
    return customer ? c.json(customer) : noSuch(c, 'customer', c.req.param('id'));
  });

  const attachedTo = (customer: string) =>
    [...methods.values()].filter((m) => m.customer === customer).reverse();

  app.get('/v1/customers/:id/payment_methods', (c) => {
    const customer = c.req.param('id');
    if (!customers.has(customer)) return noSuch(c, 'customer', customer);
    return c.json(listOf(attachedTo(customer), `/v1/customers/${customer}/payment_methods`));
  });

  app.get('/v1/payment_methods', (c) => {
    const customer = c.req.query('customer') ?? '';
    if (!customers.has(customer)) return noSuch(c, 'customer', customer, 'customer');
    return c.json(listOf(attachedTo(customer), '/v1/payment_methods'));
  });

  app.get('/v1/payment_methods/:id', (c) => {
    const method = methods.get(c.req.param('id'));
    return method ? c.json(method) : noSuch(c, 'payment_method', c.req.param('id'));
  });

  app.post('/v1/payment_methods/:id/detach', (c) => {
    const method = methods.get(c.req.param('id'));
    if (!method) return noSuch(c, 'payment_method', c.req.param('id'));
    if (method.customer === null)
      return apiError(c, 400, {
        type: 'invalid_request_error',
        message:
          'The payment method you provided is not attached to a customer so detachment is impossible.',
      });
    method.customer = null;
    return c.json(method);
  });

  /** Settles an intent confirmed with a saved card, as the bank answers for its test number. */
  async function confirm(intentId: string, intent: Intent, authenticated: boolean) {
    const number = numbers.get(intent.paymentMethod ?? '') ?? '';
    if (number === deps.threeDSecureCard && !authenticated) {
      intent.status = 'requires_action';
      return;
    }
    intent.status = 'succeeded';
    intent.charge = newId('ch');
    await deps.notify(intentId, intent, null);
  }

  const withNextAction = (intentId: string, intent: Intent) => ({
    ...intentJson(intentId, intent),
    next_action:
      intent.status === 'requires_action'
        ? {
            type: 'redirect_to_url',
            redirect_to_url: {
              url: `${deps.settings().apiBase ?? ''}${deps.pagePath}/authenticate/${intentId}`,
              return_url: returnUrls.get(intentId) ?? null,
            },
          }
        : null,
  });

  /**
   * A PaymentIntent for a Customer's PaymentMethod, confirmed at once (`confirm=true`): the method
   * must be attached to that Customer, as at Stripe.
   */
  app.post('/v1/payment_intents', async (c) => {
    const key = c.req.header('idempotency-key');
    const known = key ? intentKeys.get(key) : undefined;
    const earlier = known ? deps.intents.get(known) : undefined;
    if (known && earlier) return c.json(withNextAction(known, earlier));
    const form = new URLSearchParams(await c.req.text());
    const amount = Number(form.get('amount'));
    const currency = form.get('currency') ?? '';
    const customer = form.get('customer');
    const methodId = form.get('payment_method') ?? '';
    if (!Number.isInteger(amount) || amount < 50 || !/^[a-z]{3}$/.test(currency))
      return apiError(c, 400, {
        type: 'invalid_request_error',
        code: 'parameter_invalid_integer',
        message: 'amount and currency are required.',
        param: 'amount',
      });
    if (customer === null || !customers.has(customer))
      return noSuch(c, 'customer', customer ?? '', 'customer');
    const method = methods.get(methodId);
    if (!method) return noSuch(c, 'payment_method', methodId, 'payment_method');
    if (method.customer !== customer)
      return apiError(c, 400, {
        type: 'invalid_request_error',
        message: `The provided PaymentMethod ${methodId} is not attached to the Customer ${customer}.`,
        param: 'payment_method',
      });
    const metadata: Record<string, string> = {};
    for (const [k, v] of form) {
      const m = /^metadata\[([^\]]+)\]$/.exec(k);
      if (m?.[1]) metadata[m[1]] = v;
    }
    const intentId = newId('pi');
    const intent: Intent = {
      session: null,
      amount,
      currency,
      status: 'requires_payment_method',
      customer,
      paymentMethod: methodId,
      setupFutureUsage: null,
      metadata,
      charge: null,
      refunds: [],
    };
    deps.intents.set(intentId, intent);
    if (key) intentKeys.set(key, intentId);
    const back = form.get('return_url');
    if (back) returnUrls.set(intentId, back);
    if (form.get('confirm') === 'true') await confirm(intentId, intent, false);
    return c.json(withNextAction(intentId, intent));
  });

  app.get('/v1/payment_intents/:id', (c) => {
    const intent = deps.intents.get(c.req.param('id'));
    return intent
      ? c.json(withNextAction(c.req.param('id'), intent))
      : noSuch(c, 'payment_intent', c.req.param('id'));
  });

  /** Cancelled while nothing is paid (Stripe refuses a succeeded or canceled one). */
  app.post('/v1/payment_intents/:id/cancel', (c) => {
    const intentId = c.req.param('id');
    const intent = deps.intents.get(intentId);
    if (!intent) return noSuch(c, 'payment_intent', intentId);
    if (intent.status === 'succeeded' || intent.status === 'canceled')
      return apiError(c, 400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
      });
    intent.status = 'canceled';
    return c.json(withNextAction(intentId, intent));
  });

  const waiting = (c: Context) => {
    const intent = deps.intents.get(c.req.param('id') ?? '');
    return intent?.status === 'requires_action' ? intent : null;
  };

  /** The bank's 3-D Secure page for a saved card, as Stripe's test page offers it. */
  app.get(`${deps.pagePath}/authenticate/:id`, (c) => {
    if (!waiting(c)) return c.text('Not found', 404);
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>3D Secure 2 test page</title></head><body><h1>3D Secure 2 test page</h1><form method="post" action="${deps.pagePath}/authenticate/${escapeHtml(c.req.param('id'))}"><button type="submit" name="action" value="complete">Complete</button><button type="submit" name="action" value="fail">Fail</button></form></body></html>`,
    );
  });

  /** Back to the return_url with Stripe's query (payment_intent, redirect_status). */
  app.post(`${deps.pagePath}/authenticate/:id`, async (c) => {
    const intentId = c.req.param('id');
    const intent = waiting(c);
    if (!intent) return c.text('Not found', 404);
    const body = await c.req.parseBody();
    const passed = body.action === 'complete';
    if (passed) await confirm(intentId, intent, true);
    else {
      intent.status = 'requires_payment_method';
      await deps.notify(intentId, intent, 'payment_intent_authentication_failure');
    }
    const back = returnUrls.get(intentId);
    if (!back) return c.text(passed ? 'Payment succeeded' : 'Payment failed');
    const url = new URL(back);
    url.searchParams.set('payment_intent', intentId);
    url.searchParams.set('redirect_status', passed ? 'succeeded' : 'failed');
    return c.redirect(url.toString(), 303);
  });

  return {
    customerKnown: (id: string) => customers.has(id),
    /** The PaymentMethod of a card typed on the Checkout page, attached to `customer` if given. */
    methodFor(typed: TypedCard, customer: string | null): PaymentMethod {
      const expiry = expiryOf(typed.expiry);
      const method: PaymentMethod = {
        id: newId('pm'),
        object: 'payment_method',
        type: 'card',
        card: {
          brand: brandOf(typed.number),
          last4: typed.number.slice(-4),
          exp_month: expiry.month,
          exp_year: expiry.year,
          country: 'US',
          funding: 'credit',
        },
        billing_details: { name: null, email: null },
        customer,
        metadata: {},
        created: deps.seconds(),
        livemode: false,
      };
      methods.set(method.id, method);
      numbers.set(method.id, typed.number);
      return method;
    },
  };
}
