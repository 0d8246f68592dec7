/**
 * The shop's cookies (docs/product.md#cookies): Secure, SameSite=Lax, Path=/, expiring with
 * the token they belong to; the token cookies are also HttpOnly.
 */
import { COOKIE } from './cookie-names.ts';

export { COOKIE };

const HTTP_ONLY = new Set<string>([
  COOKIE.token,
  COOKIE.userToken,
  COOKIE.userId,
  COOKIE.bookingLocator,
  COOKIE.registrationLocator,
  COOKIE.cartLocator,
  COOKIE.cartPromo,
]);

export function parseCookies(header: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    const raw = part.slice(eq + 1).trim();
    if (!name) continue;
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}

export interface CookieOptions {
  expires: Date;
  secure: boolean;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Expires=${options.expires.toUTCString()}`,
    'SameSite=Lax',
  ];
  if (options.secure) parts.push('Secure');
  if (HTTP_ONLY.has(name)) parts.push('HttpOnly');
  return parts.join('; ');
}

export function clearCookie(name: string, secure: boolean): string {
  return serializeCookie(name, '', { expires: new Date(0), secure });
}
