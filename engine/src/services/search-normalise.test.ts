import { describe, expect, it } from 'vitest';
import {
  joinedAndSplit,
  normaliseTerm,
  oneTypoApart,
  termsOf,
  withoutGolfWords,
  withoutSmallWords,
} from './search-normalise.ts';

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

  it('takes the golf words of the four languages out, keeping a keyword of golf words alone', () => {
    expect(withoutGolfWords('marbella golf')).toBe('marbella');
    expect(withoutGolfWords('golf madrid')).toBe('madrid');
    expect(withoutGolfWords('campo de golf sevilla')).toBe('sevilla');
    expect(withoutGolfWords('golfbana mallorca')).toBe('mallorca');
    expect(withoutGolfWords('parcours algarve')).toBe('algarve');
    expect(withoutGolfWords('club de golf la manga')).toBe('la manga');
    expect(withoutGolfWords('golf')).toBe('');
    // Only whole words: a name that merely starts with the letters stays.
    expect(withoutGolfWords('golfito')).toBe('golfito');
  });

  it('drops the small words between a name’s first and last word', () => {
    expect(withoutSmallWords('quinta do lago')).toBe('quinta lago');
    expect(withoutSmallWords('real club de golf de las palmas')).toBe('real club golf palmas');
    expect(withoutSmallWords('la manga club')).toBeNull();
    expect(withoutSmallWords('vale lobo')).toBeNull();
  });

  it('joins and splits words where the names know the result', () => {
    const words = new Set(['pine', 'cliffs', 'sotogrande', 'golf', 'course', 'la', 'manga']);
    const known = (w: string) => words.has(w);
    const starts = (w: string) => [...words].some((x) => x.startsWith(w));
    expect(joinedAndSplit('pinecliffs', known, starts)).toEqual(['pine cliffs']);
    expect(joinedAndSplit('pinecli', known, starts)).toEqual(['pine cli']);
    expect(joinedAndSplit('soto grande', known, starts)).toEqual(['sotogrande']);
    expect(joinedAndSplit('soto gra', known, starts)).toEqual(['sotogra']);
    expect(joinedAndSplit('lamanga', known, starts)).toEqual(['la manga']);
    expect(joinedAndSplit('pine cliffs', known, starts)).toEqual([]);
    expect(joinedAndSplit('marbella', known, starts)).toEqual([]);
  });
});
