import { describe, expect, it, vi } from 'vitest';
import { createEngineClient } from '../../platform/engine/engine.server.ts';
import type { EngineCredentials } from '../../platform/engine/engine.server.ts';
import { createLruCache } from '../../platform/cache/key-value-store.server.ts';
import { Writable } from 'node:stream';
import { handleOwnApi, ownApiLog } from './own-api.server.ts';
import { createLogger } from '../../platform/log.server.ts';
import type { OwnApiDeps } from './own-api.server.ts';

const NAMES: Record<string, { regions: string[]; clubs: string[] }> = {
  'en-GB': { regions: ['Andalusia', 'Catalonia'], clubs: ['Real Club Valderrama', 'La Quinta'] },
  'es-ES': { regions: ['Andalucía', 'Cataluña'], clubs: ['Real Club Valderrama', 'La Quinta'] },
};

function setup(options: { serverSession?: boolean } = {}) {
  const seen: Array<{ culture: string; token: string }> = [];
  const counter = { calls: 0, fail: false };
  const fakeFetch: typeof fetch = async (_input, init) => {
    counter.calls += 1;
    if (counter.fail) return Response.json({ cod: 4, msg: 'Engine down' });
    const body = JSON.parse(String(init?.body)) as { culture: string; token: string };
    seen.push({ culture: body.culture, token: body.token });
    const names = NAMES[body.culture] ?? NAMES['en-GB'];
    return Response.json({
      cod: 1,
      msg: 'OK',
      datos: {
        listaRecorridos: (names?.clubs ?? []).map((name, i) => ({
          idRec: 100 + i,
          idVP: 10 + i,
          clubNombre: name,
          nom: 'Course',
          idRegion: 1,
          idMunicipio: 5,
        })),
        listaRegiones: (names?.regions ?? []).map((name, i) => ({
          idL: 1 + i,
          nombreRegion: name,
          pais: 'ES',
        })),
        listaMunicipios: [{ idMunicipio: 5, nombreMunicipio: 'Marbella', idRegion: 1 }],
      },
    });
  };
  const cache = createLruCache();
  const warn = vi.fn();
  const error = vi.fn();
  const credsFor = vi.fn(async (culture: string): Promise<EngineCredentials | null> =>
    options.serverSession === false
      ? null
      : { token: 'server-token', culture, idVendedor: 1, idInicioSesion: 7 },
  );
  const deps: OwnApiDeps = {
    cache,
    engine: createEngineClient({
      baseUrl: 'http://engine.test',
      vendorUsername: 'u',
      vendorPassword: 'p',
      siteKey: 'site-key-test',
      fetch: fakeFetch,
    }),
    ttlSeconds: 60,
    log: { warn, error },
    credsFor,
  };
  return { deps, cache, warn, error, credsFor, counter, seen };
}

const BASE = 'http://site.test';

function post(path: string, body: unknown): Request {
  return new Request(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function get(path: string): Request {
  return new Request(`${BASE}${path}`);
}

async function call(
  request: Request,
  deps: OwnApiDeps,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await handleOwnApi(request, deps);
  if (!response) throw new Error(`no handler for ${request.url}`);
  expect(response.headers.get('content-type')).toContain('application/json');
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const namesBody = {
  idVendedor: 1,
  idInicioSesion: 7,
  token: 'browser-token',
  culture: 'en-GB',
  checkCache: true,
};

describe('POST /api/clubAndRegionsNamesCached', () => {
  it('fills the cache, then answers from it, and refetches with checkCache false', async () => {
    const { deps, counter } = setup();
    const first = await call(post('/api/clubAndRegionsNamesCached?env=local', namesBody), deps);
    expect(first).toEqual({
      status: 200,
      body: { ok: true, msg: 'OK', cache: 'miss', clubs: 2, regions: 2, municipalities: 1 },
    });
    const second = await call(post('/api/clubAndRegionsNamesCached?env=local', namesBody), deps);
    expect(second.body.cache).toBe('hit');
    expect(counter.calls).toBe(1);
    const forced = await call(
      post('/api/clubAndRegionsNamesCached?env=local', { ...namesBody, checkCache: false }),
      deps,
    );
    expect(forced.body.cache).toBe('miss');
    expect(counter.calls).toBe(2);
  });

  it('fills the shared cache with the server session, not the caller token', async () => {
    const { deps, seen, credsFor } = setup();
    await call(post('/api/clubAndRegionsNamesCached', namesBody), deps);
    expect(credsFor).toHaveBeenCalledWith('en-GB');
    expect(seen).toEqual([{ culture: 'en-GB', token: 'server-token' }]);
  });

  it('falls back to the caller credentials when the server has no session', async () => {
    const { deps, seen } = setup({ serverSession: false });
    const { status } = await call(post('/api/clubAndRegionsNamesCached', namesBody), deps);
    expect(status).toBe(200);
    expect(seen).toEqual([{ culture: 'en-GB', token: 'browser-token' }]);
    const without = await call(post('/api/clubAndRegionsNamesCached', { culture: 'en-GB' }), deps);
    expect(without.status).toBe(503);
    expect(without.body.ok).toBe(false);
  });

  it('maps the language-change code to its culture', async () => {
    const { deps, cache, credsFor } = setup();
    // Ids as a cookie carries them: digits in a string.
    const languageChange = {
      idVendedor: '1',
      idInicioSesion: '7',
      token: 't',
      code: 'es',
      checkCache: 'false',
    };
    const { body } = await call(post('/api/clubAndRegionsNamesCached', languageChange), deps);
    expect(body.ok).toBe(true);
    expect(credsFor).toHaveBeenCalledWith('es-ES');
    expect(await cache.get('names:v4:es-ES')).toContain('Andaluc');
  });

  it.each([
    ['not JSON', '{oops'],
    ['an array', '[]'],
    ['no culture or code', { ...namesBody, culture: undefined }],
    ['a bad checkCache', { ...namesBody, checkCache: 'maybe' }],
    ['a bad idVendedor', { ...namesBody, idVendedor: -1 }],
    ['an idVendedor written with an exponent', { ...namesBody, idVendedor: '1e3' }],
    ['an idInicioSesion past the integer column', { ...namesBody, idInicioSesion: '2147483648' }],
    ['a huge token', { ...namesBody, token: 'x'.repeat(500) }],
  ])('answers 400 for %s', async (_label, body) => {
    const { deps, counter } = setup();
    const { status, body: answer } = await call(post('/api/clubAndRegionsNamesCached', body), deps);
    expect(status).toBe(400);
    expect(answer.ok).toBe(false);
    expect(typeof answer.msg).toBe('string');
    expect(counter.calls).toBe(0);
  });

  it('refuses GET', async () => {
    const { deps } = setup();
    expect((await call(get('/api/clubAndRegionsNamesCached'), deps)).status).toBe(405);
  });

  it('answers 502 and warns when the engine fails', async () => {
    const { deps, counter, warn } = setup();
    counter.fail = true;
    const { status, body } = await call(post('/api/clubAndRegionsNamesCached', namesBody), deps);
    expect(status).toBe(502);
    expect(body.ok).toBe(false);
    expect(warn).toHaveBeenCalled();
  });
});

describe('GET club lookups', () => {
  it('finds a club by name, answering the documented shape', async () => {
    const { deps } = setup();
    const { status, body } = await call(
      get('/api/getClubFromCacheByName/real-club-valderrama?culture=en-GB'),
      deps,
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      ok: true,
      msg: 'OK',
      club: { idVP: 10, idRec: 100, name: 'Real Club Valderrama', slug: 'real-club-valderrama' },
      cache: 'miss',
    });
    const again = await call(
      get('/api/getClubFromCacheByName/real-club-valderrama?culture=en-GB'),
      deps,
    );
    expect(again.body.cache).toBe('hit');
  });

  it('finds a club by its label too', async () => {
    const { deps } = setup();
    const { body } = await call(get('/api/getClubFromCacheByName/La%20Quinta?culture=es'), deps);
    expect(body.club).toMatchObject({ idVP: 11, slug: 'la-quinta' });
  });

  it('finds a club by id', async () => {
    const { deps } = setup();
    const { body } = await call(get('/api/getClubFromCacheById/11?culture=en-GB'), deps);
    expect(body).toMatchObject({
      ok: true,
      club: { idVP: 11, idRec: 101, name: 'La Quinta', slug: 'la-quinta' },
    });
  });

  it('answers ok false with Club not found, HTTP 200, for an unknown club', async () => {
    const { deps } = setup();
    for (const path of [
      '/api/getClubFromCacheByName/nowhere?culture=en-GB',
      '/api/getClubFromCacheById/999',
    ]) {
      const { status, body } = await call(get(path), deps);
      expect(status).toBe(200);
      expect(body).toEqual({
        ok: false,
        msg: 'Club not found',
        club: null,
        cache: expect.stringMatching(/^(hit|miss)$/),
      });
    }
  });

  it('answers 400 for an id that is not one', async () => {
    const { deps } = setup();
    for (const id of ['abc', '0', '-3', '99999999999']) {
      const { status, body } = await call(get(`/api/getClubFromCacheById/${id}`), deps);
      expect(status, id).toBe(400);
      expect(body.ok).toBe(false);
    }
    expect((await call(get('/api/getClubFromCacheByName/%21%21'), deps)).status).toBe(400);
  });

  it('skips the cache with nocache', async () => {
    const { deps, counter } = setup();
    await call(get('/api/getClubFromCacheById/10'), deps);
    await call(get('/api/getClubFromCacheById/10?nocache=true'), deps);
    expect(counter.calls).toBe(2);
  });

  it('answers 503 when there is no server session', async () => {
    const { deps } = setup({ serverSession: false });
    const { status, body } = await call(get('/api/getClubFromCacheById/10'), deps);
    expect(status).toBe(503);
    expect(body).toMatchObject({ ok: false, club: null });
  });
});

describe('GET region lookups', () => {
  it('finds a region by name in the culture of the locale given', async () => {
    const { deps } = setup();
    const { status, body } = await call(
      get('/api/getRegionFromCacheByName/andalucia?culture=es'),
      deps,
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      ok: true,
      msg: 'OK',
      region: { idL: 1, name: 'Andalucía', slug: 'andalucia' },
      isRegionExist: true,
      cache: 'miss',
    });
    const english = await call(get('/api/getRegionFromCacheByName/andalusia?culture=en'), deps);
    expect(english.body.region).toEqual({ idL: 1, name: 'Andalusia', slug: 'andalusia' });
  });

  it('finds a region by id', async () => {
    const { deps } = setup();
    const { body } = await call(get('/api/getRegionFromCacheById/2?culture=en-GB'), deps);
    expect(body).toMatchObject({
      ok: true,
      region: { idL: 2, name: 'Catalonia', slug: 'catalonia' },
      isRegionExist: true,
    });
  });

  it('answers Region not found after the refetches, HTTP 200', async () => {
    const { deps, counter } = setup();
    const { status, body } = await call(
      get('/api/getRegionFromCacheByName/atlantis?culture=en-GB'),
      deps,
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      ok: false,
      msg: 'Region not found',
      region: null,
      isRegionExist: false,
      cache: 'miss',
    });
    expect(counter.calls).toBe(3);
  });

  it('skips the cache with a fecha query', async () => {
    const { deps, counter } = setup();
    await call(get('/api/getRegionFromCacheById/1'), deps);
    const { body } = await call(get('/api/getRegionFromCacheById/1?fecha=2026-06-01'), deps);
    expect(body.cache).toBe('miss');
    expect(counter.calls).toBe(2);
  });

  it('refuses POST', async () => {
    const { deps } = setup();
    expect((await call(post('/api/getRegionFromCacheById/1', {}), deps)).status).toBe(405);
  });
});

describe('POST /api/saveErrorAPI and /api/saveErrorAPIBack', () => {
  const report = {
    error: 'Se ha producido un error al cargar',
    firstLine: 'TypeError: x',
    lastLine: 'at y',
    singleLog: 'full log',
  };

  it.each(['saveErrorAPI', 'saveErrorAPIBack'])(
    'logs %s as one structured entry and answers ok',
    async (source) => {
      const { deps, error } = setup();
      const { status, body } = await call(post(`/api/${source}`, report), deps);
      expect(status).toBe(200);
      expect(body).toEqual({ ok: true });
      expect(error).toHaveBeenCalledOnce();
      expect(error).toHaveBeenCalledWith('client error report', { source, ...report });
    },
  );

  it.each([
    ['not JSON', 'nope'],
    ['no error', { firstLine: 'x' }],
    ['a number', { ...report, firstLine: 3 }],
    ['a field over 10 KB', { ...report, singleLog: 'x'.repeat(10 * 1024 + 1) }],
    ['a body over the limit', { ...report, a: 'x'.repeat(60 * 1024) }],
  ])('answers 400 for %s without logging it', async (_label, body) => {
    const { deps, error } = setup();
    const { status, body: answer } = await call(post('/api/saveErrorAPI', body), deps);
    expect(status).toBe(400);
    expect(answer.ok).toBe(false);
    expect(typeof answer.msg).toBe('string');
    expect(error).not.toHaveBeenCalled();
  });
});

describe('handleOwnApi', () => {
  it('answers null for paths that are not own-API paths', async () => {
    const { deps } = setup();
    for (const path of [
      '/api/other',
      '/club/valderrama',
      '/api/getClubFromCacheById/',
      '/api/saveErrorAPIx',
    ]) {
      expect(await handleOwnApi(get(path), deps), path).toBeNull();
    }
  });
});

describe('ownApiLog', () => {
  it('writes one pino line per entry, an error as err and anything else as data', () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const log = ownApiLog(createLogger('info', stream));
    log.error('client error report', { source: 'saveErrorAPI', error: 'x\ny' });
    log.warn('cache down', new Error('boom'));
    expect(lines).toHaveLength(2);
    for (const line of lines)
      expect(line.endsWith('\n') && !line.slice(0, -1).includes('\n')).toBe(true);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      level: 'error',
      msg: 'client error report',
      data: { source: 'saveErrorAPI', error: 'x\ny' },
    });
    expect(JSON.parse(lines[1] ?? '')).toMatchObject({
      level: 'warn',
      msg: 'cache down',
      err: { message: 'boom' },
    });
  });
});
