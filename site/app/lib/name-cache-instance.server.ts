import { listenToSiblings } from './cached.server.ts';
import { createLruCache, createRedisCache } from './name-cache.server.ts';
import type { KeyValueCache } from './name-cache.server.ts';
import { siteEnv } from './env.server.ts';

let instance: KeyValueCache | null = null;

/** One name cache per process: Redis when REDIS_URL is set (shared by every site process), else an LRU. */
export function nameCache(): KeyValueCache {
  if (!instance) {
    const url = siteEnv().REDIS_URL;
    instance = url ? createRedisCache(url, 'fairway:') : createLruCache(2000);
    listenToSiblings(instance);
  }
  return instance;
}
