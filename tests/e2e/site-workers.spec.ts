/**
 * The compiled site (`site/build/server.js`, what `pnpm start:prod` runs) with two workers on one
 * port, in front of the suite's engine: its health answers, a worker stopped under load answers
 * every request it accepted, and one killed is replaced.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { GOLFER_AGENTS } from './browsers.ts';
// Playwright's own test: no page is opened here, so the console fixtures have nothing to watch.
import { expect, test } from '@playwright/test';
import { E2E_ENGINE_PORT } from './ports.ts';
import { answeringPids, exited, freePort, until, workerPids } from '../../engine/test/process.ts';

const siteDir = fileURLToPath(new URL('../../site', import.meta.url));

test.describe.configure({ mode: 'serial' });

test.describe('two site workers on one port', () => {
  let child: ChildProcess | null = null;
  let url = '';
  let primary = 0;

  // Home, rendered on the server from the engine's answers. A new connection a request: one
  // written onto a kept-alive connection at the moment its server closes it was never accepted
  // (the keep-alive race, which proxies retry), and this counts the accepted ones.
  const home = () =>
    fetch(`${url}/en`, {
      headers: { connection: 'close', 'user-agent': GOLFER_AGENTS.desktop },
      // A request lost with its process would otherwise wait for ever; this counts it as failed.
      signal: AbortSignal.timeout(10_000),
    });

  test.beforeAll(async () => {
    test.skip(test.info().project.name !== 'desktop', 'no browser involved: once is enough');
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['build/server.js'], {
      cwd: siteDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SITE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        ENGINE_URL: `http://127.0.0.1:${E2E_ENGINE_PORT}`,
        SITE_WORKERS: '2',
        SHUTDOWN_SECONDS: '10',
        REDIS_URL: '',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    primary = child.pid ?? 0;
    await until('two workers answering', async () => {
      try {
        return (await answeringPids(url)).size === 2 ? true : null;
      } catch {
        return null; // not listening yet
      }
    });
  });

  test.afterAll(async () => {
    if (child && child.exitCode === null) {
      const done = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGTERM');
      await done;
    }
  });

  test('answers /healthz alone and /readyz with the engine', async () => {
    const workers = workerPids(primary);
    expect(workers).toHaveLength(2);
    expect([...(await answeringPids(url))].sort()).toEqual([...workers].sort());
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', engine: 'ok' });
  });

  test('SIGTERM to one worker under load: every accepted request answered, the worker replaced', async () => {
    test.setTimeout(60_000);
    const [victim] = workerPids(primary);
    if (victim === undefined) throw new Error('no worker');
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let running = true;
    const client = async () => {
      while (running) {
        try {
          const response = await home();
          await response.arrayBuffer();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        } catch (error) {
          failures.push(String((error as { cause?: unknown }).cause ?? error));
        }
      }
    };
    const clients = Array.from({ length: 6 }, client);
    // Under way: every client has had answers (the first renders of a cold process are slow).
    await until('the load to be under way', () => ((statuses.get(200) ?? 0) >= 24 ? true : null));
    const before = statuses.get(200) ?? 0;
    process.kill(victim, 'SIGTERM');
    await until('the stopped worker to exit', () => (exited(victim) ? true : null));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    running = false;
    await Promise.all(clients);

    expect(failures).toEqual([]);
    expect([...statuses.keys()]).toEqual([200]);
    expect(before).toBeGreaterThan(0);
    expect(statuses.get(200)).toBeGreaterThan(before);
    const replaced = await until('a replacement worker answering', async () => {
      const pids = await answeringPids(url);
      return pids.size === 2 && !pids.has(victim) ? pids : null;
    });
    expect([...replaced].sort()).toEqual(workerPids(primary).sort());
  });

  test('kill -9 of one worker: the port keeps answering and the worker count comes back', async () => {
    const [victim] = workerPids(primary);
    if (victim === undefined) throw new Error('no worker');
    process.kill(victim, 'SIGKILL');
    await until('the killed worker to exit', () => (exited(victim) ? true : null));
    const answers: number[] = [];
    for (let i = 0; i < 10; i += 1) answers.push((await home()).status);
    expect(answers).toEqual(Array.from({ length: 10 }, () => 200));
    const pids = await until('the worker count to come back', async () => {
      const now = await answeringPids(url);
      return now.size === 2 && !now.has(victim) ? now : null;
    });
    expect([...pids].sort()).toEqual(workerPids(primary).sort());
  });

  test('SIGTERM to the primary stops the workers and it exits 0', async () => {
    const workers = workerPids(primary);
    const code = new Promise<number | null>((resolve) => child?.once('exit', resolve));
    child?.kill('SIGTERM');
    expect(await code).toBe(0);
    for (const pid of workers) expect(exited(pid)).toBe(true);
  });
});
