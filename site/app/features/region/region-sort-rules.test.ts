import { describe, expect, it } from 'vitest';
import { byPriceFor } from './region-sort-rules.ts';

const clubs = [
  { id: 'eighteen-90', holes: 18, priceFrom: 90 },
  { id: 'pitch-and-putt-15', holes: 9, priceFrom: 15 },
  { id: 'eighteen-60', holes: 18, priceFrom: 60 },
  { id: 'nine-35', holes: 9, priceFrom: 35 },
] as const;

const order = (chosen: 9 | 18 | undefined) => [...clubs].sort(byPriceFor(chosen)).map((c) => c.id);

describe('byPriceFor', () => {
  it('puts every eighteen, cheapest first, above the nines when the golfer chose no holes', () => {
    expect(order(undefined)).toEqual([
      'eighteen-60',
      'eighteen-90',
      'pitch-and-putt-15',
      'nine-35',
    ]);
  });

  it('does the same when the golfer chose eighteen holes', () => {
    expect(order(18)).toEqual(order(undefined));
  });

  it('leads with the cheapest nines when the golfer chose nine holes', () => {
    expect(order(9)).toEqual(['pitch-and-putt-15', 'nine-35', 'eighteen-60', 'eighteen-90']);
  });
});
