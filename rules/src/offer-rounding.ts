/**
 * How a percentage discount is rounded, for the tee sheet and the basket alike (issue 25): per
 * player, to the cent, then times the players. Rounding the basket's total instead gave three
 * players at 45.55 with 10 % off a total of 122.98 while the tee sheet had shown 40.99 each
 * (122.97). The golfer is charged what the tee sheet showed per player, times the players, and
 * the line on the voucher adds up; when the two roundings differ, this one is never the dearer.
 * Amounts are in whole cents, so no floating-point sum reaches a price.
 */

/** The discount of `percent` % on one player's price, in cents, half a cent rounded up. */
export function percentDiscountCents(unitCents: number, percent: number): number {
  return Math.round((unitCents * percent) / 100);
}

/** One player's price after `percent` % off, in cents. */
export function percentOffCents(unitCents: number, percent: number): number {
  return unitCents - percentDiscountCents(unitCents, percent);
}

/** The discount of `percent` % on `players` places at `unitCents` each: per player, then times them. */
export function lineDiscountCents(unitCents: number, players: number, percent: number): number {
  return percentDiscountCents(unitCents, percent) * players;
}
