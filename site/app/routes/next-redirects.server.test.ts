/**
 * Every redirect whose target a client chooses (issue 24): each `next=` consumer, the log out and
 * the session renewal, fed the values that took the golfer off the site, through the routes' own
 * loaders and actions. Each must answer a Location on this site.
 */
import { describe, expect, it } from 'vitest';
import { renewSession } from '../platform/request/session.server.ts';
import { OFF_SITE_NEXT } from '../testing/redirect-attacks.ts';
import {
  registerStubbedEngine,
  routeContext,
  SESSION_COOKIES,
  thrownResponse,
  USER_COOKIES,
} from '../testing/route-test-engine.ts';
import type { Route as CookieConsentRoute } from './+types/api.cookie-consent';
import type { Route as ForgotPasswordRoute } from './+types/forgot-password';
import type { Route as LanguageRoute } from './+types/api.language';
import type { Route as LoginRoute } from './+types/login';
import type { Route as LogoutRoute } from './+types/api.logout';
import type { Route as SignUpRoute } from './+types/sign-up';
import { action as cookieConsentAction } from './api.cookie-consent.ts';
import { loader as languageLoader } from './api.language.ts';
import { action as logoutAction } from './api.logout.ts';
import { loader as forgotPasswordLoader } from './forgot-password.tsx';
import { action as loginAction, loader as loginLoader } from './login.tsx';
import { action as signUpAction, loader as signUpLoader } from './sign-up.tsx';

const engine = registerStubbedEngine();

const SITE = 'http://localhost:3200';
const LOGIN = {
  cod: 1,
  msg: '',
  datos: { token: 'ut2', expiracion: '2099-01-01T00:00:00.000Z', idUsuario: 9 },
};

/** Where a browser goes on this answer: a path of this site, never read as another host. */
function expectOnSite(response: Response, next: string): string {
  expect(response.status, next).toBeGreaterThanOrEqual(300);
  expect(response.status, next).toBeLessThan(400);
  const location = response.headers.get('location') ?? '';
  expectSitePath(location, next);
  return location;
}

function expectSitePath(path: string, next: string): void {
  expect(path, next).toMatch(/^\/(?![/\\])/);
  expect(new URL(path, SITE).origin, next).toBe(SITE);
}

/** A request to the site, with the anonymous session's cookies and, when logged in, the login's. */
function get(path: string, loggedIn = false): Request {
  return new Request(`${SITE}${path}`, {
    headers: { cookie: loggedIn ? `${SESSION_COOKIES}; ${USER_COOKIES}` : SESSION_COOKIES },
  });
}

function post(path: string, fields: Record<string, string>, loggedIn = false): Request {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: {
      cookie: loggedIn ? `${SESSION_COOKIES}; ${USER_COOKIES}` : SESSION_COOKIES,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(fields),
  });
}

const query = (fields: Record<string, string>) => `?${new URLSearchParams(fields).toString()}`;

const SIGN_UP = {
  name: 'Ana',
  surname: 'García',
  email: 'ana@golfers.example',
  password: 'Eagle#2026',
  passwordConfirmation: 'Eagle#2026',
  phone: '600000000',
  country: 'ES',
  terms: 'on',
};

describe.each(OFF_SITE_NEXT)('next=%s stays on the site', (next) => {
  it('login: a logged-in golfer is sent on', async () => {
    const response = await thrownResponse(() =>
      loginLoader({
        request: get(`/es/login${query({ next })}`, true),
        context: routeContext({ locale: 'es', loggedIn: true }),
        params: { lang: 'es' },
      } as unknown as LoginRoute.LoaderArgs),
    );
    expectOnSite(response, next);
  });

  it('login: after logging in, and after an expired session (keepPage)', async () => {
    for (const keepPage of [false, true]) {
      engine.answers = { 'Usuarios/LogarUsuario': LOGIN };
      const path = `/es/login${query(keepPage ? { keepPage: 'true', next } : { next })}`;
      const response = await thrownResponse(() =>
        loginAction({
          request: post(path, { email: 'ana@golfers.example', password: 'Eagle#2026' }),
          context: routeContext({ locale: 'es' }),
          params: { lang: 'es' },
        } as unknown as LoginRoute.ActionArgs),
      );
      expect(response.headers.get('set-cookie'), next).toContain('userToken=ut2');
      expectOnSite(response, next);
    }
  });

  it('login and forgot-password: the way back their links keep is on the site', async () => {
    const login = await loginLoader({
      request: get(`/es/login${query({ keepPage: 'true', next })}`),
      context: routeContext({ locale: 'es' }),
      params: { lang: 'es' },
    } as unknown as LoginRoute.LoaderArgs);
    expect(login).toMatchObject({ keepPage: true });
    expectSitePath((login as { next: string }).next, next);
    const forgot = await forgotPasswordLoader({
      request: get(`/es/forgot-password${query({ next })}`),
      context: routeContext({ locale: 'es' }),
      params: { lang: 'es' },
    } as unknown as ForgotPasswordRoute.LoaderArgs);
    expectSitePath(forgot.next ?? '', next);
  });

  it('sign-up: a logged-in golfer is sent on, and so is a new account', async () => {
    const loggedIn = await thrownResponse(() =>
      signUpLoader({
        request: get(`/es/sign-up${query({ next })}`, true),
        context: routeContext({ locale: 'es', loggedIn: true }),
        params: { lang: 'es' },
      } as unknown as SignUpRoute.LoaderArgs),
    );
    expectOnSite(loggedIn, next);
    engine.answers = {
      'Comun/Paises/ObtenerPaises': {
        cod: 1,
        msg: '',
        datos: { listaPaises: [{ codigo: 'ES', nombre: 'España' }] },
      },
      'Usuarios/CrearUsuario': { cod: 1, msg: '', datos: { idUsuario: 9 } },
      'Usuarios/LogarUsuario': LOGIN,
    };
    const created = await thrownResponse(() =>
      signUpAction({
        request: post(`/es/sign-up${query({ next })}`, SIGN_UP),
        context: routeContext({ locale: 'es' }),
        params: { lang: 'es' },
      } as unknown as SignUpRoute.ActionArgs),
    );
    expect(engine.callsTo('Usuarios/CrearUsuario'), next).toHaveLength(1);
    expectOnSite(created, next);
  });

  it('/api/language', async () => {
    const response = await languageLoader({
      request: get(`/api/language${query({ to: 'fr', next })}`),
      context: routeContext(),
      params: {},
    } as unknown as LanguageRoute.LoaderArgs);
    expect(expectOnSite(response, next), next).toBe('/fr');
  });

  it('the cookie banner’s Accept without JavaScript', async () => {
    const response = await cookieConsentAction({
      request: post('/api/cookie-consent', { next }),
      context: routeContext(),
      params: {},
    } as unknown as CookieConsentRoute.ActionArgs);
    expect(expectOnSite(response, next), next).toBe('/');
  });

  it('log out, whatever its address says', async () => {
    engine.answers = { 'Usuarios/CerrarSesionUsuario': { cod: 1, msg: '' } };
    const response = await logoutAction({
      request: post(`/api/logout${query({ locale: next, next })}`, {}, true),
      context: routeContext(),
      params: {},
    } as unknown as LogoutRoute.ActionArgs);
    expect(expectOnSite(response, next), next).toBe('/en');
  });

  it('a renewed session goes back to its own path only if that path is the site’s', () => {
    // The request's path is the client's to choose: `//evil.example/` reaches the not-found page.
    const path = next.startsWith('/') ? next : `/${next}`;
    expectOnSite(renewSession(get(path), true), next);
  });
});

describe('the same consumers still follow a path on the site', () => {
  const next = '/es/club/la-cala?fecha=2026-12-01';

  it('login, sign-up, /api/language and a renewed session go there', async () => {
    engine.answers = { 'Usuarios/LogarUsuario': LOGIN };
    const login = await thrownResponse(() =>
      loginAction({
        request: post(`/es/login${query({ next })}`, {
          email: 'ana@golfers.example',
          password: 'Eagle#2026',
        }),
        context: routeContext({ locale: 'es' }),
        params: { lang: 'es' },
      } as unknown as LoginRoute.ActionArgs),
    );
    expect(login.headers.get('location')).toBe(next);
    const signUp = await thrownResponse(() =>
      signUpLoader({
        request: get(`/es/sign-up${query({ next })}`, true),
        context: routeContext({ locale: 'es', loggedIn: true }),
        params: { lang: 'es' },
      } as unknown as SignUpRoute.LoaderArgs),
    );
    expect(signUp.headers.get('location')).toBe(next);
    const language = await languageLoader({
      request: get(`/api/language${query({ to: 'es', next })}`),
      context: routeContext(),
      params: {},
    } as unknown as LanguageRoute.LoaderArgs);
    expect(language.headers.get('location')).toBe(next);
    expect(renewSession(get(next), true).headers.get('location')).toBe(next);
  });
});
