/**
 * The one interface behind which the club and region names live (docs/architecture.md#caching): an
 * in-process LRU for a single server, Redis when several servers must share one copy.
 */
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

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

export function createRedisCache(
  url: string,
  prefix = 'fairway:',
): KeyValueCache & { quit(): Promise<void> } {
  const redis = new Redis(url, {
    keyPrefix: prefix,
    lazyConnect: false,
    // One retry, then the command rejects: a page must not wait on a dead Redis, it refetches.
    maxRetriesPerRequest: 1,
  });
  // Without a listener ioredis prints every reconnect failure; callers already see each failure as
  // a rejected command and log it as a warning there (docs/product.md#names-cache).
  redis.on('error', () => undefined);

  return {
    async get(key) {
      return redis.get(key);
    },
    async set(key, value, ttlSeconds) {
      await redis.set(key, value, 'EX', Math.max(1, Math.ceil(ttlSeconds)));
    },
    async delete(key) {
      await redis.del(key);
    },
    async quit() {
      // QUIT needs a live connection; on a dead one it would wait for a reconnect that never comes.
      if (redis.status === 'ready') {
        await redis.quit();
      } else {
        redis.disconnect();
      }
    },
  };
}
