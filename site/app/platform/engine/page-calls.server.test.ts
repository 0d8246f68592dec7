import { busqueda, carrito } from '@fairway/contract';
import { describe, expect, it } from 'vitest';
import { withEngineTiming } from '../request/request-context.server.ts';
import { sameOriginJson } from './json-endpoint.server.ts';
import { createEngineClient } from './engine.server.ts';
import type { PageContext } from './page-calls.server.ts';
import { criticalFailure, pageCalls } from './page-calls.server.ts';

/** A real engine client whose fetch answers one body for every call. */
function clientAnswering(body: unknown) {
  const seen: unknown[] = [];
  const client = createEngineClient({
    baseUrl: 'http://engine.test',
    vendorUsername: 'u',
    vendorPassword: 'p',
    siteKey: 'site-key-test',
    fetch: async (_input, init) => {
      seen.push(JSON.parse(String(init?.body)));
      return Response.json(body);
    },
  });
  return { client, seen };
}

const EXPIRED = { cod: 4, msg: 'Session expired' };
const CAJITAS = { cod: 1, msg: 'OK', listaCajitas: [] };

function context(overrides: Partial<PageContext> = {}): PageContext {
  return {
    locale: 'es',
    culture: 'es-ES',
    session: {
      token: 'tok',
      tokenExpires: Date.now() + 60_000,
      sessionId: 3,
      vendorId: 1,
      userToken: null,
      userId: null,
      userTokenExpires: null,
    },
    creds: { token: 'tok', culture: 'es-ES', idVendedor: 1, idInicioSesion: 3 },
    setCookies: [],
    sessionStarted: false,
    loginExpired: false,
    cookieSecure: true,
    appMode: false,
    ...overrides,
  };
}

const request = new Request('http://shop.test/es/club/valderrama?idVP=1&rec=2');

describe('a page’s engine calls', () => {
  it('passes an answer through and has nothing to tell the layout', async () => {
    const { client, seen } = clientAnswering(CAJITAS);
    const calls = pageCalls(context(), request, client);
    const result = await calls.call(busqueda.listarCajitas, {}, { action: 'regions' });
    expect(result.ok).toBe(true);
    expect(calls.notice).toEqual({ failed: [], relogin: false });
    expect(seen[0]).toMatchObject({ token: 'tok', culture: 'es-ES', idInicioSesion: 3 });
  });

  it('remembers each failed action once for the alert, and none marked noShow', async () => {
    const { client } = clientAnswering({ cod: 4, msg: 'Database unavailable' });
    const calls = pageCalls(context(), request, client);
    const first = await calls.call(busqueda.listarCajitas, {}, { action: 'regions' });
    await calls.call(busqueda.listarCajitas, {}, { action: 'regions' });
    await calls.call(busqueda.listarCajitas, {}, { action: 'featuredClubs', noShow: true });
    expect(first).toMatchObject({ ok: false, cod: 4, msg: 'Database unavailable' });
    expect(calls.notice).toEqual({ failed: ['regions'], relogin: false });
  });

  it('renews an anonymous session the engine calls expired: cookies cleared, back to the same path', async () => {
    const { client } = clientAnswering(EXPIRED);
    const calls = pageCalls(context(), request, client);
    const thrown = await calls.call(busqueda.listarCajitas, {}, { action: 'regions' }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/es/club/valderrama?idVP=1&rec=2');
    const cleared = response.headers.getSetCookie();
    expect(cleared.map((c) => c.split('=')[0])).toEqual([
      'token',
      'tokenExpires',
      'sessionId',
      'vendorId',
    ]);
    for (const cookie of cleared) expect(cookie).toContain('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  });

  it('does not loop: a session started by this very request is not renewed again', async () => {
    const { client } = clientAnswering(EXPIRED);
    const calls = pageCalls(context({ sessionStarted: true }), request, client);
    const result = await calls.call(busqueda.listarCajitas, {}, { action: 'regions' });
    expect(result).toMatchObject({ ok: false, sessionExpired: true });
    expect(calls.notice).toEqual({ failed: ['regions'], relogin: false });
  });

  it('asks a logged-in golfer to log in again, and the call fails', async () => {
    const { client } = clientAnswering({ cod: 4, msg: 'La sesión ha expirado' });
    const base = context();
    const calls = pageCalls(
      context({ session: base.session && { ...base.session, userToken: 'ut', userId: 9 } }),
      request,
      client,
    );
    const result = await calls.call(busqueda.listarCajitas, {}, { action: 'regions' });
    expect(result.ok).toBe(false);
    expect(calls.notice).toEqual({ failed: [], relogin: true });
  });

  it('another code 4 message is a plain failure, not an expiry', async () => {
    const { client } = clientAnswering({ cod: 4, msg: 'Session expired.' });
    const calls = pageCalls(context(), request, client);
    const result = await calls.call(busqueda.listarCajitas, {}, { action: 'regions' });
    expect(result).toMatchObject({ ok: false, sessionExpired: false });
    expect(calls.notice.failed).toEqual(['regions']);
  });
});

describe('a read the loaders of one page load share', () => {
  /** Runs `work` as a request whose loaders share their reads, or not. */
  async function inRequest(shareReads: boolean, work: () => Promise<void>) {
    await withEngineTiming(
      async () => {
        await work();
        return new Response();
      },
      { shareReads },
    );
  }
  const shared = { action: 'regions', shared: true } as const;

  it('is asked once for the same call and body, each caller reading it as its own', async () => {
    const { client, seen } = clientAnswering({ cod: 4, msg: 'Database unavailable' });
    const layout = pageCalls(context(), request, client);
    const page = pageCalls(context(), request, client);
    await inRequest(true, async () => {
      const answers = await Promise.all([
        layout.call(busqueda.listarCajitas, {}, shared),
        page.call(busqueda.listarCajitas, {}, shared),
      ]);
      expect(answers.map((a) => a.ok)).toEqual([false, false]);
    });
    expect(seen).toHaveLength(1);
    // Both alert the failure: each page part shows what it could not read.
    expect(layout.notice.failed).toEqual(['regions']);
    expect(page.notice.failed).toEqual(['regions']);
  });

  it('is asked again for another body, a call not marked shared, or a request that may write', async () => {
    const { client, seen } = clientAnswering({ cod: 2, msg: 'Cart not found' });
    const calls = pageCalls(context(), request, client);
    const cart = (localizador: string) => ({ localizador });
    await inRequest(true, async () => {
      await calls.call(carrito.obtenerCarrito, cart('CART0001'), shared);
      await calls.call(carrito.obtenerCarrito, cart('CART0002'), shared);
      await calls.call(carrito.obtenerCarrito, cart('CART0001'), { action: 'regions' });
    });
    expect(seen).toHaveLength(3);
    await inRequest(false, async () => {
      await calls.call(carrito.obtenerCarrito, cart('CART0001'), shared);
      await calls.call(carrito.obtenerCarrito, cart('CART0001'), shared);
    });
    expect(seen).toHaveLength(5);
  });
});

describe('a failed call a page cannot render without', () => {
  const failure = (cod: 0 | 2 | 3 | 4) => ({
    ok: false as const,
    cod,
    msg: 'x',
    sessionExpired: false,
  });
  const statusOf = (run: () => never) => {
    try {
      run();
    } catch (thrown) {
      return (thrown as { init?: { status?: number } }).init?.status;
    }
    return undefined;
  };

  it('is the 404 page for the engine’s "not found", a 502 otherwise', () => {
    const notice = { failed: [], relogin: false };
    expect(statusOf(() => criticalFailure(failure(2), notice))).toBe(404);
    expect(statusOf(() => criticalFailure(failure(4), notice))).toBe(502);
    expect(statusOf(() => criticalFailure(failure(0), notice))).toBe(502);
  });

  it('is a 401 carrying the re-login notice when the login expired', () => {
    expect(statusOf(() => criticalFailure(failure(4), { failed: [], relogin: true }))).toBe(401);
  });
});

describe('the same-origin JSON endpoints', () => {
  const live = `token=tok; tokenExpires=${Date.now() + 60_000}; sessionId=3; vendorId=1`;
  const get = (cookie: string) =>
    new Request('http://shop.test/api/suggestions?locale=es&keyword=mal', {
      headers: { cookie },
    });
  const work = (client: ReturnType<typeof clientAnswering>['client']) => (req: Request) =>
    sameOriginJson(
      req,
      (calls) => calls.call(busqueda.listarCajitas, {}, { action: 'search' }),
      client,
    );

  it('answers ok with the data, never cached', async () => {
    const response = await work(clientAnswering(CAJITAS).client)(get(live));
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ ok: true, listaCajitas: [] });
  });

  it('passes the engine’s message on a failure', async () => {
    const response = await work(clientAnswering({ cod: 3, msg: 'Keyword too short' }).client)(
      get(live),
    );
    expect(await response.json()).toEqual({ ok: false, msg: 'Keyword too short' });
  });

  it('clears an expired anonymous session and tells the page to reload', async () => {
    const response = await work(clientAnswering(EXPIRED).client)(get(live));
    expect(await response.json()).toEqual({ ok: false, msg: '', reload: true });
    expect(response.headers.getSetCookie().map((c) => c.split('=')[0])).toEqual([
      'token',
      'tokenExpires',
      'sessionId',
      'vendorId',
    ]);
  });

  it('tells the page to show the re-login modal when the golfer’s login expired', async () => {
    const response = await work(clientAnswering(EXPIRED).client)(
      get(`${live}; userToken=ut; userId=9; userTokenExpires=${Date.now() + 60_000}`),
    );
    expect(await response.json()).toEqual({ ok: false, msg: '', relogin: true });
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});
