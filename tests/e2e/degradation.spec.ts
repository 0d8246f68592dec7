/**
 * Degradation (issue 28), through the site as production runs it (`site/server.ts` on the build):
 * with its Redis stopped the shop keeps serving from each process's own cache with one warning,
 * and uses Redis again when it is back; with an engine that answers too late a page gives up
 * after ENGINE_TIMEOUT_MS and shows the error page. The Redis, the slow engine and the site
 * processes are this spec's own, on ports of their own; the Redis site talks to the main shop's
 * engine.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { expect, only, test } from './fixtures.ts';
import {
  E2E_DEGRADE_REDIS_PORT,
  E2E_DEGRADE_REDIS_SITE_PORT,
  E2E_DEGRADE_SLOW_ENGINE_PORT,
  E2E_DEGRADE_SLOW_SITE_PORT,
  E2E_ENGINE_PORT,
} from './ports.ts';

const siteDir = fileURLToPath(new URL('../../site', import.meta.url));
const ENGINE_LIMIT_MS = 500;
/** The stand-in's delay: every answer it would give comes far too late. */
const SLOW_MS = 10_000;

interface SiteProcess {
  child: ChildProcess;
  /** Every JSON line the site wrote to stderr so far (its warnings). */
  lines: () => { level?: string; msg?: string }[];
}

/** The site's production server on the build, one process (SITE_WORKERS=1: one cache, one warning). */
async function startSite(port: number, env: Record<string, string>): Promise<SiteProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    cwd: siteDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      SITE_ENV: 'development',
      SITE_WORKERS: '1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`http://127.0.0.1:${port}/healthz`)).status > 0;
        } catch {
          return false;
        }
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return {
    child,
    lines: () =>
      stderr.split('\n').flatMap((line) => {
        try {
          return [JSON.parse(line) as { level?: string; msg?: string }];
        } catch {
          // Not a log line, or one still being written.
          return [];
        }
      }),
  };
}

async function stop(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function startRedis(): ChildProcess {
  return spawn(
    'redis-server',
    ['--port', String(E2E_DEGRADE_REDIS_PORT), '--bind', '127.0.0.1', '--save', ''],
    { stdio: 'ignore' },
  );
}

test.describe('Redis stopped under a serving site', () => {
  let redis: ChildProcess | null = null;
  let site: SiteProcess | null = null;
  const home = `http://127.0.0.1:${E2E_DEGRADE_REDIS_SITE_PORT}/en`;
  const redisLines = () => (site?.lines() ?? []).filter((line) => line.msg?.includes('Redis'));

  test.afterAll(async () => {
    await stop(site?.child ?? null);
    await stop(redis);
  });

  test('keeps answering 200 with one warning, and uses Redis again when it is back', async ({
    request,
  }, testInfo) => {
    only(testInfo, 'desktop');
    redis = startRedis();
    site = await startSite(E2E_DEGRADE_REDIS_SITE_PORT, {
      ENGINE_URL: `http://127.0.0.1:${E2E_ENGINE_PORT}`,
      REDIS_URL: `redis://127.0.0.1:${E2E_DEGRADE_REDIS_PORT}`,
    });
    // The site reaches Redis soon after it starts; until then it uses its own cache, silently.
    await expect.poll(async () => (await request.get(home)).status()).toBe(200);
    expect(redisLines()).toEqual([]);

    await stop(redis);
    for (let n = 0; n < 10; n += 1) expect((await request.get(home)).status()).toBe(200);
    expect(redisLines()).toEqual([
      expect.objectContaining({ level: 'warn', msg: expect.stringContaining('Redis unreachable') }),
    ]);

    redis = startRedis();
    await expect
      .poll(() => redisLines().map((line) => line.level), { timeout: 20_000 })
      .toEqual(['warn', 'info']);
    expect((await request.get(home)).status()).toBe(200);
  });
});

test.describe('an engine that answers too late', () => {
  let engine: Server | null = null;
  let site: SiteProcess | null = null;

  test.afterAll(async () => {
    await stop(site?.child ?? null);
    engine?.closeAllConnections();
    await new Promise((resolve) => (engine ? engine.close(resolve) : resolve(null)));
  });

  test('a page gives up after ENGINE_TIMEOUT_MS and shows the error page', async ({
    page,
    allowedConsole,
  }, testInfo) => {
    only(testInfo, 'desktop');
    allowedConsole.push(/the server responded with a status of 503/);
    engine = createServer((req, res) => {
      req.resume();
      const timer = setTimeout(() => res.end(JSON.stringify({ cod: 4, msg: 'late' })), SLOW_MS);
      res.on('close', () => clearTimeout(timer));
    });
    await new Promise<void>((resolve) =>
      engine?.listen(E2E_DEGRADE_SLOW_ENGINE_PORT, '127.0.0.1', resolve),
    );
    site = await startSite(E2E_DEGRADE_SLOW_SITE_PORT, {
      ENGINE_URL: `http://127.0.0.1:${E2E_DEGRADE_SLOW_ENGINE_PORT}`,
      ENGINE_TIMEOUT_MS: String(ENGINE_LIMIT_MS),
    });
    const answer = await page.goto(`http://127.0.0.1:${E2E_DEGRADE_SLOW_SITE_PORT}/en`);
    expect(answer?.status()).toBe(503);
    await expect(page.getByRole('heading', { name: 'An error occurred' })).toBeVisible();
    expect(
      site
        .lines()
        .map((line) => line.msg ?? '')
        .join('\n'),
    ).toContain(`did not answer within ${ENGINE_LIMIT_MS} ms`);
  });
});
