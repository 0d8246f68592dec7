/**
 * The site's Content-Security-Policy, built per response by the server (server.ts) with the
 * request's nonce. Every page gets the same strict policy, except the payment pages that may
 * render Braintree's Drop-in, which also allow Braintree's own origins: nowhere else may a page
 * load, frame or call them.
 */
import { LOCALES } from '@fairway/rules';

/**
 * Braintree's origins for the Drop-in (its scripts and styles, its card-field frames, its client
 * API and analytics) and for 3-D Secure (Cardinal Commerce's Songbird script, its frames and its
 * API), as Braintree's CSP guide lists them for the sandbox and production.
 */
export const BRAINTREE_ORIGINS = {
  script: [
    'https://js.braintreegateway.com',
    'https://assets.braintreegateway.com',
    'https://songbird.cardinalcommerce.com',
  ],
  style: ['https://assets.braintreegateway.com'],
  img: ['https://assets.braintreegateway.com'],
  frame: ['https://assets.braintreegateway.com', 'https://*.cardinalcommerce.com'],
  connect: [
    'https://api.braintreegateway.com',
    'https://api.sandbox.braintreegateway.com',
    'https://client-analytics.braintreegateway.com',
    'https://client-analytics.sandbox.braintreegateway.com',
    'https://*.braintree-api.com',
    'https://*.cardinalcommerce.com',
  ],
} as const;

/**
 * The pages where the Drop-in is rendered: the tee-time cart's gateway and a tournament entry's
 * (features/payment/flow.server.ts `paymentGateway`), in any of the shop's languages.
 */
const PAYMENT_PAGES = new RegExp(
  `^/(?:${LOCALES.join('|')})/(?:payment-gateway|tournament-payment/gateway)/?$`,
);

export function isPaymentPage(pathname: string): boolean {
  return PAYMENT_PAGES.test(pathname);
}

export function contentSecurityPolicy({
  nonce,
  pathname,
  styleHashes,
}: {
  nonce: string;
  /** The request's path, without its query. */
  pathname: string;
  /** Style attributes the server-rendered markup carries, as CSP hash sources ('sha256-…'). */
  styleHashes: string[];
}): string {
  const extra = isPaymentPage(pathname)
    ? BRAINTREE_ORIGINS
    : { script: [], style: [], img: [], frame: [], connect: [] };
  const list = (...sources: readonly string[]) => sources.join(' ');
  return [
    "default-src 'self'",
    // With 'strict-dynamic', browsers that know it ignore the host sources and trust what a
    // nonced script loads; the hosts are for browsers that do not.
    `script-src ${list("'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...extra.script)}`,
    // No 'unsafe-inline': vanilla-extract writes static sheets, and the one style element
    // made at run time (a dialog's scroll lock) carries the nonce (entry.client.tsx). The one
    // style attribute in server-rendered markup, Radix's `pointer-events:auto` on a dialog
    // open from the first paint (the re-login modal), is allowed by its hash alone.
    `style-src ${list("'self'", `'nonce-${nonce}'`, "'unsafe-hashes'", ...styleHashes.map((h) => `'${h}'`), ...extra.style)}`,
    `img-src ${list("'self'", 'data:', ...extra.img)}`,
    "font-src 'self'",
    `connect-src ${list("'self'", ...extra.connect)}`,
    `frame-src ${list("'self'", ...extra.frame)}`,
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}
