import { RateLimiterMemory } from 'rate-limiter-flexible';
import { invalid } from '../http/fail.ts';

/**
 * Booking references carry about 40 bits, and the e-mail proof is often guessable, so failed
 * look-ups by reference are counted per client address and per reference. Only failures count:
 * a golfer reading their own booking many times (the ok page polls) never trips it.
 */
export const LOOKUP_FAILURES_PER_ADDRESS = 20;
export const LOOKUP_FAILURES_PER_REFERENCE = 5;
export const LOOKUP_WINDOW_SECONDS = 15 * 60;

export interface LookupLimits {
  /** Failed look-ups one client address may make in the window; 0 turns the check off. */
  perAddress: number;
  /** Failed look-ups of one reference, from anywhere, in the window; 0 turns the check off. */
  perReference: number;
  windowSeconds: number;
}

export interface LookupLimiter {
  /** Throws cod 3 'tooManyLookups' when the address or the reference has used up its failures. */
  check(ip: string, reference: string): Promise<void>;
  /** Counts one failed proof against both. */
  fail(ip: string, reference: string): Promise<void>;
  /** The right proof was given: the reference's count starts again (the holder's own typos). */
  succeed(reference: string): Promise<void>;
}

/**
 * In memory: the engine runs as one process per database today, so one process sees every
 * look-up. With several engine processes this becomes the store-backed limiter of the same
 * library (RateLimiterPostgres or RateLimiterDrizzle) with no change to the callers.
 */
export function createLookupLimiter(limits: LookupLimits): LookupLimiter {
  const make = (points: number, keyPrefix: string) =>
    points > 0
      ? {
          points,
          store: new RateLimiterMemory({ points, duration: limits.windowSeconds, keyPrefix }),
        }
      : null;
  const byAddress = make(limits.perAddress, 'lookup-ip');
  const byReference = make(limits.perReference, 'lookup-ref');
  const refKey = (reference: string) => reference.trim().toUpperCase();

  return {
    async check(ip, reference) {
      const [address, ref] = await Promise.all([
        byAddress?.store.get(ip),
        byReference?.store.get(refKey(reference)),
      ]);
      if (
        (byAddress && address && address.consumedPoints >= byAddress.points) ||
        (byReference && ref && ref.consumedPoints >= byReference.points)
      ) {
        throw invalid('tooManyLookups');
      }
    },
    async fail(ip, reference) {
      // penalty() never rejects, unlike consume() past the limit: the count is all that matters.
      await Promise.all([
        byAddress?.store.penalty(ip, 1),
        byReference?.store.penalty(refKey(reference), 1),
      ]);
    },
    async succeed(reference) {
      await byReference?.store.delete(refKey(reference));
    },
  };
}
