import { REGION_CACHE_RETRY_LIMIT, slugify } from '@fairway/rules';
import { describe, expect, it, vi } from 'vitest';
import { createEngine } from '../../../../engine/src/server.ts';
import { loadConfig } from '../../../../engine/src/config.ts';
import { createEngineClient } from '../../platform/engine/engine.server.ts';
import type { EngineCredentials } from '../../platform/engine/engine.server.ts';
import { createLruCache } from '../../platform/cache/key-value-store.server.ts';
import type { KeyValueCache } from '../../platform/cache/key-value-store.server.ts';
import {
  clubById,
  clubByName,
  findRegion,
  municipalityByName,
  namesCacheKey,
  namesFor,
  NamesUnavailableError,
  regionById,
  regionByName,
} from './place-names.server.ts';
import type { NamesDeps } from './place-names.server.ts';

interface Catalog {
  regions: Array<{ idL: number; nombreRegion: string; pais: string }>;
  clubs: Array<{
    idRec: number;
    idVP: number;
    clubNombre: string;
    nom: string;
    idRegion: number;
    idMunicipio: number;
  }>;
  municipalities: Array<{ idMunicipio: number; nombreMunicipio: string; idRegion: number }>;
  places?: Array<{ idLugar: number; nombre: string }>;
}

const CATALOG: Record<string, Catalog> = {
  'en-GB': {
    regions: [
      { idL: 1, nombreRegion: 'Andalusia', pais: 'ES' },
      { idL: 2, nombreRegion: 'Catalonia', pais: 'ES' },
    ],
    clubs: [
      {
        idRec: 100,
        idVP: 10,
        clubNombre: 'Real Club Valderrama',
        nom: 'Valderrama',
        idRegion: 1,
        idMunicipio: 5,
      },
      {
        idRec: 101,
        idVP: 10,
        clubNombre: 'Real Club Valderrama',
        nom: 'Short course',
        idRegion: 1,
        idMunicipio: 5,
      },
      { idRec: 200, idVP: 20, clubNombre: 'La Quinta', nom: 'Main', idRegion: 1, idMunicipio: 6 },
      { idRec: 210, idVP: 21, clubNombre: 'La-Quinta', nom: 'Other', idRegion: 1, idMunicipio: 6 },
    ],
    municipalities: [
      { idMunicipio: 5, nombreMunicipio: 'San Roque', idRegion: 1 },
      { idMunicipio: 6, nombreMunicipio: 'Marbella', idRegion: 1 },
    ],
    places: [{ idLugar: 100, nombre: 'Malaga Airport (AGP)' }],
  },
  'es-ES': {
    regions: [
      { idL: 1, nombreRegion: 'Andalucía', pais: 'ES' },
      { idL: 2, nombreRegion: 'Cataluña', pais: 'ES' },
    ],
    clubs: [
      {
        idRec: 100,
        idVP: 10,
        clubNombre: 'Real Club Valderrama',
        nom: 'Valderrama',
        idRegion: 1,
        idMunicipio: 5,
      },
    ],
    municipalities: [{ idMunicipio: 5, nombreMunicipio: 'San Roque', idRegion: 1 }],
  },
};

/** A real engine client whose fetch answers from a catalog the test can change, counting calls. */
function stubEngine(catalog: Record<string, Catalog> = structuredClone(CATALOG)) {
  const counter = { calls: 0, fail: false };
  const fakeFetch: typeof fetch = async (_input, init) => {
    counter.calls += 1;
    if (counter.fail) return Response.json({ cod: 4, msg: 'Engine down' });
    const body = JSON.parse(String(init?.body)) as { culture: string };
    const data = catalog[body.culture] ?? catalog['en-GB'];
    return Response.json({
      cod: 1,
      msg: 'OK',
      datos: {
        listaRecorridos: data?.clubs ?? [],
        listaRegiones: data?.regions ?? [],
        listaMunicipios: data?.municipalities ?? [],
        ...(data?.places ? { listaLugares: data.places } : {}),
      },
    });
  };
  const engine = createEngineClient({
    baseUrl: 'http://engine.test',
    vendorUsername: 'u',
    vendorPassword: 'p',
    siteKey: 'site-key-test',
    fetch: fakeFetch,
  });
  return { engine, counter, catalog };
}

function credsIn(culture: string): EngineCredentials {
  return { token: 't', culture, idVendedor: 1, idInicioSesion: 1 };
}

function depsWith(overrides: Partial<NamesDeps> = {}) {
  const stub = stubEngine();
  const warn = vi.fn();
  const deps: NamesDeps = {
    cache: createLruCache(),
    engine: stub.engine,
    creds: credsIn('en-GB'),
    ttlSeconds: 60,
    log: { warn },
    ...overrides,
  };
  return { deps, stub, warn };
}

describe('namesFor', () => {
  it('fetches on a miss, then answers from the cache without the engine', async () => {
    const { deps, stub } = depsWith();
    const first = await namesFor(deps);
    expect(first.cache).toBe('miss');
    expect(stub.counter.calls).toBe(1);
    const second = await namesFor(deps);
    expect(second.cache).toBe('hit');
    expect(second.snapshot).toEqual(first.snapshot);
    expect(stub.counter.calls).toBe(1);
  });

  it('stores under names:v4:{culture} for the TTL and stale time given', async () => {
    const set = vi.fn(async () => undefined);
    const cache: KeyValueCache = { get: async () => null, set, delete: async () => undefined };
    const { deps } = depsWith({ cache, ttlSeconds: 300, staleSeconds: 21 });
    await namesFor(deps);
    expect(namesCacheKey('en-GB')).toBe('names:v4:en-GB');
    expect(set).toHaveBeenCalledWith('names:v4:en-GB', expect.any(String), 321);
  });

  it('refetches with checkCache false, and still writes the cache', async () => {
    const { deps, stub } = depsWith();
    await namesFor(deps);
    stub.catalog['en-GB']?.regions.push({ idL: 3, nombreRegion: 'Algarve', pais: 'PT' });
    const fresh = await namesFor(deps, { checkCache: false });
    expect(fresh.cache).toBe('miss');
    expect(stub.counter.calls).toBe(2);
    const cached = await namesFor(deps);
    expect(cached.cache).toBe('hit');
    expect(cached.snapshot.regions.map((r) => r.name)).toContain('Algarve');
  });

  it('lists each club once, by its first course, with slugs made by slugify', async () => {
    const { deps } = depsWith();
    const { snapshot } = await namesFor(deps);
    expect(snapshot.clubs.map((c) => [c.idVP, c.idRec])).toEqual([
      [10, 100],
      [20, 200],
      [21, 210],
    ]);
    for (const club of snapshot.clubs) expect(club.slug).toBe(slugify(club.name));
    for (const region of snapshot.regions) expect(region.slug).toBe(slugify(region.name));
    for (const municipality of snapshot.municipalities)
      expect(municipality.slug).toBe(slugify(municipality.name));
    expect(snapshot.regions[0]).toEqual({
      idL: 1,
      name: 'Andalusia',
      slug: 'andalusia',
      country: 'ES',
    });
  });

  it('keeps the gazetteer’s places with a page, and none from an engine that lists none', async () => {
    const { deps } = depsWith();
    expect((await namesFor(deps)).snapshot.places).toEqual([
      { idLugar: 100, name: 'Malaga Airport (AGP)' },
    ]);
    const spanish = depsWith({ creds: credsIn('es-ES') });
    expect((await namesFor(spanish.deps)).snapshot.places).toEqual([]);
  });

  it('logs a broken cache as a warning and answers from the engine', async () => {
    const cache: KeyValueCache = {
      get: async () => Promise.reject(new Error('redis down')),
      set: async () => Promise.reject(new Error('redis down')),
      delete: async () => undefined,
    };
    const { deps, stub, warn } = depsWith({ cache });
    const { snapshot, cache: state } = await namesFor(deps);
    expect(state).toBe('miss');
    expect(snapshot.regions).toHaveLength(2);
    expect(stub.counter.calls).toBe(1);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('read'), expect.any(Error));
    expect(await regionByName(deps, 'andalusia')).not.toBeNull();
  });

  it('treats an unreadable cache entry as a miss', async () => {
    const cache = createLruCache();
    await cache.set('names:v4:en-GB', '{"not":"a snapshot"}', 60);
    const { deps, stub, warn } = depsWith({ cache });
    expect((await namesFor(deps)).cache).toBe('miss');
    expect(stub.counter.calls).toBe(1);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('rejects with NamesUnavailableError when the engine fails', async () => {
    const { deps, stub } = depsWith();
    stub.counter.fail = true;
    await expect(namesFor(deps)).rejects.toBeInstanceOf(NamesUnavailableError);
  });

  it('shares one engine call between concurrent misses', async () => {
    const { deps, stub } = depsWith();
    await Promise.all([namesFor(deps), namesFor(deps), namesFor(deps)]);
    expect(stub.counter.calls).toBe(1);
  });
});

describe('club lookups', () => {
  it('finds a club by slug or id from the cache', async () => {
    const { deps, stub } = depsWith();
    expect(await clubByName(deps, 'real-club-valderrama')).toMatchObject({
      idVP: 10,
      idRec: 100,
      courseName: 'Valderrama',
      name: 'Real Club Valderrama',
    });
    expect(await clubById(deps, 20)).toMatchObject({ idVP: 20, slug: 'la-quinta' });
    expect(stub.counter.calls).toBe(1);
  });

  it('keeps one club per slug, the first', async () => {
    const { deps } = depsWith();
    expect((await clubByName(deps, 'la-quinta'))?.idVP).toBe(20);
  });

  it('skips the cache with nocache', async () => {
    const { deps, stub } = depsWith();
    await clubByName(deps, 'la-quinta');
    await clubByName(deps, 'la-quinta', { nocache: true });
    expect(stub.counter.calls).toBe(2);
  });

  it('answers null for an unknown club without refetching', async () => {
    const { deps, stub } = depsWith();
    expect(await clubByName(deps, 'nowhere')).toBeNull();
    expect(await clubById(deps, 999)).toBeNull();
    expect(stub.counter.calls).toBe(1);
  });
});

describe('region lookups', () => {
  it('finds a region by slug or id from the cache', async () => {
    const { deps, stub } = depsWith();
    expect(await regionByName(deps, 'catalonia')).toMatchObject({ idL: 2, name: 'Catalonia' });
    expect(await regionById(deps, 1)).toMatchObject({ slug: 'andalusia' });
    expect(stub.counter.calls).toBe(1);
  });

  it('skips the cache with nocache and with a fecha query', async () => {
    const { deps, stub } = depsWith();
    await regionByName(deps, 'catalonia');
    await regionByName(deps, 'catalonia', { nocache: true });
    await regionByName(deps, 'catalonia', { fecha: true });
    expect(stub.counter.calls).toBe(3);
    expect((await findRegion(deps, { slug: 'catalonia' })).cache).toBe('hit');
    expect(stub.counter.calls).toBe(3);
  });

  it('refetches a missing region at most REGION_CACHE_RETRY_LIMIT times, then answers null', async () => {
    const { deps, stub } = depsWith();
    expect(REGION_CACHE_RETRY_LIMIT).toBe(2);
    expect(await regionByName(deps, 'atlantis')).toBeNull();
    expect(stub.counter.calls).toBe(1 + 2);
  });

  it('finds a region added after the cache was filled by refetching', async () => {
    const { deps, stub } = depsWith();
    await namesFor(deps);
    stub.catalog['en-GB']?.regions.push({ idL: 3, nombreRegion: 'Algarve', pais: 'PT' });
    const found = await findRegion(deps, { slug: 'algarve' });
    expect(found.region).toMatchObject({ idL: 3, country: 'PT' });
    expect(found.cache).toBe('miss');
    expect(stub.counter.calls).toBe(2);
    expect(await regionByName(deps, 'algarve')).not.toBeNull();
    expect(stub.counter.calls).toBe(2);
  });

  it('keeps names per culture', async () => {
    const cache = createLruCache();
    const { deps: en } = depsWith({ cache, creds: credsIn('en-GB') });
    const es: NamesDeps = { ...en, creds: credsIn('es-ES') };
    expect((await regionById(en, 1))?.name).toBe('Andalusia');
    expect((await regionById(es, 1))?.name).toBe('Andalucía');
    expect((await regionByName(es, 'andalucia'))?.idL).toBe(1);
    expect(await cache.get('names:v4:en-GB')).not.toBeNull();
    expect(await cache.get('names:v4:es-ES')).not.toBeNull();
  });

  it('resolves municipalities by slug', async () => {
    const { deps } = depsWith();
    expect(await municipalityByName(deps, 'marbella')).toEqual({
      idMunicipio: 6,
      name: 'Marbella',
      slug: 'marbella',
      idRegion: 1,
    });
    expect(await municipalityByName(deps, 'nowhere')).toBeNull();
  });
});

describe('against the real engine', () => {
  it('finds Andalusia in en-GB and Andalucía in es-ES', async () => {
    const engineServer = await createEngine(
      loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', SCRYPT_LOG_N: '10' }),
      { inMemory: true },
    );
    try {
      const baseUrl = await engineServer.listen(0, '127.0.0.1');
      const engine = createEngineClient({
        baseUrl,
        vendorUsername: 'fairway-web',
        vendorPassword: 'fairway-web-local',
        siteKey: 'site-key-test',
      });
      const cache = createLruCache();
      for (const [culture, slug] of [
        ['en-GB', 'andalusia'],
        ['es-ES', 'andalucia'],
      ] as const) {
        const session = await engine.startSession(culture, 600);
        if (!session.ok) throw new Error(`no session: ${session.msg}`);
        const creds: EngineCredentials = {
          token: session.data.token,
          culture,
          idVendedor: session.data.idVendedor,
          idInicioSesion: session.data.idInicioSesion,
        };
        const region = await regionByName({ cache, engine, creds, ttlSeconds: 60 }, slug);
        expect(region, `${slug} in ${culture}`).not.toBeNull();
        expect(region?.slug).toBe(slug);
      }
      const en = await namesFor({
        cache,
        engine,
        creds: { token: 'x', culture: 'en-GB', idVendedor: 1, idInicioSesion: 1 },
        ttlSeconds: 60,
      });
      const es = await namesFor({
        cache,
        engine,
        creds: { token: 'x', culture: 'es-ES', idVendedor: 1, idInicioSesion: 1 },
        ttlSeconds: 60,
      });
      // Both from the cache, the same region under two names.
      expect([en.cache, es.cache]).toEqual(['hit', 'hit']);
      const andalusia = en.snapshot.regions.find((r) => r.slug === 'andalusia');
      expect(es.snapshot.regions.find((r) => r.idL === andalusia?.idL)?.name).toBe('Andalucía');
      expect(en.snapshot.clubs.length).toBeGreaterThan(0);
    } finally {
      await engineServer.close();
    }
  });
});
