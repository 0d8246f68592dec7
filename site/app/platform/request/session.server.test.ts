import { describe, expect, it, vi } from 'vitest';
import type { EngineClient } from '../engine/engine.server.ts';
import { ensureSession, forgetCrawlerSessions, visitCookiesExpire } from './session.server.ts';

function engineStub(ok = true) {
  return {
    startSession: vi.fn(async () =>
      ok
        ? ({
            ok: true,
            data: {
              token: 'new',
              fechaExp: '2026-11-22T12:00:00.000Z',
              idInicioSesion: 7,
              idVendedor: 1,
            },
          } as const)
        : ({ ok: false, cod: 0, msg: 'down', sessionExpired: false } as const),
    ),
    call: vi.fn(),
  } as unknown as EngineClient & { startSession: ReturnType<typeof vi.fn> };
}

const request = (cookie?: string) =>
  new Request('http://shop/es/club/x?idVP=1', cookie ? { headers: { cookie } } : {});
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const fromBot = () =>
  new Request('http://shop/es/club/x?idVP=1', { headers: { 'user-agent': GOOGLEBOT } });
const now = Date.parse('2026-11-22T10:00:00Z');

describe('server sessions', () => {
  it('starts an anonymous vendor session when there is no token, and sets its cookies', async () => {
    const engine = engineStub();
    const { session, setCookies } = await ensureSession(request(), {
      engine,
      culture: 'es-ES',
      seconds: 7200,
      secure: true,
      now,
    });
    expect(engine.startSession).toHaveBeenCalledWith('es-ES', 7200);
    expect(session).toMatchObject({ token: 'new', sessionId: 7, vendorId: 1 });
    expect(setCookies[0]).toMatch(
      /^token=new; Path=\/; Expires=Sun, 22 Nov 2026 12:00:00 GMT; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(setCookies).toHaveLength(4);
  });

  it('keeps a live session without calling the engine', async () => {
    const engine = engineStub();
    const cookie = `token=abc; tokenExpires=${now + 60_000}; sessionId=3; vendorId=1`;
    const { session, setCookies } = await ensureSession(request(cookie), {
      engine,
      culture: 'es-ES',
      seconds: 7200,
      secure: true,
      now,
    });
    expect(session?.token).toBe('abc');
    expect(setCookies).toEqual([]);
    expect(engine.startSession).not.toHaveBeenCalled();
  });

  it('carries a live login, and drops one whose expiry has come, asking for a re-login', async () => {
    const deps = { engine: engineStub(), culture: 'es-ES', seconds: 7200, secure: true, now };
    const anonymous = `token=abc; tokenExpires=${now + 60_000}; sessionId=3; vendorId=1`;
    const login = (expires: number) =>
      `${anonymous}; userToken=u1; userId=42; userTokenExpires=${expires}`;

    const live = await ensureSession(request(login(now + 1)), deps);
    expect(live.session).toMatchObject({ userToken: 'u1', userId: 42 });
    expect(live.loginExpired).toBe(false);

    // docs/product.md#sessions: equal to the expiry is expired.
    const expired = await ensureSession(request(login(now)), deps);
    expect(expired.session).toMatchObject({ token: 'abc', userToken: null, userId: null });
    expect(expired.loginExpired).toBe(true);

    // A login missing one of its cookies is no login at all.
    const partial = await ensureSession(request(`${anonymous}; userToken=u1; userId=42`), deps);
    expect(partial.session?.userToken).toBeNull();
    expect(partial.loginExpired).toBe(false);
  });

  it.each(['-3', '1.5', '1e3', '0'])(
    'starts a fresh session when the session id cookie is %s, not an id',
    async (sessionId) => {
      const engine = engineStub();
      const cookie = `token=abc; tokenExpires=${now + 60_000}; sessionId=${sessionId}; vendorId=1`;
      const { session } = await ensureSession(request(cookie), {
        engine,
        culture: 'es-ES',
        seconds: 7200,
        secure: true,
        now,
      });
      expect(engine.startSession).toHaveBeenCalledOnce();
      expect(session).toMatchObject({ token: 'new', sessionId: 7 });
    },
  );

  it('sends an expired session back to its own full path with the token cookies cleared', async () => {
    const engine = engineStub();
    const cookie = `token=abc; tokenExpires=${now}; sessionId=3; vendorId=1`;
    const thrown = await ensureSession(request(cookie), {
      engine,
      culture: 'es-ES',
      seconds: 7200,
      secure: true,
      now,
    }).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/es/club/x?idVP=1');
    expect(response.headers.get('set-cookie')).toContain(
      'token=; Path=/; Expires=Thu, 01 Jan 1970',
    );
  });

  it('renders without a session when the engine cannot start one, and logs it', async () => {
    const log = vi.fn();
    const { session } = await ensureSession(request(), {
      engine: engineStub(false),
      culture: 'en-GB',
      seconds: 7200,
      secure: true,
      now,
      log,
    });
    expect(session).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('down'));
  });

  it('gives known bots one shared session per culture, without cookies, renewed before it ends', async () => {
    forgetCrawlerSessions();
    const engine = engineStub();
    const deps = { engine, culture: 'es-ES', seconds: 7200, secure: true };
    const first = await ensureSession(fromBot(), { ...deps, now });
    const second = await ensureSession(fromBot(), { ...deps, now: now + 1000 });
    expect(first.setCookies).toEqual([]);
    expect(second.session).toBe(first.session);
    expect(engine.startSession).toHaveBeenCalledTimes(1);
    // Two hours on (the stub's session ends at 12:00), a minute before the end: a new one.
    await ensureSession(fromBot(), { ...deps, now: Date.parse('2026-11-22T11:59:30Z') });
    expect(engine.startSession).toHaveBeenCalledTimes(2);
    await ensureSession(fromBot(), { ...deps, culture: 'sv-SE', now });
    expect(engine.startSession).toHaveBeenCalledTimes(3);
  });

  it('gives a bot that acts a session of its own with cookies, which it then keeps', async () => {
    forgetCrawlerSessions();
    let started = 0;
    const engine = engineStub();
    engine.startSession.mockImplementation(async () => {
      started += 1;
      return {
        ok: true,
        data: {
          token: `own-${started}`,
          fechaExp: '2026-11-22T12:00:00.000Z',
          idInicioSesion: started,
          idVendedor: 1,
        },
      };
    });
    const deps = { engine, culture: 'en-GB', seconds: 7200, secure: true, now };
    const botTo = (path: string, init: RequestInit = {}) =>
      new Request(`http://shop${path}`, {
        ...init,
        headers: { 'user-agent': GOOGLEBOT, ...(init.headers as Record<string, string>) },
      });
    const reading = await ensureSession(botTo('/en/club/x'), deps);
    expect(reading.session?.token).toBe('own-1');
    expect(reading.setCookies).toEqual([]);

    // Two crawlers adding to a cart, and one logging in: each starts its own session.
    const first = await ensureSession(botTo('/api/cart', { method: 'POST' }), deps);
    const second = await ensureSession(botTo('/api/cart'), deps);
    const login = await ensureSession(botTo('/en/login', { method: 'POST' }), deps);
    expect([first, second, login].map((r) => r.session?.token)).toEqual([
      'own-2',
      'own-3',
      'own-4',
    ]);
    for (const answer of [first, second, login])
      expect(answer.setCookies.join('; ')).toContain(`token=${answer.session?.token}`);

    // Its cookies come back with the bot's next page, which uses its session and its login.
    const cookie = `${first.setCookies.map((c) => c.split(';')[0]).join('; ')}; userToken=u1; userId=42; userTokenExpires=${now + 60_000}`;
    const later = await ensureSession(botTo('/en/cart', { headers: { cookie } }), deps);
    expect(later.session).toMatchObject({ token: 'own-2', userToken: 'u1', userId: 42 });
    expect(engine.startSession).toHaveBeenCalledTimes(4);
  });

  it('tries again for the next bot when the shared session could not start', async () => {
    forgetCrawlerSessions();
    const down = engineStub(false);
    const deps = { engine: down, culture: 'en-GB', seconds: 7200, secure: true, now };
    expect((await ensureSession(fromBot(), deps)).session).toBeNull();
    expect((await ensureSession(fromBot(), deps)).session).toBeNull();
    expect(down.startSession).toHaveBeenCalledTimes(2);
  });
});

describe('visitCookiesExpire', () => {
  const now = Date.parse('2026-11-25T10:00:00.000Z');

  it('ends the visit’s cookies with the session’s token', () => {
    const tokenExpires = Date.parse('2026-11-25T12:30:00.000Z');
    expect(visitCookiesExpire({ tokenExpires }, now).toISOString()).toBe(
      '2026-11-25T12:30:00.000Z',
    );
  });

  it('keeps them an hour when the page has no session', () => {
    expect(visitCookiesExpire(null, now).toISOString()).toBe('2026-11-25T11:00:00.000Z');
    expect(visitCookiesExpire(undefined, now).toISOString()).toBe('2026-11-25T11:00:00.000Z');
  });
});
