/** The users table and the password recovery links: every query of the account calls. */
import { and, count, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { carts, passwordResets, users } from '../db/schema.ts';
import { sha256Hex } from './tokens.ts';
import type { UserRow } from './user-rules.ts';

export async function userById(executor: Executor, userId: number): Promise<UserRow | null> {
  const [user] = await executor.select().from(users).where(eq(users.id, userId)).limit(1);
  return user ?? null;
}

const sameEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

export async function userByEmail(executor: Executor, email: string): Promise<UserRow | null> {
  const [user] = await executor.select().from(users).where(sameEmail(email)).limit(1);
  return user ?? null;
}

export async function userByPlayerId(executor: Executor, playerId: string) {
  const [user] = await executor.select().from(users).where(eq(users.playerId, playerId)).limit(1);
  return user ?? null;
}

export async function emailInUse(
  executor: Executor,
  email: string,
  exceptUserId?: number,
): Promise<boolean> {
  const [row] = await executor
    .select({ id: users.id })
    .from(users)
    .where(
      exceptUserId === undefined
        ? sameEmail(email)
        : and(sameEmail(email), ne(users.id, exceptUserId)),
    )
    .limit(1);
  return row !== undefined;
}

export interface ProfileFields {
  email: string;
  name: string;
  surname: string;
  phone: string;
  country: string;
}

export async function insertUser(
  executor: Executor,
  fields: ProfileFields & { locale: string; passwordHash: string },
): Promise<number> {
  const [created] = await executor.insert(users).values(fields).returning({ id: users.id });
  if (!created) throw new Error('user insert returned nothing');
  return created.id;
}

export async function updateProfile(
  executor: Executor,
  userId: number,
  fields: ProfileFields,
): Promise<UserRow | null> {
  const [updated] = await executor
    .update(users)
    .set(fields)
    .where(eq(users.id, userId))
    .returning();
  return updated ?? null;
}

export async function setPasswordHash(
  executor: Executor,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await executor.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/**
 * Removes an account. Sessions, cards, favourites and recovery links cascade; bookings keep
 * their data with user_id null. Carts name the user without a foreign key, so they are cleared
 * here or nothing would.
 */
export async function deleteUser(executor: Executor, userId: number): Promise<void> {
  await executor.update(carts).set({ userId: null }).where(eq(carts.userId, userId));
  await executor.delete(users).where(eq(users.id, userId));
}

// ---------------------------------------------------------------------------------------------
// Recovery links: only the SHA-256 of a token is stored, so a copy of the database opens no account.

/** Drops the user's lapsed links and counts the live ones. */
export async function liveRecoveryLinks(
  executor: Executor,
  userId: number,
  now: Date,
): Promise<number> {
  await executor
    .delete(passwordResets)
    .where(and(eq(passwordResets.userId, userId), lte(passwordResets.expiresAt, now)));
  const [live] = await executor
    .select({ links: count() })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  return Number(live?.links ?? 0);
}

export async function insertRecoveryLink(
  executor: Executor,
  userId: number,
  token: string,
  expiresAt: Date,
): Promise<void> {
  await executor.insert(passwordResets).values({ tokenHash: sha256Hex(token), userId, expiresAt });
}

/** A recovery token's row while it may still be used. */
const liveToken = (token: string, now: Date) =>
  and(
    eq(passwordResets.tokenHash, sha256Hex(token)),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  );

/** Whether a recovery token is live and unused: one indexed read, before any password is hashed. */
export async function recoveryTokenIsLive(
  executor: Executor,
  token: string,
  now: Date,
): Promise<boolean> {
  const [reset] = await executor
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(liveToken(token, now))
    .limit(1);
  return reset !== undefined;
}

/**
 * Spends a live, unused recovery token and answers whose it was. One conditional update both
 * checks and spends it, so two uses at once cannot both pass.
 */
export async function spendRecoveryToken(
  executor: Executor,
  token: string,
  now: Date,
): Promise<number | null> {
  const [reset] = await executor
    .update(passwordResets)
    .set({ usedAt: now })
    .where(liveToken(token, now))
    .returning({ userId: passwordResets.userId });
  return reset?.userId ?? null;
}

/** A recovery link asked for before a password change must not undo it. */
export async function dropUnusedRecoveryLinks(executor: Executor, userId: number): Promise<void> {
  await executor
    .delete(passwordResets)
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
