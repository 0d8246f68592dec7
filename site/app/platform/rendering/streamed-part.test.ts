import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settleWithin } from './streamed-part.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('settleWithin', () => {
  it('gives the part’s value when it comes in time', async () => {
    const part = new Promise<string>((resolve) => setTimeout(() => resolve('times'), 3_000));
    const settled = settleWithin(part, 4_000, 'none');
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(settled).resolves.toBe('times');
  });

  it('gives the fallback when the part is late, and is not changed by its later value', async () => {
    const part = new Promise<string>((resolve) => setTimeout(() => resolve('times'), 9_000));
    const settled = settleWithin(part, 4_000, 'none');
    await vi.advanceTimersByTimeAsync(4_000);
    await expect(settled).resolves.toBe('none');
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(settled).resolves.toBe('none');
  });

  it('passes a failure on, for the part’s own error handling', async () => {
    const settled = settleWithin(Promise.reject(new Error('engine down')), 4_000, 'none');
    await expect(settled).rejects.toThrow('engine down');
  });
});
