import { describe, expect, it } from 'vitest';
import { normaliseTerm, oneTypoApart, termsOf } from './search-normalise.ts';

describe('search matching', () => {
  it('folds accents, case and punctuation', () => {
    expect(normaliseTerm('  Séville ')).toBe('seville');
    expect(normaliseTerm('MÁLAGA')).toBe('malaga');
    expect(normaliseTerm('Golf & Country-Club')).toBe('golf country club');
  });

  it('tells one swap, one wrong, missing or extra letter from two typos', () => {
    expect(oneTypoApart('sevilla', 'sevilla')).toBe(true);
    expect(oneTypoApart('sveilla', 'sevilla')).toBe(true);
    expect(oneTypoApart('sevila', 'sevilla')).toBe(true);
    expect(oneTypoApart('sevillla', 'sevilla')).toBe(true);
    expect(oneTypoApart('sevolla', 'sevilla')).toBe(true);
    expect(oneTypoApart('sevillx', 'sevilla')).toBe(true);
    expect(oneTypoApart('svila', 'sevilla')).toBe(false);
    expect(oneTypoApart('sveila', 'sevilla')).toBe(false);
    expect(oneTypoApart('abc', 'xyz')).toBe(false);
    expect(oneTypoApart('ab', 'ba')).toBe(true);
  });

  it('compares with the beginning of a longer name when told its length', () => {
    expect(oneTypoApart('vilamo', 'vilamoura', 6)).toBe(true);
    expect(oneTypoApart('vilmao', 'vilamoura', 6)).toBe(true);
    expect(oneTypoApart('vilamu', 'vilamoura', 6)).toBe(true);
    expect(oneTypoApart('vilamu', 'vilamoura', 7)).toBe(true);
    expect(oneTypoApart('vxlamu', 'vilamoura', 6)).toBe(false);
    expect(oneTypoApart('vilamuo', 'vilamoura', 7)).toBe(true);
    expect(oneTypoApart('vilamor', 'vilamoura', 7)).toBe(true);
    expect(oneTypoApart('vilamro', 'vilamoura', 6)).toBe(true);
    expect(oneTypoApart('vilamro', 'vilamoura', 7)).toBe(false);
  });

  it('makes one term of each distinct name, whatever its accents and case', () => {
    expect(termsOf(['Azores', 'Azores', 'Açores', 'Azorerna', 'Açores'])).toEqual([
      'azores',
      'acores',
      'azorerna',
    ]);
    expect(termsOf(['Kanarieöarna', ' ', 'Îles Canaries'])).toEqual([
      'kanarieoarna',
      'iles canaries',
    ]);
  });
});
