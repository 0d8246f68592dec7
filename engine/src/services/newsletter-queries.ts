/**
 * The newsletter's addresses. A row without `confirmed_at` is waiting for its link to be opened
 * and does not count as subscribed (double opt-in, newsletter.ts).
 */
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { newsletter } from '../db/schema.ts';

const sameAddress = (email: string) => sql`lower(${newsletter.email}) = lower(${email})`;

/**
 * Puts an address on the list as waiting, with a new link's digest. An address already waiting
 * takes the new link only when its last one went out before `resendAfter`; a subscribed one is
 * left alone. True when a link should be mailed.
 */
export async function awaitConfirmation(
  executor: Executor,
  row: { email: string; locale: string; tokenHash: string; now: Date; resendAfter: Date },
): Promise<boolean> {
  const inserted = await executor
    .insert(newsletter)
    .values({
      email: row.email,
      locale: row.locale,
      tokenHash: row.tokenHash,
      tokenSentAt: row.now,
    })
    .onConflictDoNothing()
    .returning({ id: newsletter.id });
  if (inserted.length > 0) return true;
  const renewed = await executor
    .update(newsletter)
    .set({ locale: row.locale, tokenHash: row.tokenHash, tokenSentAt: row.now })
    .where(
      and(
        sameAddress(row.email),
        isNull(newsletter.confirmedAt),
        or(isNull(newsletter.tokenSentAt), lt(newsletter.tokenSentAt, row.resendAfter)),
      ),
    )
    .returning({ id: newsletter.id });
  return renewed.length > 0;
}

/**
 * Confirms the address whose live link has this digest, and spends the link; null when no live
 * link has it (unknown, used, or sent before `sentAfter`).
 */
export async function confirmByToken(
  executor: Executor,
  tokenHash: string,
  now: Date,
  sentAfter: Date,
): Promise<{ email: string; locale: string } | null> {
  const [row] = await executor
    .update(newsletter)
    .set({ confirmedAt: now, tokenHash: null })
    .where(
      and(
        eq(newsletter.tokenHash, tokenHash),
        isNull(newsletter.confirmedAt),
        gt(newsletter.tokenSentAt, sentAfter),
      ),
    )
    .returning({ email: newsletter.email, locale: newsletter.locale });
  return row ?? null;
}

/** Whether the address is subscribed (confirmed) or still waiting for its link to be opened. */
export async function subscriptionState(
  executor: Executor,
  email: string,
): Promise<{ subscribed: boolean; pending: boolean }> {
  const [row] = await executor
    .select({ confirmedAt: newsletter.confirmedAt })
    .from(newsletter)
    .where(sameAddress(email))
    .limit(1);
  return {
    subscribed: row?.confirmedAt != null,
    pending: row !== undefined && row.confirmedAt === null,
  };
}

/** Takes the address off the list (waiting or not), whatever its case; true when it was there. */
export async function unsubscribe(executor: Executor, email: string): Promise<boolean> {
  const removed = await executor
    .delete(newsletter)
    .where(sameAddress(email))
    .returning({ id: newsletter.id });
  return removed.length > 0;
}
