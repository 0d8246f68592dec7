import { describe, expect, it } from 'vitest';
import { cookieLocale, ssrRedirectPath } from './ssr-paths.server.ts';

const withCookies = (cookie: string) =>
  new Request('http://localhost:3200/payment/ssr', { headers: { cookie } });

describe('the unprefixed server paths (docs/product.md#routes)', () => {
  it('send /payment/ssr and /payment-gateway/ssr to the locale’s page with a timestamp', () => {
    expect(ssrRedirectPath('/payment/ssr', 'es', 1700000000000)).toBe(
      '/es/payment?timestamp=1700000000000',
    );
    expect(ssrRedirectPath('/payment-gateway/ssr/', 'en', 5)).toBe(
      '/en/payment-gateway?timestamp=5',
    );
  });

  it('leave every other path alone, the locale-prefixed ones included', () => {
    expect(ssrRedirectPath('/es/payment/ssr', 'es', 5)).toBeNull();
    expect(ssrRedirectPath('/payment/bodyPrereserva', 'en', 5)).toBeNull();
    expect(ssrRedirectPath('/payment', 'en', 5)).toBeNull();
  });

  it('read the language from the locale cookie, else English', () => {
    expect(cookieLocale(withCookies('locale=sv'))).toBe('sv');
    expect(cookieLocale(withCookies('locale=xx'))).toBe('en');
    expect(cookieLocale(withCookies(''))).toBe('en');
  });
});
