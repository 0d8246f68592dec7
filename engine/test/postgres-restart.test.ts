/**
 * PostgreSQL restarted under a running engine (issue 28, degradation): while the server is down
 * the engine answers a clear failure and stays up; once it is back the pool opens new connections
 * and the engine answers again, with no restart of its own. The server is this test's own.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownPostgres } from './own-postgres.ts';
import { spawnEngine, waitHealthy } from './process.ts';

const PG_PORT = Number(process.env.TEST_RESTART_PG_PORT ?? 5441);
const ENGINE_PORT = Number(process.env.TEST_RESTART_ENGINE_PORT ?? 4941);
const url = `http://127.0.0.1:${ENGINE_PORT}`;

const login = () =>
  fetch(`${url}/Acceso/IniciarSesionFront`, {
    method: 'POST',
    body: new URLSearchParams({
      username: 'fairway-web',
      password: 'fairway-web-local',
      segundosExpiracion: '3600',
      culture: 'en-GB',
      idVendedorSim: '',
    }),
  });

describe('the engine across a PostgreSQL restart', () => {
  const postgres = ownPostgres(PG_PORT);
  let engine: ChildProcess;

  beforeAll(async () => {
    postgres.start();
    engine = spawnEngine({
      DATABASE_URL: postgres.url,
      ENGINE_PORT: String(ENGINE_PORT),
      SCRYPT_LOG_N: '10',
    });
    await waitHealthy(url);
  });

  afterAll(() => {
    engine.kill('SIGKILL');
    postgres.remove();
  });

  it('fails clearly while the server is down and answers again once it is back, in the same process', async () => {
    const first = await login();
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ cod: 1 });

    postgres.stop();
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'error', database: 'postgres' });
    // Alive all the same: a liveness probe must not restart a process that is waiting for its database.
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    const down = await login();
    expect(down.status).toBe(500);
    expect(await down.json()).toMatchObject({ cod: 4 });
    expect(engine.exitCode).toBeNull();

    postgres.start();
    await waitHealthy(url, 100);
    const again = await login();
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ cod: 1 });
    expect(engine.exitCode).toBeNull();
    expect(engine.signalCode).toBeNull();
  });
});
