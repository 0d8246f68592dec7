import { describe, expect, it } from 'vitest';
import { accountPath, nextPathOf } from './account-paths.ts';

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
});
