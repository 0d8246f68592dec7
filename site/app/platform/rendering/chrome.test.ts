import { describe, expect, it } from 'vitest';
import { chromeHidden } from './chrome.ts';

describe('chrome hiding', () => {
  it('hides on the payment ok/ko pages opened from the app', () => {
    expect(chromeHidden('/es/payment-controller/ok', '?from=app')).toBe(true);
    expect(chromeHidden('/payment-controller/ko', '?from=app&x=1')).toBe(true);
    expect(chromeHidden('/es/payment-controller/ok', '?from=web')).toBe(false);
  });

  it('hides on the payment controller inside the app', () => {
    expect(chromeHidden('/en/payment-controller', '?app=1')).toBe(true);
    expect(chromeHidden('/en/payment-controller', '?app=0')).toBe(false);
  });

  it('shows everywhere else', () => {
    expect(chromeHidden('/en/club/valderrama', '?app=1&from=app')).toBe(false);
    expect(chromeHidden('/', '')).toBe(false);
  });
});
