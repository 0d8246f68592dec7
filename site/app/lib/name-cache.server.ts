/**
 * The one interface behind which the club and region names live (ARCHITECTURE.md section 3): an
 * in-process LRU for a single server, Redis when several servers must share one copy.
 */
import { Redis } from 'ioredis';

export interface KeyValueCache {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
}

interface Entry {
  value: string;
  expiresAt: number;
}

/**
 * A Map iterates in insertion order, so re-inserting on every read keeps the least recently used
 * entry first and eviction is just dropping the first key.
 */
export function createLruCache(maxEntries = 500): KeyValueCache {
  if (!Number.isInteger(maxEntries) || maxEntries < 1)
    throw new RangeError('maxEntries must be a positive integer');
  const entries = new Map<string, Entry>();

  return {
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      entries.delete(key);
      if (Date.now() >= entry.expiresAt) return null;
      entries.set(key, entry);
      return entry.value;
    },
    async set(key, value, ttlSeconds) {
      entries.delete(key);
      // A non-positive TTL would store something already dead; Redis refuses it too.
      if (!(ttlSeconds > 0)) return;
      entries.set(key, { value, expiresAt: Date.now() + ttlSeconds * 1000 });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
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
  // a rejected command and log it as a warning there (SPEC.md section 8).
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
