import { describe, expect, it } from 'vitest';
import { HOME_TILES, homeTiles, PHONE_TILES } from './home.server.ts';

const regions = (n: number) => Array.from({ length: n }, (_, i) => `region-${i}`);

describe('homeTiles', () => {
  it('shows two rows on a wide screen, the first few on a phone, and links the rest', () => {
    const { shown, more } = homeTiles(regions(15), false);
    expect(shown.map((s) => s.tile)).toEqual(regions(HOME_TILES));
    expect(shown.filter((s) => s.onPhone)).toHaveLength(PHONE_TILES);
    expect(shown.slice(0, PHONE_TILES).every((s) => s.onPhone)).toBe(true);
    expect(more).toBe(15);
  });

  it('shows every region, on every screen, when asked for all', () => {
    const { shown, more } = homeTiles(regions(15), true);
    expect(shown).toHaveLength(15);
    expect(shown.every((s) => s.onPhone)).toBe(true);
    expect(more).toBeNull();
  });

  it('offers no link when a phone already sees every region', () => {
    expect(homeTiles(regions(PHONE_TILES), false).more).toBeNull();
    expect(homeTiles(regions(PHONE_TILES + 1), false).more).toBe(PHONE_TILES + 1);
  });
});
