/**
 * An engine that answers, but too late (issue 28, degradation): each call gives up after
 * ENGINE_TIMEOUT_MS, and a page whose session could not be started answers with the error page
 * instead of hanging. The engine is a stand-in on a port of its own that answers every call
 * correctly after SLOW_MS, so only the limit can fail a call.
 */
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { busqueda } from '@fairway/contract';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEngineClient } from './engine.server.ts';
import type { FailureReport } from './engine.server.ts';

const SLOW_MS = 1_500;
const LIMIT_MS = 300;
const creds = { token: 'tok', culture: 'en-GB', idVendedor: 1, idInicioSesion: 7 };

function answerFor(path: string): unknown {
  if (path === '/Acceso/IniciarSesionFront')
    return {
      cod: 1,
      msg: '',
      datos: {
        token: 'tok',
        fechaExp: '2099-01-01T00:00:00.000Z',
        idInicioSesion: 7,
        idVendedor: 1,
      },
    };
  if (path === `/${busqueda.listarSugerencias.path}`)
    return { cod: 1, msg: '', listaElementos: [] };
  return { cod: 4, msg: `unexpected ${path}` };
}

describe('a slow engine', () => {
  let engine: Server;
  let engineUrl = '';
  let calls = 0;

  beforeAll(async () => {
    engine = createServer((req, res) => {
      calls += 1;
      req.resume();
      const timer = setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answerFor(req.url ?? '')));
      }, SLOW_MS);
      // The site gave up: nothing more to send.
      res.on('close', () => clearTimeout(timer));
    });
    await new Promise<void>((resolve) => engine.listen(0, '127.0.0.1', resolve));
    engineUrl = `http://127.0.0.1:${(engine.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    engine.closeAllConnections();
    await new Promise((resolve) => engine.close(resolve));
    vi.unstubAllEnvs();
  });

  function client(timeoutMs: number, onFailure?: (report: FailureReport) => void) {
    return createEngineClient({
      baseUrl: engineUrl,
      vendorUsername: 'u',
      vendorPassword: 'p',
      siteKey: 'k',
      timeoutMs,
      ...(onFailure ? { onFailure } : {}),
    });
  }

  it('fails a call it gave up on with cod 0, reported like any failure', async () => {
    const failures: FailureReport[] = [];
    const hasty = client(LIMIT_MS, (report) => failures.push(report));
    expect(await hasty.call(busqueda.listarSugerencias, { keyword: 'golf' }, creds)).toEqual({
      ok: false,
      cod: 0,
      msg: `The engine did not answer within ${LIMIT_MS} ms`,
      sessionExpired: false,
    });
    expect(await hasty.startSession('en-GB', 600)).toMatchObject({ ok: false, cod: 0 });
    expect(failures.map((f) => f.call)).toEqual([
      busqueda.listarSugerencias.path,
      'Acceso/IniciarSesionFront',
    ]);
  });

  it('takes the same answers when the limit is longer than the engine’s delay', async () => {
    const patient = client(SLOW_MS * 4);
    expect(await patient.call(busqueda.listarSugerencias, { keyword: 'golf' }, creds)).toEqual({
      ok: true,
      data: { listaElementos: [] },
    });
    expect(await patient.startSession('en-GB', 600)).toMatchObject({ ok: true });
  });

  it('a first visit to a page answers 503, the error page, once ENGINE_TIMEOUT_MS has passed', async () => {
    // The site's own engine client and session start, configured from the environment.
    vi.stubEnv('ENGINE_URL', engineUrl);
    vi.stubEnv('ENGINE_TIMEOUT_MS', String(LIMIT_MS));
    const warn = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const { localeMiddleware } = await import('../request/locale-middleware.server.ts');
    const { loader } = await import('../../routes/home.tsx');
    const url = 'http://shop.test/en';
    const args = {
      request: new Request(url),
      url: new URL(url),
      params: { lang: 'en' },
      context: new RouterContextProvider(),
      pattern: '/:lang',
    };
    const before = calls;
    const thrown: unknown = await Promise.resolve(
      localeMiddleware(args, () => loader(args).then(() => new Response('home'))),
    ).catch((error: unknown) => error);
    // The locale layout's ErrorBoundary (LayoutError) renders a thrown 503 as the error page.
    expect(thrown).toMatchObject({ type: 'DataWithResponseInit', init: { status: 503 } });
    expect(calls - before).toBe(1);
    expect(warn.mock.calls.map(([line]) => String(line)).join('\n')).toContain(
      `did not answer within ${LIMIT_MS} ms`,
    );
    warn.mockRestore();
  });
});
