/**
 * The Braintree stand-in's vault (stand-ins/braintree.ts uses it): Customers (create with the
 * merchant's own id, find), cards stored by a sale with `options.store_in_vault_on_success`, a
 * sale by `payment_method_token` (refused, 91516, when `customer_id` names another Customer than
 * the card's, as Braintree does; 91518 for a token it does not know), and payment methods found
 * and deleted at /payment_methods/any/{token}, in the SDK's paths and XML shapes
 * (lib/braintree/customer_gateway.js, payment_method_gateway.js).
 */
import { randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { escapeHtml } from '../../render/html.ts';

export interface VaultCard {
  bin: string;
  last4: string;
  cardType: string;
}

interface Customer {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  createdAt: Date;
}

interface Stored {
  token: string;
  customerId: string;
  card: VaultCard;
  createdAt: Date;
}

const xml = (value: string) => escapeHtml(value);
const stamp = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');
const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** A vaulted card as Braintree writes a credit card (the stand-in's cards expire 12/2030). */
export function creditCardXml(
  card: VaultCard,
  vaulted: { token: string; customerId: string } | null,
): string {
  return `<credit-card>
    <bin>${card.bin}</bin>
    <last-4>${card.last4}</last-4>
    <card-type>${xml(card.cardType)}</card-type>
    <expiration-month>12</expiration-month>
    <expiration-year>2030</expiration-year>
    ${vaulted ? `<token>${xml(vaulted.token)}</token><customer-id>${xml(vaulted.customerId)}</customer-id>` : '<token nil="true"/>'}
  </credit-card>`;
}

export interface VaultDeps {
  now: () => Date;
  send: (c: Context, body: string, status?: 200 | 201 | 422) => Response;
  /** A 422 naming its code, attribute and message, under `scope`'s errors. */
  refuse: (
    c: Context,
    code: string,
    attribute: string,
    message: string,
    scope?: string,
  ) => Response;
  bodyOf: (c: Context) => Promise<Record<string, unknown>>;
}

export function braintreeVault(app: Hono, deps: VaultDeps) {
  const customers = new Map<string, Customer>();
  const stored = new Map<string, Stored>();

  const customerXml = (c: Customer) => {
    const cards = [...stored.values()]
      .filter((s) => s.customerId === c.id)
      .map((s) => creditCardXml(s.card, s))
      .join('');
    return `<customer>
  <id>${xml(c.id)}</id>
  ${c.email === null ? '<email nil="true"/>' : `<email>${xml(c.email)}</email>`}
  ${c.firstName === null ? '<first-name nil="true"/>' : `<first-name>${xml(c.firstName)}</first-name>`}
  ${c.lastName === null ? '<last-name nil="true"/>' : `<last-name>${xml(c.lastName)}</last-name>`}
  <created-at type="datetime">${stamp(c.createdAt)}</created-at>
  <credit-cards type="array">${cards}</credit-cards>
</customer>`;
  };

  app.post('/merchants/:merchant/customers', async (c) => {
    const given = (await deps.bodyOf(c)).customer;
    const attrs =
      typeof given === 'object' && given !== null ? (given as Record<string, unknown>) : {};
    const id = text(attrs.id) ?? randomBytes(6).toString('hex');
    if (!/^[A-Za-z0-9_-]{1,36}$/.test(id))
      return deps.refuse(c, '91610', 'id', 'Customer ID is invalid.', 'customer');
    if (customers.has(id))
      return deps.refuse(c, '91609', 'id', 'Customer ID has already been taken.', 'customer');
    const customer: Customer = {
      id,
      email: text(attrs.email),
      firstName: text(attrs.first_name),
      lastName: text(attrs.last_name),
      createdAt: deps.now(),
    };
    customers.set(id, customer);
    return deps.send(c, customerXml(customer), 201);
  });

  app.get('/merchants/:merchant/customers/:id', (c) => {
    const customer = customers.get(c.req.param('id'));
    return customer ? deps.send(c, customerXml(customer)) : c.body(null, 404);
  });

  app.get('/merchants/:merchant/payment_methods/any/:token', (c) => {
    const card = stored.get(c.req.param('token'));
    return card ? deps.send(c, creditCardXml(card.card, card)) : c.body(null, 404);
  });

  app.delete('/merchants/:merchant/payment_methods/any/:token', (c) => {
    if (!stored.delete(c.req.param('token'))) return c.body(null, 404);
    return c.body(null, 200);
  });

  return {
    /**
     * The card a sale pays with when it names a vaulted token; a refusal when Braintree would
     * refuse it; null when the sale names no token.
     */
    cardOfToken(
      c: Context,
      token: unknown,
      customerId: unknown,
    ): { card: VaultCard; token: string; customerId: string } | Response | null {
      if (token === undefined || token === null) return null;
      const card = typeof token === 'string' ? stored.get(token) : undefined;
      if (!card)
        return deps.refuse(c, '91518', 'payment_method_token', 'Payment method token is invalid.');
      if (customerId !== undefined && customerId !== card.customerId)
        return deps.refuse(
          c,
          '91516',
          'customer_id',
          'Cannot provide both payment_method_token and customer_id unless the payment_method belongs to the customer.',
        );
      return card;
    },
    /** A Customer the sale may vault into, or a refusal (91510) for one Braintree lacks. */
    customerFor(c: Context, customerId: unknown): string | Response | null {
      if (customerId === undefined || customerId === null) return null;
      if (typeof customerId === 'string' && customers.has(customerId)) return customerId;
      return deps.refuse(c, '91510', 'customer_id', 'Customer ID is invalid.');
    },
    /** Vaults an approved sale's card for its Customer. */
    store(card: VaultCard, customerId: string): { token: string; customerId: string } {
      const entry: Stored = {
        token: randomBytes(3).toString('hex'),
        customerId,
        card,
        createdAt: deps.now(),
      };
      stored.set(entry.token, entry);
      return entry;
    },
  };
}
