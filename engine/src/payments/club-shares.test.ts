import { describe, expect, it } from 'vitest';
import { clubsPartCents, splitByWeight } from './club-shares.ts';

describe('splitByWeight', () => {
  it('splits in proportion and adds up to the cent, the largest remainders taking the odd cents', () => {
    expect(splitByWeight(1000, [1, 1])).toEqual([500, 500]);
    expect(splitByWeight(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitByWeight(101, [2, 1])).toEqual([67, 34]);
    const parts = splitByWeight(12_345, [4_500, 9_000, 3_150]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(12_345);
    // 3336.49, 6672.97 and 2335.54: the two largest remainders round up.
    expect(parts).toEqual([3336, 6673, 2336]);
  });

  it('gives everything to the first part when nothing weighs, and nothing to no part', () => {
    expect(splitByWeight(250, [0, 0])).toEqual([250, 0]);
    expect(splitByWeight(250, [])).toEqual([]);
  });
});

describe('clubsPartCents', () => {
  it('is the total less the fee, never below zero', () => {
    expect(clubsPartCents({ total: 91.5, fee: 1.5 })).toBe(9000);
    expect(clubsPartCents({ total: 0, fee: 1.5 })).toBe(0);
  });
});
