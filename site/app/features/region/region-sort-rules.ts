/**
 * The day's price order. A nine-hole round costs about half an eighteen, so cheapest first would
 * open a region with its pitch and putts and short nines: a golfer who did not ask for nine holes
 * is looking for a full round. Pure.
 */

interface Priced {
  holes: 9 | 18;
  priceFrom: number;
}

/**
 * Cheapest first, eighteen-hole courses before nine-hole ones unless the golfer chose nine holes
 * (then nines lead, though the engine's filter leaves little else).
 */
export function byPriceFor(chosenHoles: 9 | 18 | undefined): (a: Priced, b: Priced) => number {
  const first = chosenHoles === 9 ? 9 : 18;
  return (a, b) => {
    const rank = (club: Priced) => (club.holes === first ? 0 : 1);
    return rank(a) - rank(b) || a.priceFrom - b.priceFrom;
  };
}
