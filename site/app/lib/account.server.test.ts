import { describe, expect, it, vi } from 'vitest';
import type { AnswerOf, CallSpec } from '@fairway/contract';
import { logIn, loginRefused, resetPassword, signUp } from './account.server.ts';
import type { EngineResult } from './engine.server.ts';
import type { PageCalls } from './page.server.ts';

/** Engine answers by call path, in order; anything not listed fails as unreachable. */
function callsAnswering(answers: Record<string, EngineResult<unknown>[]>) {
  const sent: { path: string; body: unknown }[] = [];
  const calls: PageCalls = {
    notice: { failed: [], relogin: false },
    call: vi.fn(async <C extends CallSpec>(spec: C, body: unknown) => {
      sent.push({ path: spec.path, body });
      const next = answers[spec.path]?.shift();
      return (next ?? { ok: false, cod: 0, msg: 'down', sessionExpired: false }) as EngineResult<
        AnswerOf<C>
      >;
    }) as PageCalls['call'],
  };
  return { calls, sent };
}

const LOGIN = {
  ok: true,
  data: { datos: { token: 'tok', expiracion: '2026-11-24T20:00:00.000Z', idUsuario: 9 } },
} as const;

const values = {
  name: 'Ana',
  surname: 'García',
  email: 'ana@golfers.example',
  password: 'Eagle#2026',
  passwordConfirmation: 'Eagle#2026',
  phone: '600',
  country: 'ES',
  terms: true,
  newsletter: true,
};

describe('account calls', () => {
  it('logs in and answers the user cookies', async () => {
    const { calls } = callsAnswering({ 'Usuarios/LogarUsuario': [LOGIN] });
    const result = await logIn(calls, { email: 'a@b.co', password: 'secret' }, true);
    expect(result.ok && result.cookies.some((c) => c.startsWith('userToken=tok'))).toBe(true);
  });

  it('shows the engine’s refusal as written, and its own message when the engine is down', async () => {
    const refused = callsAnswering({
      'Usuarios/LogarUsuario': [
        {
          ok: false,
          cod: 2,
          msg: 'Login failed: email or password not valid',
          sessionExpired: false,
        },
      ],
    });
    expect(await logIn(refused.calls, { email: 'a@b.co', password: 'x' }, true)).toEqual({
      ok: false,
      failure: { kind: 'refused', text: 'Login failed: email or password not valid' },
    });
    const down = callsAnswering({});
    expect(await logIn(down.calls, { email: 'a@b.co', password: 'x' }, true)).toEqual({
      ok: false,
      failure: { kind: 'unavailable' },
    });
  });

  it('signs up, subscribes when asked, then logs in; a failed subscription keeps the account', async () => {
    const { calls, sent } = callsAnswering({
      'Usuarios/CrearUsuario': [{ ok: true, data: { datos: { idUsuario: 9 } } }],
      'Usuarios/LogarUsuario': [LOGIN],
    });
    const result = await signUp(calls, values, true);
    expect(result.ok).toBe(true);
    expect(sent.map((s) => s.path)).toEqual([
      'Usuarios/CrearUsuario',
      'Boletin/Suscribirse',
      'Usuarios/LogarUsuario',
    ]);
    expect(sent[0]?.body).toMatchObject({ nombre: 'Ana', pais: 'ES', aceptaCondiciones: true });
  });

  it('leaves the newsletter alone when not asked, and stops at a refused sign-up', async () => {
    const { calls, sent } = callsAnswering({
      'Usuarios/CrearUsuario': [
        { ok: false, cod: 3, msg: 'Registration process failed', sessionExpired: false },
      ],
    });
    const result = await signUp(calls, { ...values, newsletter: false }, true);
    expect(result).toEqual({
      ok: false,
      failure: { kind: 'refused', text: 'Registration process failed' },
    });
    expect(sent.map((s) => s.path)).toEqual(['Usuarios/CrearUsuario']);
  });

  it('logs the link’s owner in after a reset, with the e-mail the engine answers', async () => {
    const { calls, sent } = callsAnswering({
      'Usuarios/ModificarPasswordUsuario': [
        { ok: true, data: { datos: { email: 'ana@golfers.example' } } },
      ],
      'Usuarios/LogarUsuario': [LOGIN],
    });
    const result = await resetPassword(calls, 'token-token-token-1', 'Eagle#2026', true);
    expect(result.ok && result.cookies.length).toBe(4);
    expect(sent[1]?.body).toEqual({ email: 'ana@golfers.example', password: 'Eagle#2026' });
  });

  it('calls a login refused only when the engine says it expired, not when it cannot answer', async () => {
    const refused = callsAnswering({
      'Usuarios/ObtenerUsuario': [
        { ok: false, cod: 4, msg: 'Session expired', sessionExpired: true },
      ],
    });
    expect(await loginRefused(refused.calls)).toBe(true);
    expect(await loginRefused(callsAnswering({}).calls)).toBe(false);
  });
});
