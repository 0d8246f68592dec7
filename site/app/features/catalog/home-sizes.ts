/**
 * How much of the catalog home shows (issue 29): at 375 px every region's tile and six featured
 * clubs made the page about 9,200 px tall. A phone sees the first tiles and cards, a wider screen
 * two rows of tiles; the rest is a link away.
 */
export const HOME_TILES = 8;
export const PHONE_TILES = 4;
export const PHONE_FEATURED = 3;

export interface HomeTiles<T> {
  /** The tiles on the page, in the engine's order. */
  shown: { tile: T; onPhone: boolean }[];
  /** How many regions there are, when some are left out at some width; else null. */
  more: number | null;
}

/** The region tiles home shows: all of them when the golfer asked (`?regions=all`). */
export function homeTiles<T>(tiles: readonly T[], all: boolean): HomeTiles<T> {
  if (all) return { shown: tiles.map((tile) => ({ tile, onPhone: true })), more: null };
  return {
    shown: tiles
      .slice(0, HOME_TILES)
      .map((tile, index) => ({ tile, onPhone: index < PHONE_TILES })),
    more: tiles.length > PHONE_TILES ? tiles.length : null,
  };
}
