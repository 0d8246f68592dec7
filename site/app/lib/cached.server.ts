/**
 * Values every anonymous visitor shares, kept in the name cache (docs/architecture.md#caching: one
 * interface, an in-process LRU or Redis) with stale-while-revalidate: the names, club details,
 * region tiles, front configuration, cookie text, notice boards, and, briefly, the answers that
 * carry tee times and prices (docs/decisions/0015).
 *
 * An entry is served as it is for `ttlSeconds` after it was fetched; for `staleSeconds` more it
 * is still served, while one request in the background asks again; after that it is a miss and
 * the request waits for the engine. What comes back is checked like any input (another deploy may
 * have written it), and a cache that fails or holds something unreadable is a miss, only logged
 * (docs/product.md#names-cache). A failed load is never kept.
 */
import cluster from 'node:cluster';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import type { KeyValueCache } from './name-cache.server.ts';

export interface CacheDeps {
  cache: KeyValueCache;
  /** Seconds an entry is served as it is. */
  ttlSeconds: number;
  /**
   * Seconds after that an entry is still served while a request fetches a new one in the
   * background; 0 (the default): none. Nothing is ever served older than ttl + stale.
   */
  staleSeconds?: number;
  /**
   * Entries fetched before this time (ms) are misses, as are loads started before it: the
   * availability kind moves it whenever the site holds, books or cancels a tee time.
   */
  notBefore?: () => number;
  log?: { warn(msg: string, err?: unknown): void };
  /** The clock (ms), for tests. */
  now?: () => number;
}

/** hit: fresh; stale: served while a new copy is fetched; miss: fetched for this request. */
export type CacheState = 'hit' | 'stale' | 'miss';

/** How long each kind of shared answer may be served (docs/decisions/0015). */
export type CacheKind = 'catalog' | 'board' | 'availability';

/** Tee times and prices are never served older than this (issue 15). */
export const AVAILABILITY_MAX_AGE_SECONDS = 60;

export interface CachePolicy {
  ttlSeconds: number;
  staleSeconds: number;
}

/**
 * catalog: names, club details, region tiles, front configuration, cookie text; they change when
 * the seller edits the catalog: fresh for NAME_CACHE_SECONDS, then served stale for up to an hour
 * more while they are fetched again. board: the seller's notices and offers: a minute, then up
 * to ten. availability: anything with tee times or prices: 10 s, and never older than a minute.
 */
export function cachePolicy(kind: CacheKind, nameCacheSeconds: number): CachePolicy {
  switch (kind) {
    case 'catalog':
      return { ttlSeconds: nameCacheSeconds, staleSeconds: 3600 };
    case 'board':
      return { ttlSeconds: 60, staleSeconds: 540 };
    case 'availability':
      return { ttlSeconds: 10, staleSeconds: AVAILABILITY_MAX_AGE_SECONDS - 10 };
  }
}

let availabilityChangedAt = 0;

/**
 * The site has just held, booked, released or cancelled a tee time: every availability entry
 * fetched before now is a miss, in this process and its sibling workers (other servers still see
 * theirs for at most a minute).
 */
export function availabilityChanged(now = Date.now()): void {
  availabilityChangedAt = Math.max(availabilityChangedAt, now);
  toSiblings({ type: WORKER_MESSAGE, availabilityChangedAt: now });
}

export function availabilityNotBefore(): number {
  return availabilityChangedAt;
}

interface Entry {
  /** When the load that produced the value started (ms). */
  at: number;
  value: unknown;
}

interface Loading {
  startedAt: number;
  promise: Promise<unknown>;
}

/**
 * Per store: the value last parsed from each key, with the text it came from, so an unchanged
 * entry is not parsed and checked again on every request; and the loads under way, so concurrent
 * misses and revalidations of one key share one engine call.
 */
interface StoreState {
  parsed: LRUCache<string, { text: string; entry: Entry }>;
  loading: Map<string, Loading>;
}

const stores = new WeakMap<KeyValueCache, StoreState>();

/**
 * Workers of one server (server.ts, node:cluster) each keep their own in-process store: what one
 * learns that makes the others' copies wrong (a booking, a refreshed entry) goes to them through
 * the primary, which passes this message on to every other worker.
 */
export const WORKER_MESSAGE = 'fairway:cache';

interface WorkerMessage {
  type: typeof WORKER_MESSAGE;
  availabilityChangedAt?: number;
  forget?: string[];
}

function toSiblings(message: WorkerMessage): void {
  if (cluster.isWorker) process.send?.(message);
}

/** Applies the siblings' messages to this worker's store (name-cache-instance.server.ts). */
export function listenToSiblings(cache: KeyValueCache): void {
  if (!cluster.isWorker) return;
  process.on('message', (message: unknown) => {
    const m = message as Partial<WorkerMessage> | null;
    if (m?.type !== WORKER_MESSAGE) return;
    if (typeof m.availabilityChangedAt === 'number')
      availabilityChangedAt = Math.max(availabilityChangedAt, m.availabilityChangedAt);
    if (Array.isArray(m.forget)) void forgetHere(cache, m.forget);
  });
}

function stateOf(cache: KeyValueCache): StoreState {
  let state = stores.get(cache);
  if (!state) {
    state = { parsed: new LRUCache({ max: 2000 }), loading: new Map() };
    stores.set(cache, state);
  }
  return state;
}

/** Values are shared by every request that reads them: frozen outside production to catch a mutation. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function shareable<T>(value: T): T {
  return process.env.NODE_ENV === 'production' ? value : deepFreeze(value);
}

function parseEntry<T>(text: string, schema: z.ZodType<T>): Entry | null {
  try {
    const json: unknown = JSON.parse(text);
    if (typeof json !== 'object' || json === null) return null;
    const { at, v } = json as { at?: unknown; v?: unknown };
    if (typeof at !== 'number' || !Number.isFinite(at)) return null;
    const parsed = schema.safeParse(v);
    return parsed.success ? { at, value: shareable(parsed.data) } : null;
  } catch {
    return null;
  }
}

async function readEntry<T>(
  deps: CacheDeps,
  key: string,
  schema: z.ZodType<T>,
): Promise<Entry | null> {
  let text: string | null;
  try {
    text = await deps.cache.get(key);
  } catch (error) {
    deps.log?.warn(`cache: read of ${key} failed`, error);
    return null;
  }
  if (text === null) return null;
  const { parsed } = stateOf(deps.cache);
  const known = parsed.get(key);
  if (known && known.text === text) return known.entry;
  const entry = parseEntry(text, schema);
  if (!entry) {
    deps.log?.warn(`cache: unreadable entry ${key}, asking again`);
    return null;
  }
  parsed.set(key, { text, entry });
  return entry;
}

async function writeEntry(deps: CacheDeps, key: string, entry: Entry): Promise<void> {
  const text = JSON.stringify({ at: entry.at, v: entry.value });
  const { parsed } = stateOf(deps.cache);
  parsed.set(key, { text, entry });
  const seconds = deps.ttlSeconds + (deps.staleSeconds ?? 0);
  await deps.cache
    .set(key, text, seconds)
    .catch((error: unknown) => deps.log?.warn(`cache: write of ${key} failed`, error));
}

/**
 * Fetches a value; null when it could not (nothing is kept then). `background` is true when a
 * stale entry has already been answered: the page has its data, so a failure must not alert it.
 */
export type Load<T> = (how: { background: boolean }) => Promise<T | null>;

/** `load`'s answer, kept unless it is null; one load per key at a time, shared by its callers. */
function loadShared<T>(
  deps: CacheDeps,
  key: string,
  load: Load<T>,
  now: number,
  background: boolean,
): Promise<T | null> {
  const { loading } = stateOf(deps.cache);
  const running = loading.get(key);
  // A load started before the data last changed would bring back what was there before.
  if (running && running.startedAt >= (deps.notBefore?.() ?? 0))
    return running.promise as Promise<T | null>;
  const promise = (async () => {
    const value = await load({ background });
    if (value !== null) {
      const shared = shareable(value);
      await writeEntry(deps, key, { at: now, value: shared });
      return shared;
    }
    return null;
  })();
  const mine: Loading = { startedAt: now, promise };
  loading.set(key, mine);
  const done = () => {
    if (loading.get(key) === mine) loading.delete(key);
  };
  promise.then(done, done);
  return promise;
}

/**
 * The value under `key` and how it was found. A miss waits for `load`, whose rejection reaches
 * the caller; a stale entry is answered at once and `load` runs in the background, where a
 * failure only leaves the stale entry to serve until its time is up. `refresh` skips the read
 * (the answer is stored all the same).
 */
export async function cachedEntry<T>(
  deps: CacheDeps,
  key: string,
  schema: z.ZodType<T>,
  load: Load<T>,
  options: { refresh?: boolean } = {},
): Promise<{ value: T | null; state: CacheState }> {
  const now = deps.now?.() ?? Date.now();
  if (!options.refresh) {
    const entry = await readEntry(deps, key, schema);
    if (entry && entry.at >= (deps.notBefore?.() ?? 0)) {
      // An entry from a server whose clock runs ahead counts as just fetched.
      const age = Math.max(0, now - entry.at);
      if (age < deps.ttlSeconds * 1000) return { value: entry.value as T, state: 'hit' };
      if (age < (deps.ttlSeconds + (deps.staleSeconds ?? 0)) * 1000) {
        loadShared(deps, key, load, now, true).catch((error: unknown) => {
          // An expired session's redirect cannot be followed from the background.
          if (!(error instanceof Response))
            deps.log?.warn(`cache: background refresh of ${key} failed`, error);
        });
        return { value: entry.value as T, state: 'stale' };
      }
    }
  }
  return { value: await loadShared(deps, key, load, now, false), state: 'miss' };
}

/** The value under `key`, or what `load` gives; null when there is none and the load failed. */
export async function cachedValue<T>(
  deps: CacheDeps,
  key: string,
  schema: z.ZodType<T>,
  load: Load<T>,
  options: { refresh?: boolean } = {},
): Promise<T | null> {
  return (await cachedEntry(deps, key, schema, load, options)).value;
}

async function forgetHere(cache: KeyValueCache, keys: string[]): Promise<void> {
  const { parsed } = stateOf(cache);
  await Promise.all(
    keys.map(async (key) => {
      parsed.delete(key);
      await cache.delete(key).catch(() => undefined);
    }),
  );
}

/**
 * An entry asked anew on purpose (nocache, a names refresh): the sibling workers drop their
 * copies, so they ask too rather than keep the old one.
 */
export function forgetInSiblings(keys: string[]): void {
  toSiblings({ type: WORKER_MESSAGE, forget: keys });
}

/** Drops entries here and in the sibling workers, so the next request asks the engine. */
export async function forgetCached(deps: Pick<CacheDeps, 'cache'>, keys: string[]): Promise<void> {
  toSiblings({ type: WORKER_MESSAGE, forget: keys });
  await forgetHere(deps.cache, keys);
}
