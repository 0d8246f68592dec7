/**
 * Club, region and municipality names per culture, behind the name cache. Pages address clubs and
 * regions by slug, and the engine only knows ids, so every club and region page goes through here.
 */
import { REGION_CACHE_RETRY_LIMIT, slugify } from '@fairway/rules';
import { vendedor } from '@fairway/contract';
import { z } from 'zod';
import type { EngineClient, EngineCredentials } from '../../platform/engine/engine.server.ts';
import { cachedEntry, forgetInSiblings } from '../../platform/cache/cached.server.ts';
import type { KeyValueCache } from '../../platform/cache/key-value-store.server.ts';

export interface ClubName {
  idVP: number;
  idRec: number;
  /** The name of that first course. */
  courseName: string;
  name: string;
  slug: string;
  idRegion: number;
  idMunicipio: number;
}
export interface RegionName {
  idL: number;
  name: string;
  slug: string;
  country: string;
}
export interface MunicipalityName {
  idMunicipio: number;
  name: string;
  slug: string;
  idRegion: number;
}
/** A gazetteer place with a page of its own (an airport, a coast, a city). */
export interface GazetteerPlaceName {
  idLugar: number;
  name: string;
}
export interface NamesSnapshot {
  culture: string;
  clubs: ClubName[];
  regions: RegionName[];
  municipalities: MunicipalityName[];
  places: GazetteerPlaceName[];
  fetchedAt: string;
}

export interface NamesDeps {
  cache: KeyValueCache;
  engine: EngineClient;
  creds: EngineCredentials;
  /** Seconds the names are served as they are (NAME_CACHE_SECONDS). */
  ttlSeconds: number;
  /** Seconds after that they are still served while they are fetched again (cached.server.ts). */
  staleSeconds?: number;
  log?: { warn(msg: string, err?: unknown): void };
}

export type CacheState = 'hit' | 'miss';

/**
 * The engine could not give the names; callers treat it as a failed cache lookup
 * (docs/product.md#names-cache).
 */
export class NamesUnavailableError extends Error {
  readonly cod: number;
  constructor(msg: string, cod: number) {
    super(`Names unavailable: ${msg}`);
    this.name = 'NamesUnavailableError';
    this.cod = cod;
  }
}

// Bump the version in the key whenever the stored shape changes, so old entries are never read.
export function namesCacheKey(culture: string): string {
  return `names:v4:${culture}`;
}

const id = z.number().int();
// What comes back from a shared cache is checked like any other input: another deploy may have
// written it, or it may be corrupt.
const snapshotSchema = z.object({
  culture: z.string(),
  clubs: z.array(
    z.object({
      idVP: id,
      idRec: id,
      courseName: z.string(),
      name: z.string(),
      slug: z.string(),
      idRegion: id,
      idMunicipio: id,
    }),
  ),
  regions: z.array(z.object({ idL: id, name: z.string(), slug: z.string(), country: z.string() })),
  municipalities: z.array(
    z.object({ idMunicipio: id, name: z.string(), slug: z.string(), idRegion: id }),
  ),
  places: z.array(z.object({ idLugar: id, name: z.string() })),
  fetchedAt: z.string(),
});

async function fetchSnapshot(
  engine: EngineClient,
  creds: EngineCredentials,
): Promise<NamesSnapshot> {
  const answer = await engine.call(vendedor.obtenerRecorridosVendedor, {}, creds);
  if (!answer.ok) throw new NamesUnavailableError(answer.msg, answer.cod);
  const { listaRecorridos, listaRegiones, listaMunicipios, listaLugares } = answer.data.datos;
  // The engine lists courses; a club with several courses comes once per course, and the club
  // page is reached through its first one.
  const clubs: ClubName[] = [];
  const seen = new Set<number>();
  for (const course of listaRecorridos) {
    if (seen.has(course.idVP)) continue;
    seen.add(course.idVP);
    clubs.push({
      idVP: course.idVP,
      idRec: course.idRec,
      courseName: course.nom,
      name: course.clubNombre,
      slug: slugify(course.clubNombre),
      idRegion: course.idRegion,
      idMunicipio: course.idMunicipio,
    });
  }
  return {
    culture: creds.culture,
    clubs,
    regions: listaRegiones.map((r) => ({
      idL: r.idL,
      name: r.nombreRegion,
      slug: slugify(r.nombreRegion),
      country: r.pais,
    })),
    municipalities: listaMunicipios.map((m) => ({
      idMunicipio: m.idMunicipio,
      name: m.nombreMunicipio,
      slug: slugify(m.nombreMunicipio),
      idRegion: m.idRegion,
    })),
    places: (listaLugares ?? []).map((p) => ({ idLugar: p.idLugar, name: p.nombre })),
    fetchedAt: new Date().toISOString(),
  };
}

/**
 * The names in the credentials' culture, through the shared cache with stale-while-revalidate:
 * concurrent misses share one engine call, and once the names are older than `ttlSeconds` one
 * request fetches them again while the others go on with the copy they have. A broken cache is
 * logged as a warning and the engine answers instead (docs/product.md#names-cache); an engine
 * failure, when there is no copy to serve, rejects with NamesUnavailableError.
 */
export async function namesFor(
  deps: NamesDeps,
  options: { checkCache?: boolean } = {},
): Promise<{ snapshot: NamesSnapshot; cache: CacheState }> {
  const culture = deps.creds.culture;
  const { value, state } = await cachedEntry(
    {
      cache: deps.cache,
      ttlSeconds: deps.ttlSeconds,
      staleSeconds: deps.staleSeconds ?? 0,
      ...(deps.log ? { log: deps.log } : {}),
    },
    namesCacheKey(culture),
    // Another culture's names under this key (a corrupt or foreign entry) are unreadable.
    snapshotSchema.refine((snapshot) => snapshot.culture === culture),
    () => fetchSnapshot(deps.engine, deps.creds),
    { refresh: options.checkCache === false },
  );
  // fetchSnapshot never answers null: it rejects, and a miss passes that on.
  if (!value) throw new NamesUnavailableError('no names', 0);
  if (options.checkCache === false) forgetInSiblings([namesCacheKey(culture)]);
  return { snapshot: value, cache: state === 'miss' ? 'miss' : 'hit' };
}

/**
 * Looks something up in the names; when it is missing, refetches without the cache up to `retries`
 * times, because a stale copy may predate a newly added entry (docs/product.md#names-cache).
 */
async function lookup<T>(
  deps: NamesDeps,
  find: (snapshot: NamesSnapshot) => T | undefined,
  useCache: boolean,
  retries: number,
): Promise<{ value: T | null; cache: CacheState }> {
  let { snapshot, cache } = await namesFor(deps, { checkCache: useCache });
  let found = find(snapshot);
  for (let attempt = 0; found === undefined && attempt < retries; attempt += 1) {
    ({ snapshot } = await namesFor(deps, { checkCache: false }));
    cache = 'miss';
    found = find(snapshot);
  }
  return { value: found ?? null, cache };
}

export interface ClubLookupOptions {
  nocache?: boolean;
}
export interface RegionLookupOptions {
  nocache?: boolean;
  /**
   * A `fecha` query is present: the region page then skips the cache (docs/product.md#names-cache).
   */
  fecha?: boolean;
}

export type ClubKey = { slug: string } | { idVP: number };
export type RegionKey = { slug: string } | { idL: number };

/** One club per slug: the first listed wins when two names slugify alike. */
export async function findClub(
  deps: NamesDeps,
  key: ClubKey,
  options: ClubLookupOptions = {},
): Promise<{ club: ClubName | null; cache: CacheState }> {
  const match =
    'slug' in key ? (c: ClubName) => c.slug === key.slug : (c: ClubName) => c.idVP === key.idVP;
  const { value, cache } = await lookup(deps, (s) => s.clubs.find(match), !options.nocache, 0);
  return { club: value, cache };
}

export async function findRegion(
  deps: NamesDeps,
  key: RegionKey,
  options: RegionLookupOptions = {},
): Promise<{ region: RegionName | null; cache: CacheState }> {
  const match =
    'slug' in key ? (r: RegionName) => r.slug === key.slug : (r: RegionName) => r.idL === key.idL;
  const useCache = !options.nocache && !options.fecha;
  const { value, cache } = await lookup(
    deps,
    (s) => s.regions.find(match),
    useCache,
    REGION_CACHE_RETRY_LIMIT,
  );
  return { region: value, cache };
}

export async function clubByName(
  deps: NamesDeps,
  slug: string,
  options: ClubLookupOptions = {},
): Promise<ClubName | null> {
  return (await findClub(deps, { slug }, options)).club;
}

export async function clubById(
  deps: NamesDeps,
  idVP: number,
  options: ClubLookupOptions = {},
): Promise<ClubName | null> {
  return (await findClub(deps, { idVP }, options)).club;
}

export async function regionByName(
  deps: NamesDeps,
  slug: string,
  options: RegionLookupOptions = {},
): Promise<RegionName | null> {
  return (await findRegion(deps, { slug }, options)).region;
}

export async function regionById(
  deps: NamesDeps,
  idL: number,
  options: RegionLookupOptions = {},
): Promise<RegionName | null> {
  return (await findRegion(deps, { idL }, options)).region;
}

/**
 * Region pages with `municipio` name a municipality instead of a region; they follow the region
 * page's cache rules but not its refetch, which docs/product.md#names-cache gives to regions only.
 */
export async function municipalityByName(
  deps: NamesDeps,
  slug: string,
  options: RegionLookupOptions = {},
): Promise<MunicipalityName | null> {
  const useCache = !options.nocache && !options.fecha;
  const { value } = await lookup(
    deps,
    (s) => s.municipalities.find((m) => m.slug === slug),
    useCache,
    0,
  );
  return value;
}

export async function municipalityById(
  deps: NamesDeps,
  idMunicipio: number,
  options: RegionLookupOptions = {},
): Promise<MunicipalityName | null> {
  const useCache = !options.nocache && !options.fecha;
  const { value } = await lookup(
    deps,
    (s) => s.municipalities.find((m) => m.idMunicipio === idMunicipio),
    useCache,
    0,
  );
  return value;
}
