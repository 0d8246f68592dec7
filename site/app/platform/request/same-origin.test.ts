import { describe, expect, it } from 'vitest';
import { isFromOwnPages, isSameOrigin } from './same-origin.ts';

const request = (method: string, headers: Record<string, string>) =>
  new Request('http://shop.example/en/checkout', { method, headers });

describe('same-origin check', () => {
  it('accepts the shop’s own pages', () => {
    expect(
      isSameOrigin(request('POST', { host: 'shop.example', origin: 'http://shop.example' })),
    ).toBe(true);
    expect(
      isSameOrigin(
        request('POST', { host: 'shop.example', referer: 'http://shop.example/es/club/x' }),
      ),
    ).toBe(true);
  });

  it('refuses other sites, garbage and requests that name no origin', () => {
    expect(
      isSameOrigin(request('POST', { host: 'shop.example', origin: 'https://evil.example' })),
    ).toBe(false);
    expect(isSameOrigin(request('POST', { host: 'shop.example', origin: 'null' }))).toBe(false);
    expect(isSameOrigin(request('POST', { host: 'shop.example' }))).toBe(false);
  });
});

describe('requests that may change something', () => {
  it('are any safe request, whoever sent it', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS'])
      expect(isFromOwnPages(request(method, { 'sec-fetch-site': 'cross-site' })), method).toBe(
        true,
      );
  });

  it('are other methods only from this site, by Sec-Fetch-Site first', () => {
    const own = { host: 'shop.example', origin: 'http://shop.example' };
    expect(isFromOwnPages(request('POST', { ...own, 'sec-fetch-site': 'same-origin' }))).toBe(true);
    // The browser's word wins over a header a page could not set anyway.
    for (const site of ['cross-site', 'same-site', 'none'])
      expect(isFromOwnPages(request('POST', { ...own, 'sec-fetch-site': site })), site).toBe(false);
    // An older browser: the Origin decides.
    expect(isFromOwnPages(request('POST', own))).toBe(true);
    expect(
      isFromOwnPages(request('DELETE', { host: 'shop.example', origin: 'https://evil.example' })),
    ).toBe(false);
    expect(isFromOwnPages(request('PUT', { host: 'shop.example' }))).toBe(false);
  });
});
