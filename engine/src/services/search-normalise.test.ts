import { describe, expect, it } from 'vitest';
import { editDistance, matchRank, normaliseTerm } from './search-normalise.ts';

describe('search matching', () => {
  it('folds accents, case and punctuation', () => {
    expect(normaliseTerm('  Séville ')).toBe('seville');
    expect(normaliseTerm('MÁLAGA')).toBe('malaga');
    expect(normaliseTerm('Golf & Country-Club')).toBe('golf country club');
  });

  it('counts one swap, one insertion or one deletion as one typo', () => {
    expect(editDistance('sevila', 'sevilla')).toBe(1);
    expect(editDistance('sveilla', 'sevilla')).toBe(1);
    expect(editDistance('sevilla', 'sevilla')).toBe(0);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });

  it('ranks exact, prefix, word, contained, then one typo; nothing for two typos', () => {
    expect(matchRank('malaga', 'malaga')).toBe(0);
    expect(matchRank('mala', 'malaga')).toBe(1);
    expect(matchRank('sevilla', 'real club de golf de sevilla')).toBe(2);
    expect(matchRank('lag', 'malaga')).toBe(3);
    expect(matchRank('sevila', 'sevilla')).toBe(4);
    expect(matchRank('sevila', 'real club pineda de sevilla')).toBe(4);
    expect(matchRank('valderama', 'real club valderrama')).toBe(4);
    expect(matchRank('svila', 'sevilla')).toBeNull();
    expect(matchRank('xyz', 'malaga')).toBeNull();
  });
});
