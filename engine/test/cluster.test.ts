import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshServerDatabase, SERVER_URL } from './harness.ts';
import {
  answeringPids,
  answeringWorkers,
  exited,
  freePort,
  spawnEngine,
  until,
  waitHealthy,
  workerPids,
} from './process.ts';

/** The worker that runs the timed jobs, once exactly one of two answering does. */
async function timedJobsWorker(url: string): Promise<number | null> {
  const workers = await answeringWorkers(url);
  const running = [...workers].filter(([, timed]) => timed).map(([pid]) => pid);
  return workers.size === 2 && running.length === 1 ? (running[0] ?? null) : null;
}

describe.skipIf(!SERVER_URL)('two engine workers on PostgreSQL (node:cluster)', () => {
  let child: ChildProcess | null = null;
  let drop: (() => Promise<void>) | null = null;
  let url = '';
  let primary = 0;
  let credentials: Record<string, unknown> = {};

  // A suggestion call: it reads the catalog through the pool, so a worker that stopped too early
  // (its pool closed under a request) would answer 500, and one that cut a request would reset it.
  const suggest = () =>
    fetch(`${url}/Portal/Busqueda/ListarSugerencias`, {
      method: 'POST',
      // A new connection a request: a request written onto a kept-alive connection at the moment
      // its server closes it was never accepted (the keep-alive race, which proxies retry), and
      // this test counts the accepted ones.
      headers: { 'content-type': 'application/json', connection: 'close' },
      body: JSON.stringify({ ...credentials, keyword: 'sevila' }),
      // A request lost with its process would otherwise wait for ever; this counts it as failed.
      signal: AbortSignal.timeout(5000),
    });

  beforeAll(async () => {
    const database = await freshServerDatabase();
    drop = database.drop;
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    child = spawnEngine({
      DATABASE_URL: database.url,
      ENGINE_PORT: String(port),
      ENGINE_WORKERS: '2',
      ENGINE_SHUTDOWN_SECONDS: '10',
      SCRYPT_LOG_N: '10',
    });
    primary = child.pid ?? 0;
    await waitHealthy(url);
    await until('two workers answering', async () =>
      (await answeringPids(url)).size === 2 ? true : null,
    );
    const form = new URLSearchParams({
      username: 'fairway-web',
      password: 'fairway-web-local',
      segundosExpiracion: '3600',
      culture: 'en-GB',
      idVendedorSim: '',
    });
    const login = (await (
      await fetch(`${url}/Acceso/IniciarSesionFront`, { method: 'POST', body: form })
    ).json()) as { datos: { token: string; idVendedor: number; idInicioSesion: number } };
    const { token, idVendedor, idInicioSesion } = login.datos;
    credentials = { token, idVendedor, idInicioSesion, culture: 'en-GB' };
  }, 120_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const done = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGTERM');
      await done;
    }
    await drop?.();
  }, 30_000);

  it('answers /healthz without a dependency and /readyz with the database', async () => {
    const workers = workerPids(primary);
    expect(workers).toHaveLength(2);
    expect([...(await answeringPids(url))].sort()).toEqual([...workers].sort());
    expect(await (await fetch(`${url}/readyz`)).json()).toEqual({
      status: 'ok',
      database: 'postgres',
    });
  });

  it('SIGTERM to one worker under load: every accepted request answered, the worker replaced', async () => {
    const [victim] = workerPids(primary);
    if (victim === undefined) throw new Error('no worker');
    // By HTTP status and the call's code: only 200 with cod 1 is a suggestion answered.
    const statuses = new Map<string, number>();
    const failures: string[] = [];
    let running = true;
    const client = async () => {
      while (running) {
        try {
          const response = await suggest();
          const body = (await response.json()) as { cod?: number };
          const key = `${response.status} cod ${body.cod}`;
          statuses.set(key, (statuses.get(key) ?? 0) + 1);
        } catch (error) {
          failures.push(String((error as { cause?: unknown }).cause ?? error));
        }
      }
    };
    const clients = Array.from({ length: 12 }, client);
    // Under way: answers coming back (the first ones of a cold process are slow).
    await until('the load to be under way', () =>
      (statuses.get('200 cod 1') ?? 0) >= 24 ? true : null,
    );
    const before = statuses.get('200 cod 1') ?? 0;
    process.kill(victim, 'SIGTERM');
    await until('the stopped worker to exit', () => (exited(victim) ? true : null));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    running = false;
    await Promise.all(clients);

    expect(failures).toEqual([]);
    expect([...statuses.keys()]).toEqual(['200 cod 1']);
    // Load ran on both sides of the stop.
    expect(before).toBeGreaterThan(0);
    expect(statuses.get('200 cod 1')).toBeGreaterThan(before);
    const replaced = await until('a replacement worker answering', async () => {
      const pids = await answeringPids(url);
      return pids.size === 2 && !pids.has(victim) ? pids : null;
    });
    expect([...replaced].sort()).toEqual(workerPids(primary).sort());
  }, 60_000);

  it('runs the timed jobs in one worker only: two outbox drains would send each mail twice', async () => {
    const workers = await answeringWorkers(url);
    expect(workers.size).toBe(2);
    expect([...workers.values()].filter(Boolean)).toHaveLength(1);
  });

  it('kill -9 of one worker: the port keeps answering and the worker count comes back', async () => {
    // The one with the timed jobs: its replacement takes them over.
    const victim = await until('one worker with the timed jobs', () => timedJobsWorker(url));
    process.kill(victim, 'SIGKILL');
    await until('the killed worker to exit', () => (exited(victim) ? true : null));
    const answers: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const response = await suggest();
      answers.push(`${response.status} cod ${((await response.json()) as { cod?: number }).cod}`);
    }
    expect(answers).toEqual(Array.from({ length: 20 }, () => '200 cod 1'));
    const pids = await until('the worker count to come back', async () => {
      const now = await answeringPids(url);
      return now.size === 2 && !now.has(victim) ? now : null;
    });
    expect([...pids].sort()).toEqual(workerPids(primary).sort());
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    const heir = await until('the timed jobs taken over', () => timedJobsWorker(url));
    expect(heir).not.toBe(victim);
  }, 60_000);

  it('SIGTERM to the primary stops the workers and the primary exits 0', async () => {
    const workers = workerPids(primary);
    const code = new Promise<number | null>((resolve) => child?.once('exit', resolve));
    child?.kill('SIGTERM');
    expect(await code).toBe(0);
    for (const pid of workers) expect(exited(pid)).toBe(true);
  }, 30_000);
});
