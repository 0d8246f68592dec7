import { describe, expect, it } from 'vitest';
import { Fail } from '../calls/fail.ts';
import { checkShopUrl, isShopUrl } from './shop-url-rules.ts';

const SHOP = ['http://localhost:3000', 'https://fairway.example'];

describe('the shop’s addresses', () => {
  it('take absolute http(s) addresses on the shop’s origins', () => {
    for (const url of [
      'http://localhost:3000/payment/ok',
      'https://fairway.example/es/restablecer?from=mail#top',
      'https://FAIRWAY.example:443/reset',
    ])
      expect(isShopUrl(url, SHOP), url).toBe(true);
  });

  it('refuse other sites, relative paths, other schemes, user information and control characters', () => {
    for (const url of [
      'https://evil.example/ok',
      'http://localhost:3000.evil.example/ok',
      'http://localhost:3000@evil.example/ok',
      'http://user:pass@localhost:3000/ok',
      'http://user@localhost:3000/ok',
      'https://fairway.example/o\tk',
      'https://fairway.example/ok\n',
      '\u0000https://fairway.example/ok',
      'https://fairway.example/o\u0085k',
      'blob:http://localhost:3000/ok',
      'javascript:alert(1)',
      '/payment/ok',
      '//fairway.example/ok',
      '',
    ])
      expect(isShopUrl(url, SHOP), JSON.stringify(url)).toBe(false);
  });

  it('are refused naming the field and the shop’s origins', () => {
    expect(() => checkShopUrl('urlOk', 'http://localhost:3000/ok', SHOP)).not.toThrow();
    try {
      checkShopUrl('urlKo', 'https://evil.example/ko', SHOP);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(Fail);
      const fail = error as Fail;
      expect([fail.cod, fail.key, fail.params]).toEqual([
        3,
        'returnUrlNotAllowed',
        { field: 'urlKo', origins: 'http://localhost:3000, https://fairway.example' },
      ]);
    }
  });
});
