import { describe, expect, it } from 'vitest';
import { clearCookie, COOKIE, parseCookies, serializeCookie } from './cookies.ts';

describe('cookies', () => {
  const expires = new Date('2026-11-22T12:00:00Z');

  it('sets the token cookies Secure, SameSite=Lax, Path=/, HttpOnly, expiring with the token', () => {
    expect(serializeCookie(COOKIE.token, 'a b', { expires, secure: true })).toBe(
      'token=a%20b; Path=/; Expires=Sun, 22 Nov 2026 12:00:00 GMT; HttpOnly; Secure; SameSite=Lax',
    );
    expect(serializeCookie(COOKIE.userToken, 'x', { expires, secure: true })).toContain('HttpOnly');
  });

  it('leaves the other cookies readable by the page', () => {
    const locale = serializeCookie(COOKIE.locale, 'es', { expires, secure: true });
    expect(locale).toContain('Secure');
    expect(locale).toContain('SameSite=Lax');
    expect(locale).not.toContain('HttpOnly');
  });

  it('clears a cookie by expiring it in the past', () => {
    expect(clearCookie(COOKIE.token, true)).toContain('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  });

  it('parses a Cookie header, tolerating bad escapes', () => {
    expect(parseCookies('token=abc; locale=es; bad=%E0%A4%A; empty=')).toEqual({
      token: 'abc',
      locale: 'es',
      bad: '%E0%A4%A',
      empty: '',
    });
    expect(parseCookies(null)).toEqual({});
  });

  it('of two cookies of one name, reads the first', () => {
    expect(parseCookies('locale=es; token=first; token=second')).toEqual({
      locale: 'es',
      token: 'first',
    });
  });

  it('refuses a name or a value a Set-Cookie header cannot carry', () => {
    expect(() => serializeCookie('bad name', 'x', { expires, secure: true })).toThrow();
    expect(serializeCookie(COOKIE.locale, 'a;b', { expires, secure: false })).toMatch(
      /^locale=a%3Bb;/,
    );
  });
});
