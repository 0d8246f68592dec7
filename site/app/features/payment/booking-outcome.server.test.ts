import { describe, expect, it } from 'vitest';
import { paymentOutcomeOf } from './booking-outcome.server.ts';

describe('the payment outcome', () => {
  it('reads the payment outcome: confirmed, on its way, or over', () => {
    expect(paymentOutcomeOf('confirmed', 'succeeded')).toBe('confirmed');
    expect(paymentOutcomeOf('held', 'pending')).toBe('pending');
    expect(paymentOutcomeOf('held', 'challenge')).toBe('pending');
    expect(paymentOutcomeOf('held', 'declined')).toBe('failed');
    expect(paymentOutcomeOf('released', 'declined')).toBe('failed');
    expect(paymentOutcomeOf('expired', 'sinPago')).toBe('failed');
  });
});
