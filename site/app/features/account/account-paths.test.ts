import { describe, expect, it } from 'vitest';
import { accountPath, isAccountPath, nextPathOf } from './account-paths.ts';

const at = (path: string) => new URL(path, 'https://shop.example');

describe('nextPathOf', () => {
  it('returns to a path of this site, with its query', () => {
    expect(nextPathOf(at('/en/login?next=%2Fen%2Fcart%3Fa%3D1'), 'en')).toBe('/en/cart?a=1');
  });

  it('goes home for a missing, foreign or tricky next', () => {
    expect(nextPathOf(at('/es/login'), 'es')).toBe('/es');
    expect(nextPathOf(at('/en/login?next=https%3A%2F%2Fevil.example'), 'en')).toBe('/en');
    expect(nextPathOf(at('/en/login?next=%2F%2Fevil.example'), 'en')).toBe('/en');
    expect(nextPathOf(at('/en/login?next=%2F%2509%2Fevil.example'), 'en')).toBe('/en');
  });

  it('never sends the golfer back to an account page', () => {
    expect(nextPathOf(at('/en/login?next=%2Fen%2Flogin'), 'en')).toBe('/en');
    expect(nextPathOf(at('/sv/login?next=%2Fsv%2Fsign-up%3Fnext%3D%252F'), 'sv')).toBe('/sv');
    expect(nextPathOf(at('/en/login?next=%2Fen%2Flogin-help'), 'en')).toBe('/en/login-help');
  });
});

describe('accountPath', () => {
  it('keeps the way back and the keepPage flag', () => {
    expect(accountPath('fr', '/login', '/fr/cart', true)).toBe(
      '/fr/login?keepPage=true&next=%2Ffr%2Fcart',
    );
    expect(accountPath('en', '/sign-up', null)).toBe('/en/sign-up');
  });

  it('never puts an account page in next: a wrapped way back is unwrapped, however deep', () => {
    const once = accountPath('en', '/login', '/en/cart', true);
    expect(accountPath('en', '/login', once, true)).toBe(once);
    let nested = '/en/private-area/bookings';
    for (let round = 0; round < 5; round += 1) nested = accountPath('en', '/login', nested, true);
    expect(nested).toBe('/en/login?keepPage=true&next=%2Fen%2Fprivate-area%2Fbookings');
    expect(accountPath('es', '/login', '/es/login', true)).toBe('/es/login?keepPage=true');
    expect(accountPath('sv', '/sign-up', '/sv/forgot-password?next=%2Fsv%2Fcart', false)).toBe(
      '/sv/sign-up?next=%2Fsv%2Fcart',
    );
  });
});

describe('isAccountPath', () => {
  it('knows the account pages, with or without a language and a query', () => {
    for (const path of ['/en/login', '/login?next=%2F', '/fr/sign-up/', '/sv/reset-password?t=1'])
      expect(isAccountPath(path), path).toBe(true);
    for (const path of ['/en', '/en/login-help', '/es/private-area', '/en/cart?login=1'])
      expect(isAccountPath(path), path).toBe(false);
  });
});
