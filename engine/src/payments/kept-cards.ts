/**
 * Cards kept at the provider (Stripe's PaymentMethods on the golfer's Customer, Redsys's
 * card-on-file identifiers), as the engine's calls use them: the browser step of a payment whose
 * card is to be kept, paying again with a kept card without a card page, and deleting one at its
 * provider. The sandbox keeps its own vault instead (sandbox.ts) and goes through none of this.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { failure, invalid } from '../calls/fail.ts';
import type { CallContext } from '../calls/registry.ts';
import type { Db } from '../db/client.ts';
import { payments, reservations, userCards } from '../db/schema.ts';
import type { EngineConfig } from '../config.ts';
import type { AppDeps } from '../http/app.ts';
import { cardOwnerOf, type CardRow } from '../services/card-queries.ts';
import { applyPaymentResult } from './apply.ts';
import type { BrowserStep, PaymentProvider, PaymentToStart } from './provider.ts';
import { providerNamed } from './providers.ts';

type Engine = { config: EngineConfig; baseUrl: string; db: Db };

/**
 * What the browser does to pay: the provider's step, asking it to keep the card when the
 * booking's logged-in owner chose so and the provider keeps cards itself.
 */
export async function browserStepFor(
  provider: PaymentProvider,
  payment: PaymentToStart,
  reservation: { userId: number | null; saveCard: boolean },
  engine: Engine,
): Promise<BrowserStep> {
  const owner = provider.savedCards ? await cardOwnerOf(engine.db, reservation) : null;
  if (owner && provider.savedCards)
    return provider.savedCards.browserStepSaving(payment, owner, engine);
  return provider.browserStep(payment, engine);
}

/**
 * Pays a pending payment with a card the provider keeps: its verdict is applied as a notification
 * is (amount, currency, once), and the browser goes straight to the shop's ok or ko page; or,
 * when the bank wants the golfer to authenticate, to the provider's page for that.
 */
export async function payWithKeptCard(
  ctx: CallContext,
  provider: PaymentProvider,
  payment: PaymentToStart,
  card: CardRow,
): Promise<{ step: BrowserStep; reference: string | null }> {
  if (!provider.savedCards || card.provider !== provider.name) throw failure('cardNotFound');
  // No card page comes between: the browser goes back to the shop's own pages at once.
  const { returnUrlOk, returnUrlKo } = payment;
  if (!returnUrlOk || !returnUrlKo)
    throw invalid('invalidField', { detail: 'urlOk, urlKo: required to pay with a saved card' });
  const engine = { config: ctx.config, baseUrl: ctx.baseUrl, db: ctx.db };
  const paid = await provider.savedCards.pay(
    payment,
    { token: card.providerToken, userId: card.userId },
    engine,
  );
  if (paid.kind === 'unavailable') {
    ctx.log.warn(
      { provider: provider.name, payment: payment.publicId, reason: paid.reason },
      'paying with a kept card failed',
    );
    throw failure('paymentFailed');
  }
  if (paid.kind === 'redirect')
    return { step: { kind: 'redirect', url: paid.url }, reference: paid.reference };
  const deps: AppDeps = { ...ctx, baseUrl: () => ctx.baseUrl };
  await applyPaymentResult(deps, provider, paid.result);
  // The payment shows the card that paid, as the provider stored it (brand, last four digits),
  // whichever came first: this verdict or the provider's notification of it.
  await ctx.db
    .update(payments)
    .set({ cardBrand: card.brand, cardLast4: card.last4 })
    .where(
      and(
        eq(payments.publicId, payment.publicId),
        eq(payments.status, 'succeeded'),
        isNull(payments.cardLast4),
      ),
    );
  const [after] = await ctx.db
    .select({ payment: payments.status, booking: reservations.status })
    .from(payments)
    .innerJoin(reservations, eq(reservations.id, payments.reservationId))
    .where(eq(payments.publicId, payment.publicId));
  const ok = after?.payment === 'succeeded' && after.booking === 'confirmed';
  return { step: { kind: 'redirect', url: ok ? returnUrlOk : returnUrlKo }, reference: null };
}

/**
 * Deletes a kept card at the provider that keeps it; refused (and the card kept in the list) when
 * the provider could not be asked, so the golfer can try again rather than leave it there.
 */
export async function deleteAtProvider(ctx: CallContext, card: CardRow): Promise<void> {
  if (!(await deletedAtProvider(ctx, card))) throw failure('cardNotDeleted');
}

/** Asks the provider that keeps the card to delete it; false (logged) when it could not. */
async function deletedAtProvider(ctx: CallContext, card: CardRow): Promise<boolean> {
  if (card.provider === 'sandbox') return true;
  const provider = providerNamed(card.provider);
  if (!provider.savedCards) return true;
  const deleted = await provider.savedCards.delete(
    { token: card.providerToken, userId: card.userId },
    { config: ctx.config, baseUrl: ctx.baseUrl, db: ctx.db },
  );
  if (deleted.ok) return true;
  ctx.log.warn(
    { provider: provider.name, card: card.id, reason: deleted.reason },
    'kept card not deleted at its provider',
  );
  return false;
}

/**
 * Before an account is deleted: every card it kept, at whichever provider keeps it, is deleted
 * there too. The account goes whatever a provider answers (its refusal is logged for the back
 * office): a golfer's deletion is not held hostage by a provider's outage.
 */
export async function deleteAllAtProviders(ctx: CallContext, userId: number): Promise<void> {
  const cards = await ctx.db.select().from(userCards).where(eq(userCards.userId, userId));
  for (const card of cards) await deletedAtProvider(ctx, card);
}
