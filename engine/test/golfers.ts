/** Golfers' accounts for the engine suites: sign up and log in through the engine's own calls. */
import { expect } from 'vitest';
import type { Credentials, TestEngine } from './harness.ts';

export const GOLFER_PASSWORD = 'Account123';

export interface Golfer {
  id: number;
  email: string;
  /** A vendor session of this golfer's own, with the user credentials added. */
  credentials: Credentials;
}

/** What Ana García's sign-up sends for `email`. */
export function signUpBody(email: string) {
  return {
    nombre: 'Ana',
    apellidos: 'García',
    email,
    password: GOLFER_PASSWORD,
    telefono: '600000000',
    pais: 'ES',
    aceptaCondiciones: true,
  };
}

/** Opens Ana García's account at `email`, from `session` (the engine's default one if not given). */
export async function signUp(t: TestEngine, email: string, session?: Credentials): Promise<void> {
  const answer = await t.call('Usuarios/CrearUsuario', signUpBody(email), session);
  expect(answer.cod, answer.msg).toBe(1);
}

/** Logs the golfer in on a fresh vendor session of their own, in `culture`. */
export async function logIn(t: TestEngine, email: string, culture = 'en-GB'): Promise<Golfer> {
  const session = await t.newSession(culture);
  const login = await t.call(
    'Usuarios/LogarUsuario',
    { email, password: GOLFER_PASSWORD },
    session,
  );
  expect(login.cod, login.msg).toBe(1);
  const user = login.datos as { token: string; idUsuario: number };
  return {
    id: user.idUsuario,
    email,
    credentials: { ...session, idUsuario: user.idUsuario, userToken: user.token },
  };
}
