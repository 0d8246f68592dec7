/**
 * Small values the site keeps in the name cache (ARCHITECTURE.md section 3: one interface, an
 * in-process LRU or Redis) beside the names: the front configuration, the cookie text, the
 * featured clubs. What comes back is checked like any input (another deploy may have written it),
 * and a cache that fails or holds something unreadable is a miss, only logged (SPEC.md section 8).
 */
import type { z } from 'zod';
import type { KeyValueCache } from './name-cache.server.ts';

export interface CacheDeps {
  cache: KeyValueCache;
  ttlSeconds: number;
  log?: { warn(msg: string, err?: unknown): void };
}

function read<T>(text: string, schema: z.ZodType<T>): T | null {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The value under `key`, or what `load` gives on a miss, kept for `ttlSeconds`. A null from
 * `load` (the engine failed) is not kept, so the next request asks again.
 */
export async function cachedValue<T>(
  deps: CacheDeps,
  key: string,
  schema: z.ZodType<T>,
  load: () => Promise<T | null>,
): Promise<T | null> {
  const text = await deps.cache.get(key).catch((error: unknown) => {
    deps.log?.warn(`cache: read of ${key} failed`, error);
    return null;
  });
  if (text !== null) {
    const value = read(text, schema);
    if (value !== null) return value;
    deps.log?.warn(`cache: unreadable entry ${key}, asking again`);
  }
  const value = await load();
  if (value === null) return null;
  await deps.cache
    .set(key, JSON.stringify(value), deps.ttlSeconds)
    .catch((error: unknown) => deps.log?.warn(`cache: write of ${key} failed`, error));
  return value;
}
