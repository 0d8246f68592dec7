/**
 * The site's Content-Security-Policy, one function for every response: server.ts answers it with
 * each request's nonce, and a page that must allow more (the payment page posting Redsys's form)
 * answers the same policy with its additions, which then replaces the server's rather than being
 * sent beside it (two policies are both enforced, so a second one could only take away).
 */
import { createHash } from 'node:crypto';
import type { Response as ExpressResponse } from 'express';

/** The style attribute Radix writes on an open dialog's layers, as a CSP hash source. */
const DIALOG_POINTER_EVENTS_HASH = `sha256-${createHash('sha256').update('pointer-events:auto').digest('base64')}`;

export const CSP_HEADER = 'Content-Security-Policy';

/** What one page allows beyond every page's policy: origins, never keywords. */
export interface CspAdditions {
  /** Where the page's forms may post (a provider's payment page). */
  formAction?: readonly string[];
}

/** Origins only (scheme, host, port): a path or a quote in a source would widen or break it. */
function origins(sources: readonly string[] = []): string[] {
  return [...new Set(sources.map((s) => new URL(s).origin))].filter((o) => o !== 'null');
}

export function contentSecurityPolicy(nonce: string, additions: CspAdditions = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    // No 'unsafe-inline': vanilla-extract writes static sheets, and the one style element
    // made at run time (a dialog's scroll lock) carries the nonce (entry.client.tsx). The one
    // style attribute in server-rendered markup, Radix's `pointer-events:auto` on a dialog
    // open from the first paint (the re-login modal), is allowed by its hash alone.
    `style-src 'self' 'nonce-${nonce}' 'unsafe-hashes' '${DIALOG_POINTER_EVENTS_HASH}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
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
