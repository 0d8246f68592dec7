import { describe, expect, it } from 'vitest';
import type { Route } from './+types/api.cookie-consent';
import { action } from './api.cookie-consent.ts';

function accept(next: string | null) {
  const body = new URLSearchParams();
  if (next !== null) body.set('next', next);
  const request = new Request('http://localhost:3000/api/cookie-consent', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  return action({ request, params: {}, context: {} } as unknown as Route.ActionArgs);
}

describe('accepting cookies without JavaScript', () => {
  it('sets the consent flag for a year and goes back to the page the golfer was on', async () => {
    const response = await accept('/es/region/costa-del-sol?idReg=1');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/es/region/costa-del-sol?idReg=1');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^cookieConsent=1; Path=\/; Expires=[^;]+;( Secure;)? SameSite=Lax$/);
    // The browser reads the flag too, so it is not HttpOnly.
    expect(cookie).not.toContain('HttpOnly');
    const expires = Date.parse(/Expires=([^;]+)/.exec(cookie)?.[1] ?? '');
    expect(expires - Date.now()).toBeGreaterThan(364 * 86_400_000);
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/'],
    ['nothing', null],
  ])('goes home, not to %s', async (_what, next) => {
    const response = await accept(next);
    expect(response.headers.get('location')).toBe('/');
    expect(response.headers.get('set-cookie')).toContain('cookieConsent=1');
  });
});
