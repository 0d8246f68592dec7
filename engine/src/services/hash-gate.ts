/**
 * The gate every password hash (scrypt) passes: at most `concurrency` run at once, at most
 * `queue` wait for a slot, and any more are refused at once with 503 and Retry-After. Each hash
 * costs about a second of CPU and 128 MiB at production cost, so without the gate a few dozen
 * parallel logins take the engine's CPU and memory; with it, they cost a bounded share and every
 * other call keeps its answer time. Built on p-limit, which does the counting and the queue.
 */
import pLimit from 'p-limit';
import { Busy } from '../calls/fail.ts';

/** What a refused caller is told to wait: the message says "in a minute". */
export const HASH_BUSY_RETRY_SECONDS = 60;

export interface HashGateOptions {
  /** Hashes running at once; the core count by default (config: ENGINE_HASH_CONCURRENCY). */
  concurrency: number;
  /** Hashes waiting for a slot before the next is refused (config: ENGINE_HASH_QUEUE). */
  queue: number;
}

export interface HashGateStats {
  running: number;
  waiting: number;
  /** The most hashes ever running at once: the bound, as it held. */
  peak: number;
  /** Hashes refused because the queue was full. */
  refused: number;
}

export interface HashGate {
  /** Runs `hash` when a slot is free; throws Busy at once when the queue is full. */
  run<T>(hash: () => Promise<T>): Promise<T>;
  stats(): HashGateStats;
}

export function createHashGate(options: HashGateOptions): HashGate {
  const limit = pLimit(options.concurrency);
  let running = 0;
  let peak = 0;
  let refused = 0;
  return {
    run(hash) {
      // Both counts change synchronously when work is added or started, so this check and the
      // enqueue below cannot interleave with another caller's.
      if (limit.activeCount + limit.pendingCount >= options.concurrency + options.queue) {
        refused += 1;
        return Promise.reject(new Busy(HASH_BUSY_RETRY_SECONDS));
      }
      return limit(async () => {
        running += 1;
        peak = Math.max(peak, running);
        try {
          return await hash();
        } finally {
          running -= 1;
        }
      });
    },
    stats: () => ({ running, waiting: limit.pendingCount, peak, refused }),
  };
}
