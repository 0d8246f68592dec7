import { describe, expect, it } from 'vitest';
import { normalisePromocode } from './promocode';

describe('normalisePromocode', () => {
  it('reads a code as typed the way the engine keeps it', () => {
    expect(normalisePromocode('  summer10 ')).toBe('SUMMER10');
    expect(normalisePromocode('Golf-25')).toBe('GOLF-25');
    expect(normalisePromocode('SUMMER10')).toBe('SUMMER10');
  });

  it('leaves an empty or blank code empty, so callers can treat it as no code', () => {
    expect(normalisePromocode('')).toBe('');
    expect(normalisePromocode('   ')).toBe('');
  });
});
