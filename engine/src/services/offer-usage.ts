/**
 * A promocode's usage limits: uses in all (offers.max_uses) and per customer, the customer being
 * the booking holder's e-mail as the engine compares e-mails (accountKey: trimmed, lower case).
 *
 * A use is a booking that holds the code and is paid, or held and not lapsed: a live hold claims
 * its use exactly as it claims its places, so two golfers are never both shown the last use. The
 * rule is applied three times, always the same way:
 * - AplicarOfertas tells the golfer early (by the account's e-mail when logged in), not counting
 *   the caller's own live holds, which a new pre-booking of the same cart gives back;
 * - RealizarPreReserva decides, under the offer's row lock, after the caller's old hold of the
 *   cart was released: a code over its limit is refused with its message and nothing is held, so
 *   the golfer never pays a price other than the one shown;
 * - the payment checks once more, under the same lock, not counting the booking itself. A live
 *   hold always passes (it holds its use). A hold paid after it lapsed, whose use went to someone
 *   else meanwhile, is refunded in full, as when its places went to someone else.
 * A cancelled, released or lapsed booking gives its use back.
 */
import { and, eq, gt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { offers, reservations } from '../db/schema.ts';
import { failure } from '../calls/fail.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { accountKey } from './user-rules.ts';

export interface OfferLimits {
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
}

interface OfferUses {
  total: number;
  /** Null when the customer is not known yet (AplicarOfertas without a login). */
  customer: number | null;
}

/** Which limit one more use would pass, or null when it fits. Pure. */
function usageRefusal(limits: OfferLimits, uses: OfferUses): MessageKey | null {
  if (limits.maxUses !== null && uses.total >= limits.maxUses) return 'promoUsedUp';
  if (
    limits.maxUsesPerCustomer !== null &&
    uses.customer !== null &&
    uses.customer >= limits.maxUsesPerCustomer
  )
    return 'promoAlreadyUsed';
  return null;
}

export interface UsageQuestion {
  /** The offer's code as the engine keeps it (normalisePromocode of @fairway/rules). */
  code: string;
  limits: OfferLimits;
  /** The holder's e-mail, when known. */
  email: string | null;
  now: Date;
  /** Uses not to count: the booking being paid, or the caller's own live holds. */
  except?: { reservationId?: number; sessionId?: number; userId?: number | null };
}

async function usesOf(executor: Executor, q: UsageQuestion): Promise<OfferUses> {
  const live = or(
    eq(reservations.status, 'confirmed'),
    and(eq(reservations.status, 'held'), gt(reservations.holdExpiresAt, q.now)),
  );
  const { reservationId, sessionId, userId } = q.except ?? {};
  const notMine = and(
    reservationId !== undefined ? ne(reservations.id, reservationId) : undefined,
    // A caller's own hold is left out only while it is a hold: a paid booking is a use for good.
    sessionId !== undefined || (userId ?? null) !== null
      ? sql`not (${reservations.status} = 'held' and coalesce(${reservations.sessionId} = ${sessionId ?? -1} or ${reservations.userId} = ${userId ?? -1}, false))`
      : undefined,
  );
  const customer = q.email === null ? null : accountKey(q.email);
  const [row] = await executor
    .select({
      total: sql<number>`count(*)::int`,
      customer: sql<number>`(count(*) filter (where lower(trim(${reservations.holderEmail})) = ${customer ?? ''}))::int`,
    })
    .from(reservations)
    .where(and(eq(reservations.promoCode, q.code), live, notMine));
  return {
    total: Number(row?.total ?? 0),
    customer: customer === null ? null : Number(row?.customer ?? 0),
  };
}

function hasLimits(limits: OfferLimits): boolean {
  return limits.maxUses !== null || limits.maxUsesPerCustomer !== null;
}

/** Refuses (cod 2, naming the code and the e-mail) one more use past the offer's limits. */
export async function checkOfferUsage(executor: Executor, q: UsageQuestion): Promise<void> {
  if (!hasLimits(q.limits)) return;
  const refusal = usageRefusal(q.limits, await usesOf(executor, q));
  if (refusal) throw failure(refusal, { code: q.code, email: q.email ?? '' });
}

/**
 * The same check inside a transaction, after locking the offer's row: pre-bookings and payments
 * with one code queue here, so the count each one reads stays true until it commits.
 */
export async function checkOfferUsageLocked(
  executor: Executor,
  q: Omit<UsageQuestion, 'limits'>,
): Promise<void> {
  const [offer] = await executor
    .select({ maxUses: offers.maxUses, maxUsesPerCustomer: offers.maxUsesPerCustomer })
    .from(offers)
    .where(eq(offers.code, q.code))
    .for('update');
  if (!offer) return;
  await checkOfferUsage(executor, { ...q, limits: offer });
}
