/**
 * The site's Content-Security-Policy, one function for every response: server.ts answers it with
 * each request's nonce, and a page that must allow more (the payment page posting Redsys's form,
 * or holding Braintree's Drop-in) answers the same policy with its additions, which then replaces the server's rather than being
 * sent beside it (two policies are both enforced, so a second one could only take away).
 */
import { createHash } from 'node:crypto';
import type { Response as ExpressResponse } from 'express';

/** The style attribute Radix writes on an open dialog's layers, as a CSP hash source. */
const DIALOG_POINTER_EVENTS_HASH = `sha256-${createHash('sha256').update('pointer-events:auto').digest('base64')}`;

export const CSP_HEADER = 'Content-Security-Policy';

/**
 * Braintree's sources for its Drop-in (its scripts, stylesheet and images, its card-field frames,
 * its client API and analytics, in the sandbox and in production) and for 3-D Secure (Cardinal
 * Commerce's Songbird script, its frames and its API), as Braintree's CSP guide lists them.
 */
export const BRAINTREE_SOURCES = {
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

/** What one page allows beyond every page's policy: origins, never keywords. */
export interface CspAdditions {
  /** Where the page's forms may post (a provider's payment page). */
  formAction?: readonly string[];
  /** The page holds Braintree's Drop-in: BRAINTREE_SOURCES are allowed (the payment page only). */
  braintree?: boolean;
}

/** Origins only (scheme, host, port): a path or a quote in a source would widen or break it. */
function origins(sources: readonly string[] = []): string[] {
  return [...new Set(sources.map((s) => new URL(s).origin))].filter((o) => o !== 'null');
}

export function contentSecurityPolicy(nonce: string, additions: CspAdditions = {}): string {
  // Braintree's are constants of this file (some with a wildcard host), not addresses to check.
  const bt = (kind: keyof typeof BRAINTREE_SOURCES): string[] =>
    additions.braintree ? [...BRAINTREE_SOURCES[kind]] : [];
  return [
    "default-src 'self'",
    // With 'strict-dynamic', browsers that know it ignore host sources and trust what a nonced
    // script loads; Braintree's hosts are for browsers that do not.
    [`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`, ...bt('script')].join(' '),
    // No 'unsafe-inline': vanilla-extract writes static sheets, and the one style element
    // made at run time (a dialog's scroll lock) carries the nonce (entry.client.tsx). The one
    // style attribute in server-rendered markup, Radix's `pointer-events:auto` on a dialog
    // open from the first paint (the re-login modal), is allowed by its hash alone.
    [
      `style-src 'self' 'nonce-${nonce}' 'unsafe-hashes' '${DIALOG_POINTER_EVENTS_HASH}'`,
      ...bt('style'),
    ].join(' '),
    ["img-src 'self' data:", ...bt('img')].join(' '),
    "font-src 'self'",
    ["connect-src 'self'", ...bt('connect')].join(' '),
    ["frame-src 'self'", ...bt('frame')].join(' '),
    "frame-ancestors 'self'",
    "base-uri 'self'",
    ["form-action 'self'", ...origins(additions.formAction)].join(' '),
    "object-src 'none'",
  ].join('; ');
}

/**
 * React Router's Express adapter appends each header of the app's answer; a page's own policy
 * (built above, with the request's nonce) must replace the one the server set for every response.
 */
export function pagePolicyReplaces(res: ExpressResponse): ExpressResponse {
  const append = res.append.bind(res);
  res.append = (field: string, value?: string | string[]) =>
    field.toLowerCase() === CSP_HEADER.toLowerCase() && value !== undefined
      ? res.set(CSP_HEADER, value)
      : append(field, value);
  return res;
}
