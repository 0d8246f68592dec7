/**
 * The one interface behind which the club and region names, and every cached engine answer, live
 * (docs/architecture.md#caching): an in-process LRU for a single server, Redis when several servers
 * must share one copy; and the process's one store of either kind.
 */
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { listenToSiblings } from './cached.server.ts';
import { siteEnv } from '../request/env.server.ts';

export interface KeyValueCache {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
}

/**
 * The in-process store: lru-cache, with each entry's own TTL. Its clock is Date.now, read on
 * every check, so an entry's life is exact to the millisecond (and tests can move the clock).
 */
export function createLruCache(maxEntries = 500): KeyValueCache {
  if (!Number.isInteger(maxEntries) || maxEntries < 1)
    throw new RangeError('maxEntries must be a positive integer');
  const entries = new LRUCache<string, string>({
    max: maxEntries,
    ttlResolution: 0,
    perf: { now: () => Date.now() },
  });

  return {
    async get(key) {
      return entries.get(key) ?? null;
    },
    async set(key, value, ttlSeconds) {
      // A non-positive TTL would store something already dead; Redis refuses it too.
      if (!(ttlSeconds > 0)) {
        entries.delete(key);
        return;
      }
      // lru-cache keeps an entry while its age is at most `ttl`; it is gone at ttlSeconds exactly.
      entries.set(key, value, { ttl: Math.max(1, ttlSeconds * 1000 - 1) });
    },
    async delete(key) {
      entries.delete(key);
    },
  };
}

export interface RedisCacheOptions {
  prefix?: string;
  /**
   * Where a Redis outage is told: once when Redis is lost (however many requests meet it) and
   * once when it is back.
   */
  log?: { warn(msg: string, err?: unknown): void; info(msg: string): void };
  /** The in-process store used while Redis is away. */
  fallback?: KeyValueCache;
}

/**
 * Redis, shared by every site process; while it is unreachable, the process's own LRU, so pages
 * keep their cache rather than each asking the engine (issue 28, degradation). Commands go to
 * Redis only while its connection is ready: a page never waits on a reconnect. When Redis comes
 * back it is used again; what was kept in the LRU meanwhile stays there and ages out.
 */
export function createRedisCache(
  url: string,
  options: RedisCacheOptions = {},
): KeyValueCache & { reachable(): boolean; quit(): Promise<void> } {
  const { prefix = 'fairway:', log, fallback = createLruCache(2000) } = options;
  const redis = new Redis(url, {
    keyPrefix: prefix,
    lazyConnect: false,
    // One retry, then the command rejects; with no offline queue a command sent while the
    // connection is down rejects at once instead of waiting for a reconnect.
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });

  let down = false;
  let stopping = false;
  const lost = (error?: unknown) => {
    if (down) return;
    down = true;
    log?.warn('cache: Redis unreachable, using the in-process cache until it is back', error);
  };
  // Also keeps ioredis from printing every reconnect failure.
  redis.on('error', lost);
  redis.on('end', lost);
  redis.on('close', () => {
    if (redis.status !== 'end' && !stopping) lost();
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log?.info('cache: Redis reachable again, using it');
  });

  /** Redis's answer while it is there; the fallback's when it is not or the command fails. */
  async function either<T>(onRedis: () => Promise<T>, onFallback: () => Promise<T>): Promise<T> {
    if (redis.status !== 'ready') return onFallback();
    try {
      return await onRedis();
    } catch (error) {
      lost(error);
      return onFallback();
    }
  }

  return {
    get: (key) =>
      either(
        () => redis.get(key),
        () => fallback.get(key),
      ),
    set: (key, value, ttlSeconds) =>
      either(
        async () => {
          await redis.set(key, value, 'EX', Math.max(1, Math.ceil(ttlSeconds)));
        },
        () => fallback.set(key, value, ttlSeconds),
      ),
    async delete(key) {
      // Both: a copy kept in the LRU during an outage must not outlive its forgetting.
      await fallback.delete(key);
      await either(
        async () => {
          await redis.del(key);
        },
        async () => undefined,
      );
    },
    /** Whether commands go to Redis now, rather than to the in-process store. */
    reachable: () => redis.status === 'ready',
    async quit() {
      stopping = true;
      // QUIT needs a live connection; on a dead one it would wait for a reconnect that never comes.
      if (redis.status === 'ready') {
        await redis.quit();
      } else {
        redis.disconnect();
      }
    },
  };
}

/** Redis's outages are warnings (docs/product.md#names-cache): one JSON line each way. */
const redisLog = {
  warn: (msg: string, err?: unknown) =>
    console.warn(JSON.stringify({ level: 'warn', msg, err: String(err ?? '') })),
  info: (msg: string) => console.warn(JSON.stringify({ level: 'info', msg })),
};

let instance: KeyValueCache | null = null;
let redisInstance: ReturnType<typeof createRedisCache> | null = null;

/** One store per process: Redis when REDIS_URL is set (shared by every site process), else an LRU. */
export function keyValueStore(): KeyValueCache {
  if (!instance) {
    const url = siteEnv().REDIS_URL;
    redisInstance = url ? createRedisCache(url, { log: redisLog }) : null;
    instance = redisInstance ?? createLruCache(2000);
    listenToSiblings(instance);
  }
  return instance;
}

/** Whether the process's Redis answers now; null when it has none (no REDIS_URL), for readiness. */
export function redisReachable(): boolean | null {
  keyValueStore();
  return redisInstance ? redisInstance.reachable() : null;
}

/** Closes the process's Redis connection, if any (at shutdown). */
export async function closeKeyValueStore(): Promise<void> {
  await redisInstance?.quit();
}
