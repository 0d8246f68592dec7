import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BRAINTREE_SOURCES,
  contentSecurityPolicy,
  CSP_HEADER,
  pagePolicyReplaces,
} from './csp.server.ts';

const formAction = (csp: string) => /(?:^|; )form-action ([^;]*)/.exec(csp)?.[1];

describe('the site’s policy', () => {
  it('lets every page’s forms post to the site alone', () => {
    expect(formAction(contentSecurityPolicy('n'))).toBe("'self'");
  });

  it('adds a page’s form origins, as origins: no path, no keyword, each once', () => {
    const csp = contentSecurityPolicy('n', {
      formAction: [
        'https://sis.redsys.es/sis/realizarPago',
        'https://sis.redsys.es/sis/other',
        'http://127.0.0.1:4302/redsys-stand-in/sis/realizarPago',
      ],
    });
    expect(formAction(csp)).toBe("'self' https://sis.redsys.es http://127.0.0.1:4302");
    // Only form-action changes.
    expect(csp.replace(/form-action [^;]*/, '')).toBe(
      contentSecurityPolicy('n').replace(/form-action [^;]*/, ''),
    );
  });

  it('refuses what is not an address rather than write it into the policy', () => {
    expect(() => contentSecurityPolicy('n', { formAction: ["'unsafe-inline'"] })).toThrow();
  });
});

/** One directive's sources, by name. */
function directive(csp: string, name: string): string[] {
  const found = csp.split('; ').find((d) => d.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('Braintree’s Drop-in page', () => {
  const dropIn = contentSecurityPolicy('n0nce', { braintree: true });

  it('lets the page load, frame and call Braintree and 3-D Secure', () => {
    expect(directive(dropIn, 'script-src')).toEqual([
      "'self'",
      "'nonce-n0nce'",
      "'strict-dynamic'",
      'https://js.braintreegateway.com',
      'https://assets.braintreegateway.com',
      'https://songbird.cardinalcommerce.com',
    ]);
    expect(directive(dropIn, 'frame-src')).toEqual([
      "'self'",
      'https://assets.braintreegateway.com',
      'https://*.cardinalcommerce.com',
    ]);
    expect(directive(dropIn, 'connect-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://api.braintreegateway.com',
        'https://api.sandbox.braintreegateway.com',
        'https://client-analytics.braintreegateway.com',
        'https://*.cardinalcommerce.com',
      ]),
    );
    expect(directive(dropIn, 'style-src')).toContain('https://assets.braintreegateway.com');
    // Nothing inline, and forms still post to the site alone.
    expect(dropIn).not.toContain('unsafe-inline');
    expect(formAction(dropIn)).toBe("'self'");
  });

  it('is the only policy that names them: every other page’s names none', () => {
    const everyPage = contentSecurityPolicy('n0nce');
    const redsysPage = contentSecurityPolicy('n0nce', {
      formAction: ['https://sis.redsys.es/sis/realizarPago'],
    });
    for (const csp of [everyPage, redsysPage])
      for (const source of Object.values(BRAINTREE_SOURCES).flat())
        expect(csp).not.toContain(source.replace('https://', ''));
    expect(everyPage).not.toMatch(/braintree|cardinalcommerce/);
  });
});

/**
 * The server as server.ts builds it: the policy for every response, then the app, which answers
 * its headers with `res.append` as React Router's Express adapter does.
 */
describe('a page’s own policy', () => {
  let base = '';
  let server: ReturnType<ReturnType<typeof express>['listen']>;
  beforeAll(async () => {
    const app = express();
    app.use((_req, res, next) => {
      res.setHeader(CSP_HEADER, contentSecurityPolicy('n0nce'));
      next();
    });
    app.get('/payment', (_req, res) => {
      const replacing = pagePolicyReplaces(res);
      replacing.append(
        'Content-Security-Policy',
        contentSecurityPolicy('n0nce', { formAction: ['https://sis.redsys.es/sis/realizarPago'] }),
      );
      replacing.append('Set-Cookie', 'a=1');
      replacing.append('Set-Cookie', 'b=2');
      replacing.end('ok');
    });
    app.get('/other', (_req, res) => {
      pagePolicyReplaces(res).append('Cache-Control', 'no-store');
      res.end('ok');
    });
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('replaces the server’s, so the one policy sent allows the page’s form origin', async () => {
    const response = await fetch(`${base}/payment`);
    const csp = response.headers.get('content-security-policy') ?? '';
    // One policy (two would be joined by a comma here, and the browser would enforce both).
    expect(csp).not.toContain(',');
    expect(formAction(csp)).toBe("'self' https://sis.redsys.es");
    // Every other header is still appended.
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
  });

  it('leaves every other page with the server’s policy', async () => {
    const response = await fetch(`${base}/other`);
    expect(formAction(response.headers.get('content-security-policy') ?? '')).toBe("'self'");
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
