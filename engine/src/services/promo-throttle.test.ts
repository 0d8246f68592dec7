import { describe, expect, it } from 'vitest';
import { Busy, failure, invalid } from '../calls/fail.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { isCodeRefusal } from './promo-throttle.ts';

/**
 * ModificarCarrito prices a cart again without its code only when the code was refused
 * (priceForShop in cart.ts); a cart refused for itself is the call's refusal, priced once.
 */
describe('a refusal of the code, not of the cart', () => {
  it.each<MessageKey>(['promoNotValid', 'promoUsedUp', 'promoAlreadyUsed', 'tooManyPromoCodes'])(
    '%s is the code’s',
    (key) => {
      expect(isCodeRefusal(failure(key))).toBe(true);
      expect(isCodeRefusal(invalid(key))).toBe(true);
    },
  );

  it.each<MessageKey>([
    'multipackNotAvailable',
    'notEnoughPlayers',
    'rateNotValid',
    'cartTeeTimesExceeded',
    'pastDate',
  ])('%s is the cart’s', (key) => {
    expect(isCodeRefusal(failure(key))).toBe(false);
  });

  it('is never an error that refuses nothing, nor the engine being busy', () => {
    expect(isCodeRefusal(new Error('promoNotValid'))).toBe(false);
    expect(isCodeRefusal(new Busy(1))).toBe(false);
  });
});
