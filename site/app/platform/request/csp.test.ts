import { describe, expect, it } from 'vitest';
import { BRAINTREE_ORIGINS, contentSecurityPolicy } from './csp.ts';

const policy = (pathname: string) =>
  contentSecurityPolicy({ nonce: 'n0nce', pathname, styleHashes: ['sha256-abc='] });

/** One directive's sources, by name. */
function directive(csp: string, name: string): string[] {
  const found = csp.split('; ').find((d) => d.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

const BRAINTREE = [
  'https://js.braintreegateway.com',
  'https://assets.braintreegateway.com',
  'https://client-analytics.braintreegateway.com',
  'https://api.braintreegateway.com',
  'https://api.sandbox.braintreegateway.com',
];

describe('the CSP', () => {
  it.each(['/en/payment-gateway', '/sv/payment-gateway/', '/es/tournament-payment/gateway'])(
    'lets the Drop-in’s page %s load, frame and call Braintree and 3-D Secure',
    (path) => {
      const csp = policy(path);
      expect(directive(csp, 'script-src')).toEqual(
        expect.arrayContaining([
          'https://js.braintreegateway.com',
          'https://assets.braintreegateway.com',
          'https://songbird.cardinalcommerce.com',
        ]),
      );
      expect(directive(csp, 'frame-src')).toEqual(
        expect.arrayContaining([
          'https://assets.braintreegateway.com',
          'https://*.cardinalcommerce.com',
        ]),
      );
      expect(directive(csp, 'connect-src')).toEqual(
        expect.arrayContaining([
          'https://api.braintreegateway.com',
          'https://api.sandbox.braintreegateway.com',
          'https://client-analytics.braintreegateway.com',
          'https://*.cardinalcommerce.com',
        ]),
      );
      // Still the nonce and strict-dynamic, and nothing inline.
      expect(directive(csp, 'script-src').slice(0, 3)).toEqual([
        "'self'",
        "'nonce-n0nce'",
        "'strict-dynamic'",
      ]);
      expect(csp).not.toContain('unsafe-inline');
    },
  );

  it.each([
    '/en',
    '/en/payment',
    '/en/payment-controller/ok',
    '/en/tournament-payment',
    '/en/tournament-payment/ok',
    '/en/checkout',
    '/payment-gateway/ssr',
    '/en/payment-gateway/extra',
  ])('names no Braintree or 3-D Secure origin on %s', (path) => {
    const csp = policy(path);
    for (const origin of [...BRAINTREE, ...Object.values(BRAINTREE_ORIGINS).flat()])
      expect(csp).not.toContain(origin);
    expect(csp).toBe(
      [
        "default-src 'self'",
        "script-src 'self' 'nonce-n0nce' 'strict-dynamic'",
        "style-src 'self' 'nonce-n0nce' 'unsafe-hashes' 'sha256-abc='",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "frame-src 'self'",
        "frame-ancestors 'self'",
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
      ].join('; '),
    );
  });
});
