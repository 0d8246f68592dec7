import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { EngineConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { sessions, userSessions } from '../db/schema.ts';
import { Fail } from '../http/fail.ts';

export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

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
  const expiresAt = new Date(now.getTime() + input.segundosExpiracion * 1000);
  const [row] = await db
    .insert(sessions)
    .values({
      token: newToken(),
      vendorId: config.ENGINE_VENDOR_ID,
      culture: input.culture,
      expiresAt,
    })
    .returning();
  if (!row) throw new Error('session insert returned nothing');
  return {
    token: row.token,
    fechaExp: row.expiresAt.toISOString(),
    idInicioSesion: row.id,
    idVendedor: row.vendorId,
  };
}

/**
 * Every call carrying a token: an expired token, and one the engine does not know (a database
 * reset, a forged value), answer 'Session expired' so the shop starts a new session.
 */
export async function authenticateSession(
  db: Db,
  credentials: { token: string; idVendedor: number; idInicioSesion: number },
  now: Date,
): Promise<{ sessionId: number; vendorId: number }> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.token, credentials.token))
    .limit(1);
  if (!row || now.getTime() >= row.expiresAt.getTime()) throw new Fail(4, 'sessionExpired');
  if (row.id !== credentials.idInicioSesion || row.vendorId !== credentials.idVendedor) {
    throw new Fail(3, 'invalidCredentials');
  }
  return { sessionId: row.id, vendorId: row.vendorId };
}

export async function authenticateUser(
  db: Db,
  userId: number,
  userToken: string,
  now: Date,
): Promise<void> {
  const [row] = await db
    .select()
    .from(userSessions)
    .where(and(eq(userSessions.token, userToken), eq(userSessions.userId, userId)))
    .limit(1);
  if (!row || now.getTime() >= row.expiresAt.getTime()) throw new Fail(4, 'sessionExpired');
}

export const USER_SESSION_HOURS = 12;

export async function startUserSession(db: Db, userId: number, now: Date) {
  const expiresAt = new Date(now.getTime() + USER_SESSION_HOURS * 3600 * 1000);
  const token = newToken();
  await db.insert(userSessions).values({ token, userId, expiresAt });
  // Old sessions of everybody are swept here rather than by a separate job.
  await db
    .delete(userSessions)
    .where(lt(userSessions.expiresAt, new Date(now.getTime() - 24 * 3600 * 1000)));
  return { token, expiracion: expiresAt.toISOString(), idUsuario: userId };
}
