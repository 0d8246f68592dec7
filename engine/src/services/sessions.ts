/**
 * The Acceso controller (IniciarSesionFront, the vendor's anonymous session), and the sessions
 * every other call is checked against: the vendor's and the users'. Only the SHA-256 of a token is
 * stored, and a token is found by its digest: a copy of the database (a backup, a log of the
 * table) opens no session.
 */
import { timingSafeEqual } from 'node:crypto';
import { and, eq, lt, ne } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { Fail } from '../calls/fail.ts';
import { handle } from '../calls/registry.ts';
import type { Registered } from '../calls/registry.ts';
import type { EngineConfig } from '../config.ts';
import { iniciarSesionFront } from '@fairway/contract/acceso';
import type { Db, Executor } from '../db/client.ts';
import { sessions, userSessions } from '../db/schema.ts';
import { newToken, sha256Hex } from './tokens.ts';

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Acceso/IniciarSesionFront: the vendor's anonymous session, for its configured credentials only. */
export async function startVendorSession(
  db: Db,
  config: EngineConfig,
  input: { username: string; password: string; segundosExpiracion: number; culture: string },
  now: Date,
) {
  const valid =
    sameText(input.username, config.ENGINE_VENDOR_USERNAME) &&
    sameText(input.password, config.ENGINE_VENDOR_PASSWORD);
  if (!valid) throw new Fail(4, 'vendorLoginFailed');
  const token = newToken();
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: sha256Hex(token),
      vendorId: config.ENGINE_VENDOR_ID,
      culture: input.culture,
      expiresAt: new Date(now.getTime() + input.segundosExpiracion * 1000),
    })
    .returning();
  if (!row) throw new Error('session insert returned nothing');
  return {
    token,
    fechaExp: row.expiresAt.toISOString(),
    idInicioSesion: row.id,
    idVendedor: row.vendorId,
  };
}

const iniciarSesionFrontCall = handle(iniciarSesionFront, async (input, ctx) => ({
  datos: await startVendorSession(ctx.db, ctx.config, input, ctx.clock.now()),
}));

export const accesoCalls: Registered[] = [iniciarSesionFrontCall];

interface VendorSession {
  id: number;
  vendorId: number;
  expiresAt: number;
}

/**
 * A vendor session's row never changes: it is written once and deleted only after it expired. So
 * each process keeps the sessions it has found, by digest, and every call is spared a round trip
 * (docs/benchmarks.md, issue 28). Only found rows are kept: a token another process has just
 * issued is looked up again. The time bound is for a database restored or reset under a running
 * engine, where a known digest may no longer be there.
 */
const knownSessions = new WeakMap<Db, LRUCache<string, VendorSession>>();

function sessionsKnownTo(db: Db): LRUCache<string, VendorSession> {
  let known = knownSessions.get(db);
  if (!known) {
    known = new LRUCache({ max: 10_000, ttl: 60_000 });
    knownSessions.set(db, known);
  }
  return known;
}

async function vendorSession(db: Db, tokenHash: string): Promise<VendorSession | null> {
  const known = sessionsKnownTo(db);
  const hit = known.get(tokenHash);
  if (hit) return hit;
  const [row] = await db
    .select({ id: sessions.id, vendorId: sessions.vendorId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  if (!row) return null;
  const found = { id: row.id, vendorId: row.vendorId, expiresAt: row.expiresAt.getTime() };
  known.set(tokenHash, found);
  return found;
}

/**
 * Every call carrying a token: an expired token, and one the engine does not know (a database
 * reset, a forged value, a row swept after expiry), answer 'Session expired' so the shop starts
 * a new session.
 */
export async function authenticateSession(
  db: Db,
  credentials: { token: string; idVendedor: number; idInicioSesion: number },
  now: Date,
): Promise<{ sessionId: number; vendorId: number }> {
  const row = await vendorSession(db, sha256Hex(credentials.token));
  if (!row || now.getTime() >= row.expiresAt) throw new Fail(4, 'sessionExpired');
  if (row.id !== credentials.idInicioSesion || row.vendorId !== credentials.idVendedor) {
    throw new Fail(3, 'invalidCredentials');
  }
  return { sessionId: row.id, vendorId: row.vendorId };
}

export async function startUserSession(
  executor: Executor,
  userId: number,
  now: Date,
  lifetimeSeconds: number,
) {
  const expiresAt = new Date(now.getTime() + lifetimeSeconds * 1000);
  const token = newToken();
  await executor.insert(userSessions).values({ tokenHash: sha256Hex(token), userId, expiresAt });
  return { token, expiracion: expiresAt.toISOString(), idUsuario: userId };
}

/**
 * The user a user token belongs to. Expired, logged out and unknown tokens answer 'Session
 * expired' alike (cod 4), which is what makes the shop show its re-login dialog.
 */
export async function userOfToken(db: Db, userToken: string, now: Date): Promise<number> {
  const [row] = await db
    .select()
    .from(userSessions)
    .where(eq(userSessions.tokenHash, sha256Hex(userToken)))
    .limit(1);
  if (!row || now.getTime() >= row.expiresAt.getTime()) throw new Fail(4, 'sessionExpired');
  return row.userId;
}

/** Log out: this token stops working at once, on every call. */
export async function endUserSession(executor: Executor, userToken: string): Promise<void> {
  await executor.delete(userSessions).where(eq(userSessions.tokenHash, sha256Hex(userToken)));
}

/** Ends a user's sessions, all of them or all but the caller's own (a password change). */
export async function endUserSessions(
  executor: Executor,
  userId: number,
  keepToken?: string,
): Promise<void> {
  await executor
    .delete(userSessions)
    .where(
      keepToken === undefined
        ? eq(userSessions.userId, userId)
        : and(eq(userSessions.userId, userId), ne(userSessions.tokenHash, sha256Hex(keepToken))),
    );
}

/**
 * Drops sessions past their expiry. An expired row already answers 'Session expired', so this
 * changes no answer: it keeps the shop's anonymous sessions (one per visitor without a cookie,
 * bots included) from piling up. Bookings and carts name a session by id without a foreign key,
 * and ids are never reused, so nothing they own can pass to another session.
 */
export async function sweepExpiredSessions(
  db: Db,
  now: Date,
): Promise<{ vendor: number; user: number }> {
  const vendor = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ id: sessions.id });
  const user = await db
    .delete(userSessions)
    .where(lt(userSessions.expiresAt, now))
    .returning({ userId: userSessions.userId });
  return { vendor: vendor.length, user: user.length };
}
