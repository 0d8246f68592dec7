/**
 * The engine's one rate limiter: login failures, password recovery requests and failed look-ups
 * by booking reference all go through it (the rules are in throttle-rules.ts).
 *
 * Built on rate-limiter-flexible. On the PostgreSQL server its store is RateLimiterPostgres over
 * the engine's own pool and table (rate_limits, made by a migration), so every engine process
 * sharing the database shares the counts and a restart forgets nothing. On PGlite, which only
 * one process can open, the memory store does the same job at no cost per call.
 */
import type pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { Fail } from '../calls/fail.ts';
import type { Locale } from '@fairway/rules';
import { durationText } from '../i18n/messages.ts';
import {
  THROTTLE_KINDS,
  THROTTLE_MESSAGES,
  throttleKey,
  waitSeconds,
  type ThrottleKey,
  type ThrottleKind,
  type ThrottleRules,
} from './throttle-rules.ts';

export type { ThrottleKey };

export interface Throttle {
  /** Refuses (cod 3, saying how long to wait, in the caller's language) while any key waits. */
  check(keys: readonly ThrottleKey[], locale: Locale): Promise<void>;
  /** Counts one failure (recovery: one request) against every key; past the free ones, a wait starts. */
  count(keys: readonly ThrottleKey[]): Promise<void>;
  /** Forgets the keys: a success (the right password, the holder's e-mail). */
  reset(keys: readonly ThrottleKey[]): Promise<void>;
  /** Drops lapsed rows of the PostgreSQL store; the memory store lapses by itself. */
  sweep(): Promise<void>;
}

export interface ThrottleOptions {
  rules: ThrottleRules;
  /** The longest wait, in seconds. */
  maxWaitSeconds: number;
  /** The PostgreSQL server's pool; without it (PGlite, unit tests) counts are kept in memory. */
  pool?: pg.Pool | null;
}

const TABLE = 'rate_limits';
/** Counts are never refused by the library itself: the waits below are the only brake. */
const UNLIMITED = 1_000_000_000;

export function createThrottle(options: ThrottleOptions): Throttle {
  const { pool } = options;
  const limiter = (keyPrefix: string, durationSeconds: number): RateLimiterAbstract =>
    pool
      ? new RateLimiterPostgres({
          storeClient: pool,
          storeType: 'pool',
          tableName: TABLE,
          tableCreated: true,
          // The engine's own sweep clears lapsed rows, once for every limiter sharing the table.
          clearExpiredByTimeout: false,
          keyPrefix,
          points: UNLIMITED,
          duration: durationSeconds,
        })
      : new RateLimiterMemory({ keyPrefix, points: UNLIMITED, duration: durationSeconds });

  const counts = new Map<ThrottleKind, RateLimiterAbstract>();
  for (const kind of THROTTLE_KINDS) {
    const rule = options.rules[kind];
    if (rule.free > 0) counts.set(kind, limiter('count', rule.memorySeconds));
  }
  // Only ever written by block(), so a live row means a wait; its expiry is the wait's end.
  const waits = limiter('wait', 0);
  const active = (keys: readonly ThrottleKey[]) =>
    keys.flatMap((key) => {
      const store = counts.get(key.kind);
      return store ? [{ ...key, store, id: throttleKey(key.kind, key.subject) }] : [];
    });

  return {
    async check(keys, locale) {
      let longest: { kind: ThrottleKind; ms: number } | null = null;
      for (const key of active(keys)) {
        const wait = await waits.get(key.id);
        if (wait && wait.msBeforeNext > 0 && (longest === null || wait.msBeforeNext > longest.ms))
          longest = { kind: key.kind, ms: wait.msBeforeNext };
      }
      if (longest !== null) {
        throw new Fail(3, THROTTLE_MESSAGES[longest.kind], {
          wait: durationText(Math.ceil(longest.ms / 1000), locale),
        });
      }
    },
    async count(keys) {
      for (const key of active(keys)) {
        const counted = await key.store.penalty(key.id, 1);
        const seconds = waitSeconds(
          counted.consumedPoints,
          options.rules[key.kind].free,
          options.maxWaitSeconds,
        );
        if (seconds > 0) await waits.block(key.id, seconds);
      }
    },
    async reset(keys) {
      for (const key of active(keys)) {
        await key.store.delete(key.id);
        await waits.delete(key.id);
      }
    },
    async sweep() {
      if (pool) await pool.query(`delete from ${TABLE} where expire < $1`, [Date.now()]);
    },
  };
}
