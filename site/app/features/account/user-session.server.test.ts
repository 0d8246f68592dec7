import { describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import type { RequestContext } from '../../platform/request/request-context.server.ts';
import { requestContextKey } from '../../platform/request/request-context.server.ts';
import { currentUser, loginCookies, logoutCookies, requireUser } from './user-session.server.ts';

function contextWith(user: { token: string; id: number; expires: number } | null) {
  const ctx: RequestContext = {
    locale: 'sv',
    culture: 'sv-SE',
    session: {
      token: 't',
      tokenExpires: Date.now() + 60_000,
      sessionId: 1,
      vendorId: 1,
      userToken: user?.token ?? null,
      userId: user?.id ?? null,
      userTokenExpires: user?.expires ?? null,
    },
    creds: { token: 't', culture: 'sv-SE', idVendedor: 1, idInicioSesion: 1 },
    setCookies: [],
    sessionStarted: false,
    loginExpired: false,
    cookieSecure: true,
    appMode: false,
  };
  const provider = new RouterContextProvider();
  provider.set(requestContextKey, ctx);
  return { ctx, provider };
}

describe('the golfer’s login', () => {
  it('is read from the session only when all of it is there', () => {
    expect(currentUser(contextWith({ token: 'u', id: 5, expires: 99 }).ctx)).toEqual({
      id: 5,
      expires: 99,
    });
    expect(currentUser(contextWith(null).ctx)).toBeNull();
  });

  it('sends a visitor to login, with the way back', () => {
    const { provider } = contextWith(null);
    let thrown: unknown;
    try {
      requireUser(provider, new Request('https://shop.example/sv/private-area/cards?page=2'));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe(
      '/sv/login?next=%2Fsv%2Fprivate-area%2Fcards%3Fpage%3D2',
    );
  });

  it('lets a logged-in golfer through', () => {
    const { provider } = contextWith({ token: 'u', id: 5, expires: Date.now() + 1000 });
    const page = requireUser(provider, new Request('https://shop.example/sv/private-area'));
    expect(page.user.id).toBe(5);
    expect(page.locale).toBe('sv');
  });

  it('sets cookies that expire with the user token, the token and id HttpOnly', () => {
    const cookies = loginCookies(
      { token: 'tok', expiracion: '2026-11-24T20:00:00.000Z', idUsuario: 42 },
      true,
    );
    const byName = Object.fromEntries(cookies.map((c) => [c.split('=')[0], c]));
    for (const cookie of cookies) expect(cookie).toContain('Expires=Tue, 24 Nov 2026 20:00:00 GMT');
    expect(byName.userToken).toContain('HttpOnly');
    expect(byName.userId).toContain('HttpOnly');
    expect(byName.userTokenExpires).toContain(`=${Date.parse('2026-11-24T20:00:00.000Z')};`);
    expect(byName.userTokenExpires).not.toContain('HttpOnly');
    expect(byName.isUserLoggedIn).not.toContain('HttpOnly');
  });

  it('clears every user cookie on logout', () => {
    const cleared = logoutCookies(true);
    expect(cleared.map((c) => c.split('=')[0]).sort()).toEqual(
      ['isUserLoggedIn', 'userId', 'userToken', 'userTokenExpires'].sort(),
    );
    for (const cookie of cleared) expect(cookie).toContain('Expires=Thu, 01 Jan 1970');
  });
});
