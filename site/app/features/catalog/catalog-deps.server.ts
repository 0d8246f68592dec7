/**
 * What the catalog's cached look-ups need, made from the platform's pieces: the shared key-value
 * store with the catalog's lifetime (NAME_CACHE_SECONDS), and the engine for the names.
 */
import type { EngineCredentials } from '../../platform/engine/engine.server.ts';
import { cacheDeps, engine } from '../../platform/request/request-context.server.ts';
import type { ClubDetailsDeps } from './club-details.server.ts';
import type { NamesDeps } from './place-names.server.ts';

/** What the name lookups need, for the caller's credentials (their culture decides the names). */
export function namesDeps(creds: EngineCredentials): NamesDeps {
  const { cache, ttlSeconds, staleSeconds, log } = cacheDeps('catalog');
  return { cache, engine: engine(), creds, ttlSeconds, staleSeconds, log };
}

/** The club-details cache shares the name cache and its lifetime. */
export function clubDetailsDeps(culture: string): ClubDetailsDeps {
  return { ...cacheDeps('catalog'), culture };
}
