import { describe, expect, it } from 'vitest';
import { isSameOrigin } from './same-origin.ts';

const post = (headers: Record<string, string>) =>
  new Request('http://shop.example/api/saveErrorAPI', { method: 'POST', headers });

describe('same-origin check', () => {
  it('accepts the shop’s own pages', () => {
    expect(isSameOrigin(post({ host: 'shop.example', origin: 'http://shop.example' }))).toBe(true);
    expect(
      isSameOrigin(post({ host: 'shop.example', referer: 'http://shop.example/es/club/x' })),
    ).toBe(true);
  });

  it('refuses other sites, garbage and requests that name no origin', () => {
    expect(isSameOrigin(post({ host: 'shop.example', origin: 'https://evil.example' }))).toBe(
      false,
    );
    expect(isSameOrigin(post({ host: 'shop.example', origin: 'null' }))).toBe(false);
    expect(isSameOrigin(post({ host: 'shop.example' }))).toBe(false);
  });
});
