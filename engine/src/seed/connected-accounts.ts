/**
 * Stripe connected accounts for the seeded clubs, so a development engine paying through the
 * Stripe stand-in has somewhere to transfer each club's share (payments/stripe-connect.ts). The
 * ids are made up, public in this repository and known to no real Stripe account: a development
 * engine only gets them (server.ts), and a real merchant sets each club's own `acct_…` instead
 * (docs/payments.md).
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { clubs } from '../db/schema.ts';
import { SEED_REGIONS } from './catalog-data.ts';

/** The seeded club's account id: the same at every start, shaped as Stripe's (`acct_` + 16). */
export function seededAccountOf(clubKey: string): string {
  const digest = createHash('sha256').update(`fairway-connected-account:${clubKey}`).digest('hex');
  return `acct_1${digest.slice(0, 15)}`;
}

/**
 * Gives every seeded club that has no account yet its made-up one; an account set by hand stays.
 * Answers how many it set (0 once they all have one).
 */
export async function seedConnectedAccounts(db: Db): Promise<number> {
  const keys = SEED_REGIONS.flatMap((r) => r.municipalities.flatMap((m) => m.clubs)).map(
    (c) => c.key,
  );
  if (keys.length === 0) return 0;
  const missing = await db
    .select({ id: clubs.id, key: clubs.key })
    .from(clubs)
    .where(and(inArray(clubs.key, keys), isNull(clubs.stripeAccount)));
  if (missing.length === 0) return 0;
  await db.transaction(async (tx) => {
    for (const club of missing)
      await tx
        .update(clubs)
        .set({ stripeAccount: seededAccountOf(club.key) })
        .where(and(eq(clubs.id, club.id), isNull(clubs.stripeAccount)));
  });
  return missing.length;
}
