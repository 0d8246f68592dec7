import { describe, expect, it } from 'vitest';
import { lineDiscountCents, percentDiscountCents, percentOffCents } from './offer-rounding';

describe('the rounding of a percentage discount', () => {
  it('gives three players at 45.55 with 10 % off what the tee sheet shows, 3 × 40.99', () => {
    const unit = 4555;
    expect(percentDiscountCents(unit, 10)).toBe(456);
    expect(percentOffCents(unit, 10)).toBe(4099);
    expect(lineDiscountCents(unit, 3, 10)).toBe(1368);
    // The basket charges the tee sheet's price times the players, not the total's rounding
    // (13 665 tenths of a cent rounded once would be 1367, a total of 122.98).
    expect(unit * 3 - lineDiscountCents(unit, 3, 10)).toBe(percentOffCents(unit, 10) * 3);
    expect(unit * 3 - lineDiscountCents(unit, 3, 10)).toBe(12297);
  });

  it('rounds half a cent up and less than half down, and leaves a price without a discount whole', () => {
    expect(percentDiscountCents(30, 10)).toBe(3);
    expect(percentDiscountCents(25, 10)).toBe(3);
    expect(percentDiscountCents(24, 10)).toBe(2);
    expect(percentOffCents(8550, 0)).toBe(8550);
    expect(lineDiscountCents(8550, 4, 100)).toBe(34200);
  });
});
