import { describe, expect, it } from 'vitest';
import { Busy } from '../calls/fail.ts';
import { createHashGate } from './hash-gate.ts';

/** Work that ends when the test says so, counting how many run at once. */
function controlledWork() {
  let running = 0;
  let most = 0;
  const releases: (() => void)[] = [];
  const work = () =>
    new Promise<void>((resolve) => {
      running += 1;
      most = Math.max(most, running);
      releases.push(() => {
        running -= 1;
        resolve();
      });
    });
  return { work, releases, most: () => most };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the hash gate', () => {
  it('runs at most `concurrency` at once, queues `queue` more, and refuses the rest at once', async () => {
    const gate = createHashGate({ concurrency: 2, queue: 3 });
    const { work, releases, most } = controlledWork();
    const outcomes = Array.from({ length: 8 }, () =>
      gate.run(work).then(
        () => 'done',
        (error: unknown) => (error instanceof Busy ? `busy ${error.retryAfterSeconds}` : 'other'),
      ),
    );
    await tick();
    expect(gate.stats()).toEqual({ running: 2, waiting: 3, peak: 2, refused: 3 });
    // Each finished hash lets one waiting start, never more than two at once.
    while (releases.length > 0) {
      releases.shift()?.();
      await tick();
    }
    expect(await Promise.all(outcomes)).toEqual([
      'done',
      'done',
      'done',
      'done',
      'done',
      'busy 60',
      'busy 60',
      'busy 60',
    ]);
    expect(most()).toBe(2);
    expect(gate.stats()).toEqual({ running: 0, waiting: 0, peak: 2, refused: 3 });
    // With the queue empty again, new hashes are taken.
    const later = gate.run(async () => 'ok');
    expect(await later).toBe('ok');
  });

  it('frees the slot of a hash that fails', async () => {
    const gate = createHashGate({ concurrency: 1, queue: 0 });
    await expect(gate.run(() => Promise.reject(new Error('scrypt failed')))).rejects.toThrow(
      'scrypt failed',
    );
    expect(await gate.run(async () => 1)).toBe(1);
  });
});
