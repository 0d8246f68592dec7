/**
 * Rules of the user calls that need no database: input checks, the profile's view, and the
 * recovery link. Pure, so each is tested without an engine.
 */
import { validateEmail, validatePassword } from '@fairway/rules';
import type { users } from '../db/schema.ts';
import { invalid } from '../calls/fail.ts';
import type { Caller } from '../calls/registry.ts';
import { RECOVERY_PAGE, checkRecoveryUrl } from './shop-url-rules.ts';

export type UserRow = typeof users.$inferSelect;

/**
 * The user a call acts on: the one whose valid user token it carried (the HTTP layer refuses an
 * idUsuario naming anyone else), so no body field can point a call at another account.
 */
export function requireUserId(caller: Caller): number {
  if (caller.userId === null)
    throw invalid('invalidField', { detail: 'idUsuario: user credentials required' });
  return caller.userId;
}

/** Maps the shared rule's verdict onto the engine's messages; returns the trimmed address. */
export function checkEmail(value: string): string {
  const verdict = validateEmail(value);
  if (verdict === 'email.empty') throw invalid('emailEmpty');
  if (verdict !== null) throw invalid('emailInvalid');
  return value.trim();
}

/** Sign-up and password changes take the strict rule; login keeps the basic one (older accounts). */
export function checkStrictPassword(value: string): void {
  if (validatePassword(value, 'strict') !== null) throw invalid('passwordWeak');
}

/** Whether a login attempt is worth a password check at all; a malformed one is a failure. */
export function plausibleLogin(email: string, password: string): boolean {
  return validateEmail(email) === null && validatePassword(password, 'basic') === null;
}

/** Trims every field, refusing the first blank one by name. */
export function requiredText<K extends string>(fields: Record<K, string>): Record<K, string> {
  const trimmed = {} as Record<K, string>;
  for (const name of Object.keys(fields) as K[]) {
    const value = fields[name].trim();
    if (value === '') throw invalid('invalidField', { detail: `${name}: required` });
    trimmed[name] = value;
  }
  return trimmed;
}

/** Concurrent sign-ups pass the existence check together; the unique index decides, and drizzle wraps its error. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The profile as the private area shows it; never the password hash. */
export function userView(user: UserRow) {
  return {
    idUsuario: user.id,
    nombre: user.name,
    apellidos: user.surname,
    email: user.email,
    telefono: user.phone,
    pais: user.country,
  };
}

/** The key an account's login failures and recovery requests are counted under. */
export function accountKey(email: string): string {
  return email.trim().toLowerCase();
}

export const RECOVERY_MINUTES = 60;
/** Live recovery links per account; beyond it requests are silently dropped, so nobody can mail-bomb an inbox. */
export const MAX_LIVE_RECOVERY_LINKS = 5;
/**
 * The page a recovery link opens. The link carries a live token, so it may only lead to the
 * shop's reset page (checkRecoveryUrl, over ENGINE_SITE_ORIGINS): any other address, or another
 * page of the shop that redirects, would hand the token on. Without an address, the reset page on
 * the shop's first origin.
 */
export function recoveryPage(
  requested: string | undefined,
  siteOrigins: readonly string[],
): string {
  const first = siteOrigins[0];
  if (requested === undefined || requested.trim() === '') {
    if (first === undefined) throw new Error('ENGINE_SITE_ORIGINS is empty');
    return `${first}${RECOVERY_PAGE}`;
  }
  const url = requested.trim();
  checkRecoveryUrl(url, siteOrigins);
  return url;
}

/** The page's address with the token as its one query parameter, written by the URL API. */
export function recoveryLink(page: string, token: string): string {
  const link = new URL(page);
  link.searchParams.set('token', token);
  return link.href;
}
