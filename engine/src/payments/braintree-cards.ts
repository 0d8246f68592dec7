/**
 * Saved cards at Braintree, in its vault: a Customer per logged-in golfer (the merchant names it,
 * `fairway-user-{userId}`, so the engine keeps no id of its own; made the first time they keep a
 * card), the Drop-in's nonce sold with `customerId` and `options.storeInVaultOnSuccess` when the
 * golfer keeps the card, the vaulted card's token kept with what Braintree stored (card type, last
 * four digits, expiry), paying again with `transaction.sale({paymentMethodToken})` from the server
 * (no Drop-in), and deleting with `paymentMethod.delete`.
 */
import type braintree from 'braintree';
import type { Db } from '../db/client.ts';
import { cardOwnerOf, keepProviderCard } from '../services/card-queries.ts';
import type { CardOwner, DeleteCardResult, KeptCard } from './provider.ts';

/** Braintree's card types by the brand names the shop shows. */
const BRANDS: Record<string, string> = {
  Visa: 'visa',
  MasterCard: 'mastercard',
  'American Express': 'amex',
  Discover: 'discover',
  JCB: 'jcb',
  Maestro: 'maestro',
  'Diners Club': 'diners',
};

export const customerIdOf = (userId: number) => `fairway-user-${userId}`;

const notFound = (error: unknown) => (error as { type?: string }).type === 'notFoundError';

/** The golfer's Customer in the vault, made once. */
async function vaultCustomer(gateway: braintree.BraintreeGateway, owner: CardOwner) {
  const id = customerIdOf(owner.userId);
  try {
    await gateway.customer.find(id);
    return id;
  } catch (error) {
    if (!notFound(error)) throw error;
  }
  const [firstName = '', ...rest] = owner.name.split(' ');
  const made = await gateway.customer.create({
    id,
    email: owner.email,
    firstName,
    lastName: rest.join(' '),
  });
  // Made at the same moment by another request: the one Customer all the same.
  if (!made.success && !made.errors.deepErrors().some((e) => e.code === '91609'))
    throw new Error(`Braintree refused the customer: ${made.message}`);
  return id;
}

/**
 * What the sale of a nonce adds when the booking's owner keeps the card: their Customer and
 * the vault option. Nothing for anyone else, or when the vault cannot be asked (the sale goes
 * on; only the card is not kept).
 */
export async function vaultOptions(
  gateway: braintree.BraintreeGateway,
  db: Db,
  reservation: { userId: number | null; saveCard: boolean },
): Promise<{ customerId?: string; storeInVaultOnSuccess?: true }> {
  const owner = await cardOwnerOf(db, reservation);
  if (!owner) return {};
  try {
    return { customerId: await vaultCustomer(gateway, owner), storeInVaultOnSuccess: true };
  } catch {
    return {};
  }
}

/** After a sale that succeeded: keeps its vaulted card for the booking's owner, once. */
export async function keepVaultedCard(
  db: Db,
  publicId: string,
  transaction: braintree.Transaction,
): Promise<void> {
  const card = transaction.creditCard;
  if (!card?.token || !card.last4) return;
  await keepProviderCard(db, publicId, {
    provider: 'braintree',
    token: card.token,
    brand: BRANDS[card.cardType ?? ''] ?? 'unknown',
    last4: card.last4,
    expMonth: Number(card.expirationMonth),
    expYear: Number(card.expirationYear),
    holder: card.cardholderName ?? null,
  });
}

/** Deletes the vaulted card; one Braintree no longer has counts as deleted. */
export async function deleteVaultedCard(
  gateway: braintree.BraintreeGateway,
  card: KeptCard,
): Promise<DeleteCardResult> {
  try {
    await gateway.paymentMethod.delete(card.token);
    return { ok: true };
  } catch (error) {
    if (notFound(error)) return { ok: true };
    return { ok: false, reason: `Braintree: ${(error as Error).message}` };
  }
}
