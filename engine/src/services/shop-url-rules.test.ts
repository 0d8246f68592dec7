import { describe, expect, it } from 'vitest';
import { Fail } from '../calls/fail.ts';
import { checkRecoveryUrl, checkReturnUrl, isShopPage, RECOVERY_PAGE } from './shop-url-rules.ts';

const SHOP = ['http://localhost:3000', 'https://fairway.example'];
const RESET = [RECOVERY_PAGE];

function refusal(check: () => void): Fail {
  try {
    check();
  } catch (error) {
    if (error instanceof Fail) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('the shop’s pages', () => {
  it('take the page itself, unprefixed or under each locale, on each of the shop’s origins', () => {
    for (const url of [
      'http://localhost:3000/reset-password',
      'http://localhost:3000/en/reset-password',
      'https://fairway.example/es/reset-password',
      'https://fairway.example/fr/reset-password',
      'https://fairway.example/sv/reset-password',
    ])
      expect(isShopPage(url, SHOP, RESET), url).toBe(true);
  });

  it('refuse any other page of the shop, above all one that redirects', () => {
    for (const url of [
      // The account takeover of issue 24: the token would have landed inside `next`.
      'http://localhost:3000/api/language?to=en&next=/.//evil.example/?',
      'http://localhost:3000/api/language',
      'http://localhost:3000/en/login',
      'http://localhost:3000/',
      'http://localhost:3000',
      'http://localhost:3000/de/reset-password',
      'http://localhost:3000/en/en/reset-password',
      'http://localhost:3000/en/reset-password/',
      'http://localhost:3000/en/reset-password/x',
      'http://localhost:3000/EN/reset-password',
      'http://localhost:3000/es/restablecer',
    ])
      expect(isShopPage(url, SHOP, RESET), url).toBe(false);
  });

  it('refuse a query or a fragment, even an empty one', () => {
    for (const url of [
      'http://localhost:3000/en/reset-password?',
      'http://localhost:3000/en/reset-password?from=mail',
      'http://localhost:3000/en/reset-password?next=//evil.example',
      'http://localhost:3000/en/reset-password#',
      'http://localhost:3000/en/reset-password#top',
    ])
      expect(isShopPage(url, SHOP, RESET), url).toBe(false);
  });

  it('refuse anything new URL() would rewrite into the page: dot segments, encodings, backslashes, case, ports', () => {
    for (const url of [
      'http://localhost:3000/x/../en/reset-password',
      'http://localhost:3000/./en/reset-password',
      'http://localhost:3000/%2e/en/reset-password',
      'http://localhost:3000\\en\\reset-password',
      'http://localhost:3000/en\\reset-password',
      'HTTP://localhost:3000/en/reset-password',
      'http://LOCALHOST:3000/en/reset-password',
      'https://fairway.example:443/en/reset-password',
      ' http://localhost:3000/en/reset-password',
    ])
      expect(isShopPage(url, SHOP, RESET), url).toBe(false);
  });

  it('refuse other sites, relative paths, other schemes, user information and control characters', () => {
    for (const url of [
      'https://evil.example/en/reset-password',
      'http://localhost:3000.evil.example/en/reset-password',
      'http://localhost:3000@evil.example/en/reset-password',
      'http://user:pass@localhost:3000/en/reset-password',
      'http://user@localhost:3000/en/reset-password',
      'http://localhost:3001/en/reset-password',
      'https://localhost:3000/en/reset-password',
      'http://localhost:3000/en/reset-pass\tword',
      'http://localhost:3000/en/reset-password\n',
      '\u0000http://localhost:3000/en/reset-password',
      'http://localhost:3000/en/reset-pass\u0085word',
      'blob:http://localhost:3000/en/reset-password',
      'javascript:alert(1)',
      '/en/reset-password',
      '//localhost:3000/en/reset-password',
      '',
    ])
      expect(isShopPage(url, SHOP, RESET), JSON.stringify(url)).toBe(false);
  });
});

describe('the card page’s return addresses', () => {
  it('are the cart’s or a tournament’s outcome page that matches the field', () => {
    for (const [field, url] of [
      ['urlOk', 'http://localhost:3000/en/payment-controller/ok'],
      ['urlKo', 'http://localhost:3000/en/payment-controller/ko'],
      ['urlOk', 'https://fairway.example/sv/tournament-payment/ok'],
      ['urlKo', 'https://fairway.example/tournament-payment/ko'],
      ['urlOk', 'http://localhost:3000/payment-controller/ok'],
    ] as const)
      expect(() => checkReturnUrl(field, url, SHOP), url).not.toThrow();
  });

  it('refuse another outcome, another page, a query and another site, naming the field and the pages', () => {
    for (const [field, url] of [
      ['urlOk', 'http://localhost:3000/en/payment-controller/ko'],
      ['urlKo', 'http://localhost:3000/en/tournament-payment/ok'],
      ['urlOk', 'http://localhost:3000/en/payment-controller'],
      ['urlOk', 'http://localhost:3000/en/payment/ok'],
      ['urlOk', 'http://localhost:3000/api/language?to=en&next=//evil.example'],
      ['urlOk', 'http://localhost:3000/en/payment-controller/ok?next=//evil.example'],
      ['urlOk', 'http://localhost:3000/en/payment-controller/ok#x'],
      ['urlKo', 'https://evil.example/en/payment-controller/ko'],
    ] as const) {
      const fail = refusal(() => checkReturnUrl(field, url, SHOP));
      expect([fail.cod, fail.key, fail.params], url).toEqual([
        3,
        'returnUrlNotAllowed',
        {
          field,
          pages:
            field === 'urlOk'
              ? '[/{locale}]/payment-controller/ok, [/{locale}]/tournament-payment/ok'
              : '[/{locale}]/payment-controller/ko, [/{locale}]/tournament-payment/ko',
          origins: 'http://localhost:3000, https://fairway.example',
        },
      ]);
    }
  });
});

describe('the recovery page', () => {
  it('is the reset page, refused otherwise naming urlRecuperacion', () => {
    expect(() => checkRecoveryUrl('http://localhost:3000/fr/reset-password', SHOP)).not.toThrow();
    const fail = refusal(() =>
      checkRecoveryUrl('http://localhost:3000/api/language?to=en&next=/.//evil.example/?', SHOP),
    );
    expect([fail.cod, fail.key, fail.params]).toEqual([
      3,
      'returnUrlNotAllowed',
      {
        field: 'urlRecuperacion',
        pages: '[/{locale}]/reset-password',
        origins: 'http://localhost:3000, https://fairway.example',
      },
    ]);
  });
});
