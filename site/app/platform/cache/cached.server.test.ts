import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  AVAILABILITY_MAX_AGE_SECONDS,
  availabilityChanged,
  availabilityNotBefore,
  cachedEntry,
  cachedValue,
  cachePolicy,
  forgetCached,
} from './cached.server.ts';
import type { CacheDeps } from './cached.server.ts';
import type { RequestContext } from '../request/request-context.server.ts';
import { createEngineClient } from '../engine/engine.server.ts';
import { createLruCache } from './key-value-store.server.ts';
import type { KeyValueCache } from './key-value-store.server.ts';
import { pageCalls, sharedCall } from '../engine/page-calls.server.ts';
import { boardMessages, regionTiles } from '../../features/catalog/shared-answers.server.ts';
import { nearestDaysCacheKey, teeTimesCacheKey } from '../../features/search/tee-times.server.ts';
import { busqueda } from '@fairway/contract';

const T0 = Date.parse('2026-11-24T10:00:00Z');

/** A cache whose clock the test moves, 10 s fresh and 50 s more stale (the availability kind). */
function setup(overrides: Partial<CacheDeps> = {}) {
  let now = T0;
  const warn = vi.fn();
  const deps: CacheDeps = {
    cache: createLruCache(),
    ttlSeconds: 10,
    staleSeconds: 50,
    log: { warn },
    now: () => now,
    ...overrides,
  };
  let version = 0;
  const load = vi.fn(async () => {
    version += 1;
    return `v${version}`;
  });
  return {
    deps,
    warn,
    load,
    advance(seconds: number) {
      now += seconds * 1000;
    },
  };
}

const text = z.string();

/** Lets a background refresh finish. */
async function settle() {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

describe('stale-while-revalidate', () => {
  it('answers a fresh entry without loading again', async () => {
    const { deps, load, advance } = setup();
    expect(await cachedEntry(deps, 'k', text, load)).toEqual({ value: 'v1', state: 'miss' });
    advance(9.9);
    expect(await cachedEntry(deps, 'k', text, load)).toEqual({ value: 'v1', state: 'hit' });
    expect(load).toHaveBeenCalledOnce();
  });

  it('serves a stale entry at once while one background load fetches the next', async () => {
    const { deps, advance } = setup();
    await cachedValue(deps, 'k', text, async () => 'old');
    advance(30);
    let release: (value: string) => void = () => undefined;
    const slow = vi.fn(
      ({ background }: { background: boolean }) =>
        new Promise<string>((resolve) => {
          expect(background).toBe(true);
          release = resolve;
        }),
    );
    // Three requests meet the stale entry: all answered from it, one load between them.
    const answers = await Promise.all([
      cachedEntry(deps, 'k', text, slow),
      cachedEntry(deps, 'k', text, slow),
      cachedEntry(deps, 'k', text, slow),
    ]);
    expect(answers).toEqual(Array(3).fill({ value: 'old', state: 'stale' }));
    expect(slow).toHaveBeenCalledOnce();
    release('new');
    await settle();
    expect(await cachedEntry(deps, 'k', text, slow)).toEqual({ value: 'new', state: 'hit' });
  });

  it('never serves an entry older than ttl + stale: the request waits for the engine', async () => {
    const { deps, load, advance } = setup();
    await cachedValue(deps, 'k', text, load);
    advance(60);
    expect(await cachedEntry(deps, 'k', text, load)).toEqual({ value: 'v2', state: 'miss' });
  });

  it('with no stale time, expires like a plain TTL', async () => {
    const { deps, load, advance } = setup({ staleSeconds: 0 });
    await cachedValue(deps, 'k', text, load);
    advance(10);
    expect(await cachedEntry(deps, 'k', text, load)).toEqual({ value: 'v2', state: 'miss' });
  });

  it('shares one load between concurrent misses', async () => {
    const { deps, load } = setup();
    const values = await Promise.all([1, 2, 3].map(() => cachedValue(deps, 'k', text, load)));
    expect(values).toEqual(['v1', 'v1', 'v1']);
    expect(load).toHaveBeenCalledOnce();
  });

  it('keeps the stale entry when the background load fails, until its time is up', async () => {
    const { deps, advance } = setup();
    await cachedValue(deps, 'k', text, async () => 'old');
    advance(20);
    const failing = vi.fn(async () => null);
    expect(await cachedValue(deps, 'k', text, failing)).toBe('old');
    await settle();
    advance(20);
    expect(await cachedValue(deps, 'k', text, failing)).toBe('old');
    await settle();
    expect(failing).toHaveBeenCalledTimes(2);
    advance(20);
    expect(await cachedValue(deps, 'k', text, failing)).toBeNull();
  });

  it('logs a background load that throws, and the page never sees it', async () => {
    const { deps, warn, advance } = setup();
    await cachedValue(deps, 'k', text, async () => 'old');
    advance(20);
    expect(
      await cachedValue(deps, 'k', text, async () => Promise.reject(new Error('engine down'))),
    ).toBe('old');
    await settle();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('background'), expect.any(Error));
    // An expired session's redirect is not worth a warning.
    warn.mockClear();
    advance(1);
    await cachedValue(deps, 'k', text, async () => Promise.reject(new Response(null)));
    await settle();
    expect(warn).not.toHaveBeenCalled();
  });

  it('passes a miss’s rejection to its caller', async () => {
    const { deps } = setup();
    await expect(
      cachedValue(deps, 'k', text, async () => Promise.reject(new Error('no names'))),
    ).rejects.toThrow('no names');
  });

  it('refresh skips the entry and stores what the engine says', async () => {
    const { deps, load } = setup();
    await cachedValue(deps, 'k', text, load);
    expect(await cachedEntry(deps, 'k', text, load, { refresh: true })).toEqual({
      value: 'v2',
      state: 'miss',
    });
    expect(await cachedValue(deps, 'k', text, load)).toBe('v2');
  });

  it('stores the value with the time its load started, for ttl + stale seconds', async () => {
    const set = vi.fn(async () => undefined);
    const cache: KeyValueCache = { get: async () => null, set, delete: async () => undefined };
    const { deps } = setup({ cache });
    await cachedValue(deps, 'k', text, async () => 'v');
    expect(set).toHaveBeenCalledWith('k', JSON.stringify({ at: T0, v: 'v' }), 60);
  });

  it('forgets entries on request', async () => {
    const { deps, load } = setup();
    await cachedValue(deps, 'k', text, load);
    await forgetCached(deps, ['k']);
    expect(await cachedEntry(deps, 'k', text, load)).toEqual({ value: 'v2', state: 'miss' });
  });
});

describe('failures count as a miss', () => {
  it('a cache that cannot be read: the engine answers, and a warning is logged', async () => {
    const broken: KeyValueCache = {
      get: async () => Promise.reject(new Error('ECONNREFUSED')),
      set: async () => Promise.reject(new Error('ECONNREFUSED')),
      delete: async () => undefined,
    };
    const { deps, warn, load } = setup({ cache: broken });
    expect(await cachedEntry(deps, 'k', text, load)).toEqual({ value: 'v1', state: 'miss' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('read'), expect.any(Error));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('write'), expect.any(Error));
  });

  it('an unreadable entry, or one that fails its schema, is asked again', async () => {
    const { deps, warn, load } = setup();
    await deps.cache.set('a', 'not json', 60);
    await deps.cache.set('b', JSON.stringify({ at: T0, v: 42 }), 60);
    await deps.cache.set('c', JSON.stringify('v-without-envelope'), 60);
    for (const key of ['a', 'b', 'c'])
      expect((await cachedEntry(deps, key, text, load)).state).toBe('miss');
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('a failed load is never kept', async () => {
    const { deps } = setup();
    const failing = vi.fn(async () => null);
    expect(await cachedValue(deps, 'k', text, failing)).toBeNull();
    expect(await deps.cache.get('k')).toBeNull();
    expect(await cachedValue(deps, 'k', text, failing)).toBeNull();
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('reads an entry another server wrote (Redis) like its own', async () => {
    const { deps, load } = setup();
    await deps.cache.set('k', JSON.stringify({ at: T0 - 5_000, v: 'theirs' }), 60);
    expect(await cachedEntry(deps, 'k', text, load)).toEqual({ value: 'theirs', state: 'hit' });
  });

  it('freezes what it shares outside production, so no page can change it for the others', async () => {
    const { deps } = setup();
    const value = await cachedValue(
      deps,
      'k',
      z.object({ list: z.array(z.number()) }),
      async () => ({
        list: [3, 1, 2],
      }),
    );
    expect(() => value?.list.sort()).toThrow(TypeError);
  });
});

describe('availability', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is never older than a minute; the catalog follows NAME_CACHE_SECONDS; boards a minute', () => {
    const availability = cachePolicy('availability', 600);
    expect(availability.ttlSeconds + availability.staleSeconds).toBe(AVAILABILITY_MAX_AGE_SECONDS);
    expect(AVAILABILITY_MAX_AGE_SECONDS).toBeLessThanOrEqual(60);
    expect(cachePolicy('catalog', 600).ttlSeconds).toBe(600);
    expect(cachePolicy('catalog', 123).ttlSeconds).toBe(123);
    expect(cachePolicy('board', 600).ttlSeconds).toBe(60);
  });

  it('entries and loads from before the site changed availability are misses', async () => {
    const { deps, load, advance } = setup({ notBefore: availabilityNotBefore });
    await cachedValue(deps, 'k', text, load);
    advance(1);
    availabilityChanged(T0 + 500);
    expect(await cachedEntry(deps, 'k', text, load)).toEqual({ value: 'v2', state: 'miss' });
    // A load under way since before the change is not joined: it may hold the old sheet.
    let release: (value: string) => void = () => undefined;
    const slow = () => new Promise<string>((resolve) => (release = resolve));
    advance(20);
    const stale = cachedEntry(deps, 'k', text, slow);
    expect(await stale).toEqual({ value: 'v2', state: 'stale' });
    availabilityChanged(T0 + 22_000);
    advance(2);
    expect(await cachedEntry(deps, 'k', text, load)).toEqual({ value: 'v3', state: 'miss' });
    release('from before');
    await settle();
  });
});

const CREDS = { token: 't', culture: 'en-GB', idVendedor: 1, idInicioSesion: 1 };
const ctx: RequestContext = {
  locale: 'en',
  culture: 'en-GB',
  session: null,
  creds: CREDS,
  setCookies: [],
  sessionStarted: false,
  loginExpired: false,
  cookieSecure: true,
  appMode: false,
};

function engineAnswering(answer: (path: string, body: { culture: string }) => unknown) {
  const fetchSpy = vi.fn(async (url: string | URL | Request, init?: RequestInit) =>
    Response.json(
      answer(
        String(url).replace('http://engine.test/', ''),
        JSON.parse(String(init?.body)) as { culture: string },
      ),
    ),
  );
  const client = createEngineClient({
    baseUrl: 'http://engine.test',
    vendorUsername: 'u',
    vendorPassword: 'p',
    siteKey: 'k',
    fetch: fetchSpy,
  });
  const calls = (culture: string) =>
    pageCalls({ ...ctx, creds: { ...CREDS, culture } }, new Request('http://shop.test/en'), client);
  return { fetchSpy, calls };
}

const TILE = { idCajita: 1, desc: '', imagen: '/i.svg', numRecorridos: 3 };

describe('per culture', () => {
  it('keeps each culture’s answer under its own key', async () => {
    const { fetchSpy, calls } = engineAnswering((_path, body) => ({
      listaCajitas: [{ ...TILE, titulo: body.culture === 'es-ES' ? 'Andalucía' : 'Andalusia' }],
    }));
    const en = await regionTiles(calls('en-GB'), 'en-GB-test-tiles');
    const es = await regionTiles(calls('es-ES'), 'es-ES-test-tiles');
    const enAgain = await regionTiles(calls('en-GB'), 'en-GB-test-tiles');
    expect(en.ok && en.data[0]?.titulo).toBe('Andalusia');
    expect(es.ok && es.data[0]?.titulo).toBe('Andalucía');
    expect(enAgain).toEqual(en);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('names the culture in every shared key', () => {
    const query = { idVP: 1, rec: 2, fecha: '2026-11-24' };
    expect(teeTimesCacheKey('en-GB', query)).not.toBe(teeTimesCacheKey('sv-SE', query));
    expect(nearestDaysCacheKey('en-GB', 1, '2026-11-24')).toContain('en-GB');
  });

  it('a board that fails alerts nobody and is asked again next time', async () => {
    const { fetchSpy, calls } = engineAnswering(() => ({ cod: 4, msg: 'down' }));
    const page = calls('fr-FR');
    expect((await boardMessages(page, 'fr-FR-test-board', 'notices')).ok).toBe(false);
    expect(page.notice.failed).toEqual([]);
    await boardMessages(page, 'fr-FR-test-board', 'notices');
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });
});

describe('sharedCall', () => {
  it('alerts the page whose own call failed, and not when a background refresh fails', async () => {
    let fail = true;
    const { calls } = engineAnswering(() =>
      fail ? { cod: 4, msg: 'down' } : { listaCajitas: [{ ...TILE, titulo: 'A' }] },
    );
    const { deps, advance } = setup();
    const read = (page: ReturnType<typeof calls>) =>
      sharedCall(
        page,
        deps,
        'tiles',
        busqueda.listarCajitas.answer.shape.listaCajitas,
        busqueda.listarCajitas,
        {},
        { action: 'regions' },
        (answer) => answer.listaCajitas,
      );
    const first = calls('en-GB');
    expect(await read(first)).toMatchObject({ ok: false, cod: 4 });
    expect(first.notice.failed).toEqual(['regions']);
    fail = false;
    expect((await read(calls('en-GB'))).ok).toBe(true);
    advance(30);
    fail = true;
    const stale = calls('en-GB');
    expect((await read(stale)).ok).toBe(true);
    await settle();
    expect(stale.notice.failed).toEqual([]);
  });
});
