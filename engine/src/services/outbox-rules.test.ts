import { describe, expect, it } from 'vitest';
import { nextAttemptDelay, permanentFailure } from './outbox-rules.ts';

const RULES = { baseSeconds: 30, capSeconds: 3600, maxAttempts: 8 };

describe('the outbox’s retries', () => {
  it('wait twice as long after each failed attempt, up to the cap', () => {
    const waits = [1, 2, 3, 4, 5, 6, 7].map((attempts) => nextAttemptDelay(attempts, false, RULES));
    expect(waits).toEqual([30, 60, 120, 240, 480, 960, 1920]);
    expect(nextAttemptDelay(7, false, { ...RULES, capSeconds: 600 })).toBe(600);
  });

  it('give a mail up after the maximum of attempts, or at once when the refusal is permanent', () => {
    expect(nextAttemptDelay(8, false, RULES)).toBeNull();
    expect(nextAttemptDelay(1, true, RULES)).toBeNull();
    expect(nextAttemptDelay(1, false, { ...RULES, maxAttempts: 1 })).toBeNull();
  });

  it('take an SMTP 5xx reply as permanent, a 4xx reply or a network fault as worth retrying', () => {
    expect(permanentFailure(Object.assign(new Error('no such user'), { responseCode: 550 }))).toBe(
      true,
    );
    expect(permanentFailure(Object.assign(new Error('try later'), { responseCode: 451 }))).toBe(
      false,
    );
    expect(permanentFailure(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe(
      false,
    );
    expect(permanentFailure('not an error')).toBe(false);
  });
});
