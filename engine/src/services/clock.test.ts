import { describe, expect, it } from 'vitest';
import { configuredClock, ManualClock, systemClock } from './clock.ts';

describe('a test’s clock', () => {
  it('starts where the test sets it, runs on from there and is moved by advance()', () => {
    const start = new Date('2027-04-14T08:00:00Z');
    const clock = new ManualClock(start);
    const first = clock.now().getTime() - start.getTime();
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(1_000);
    clock.advance(48 * 3_600_000);
    const later = clock.now().getTime() - start.getTime() - 48 * 3_600_000;
    expect(later).toBeGreaterThanOrEqual(first);
    expect(later).toBeLessThan(1_000);
  });

  it('starts at the wall clock’s now without a start', () => {
    const lag = Math.abs(new ManualClock().now().getTime() - Date.now());
    expect(lag).toBeLessThan(1_000);
  });
});

describe('the engine’s configured clock', () => {
  it('is the machine’s by default, and runs whole days ahead of it when told', () => {
    expect(configuredClock(0)).toBe(systemClock);
    const ahead = configuredClock(3).now().getTime() - Date.now();
    expect(ahead).toBeGreaterThan(3 * 86_400_000 - 1_000);
    expect(ahead).toBeLessThanOrEqual(3 * 86_400_000);
  });
});
