/**
 * The Acceso controller (IniciarSesionFront, the vendor's anonymous session), and the sessions
 * every other call is checked against: the vendor's and the users'. Only the SHA-256 of a token is
 * stored, and a token is found by its digest: a copy of the database (a backup, a log of the
 * table) opens no session.
 */
import { timingSafeEqual } from 'node:crypto';
import { and, eq, lt, ne } from 'drizzle-orm';
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
  const [row] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256Hex(credentials.token)))
    .limit(1);
  if (!row || now.getTime() >= row.expiresAt.getTime()) throw new Fail(4, 'sessionExpired');
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
