/**
 * Saved cards, the sandbox provider's vault, and what the providers that keep cards themselves
 * store of them (payments/*-cards.ts). A saved card is the provider's token with what may be
 * shown (brand, last four digits, expiry, holder); never a number.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { cardTokens, payments, reservations, userCards, users } from '../db/schema.ts';

export type CardRow = typeof userCards.$inferSelect;
export type VaultEntry = typeof cardTokens.$inferSelect;

/** The user's cards kept by `provider`: a card pays only through the provider that keeps it. */
export function cardsOfUser(
  executor: Executor,
  userId: number,
  provider: string,
): Promise<CardRow[]> {
  return executor
    .select()
    .from(userCards)
    .where(and(eq(userCards.userId, userId), eq(userCards.provider, provider)))
    .orderBy(asc(userCards.createdAt), asc(userCards.id));
}

/** The user's own card by id; another user's card is not found, like a missing one. */
export async function cardOfUser(
  executor: Executor,
  cardId: number,
  userId: number,
): Promise<CardRow | null> {
  const [card] = await executor
    .select()
    .from(userCards)
    .where(and(eq(userCards.id, cardId), eq(userCards.userId, userId)))
    .limit(1);
  return card ?? null;
}

export async function cardById(executor: Executor, cardId: number): Promise<CardRow | null> {
  const [card] = await executor.select().from(userCards).where(eq(userCards.id, cardId)).limit(1);
  return card ?? null;
}

export async function vaultEntry(executor: Executor, token: string): Promise<VaultEntry | null> {
  const [entry] = await executor
    .select()
    .from(cardTokens)
    .where(eq(cardTokens.token, token))
    .limit(1);
  return entry ?? null;
}

export async function userHasCardToken(
  executor: Executor,
  userId: number,
  token: string,
): Promise<boolean> {
  const [card] = await executor
    .select({ id: userCards.id })
    .from(userCards)
    .where(and(eq(userCards.userId, userId), eq(userCards.providerToken, token)))
    .limit(1);
  return card !== undefined;
}

/**
 * Keeps a vaulted card for a user, once: saving the same token again answers the card already
 * kept (the unique index decides between saves at the same moment).
 */
export async function saveVaultedCard(
  executor: Executor,
  userId: number,
  entry: VaultEntry,
  holder?: string,
): Promise<CardRow> {
  await executor
    .insert(userCards)
    .values({
      userId,
      providerToken: entry.token,
      brand: entry.brand,
      last4: entry.last4,
      expMonth: entry.expMonth,
      expYear: entry.expYear,
      holder: holder ?? entry.holder,
    })
    .onConflictDoNothing();
  const [card] = await executor
    .select()
    .from(userCards)
    .where(and(eq(userCards.userId, userId), eq(userCards.providerToken, entry.token)))
    .limit(1);
  if (!card) throw new Error('saved card not found after insert');
  return card;
}

/** True when the card was the user's and is gone. */
export async function deleteCardOfUser(
  executor: Executor,
  cardId: number,
  userId: number,
): Promise<boolean> {
  const deleted = await executor
    .delete(userCards)
    .where(and(eq(userCards.id, cardId), eq(userCards.userId, userId)))
    .returning({ id: userCards.id });
  return deleted.length > 0;
}

/** Whether the card that pays this booking is to be kept for its owner. */
export async function setSaveCard(
  executor: Executor,
  reservationId: number,
  save: boolean,
): Promise<void> {
  await executor
    .update(reservations)
    .set({ saveCard: save })
    .where(eq(reservations.id, reservationId));
}

/**
 * After a successful payment: keeps the card that paid when the booking's logged-in owner asked
 * for it (ModificarSalvarTarjeta or salvarTarjeta). A booking whose owner deleted their account
 * has no owner left, and keeps nothing.
 */
export async function keepPayingCard(
  executor: Executor,
  reservationId: number,
  token: string,
): Promise<void> {
  const [booking] = await executor
    .select({ userId: reservations.userId, saveCard: reservations.saveCard })
    .from(reservations)
    .where(eq(reservations.id, reservationId))
    .limit(1);
  if (!booking?.saveCard || booking.userId === null) return;
  const entry = await vaultEntry(executor, token);
  if (entry) await saveVaultedCard(executor, booking.userId, entry);
}

/** A card as a provider that keeps it describes it (never its number). */
export interface ProviderCard {
  provider: string;
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  holder: string | null;
}

/**
 * After a payment succeeded at a provider that keeps cards: keeps its card for the booking's
 * logged-in owner when they asked for it, once (the unique index decides between the notification
 * and its repeat). Null when nothing was to be kept.
 */
export async function keepProviderCard(
  executor: Executor,
  paymentPublicId: string,
  card: ProviderCard,
): Promise<CardRow | null> {
  const [booking] = await executor
    .select({
      userId: reservations.userId,
      saveCard: reservations.saveCard,
      status: payments.status,
      holder: sql<string>`${reservations.holderName} || ' ' || ${reservations.holderSurname}`,
    })
    .from(payments)
    .innerJoin(reservations, eq(reservations.id, payments.reservationId))
    .where(eq(payments.publicId, paymentPublicId))
    .limit(1);
  if (!booking?.saveCard || booking.userId === null || booking.status !== 'succeeded') return null;
  await executor
    .insert(userCards)
    .values({
      userId: booking.userId,
      provider: card.provider,
      providerToken: card.token,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      holder: card.holder ?? booking.holder,
    })
    .onConflictDoNothing();
  const [kept] = await executor
    .select()
    .from(userCards)
    .where(and(eq(userCards.userId, booking.userId), eq(userCards.providerToken, card.token)))
    .limit(1);
  return kept ?? null;
}

/** Who a card kept at a provider is for: the booking's owner, if they asked to keep it. */
export async function cardOwnerOf(
  executor: Executor,
  reservation: { userId: number | null; saveCard: boolean },
): Promise<{ userId: number; email: string; name: string } | null> {
  if (!reservation.saveCard || reservation.userId === null) return null;
  const [owner] = await executor
    .select({
      userId: users.id,
      email: users.email,
      name: sql<string>`${users.name} || ' ' || ${users.surname}`,
    })
    .from(users)
    .where(eq(users.id, reservation.userId))
    .limit(1);
  return owner ?? null;
}

/** The user's Customer at Stripe, or null before their first kept card. */
export async function stripeCustomerOf(executor: Executor, userId: number): Promise<string | null> {
  const [user] = await executor
    .select({ customer: users.stripeCustomer })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user?.customer ?? null;
}

/**
 * Records the user's Customer once: a Customer made by a concurrent request stays the one (the
 * idempotency key made them the same Customer anyway).
 */
export async function keepStripeCustomer(
  executor: Executor,
  userId: number,
  customer: string,
): Promise<string> {
  await executor
    .update(users)
    .set({ stripeCustomer: customer })
    .where(and(eq(users.id, userId), isNull(users.stripeCustomer)));
  return (await stripeCustomerOf(executor, userId)) ?? customer;
}
