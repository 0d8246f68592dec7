/**
 * Rate limits across processes (issue 28): three engine processes on one PostgreSQL database
 * share the login and booking look-up counts (throttle.ts, rate-limiter-flexible's PostgreSQL
 * store), so failures spread over them trip the limit at the same count as on one process. The
 * database server is this test's own; the processes listen on ports of their own.
 */
import type { ChildProcess } from 'node:child_process';
import { CLIENT_ADDRESS_HEADER, SITE_KEY_HEADER } from '@fairway/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOGIN_FAILURES_PER_ACCOUNT_ADDRESS,
  LOOKUP_FAILURES_PER_ADDRESS,
  LOOKUP_FAILURES_PER_REFERENCE,
} from '../src/services/throttle-rules.ts';
import { signUpBody } from './golfers.ts';
import { ownPostgres } from './own-postgres.ts';
import { spawnEngine, waitHealthy } from './process.ts';

const PG_PORT = Number(process.env.TEST_THROTTLE_PG_PORT ?? 5442);
const FIRST_ENGINE_PORT = Number(process.env.TEST_THROTTLE_ENGINE_PORT ?? 4942);
const SITE_KEY = 'site-key-for-these-tests';
const EMAIL = 'ana@example.com';

interface Answer {
  cod: number;
  msg: string;
  datos?: unknown;
}

describe('rate limits over three engine processes on one database', () => {
  const postgres = ownPostgres(PG_PORT);
  const engines: ChildProcess[] = [];
  const urls = [0, 1, 2].map((n) => `http://127.0.0.1:${FIRST_ENGINE_PORT + n}`);
  let session: Record<string, unknown> = {};

  async function call(url: string, path: string, body: object, address: string): Promise<Answer> {
    const response = await fetch(`${url}/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [CLIENT_ADDRESS_HEADER]: address,
        [SITE_KEY_HEADER]: SITE_KEY,
      },
      body: JSON.stringify({ ...session, ...body }),
    });
    return (await response.json()) as Answer;
  }

  /**
   * The attempt (1, 2, …) that the limit first refuses, each sent to the next of `targets` in
   * turn; every attempt before it must have been answered as a plain failure (cod 2).
   */
  async function firstRefusal(
    targets: string[],
    attempt: (url: string, n: number) => Promise<Answer>,
  ) {
    for (let n = 1; n <= 40; n += 1) {
      const answer = await attempt(targets[(n - 1) % targets.length]!, n);
      if (answer.cod === 3) return { n, msg: answer.msg };
      expect(answer.cod, answer.msg).toBe(2);
    }
    return null;
  }

  beforeAll(async () => {
    postgres.start();
    const start = (n: number) =>
      spawnEngine({
        DATABASE_URL: postgres.url,
        ENGINE_PORT: String(FIRST_ENGINE_PORT + n),
        ENGINE_SITE_KEY: SITE_KEY,
        SCRYPT_LOG_N: '10',
      });
    // The first migrates and seeds the database; the other two find it ready.
    engines.push(start(0));
    await waitHealthy(urls[0]!);
    engines.push(start(1), start(2));
    await Promise.all(urls.map((url) => waitHealthy(url)));
    const login = await fetch(`${urls[0]}/Acceso/IniciarSesionFront`, {
      method: 'POST',
      body: new URLSearchParams({
        username: 'fairway-web',
        password: 'fairway-web-local',
        segundosExpiracion: '3600',
        culture: 'en-GB',
        idVendedorSim: '',
      }),
    });
    const datos = ((await login.json()) as { datos: Record<string, unknown> }).datos;
    session = {
      token: datos.token,
      culture: 'en-GB',
      idVendedor: datos.idVendedor,
      idInicioSesion: datos.idInicioSesion,
    };
    expect(
      (await call(urls[0]!, 'Usuarios/CrearUsuario', signUpBody(EMAIL), '192.0.2.1')).cod,
    ).toBe(1);
  });

  afterAll(() => {
    for (const engine of engines) engine.kill('SIGKILL');
    postgres.remove();
  });

  const wrongPassword = (address: string) => (url: string, n: number) =>
    call(url, 'Usuarios/LogarUsuario', { email: EMAIL, password: `Wrong-pass${n}` }, address);

  it('failed logins of one account from one address: the same count on one process and on three', async () => {
    const one = await firstRefusal([urls[0]!], wrongPassword('198.51.100.1'));
    const three = await firstRefusal(urls, wrongPassword('198.51.100.2'));
    expect(one).toEqual({
      n: LOGIN_FAILURES_PER_ACCOUNT_ADDRESS + 1,
      msg: 'Too many login attempts. Please try again in 1 second',
    });
    expect(three).toEqual(one);
  });

  it('failed look-ups by reference, per address and per reference: the same counts on one process and on three', async () => {
    // Per address: a new unknown reference each time, so only the address's count is at work.
    const byAddress = (address: string) => (url: string, n: number) =>
      call(url, 'Reserva/ObtenerVoucher', { localizador: `ZZZZ${1000 + n}` }, address);
    const oneAddress = await firstRefusal([urls[0]!], byAddress('203.0.113.1'));
    const threeAddress = await firstRefusal(urls, byAddress('203.0.113.2'));
    expect(oneAddress).toEqual({
      n: LOOKUP_FAILURES_PER_ADDRESS + 1,
      msg: 'Too many attempts to find a booking. Please try again in 1 second',
    });
    expect(threeAddress).toEqual(oneAddress);

    // Per reference: each guess from an address of its own, as a spread-out attacker sends them.
    const byReference = (reference: string, net: number) => (url: string, n: number) =>
      call(
        url,
        'Reserva/ObtenerVoucher',
        { localizador: reference, email: `guess${n}@example.com` },
        `10.${net}.0.${n}`,
      );
    const oneReference = await firstRefusal([urls[0]!], byReference('YYYY2001', 1));
    const threeReference = await firstRefusal(urls, byReference('YYYY2002', 2));
    expect(oneReference?.n).toBe(LOOKUP_FAILURES_PER_REFERENCE + 1);
    expect(threeReference).toEqual(oneReference);
  });
});
