/**
 * A local stand-in for Braintree's gateway (api.sandbox.braintreegateway.com), which these
 * machines cannot reach: the few endpoints the engine's SDK calls, in the paths and XML shapes the
 * official `braintree` package sends and reads (lib/braintree/client_token_gateway.js,
 * transaction_gateway.js, testing_gateway.js, http.js: JSON bodies with underscored keys in,
 * `application/xml` out, 422 with an `api-error-response` for a refused request). The engine mounts
 * it at its root (/merchants/{merchantId}/…, the SDK's own paths) when PAYMENT_PROVIDER=braintree
 * and BRAINTREE_GATEWAY_URL is unset, which the start guard allows in development only
 * (config.ts); the SDK is pointed at it through a custom `braintree.Environment`. What it knows
 * lives in memory, as a sandbox merchant that forgets on restart.
 *
 * Braintree's documented sandbox nonces and amounts (docs/payments.md):
 * - `fake-valid-nonce` pays (a Visa ending 1881); `fake-processor-declined-visa-nonce` is
 *   declined by the processor (2000 Do Not Honor); `fake-consumed-nonce` is refused as used
 *   (93107); any other nonce is unknown (91565).
 * - an amount of 2000.00 to 2999.99 is declined with that number as the processor's code, and
 *   3000.00 to 3000.99 fails (3000, processor network unavailable).
 * - a refund needs a settled (or settling) sale (91506 before); more than is left is 91521; a
 *   void takes back a whole sale before it settles (91504 after).
 * The Drop-in's client API (what the browser calls with the client token) is not stood in.
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { escapeHtml } from '../../render/html.ts';
import { braintreeVault, creditCardXml } from './braintree-cards.ts';

export const BRAINTREE_TEST_NONCES = {
  valid: 'fake-valid-nonce',
  processorDeclined: 'fake-processor-declined-visa-nonce',
  consumed: 'fake-consumed-nonce',
} as const;

/**
 * The stand-in merchant's accounts: a Braintree merchant account has one currency, and a sale
 * is made in the default one unless it names another.
 */
export const STAND_IN_MERCHANT_ACCOUNTS = {
  fairway_eur: 'EUR',
  fairway_usd: 'USD',
} as const;
const DEFAULT_ACCOUNT = 'fairway_eur';

export interface BraintreeStandInSettings {
  merchantId: string;
  publicKey: string;
  privateKey: string;
  /** The stand-in's origin, written into its client tokens. */
  origin: string;
}

type Status =
  | 'authorized'
  | 'submitted_for_settlement'
  | 'settling'
  | 'settled'
  | 'processor_declined'
  | 'failed'
  | 'voided';

interface Card {
  bin: string;
  last4: string;
  cardType: string;
}

interface Transaction {
  id: string;
  type: 'sale' | 'credit';
  status: Status;
  amountCents: number;
  currency: string;
  merchantAccountId: string;
  orderId: string | null;
  processorCode: string;
  processorText: string;
  card: Card;
  /** The vault's token and Customer of the card, when it is vaulted (braintree-cards.ts). */
  vaulted: { token: string; customerId: string } | null;
  refundIds: string[];
  refundedTransactionId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const CARDS: Record<string, Card> = {
  [BRAINTREE_TEST_NONCES.valid]: { bin: '401288', last4: '1881', cardType: 'Visa' },
  [BRAINTREE_TEST_NONCES.processorDeclined]: { bin: '400011', last4: '1115', cardType: 'Visa' },
};

/** Processor answers by code, as Braintree's sandbox lists them (a few; the rest generic). */
const PROCESSOR_TEXTS: Record<string, string> = {
  '1000': 'Approved',
  '2000': 'Do Not Honor',
  '2001': 'Insufficient Funds',
  '2002': 'Limit Exceeded',
  '2004': 'Expired Card',
  '3000': 'Processor Network Unavailable - Try Again',
};

const xml = (value: string) => escapeHtml(value);

function money(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** "12.5" or "12.50" into cents; null for anything Braintree calls an invalid format. */
function centsOf(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  const [units = '0', decimals = ''] = text.split('.');
  return Number(units) * 100 + Number(decimals.padEnd(2, '0'));
}

function transactionXml(t: Transaction): string {
  const refundIds = t.refundIds.map((id) => `<item>${xml(id)}</item>`).join('');
  return `<transaction>
  <id>${xml(t.id)}</id>
  <status>${t.status}</status>
  <type>${t.type}</type>
  <currency-iso-code>${xml(t.currency)}</currency-iso-code>
  <amount>${money(t.amountCents)}</amount>
  <merchant-account-id>${xml(t.merchantAccountId)}</merchant-account-id>
  ${t.orderId === null ? '<order-id nil="true"/>' : `<order-id>${xml(t.orderId)}</order-id>`}
  <created-at type="datetime">${t.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z')}</created-at>
  <updated-at type="datetime">${t.updatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z')}</updated-at>
  <processor-response-code>${t.processorCode}</processor-response-code>
  <processor-response-text>${xml(t.processorText)}</processor-response-text>
  <processor-response-type>${t.processorCode === '1000' ? 'approved' : 'soft_declined'}</processor-response-type>
  <refund-ids type="array">${refundIds}</refund-ids>
  ${t.refundedTransactionId === null ? '<refunded-transaction-id nil="true"/>' : `<refunded-transaction-id>${xml(t.refundedTransactionId)}</refunded-transaction-id>`}
  <payment-instrument-type>credit_card</payment-instrument-type>
  ${creditCardXml(t.card, t.vaulted)}
</transaction>`;
}

function sendXml(c: Context, body: string, status: 200 | 201 | 422 = 200) {
  return c.body(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`, status, {
    'content-type': 'application/xml; charset=utf-8',
  });
}

/** A validation error, as Braintree nests it under the transaction's (or customer's) errors. */
function validationError(
  c: Context,
  code: string,
  attribute: string,
  message: string,
  scope = 'transaction',
) {
  return sendXml(
    c,
    `<api-error-response>
  <errors>
    <errors type="array"/>
    <${scope}>
      <errors type="array">
        <error><code>${code}</code><attribute type="symbol">${attribute}</attribute><message>${xml(message)}</message></error>
      </errors>
    </${scope}>
  </errors>
  <message>${xml(message)}</message>
</api-error-response>`,
    422,
  );
}

export function braintreeStandIn(
  settings: () => BraintreeStandInSettings,
  now: () => Date = () => new Date(),
): Hono {
  const app = new Hono();
  const transactions = new Map<string, Transaction>();
  const base = () => `/merchants/${settings().merchantId}`;

  /** The SDK authenticates with the key pair in Basic; anything else is 401, as at Braintree. */
  app.use('/merchants/:merchant/*', async (c, next) => {
    const s = settings();
    const expected = `Basic ${Buffer.from(`${s.publicKey}:${s.privateKey}`).toString('base64')}`;
    if (c.req.header('authorization') !== expected || c.req.param('merchant') !== s.merchantId)
      return c.body(null, 401);
    await next();
  });

  async function bodyOf(c: Context): Promise<Record<string, unknown>> {
    try {
      const parsed: unknown = JSON.parse(await c.req.text());
      return typeof parsed === 'object' && parsed !== null
        ? (parsed as Record<string, unknown>)
        : {};
    } catch {
      return {};
    }
  }

  const field = (o: unknown, key: string): unknown =>
    typeof o === 'object' && o !== null ? (o as Record<string, unknown>)[key] : undefined;

  const vault = braintreeVault(app, { now, send: sendXml, refuse: validationError, bodyOf });

  app.post('/merchants/:merchant/client_token', (c) => {
    const s = settings();
    // The shape of a real version-2 client token: base64 JSON naming the client API. The
    // Drop-in would call clientApiUrl; the stand-in does not answer it (docs/payments.md).
    const token = Buffer.from(
      JSON.stringify({
        version: 2,
        authorizationFingerprint: randomBytes(24).toString('hex'),
        configUrl: `${s.origin}${base()}/client_api/v1/configuration`,
        clientApiUrl: `${s.origin}${base()}/client_api`,
        environment: 'development',
        merchantId: s.merchantId,
      }),
    ).toString('base64');
    return sendXml(c, `<client-token><value>${token}</value></client-token>`, 201);
  });

  app.post('/merchants/:merchant/transactions', async (c) => {
    const t = field(await bodyOf(c), 'transaction');
    if (field(t, 'type') !== 'sale')
      return validationError(c, '91523', 'type', 'Transaction type is invalid.');
    const amount = centsOf(field(t, 'amount'));
    if (amount === null)
      return validationError(c, '81503', 'amount', 'Amount is an invalid format.');
    if (amount <= 0)
      return validationError(c, '81531', 'amount', 'Amount must be greater than zero.');
    // A vaulted card by its token, or the Drop-in's nonce (vaulted on success when asked).
    const byToken = vault.cardOfToken(c, field(t, 'payment_method_token'), field(t, 'customer_id'));
    if (byToken instanceof Response) return byToken;
    const vaultFor = byToken ? null : vault.customerFor(c, field(t, 'customer_id'));
    if (vaultFor instanceof Response) return vaultFor;
    const nonce = field(t, 'payment_method_nonce');
    if (!byToken && nonce === BRAINTREE_TEST_NONCES.consumed)
      return validationError(
        c,
        '93107',
        'payment_method_nonce',
        'Cannot use a payment_method_nonce more than once.',
      );
    const card = byToken?.card ?? (typeof nonce === 'string' ? CARDS[nonce] : undefined);
    if (!card)
      return validationError(c, '91565', 'payment_method_nonce', 'Unknown payment_method_nonce.');
    const accountField = field(t, 'merchant_account_id');
    const account = typeof accountField === 'string' ? accountField : DEFAULT_ACCOUNT;
    const currency = (STAND_IN_MERCHANT_ACCOUNTS as Record<string, string>)[account];
    if (!currency)
      return validationError(c, '91513', 'merchant_account_id', 'Merchant account ID is invalid.');
    const orderId = field(t, 'order_id');
    const settle = field(field(t, 'options'), 'submit_for_settlement') === true;

    let code = '1000';
    if (card === CARDS[BRAINTREE_TEST_NONCES.processorDeclined]) code = '2000';
    else if (amount >= 200_000 && amount < 300_000) code = String(Math.floor(amount / 100));
    else if (amount >= 300_000 && amount < 300_100) code = '3000';
    const approved = code === '1000';
    const at = now();
    const transaction: Transaction = {
      id: randomBytes(4).toString('hex'),
      type: 'sale',
      status: approved
        ? settle
          ? 'submitted_for_settlement'
          : 'authorized'
        : code === '3000'
          ? 'failed'
          : 'processor_declined',
      amountCents: amount,
      currency,
      merchantAccountId: account,
      orderId: typeof orderId === 'string' ? orderId : null,
      processorCode: code,
      processorText: PROCESSOR_TEXTS[code] ?? 'Processor Declined',
      card,
      vaulted:
        byToken ??
        (approved &&
        vaultFor !== null &&
        field(field(t, 'options'), 'store_in_vault_on_success') === true
          ? vault.store(card, vaultFor)
          : null),
      refundIds: [],
      refundedTransactionId: null,
      createdAt: at,
      updatedAt: at,
    };
    transactions.set(transaction.id, transaction);
    if (approved) return sendXml(c, transactionXml(transaction), 201);
    // A decline is a 422 whose errors are empty and whose transaction says why.
    return sendXml(
      c,
      `<api-error-response>
  <errors><errors type="array"/></errors>
  <message>${xml(transaction.processorText)}</message>
  ${transactionXml(transaction)}
</api-error-response>`,
      422,
    );
  });

  app.get('/merchants/:merchant/transactions/:id', (c) => {
    const t = transactions.get(c.req.param('id'));
    return t ? sendXml(c, transactionXml(t)) : c.body(null, 404);
  });

  app.post('/merchants/:merchant/transactions/:id/refund', async (c) => {
    const sale = transactions.get(c.req.param('id'));
    if (!sale) return c.body(null, 404);
    if (sale.type !== 'sale' || (sale.status !== 'settled' && sale.status !== 'settling'))
      return validationError(
        c,
        '91506',
        'base',
        'Cannot refund a transaction unless it is settled.',
      );
    const refunded = sale.refundIds.reduce(
      (sum, id) => sum + (transactions.get(id)?.amountCents ?? 0),
      0,
    );
    const left = sale.amountCents - refunded;
    const asked = field(field(await bodyOf(c), 'transaction'), 'amount');
    const amount = asked === undefined || asked === null ? left : centsOf(asked);
    if (amount === null)
      return validationError(c, '81503', 'amount', 'Amount is an invalid format.');
    if (left <= 0)
      return validationError(c, '91512', 'base', 'Transaction has already been fully refunded.');
    if (amount <= 0 || amount > left)
      return validationError(c, '91521', 'amount', 'Refund amount is too large.');
    const at = now();
    const refund: Transaction = {
      ...sale,
      id: randomBytes(4).toString('hex'),
      type: 'credit',
      status: 'submitted_for_settlement',
      amountCents: amount,
      refundIds: [],
      refundedTransactionId: sale.id,
      createdAt: at,
      updatedAt: at,
    };
    transactions.set(refund.id, refund);
    sale.refundIds.push(refund.id);
    sale.updatedAt = at;
    return sendXml(c, transactionXml(refund), 201);
  });

  /** A void takes back a whole sale not yet settling (91504 after that). */
  app.put('/merchants/:merchant/transactions/:id/void', (c) => {
    const t = transactions.get(c.req.param('id'));
    if (!t) return c.body(null, 404);
    if (t.status !== 'authorized' && t.status !== 'submitted_for_settlement')
      return validationError(
        c,
        '91504',
        'base',
        'Transaction can only be voided if status is authorized or submitted_for_settlement.',
      );
    t.status = 'voided';
    t.updatedAt = now();
    return sendXml(c, transactionXml(t));
  });

  /** Braintree's sandbox-only testing call (`gateway.testing.settle`): settles a sale at once. */
  app.put('/merchants/:merchant/transactions/:id/settle', (c) => {
    const t = transactions.get(c.req.param('id'));
    if (!t) return c.body(null, 404);
    if (t.status !== 'submitted_for_settlement')
      return validationError(
        c,
        '91520',
        'base',
        'Cannot settle a transaction unless it is submitted for settlement.',
      );
    t.status = 'settled';
    t.updatedAt = now();
    return sendXml(c, transactionXml(t));
  });

  return app;
}
