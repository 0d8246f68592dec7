/**
 * Redis lost while the site serves (issue 28, degradation): pages keep answering from the
 * process's own cache, one warning says so, and Redis is used again once it is back. The Redis is
 * a server of this test's own, on a port of its own, so stopping it troubles nobody else.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type * as StoreModule from './key-value-store.server.ts';

const REDIS_PORT = Number(process.env.TEST_OUTAGE_REDIS_PORT ?? 6391);
const REDIS_URL = `redis://127.0.0.1:${REDIS_PORT}`;

function startRedis(): ChildProcess {
  return spawn(
    'redis-server',
    ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', ''],
    {
      stdio: 'ignore',
    },
  );
}

async function stopRedis(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

async function redisAnswers(): Promise<void> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
  probe.on('error', () => undefined);
  try {
    await vi.waitFor(
      async () => {
        if (probe.status !== 'ready') await probe.connect().catch(() => undefined);
        expect(await probe.ping()).toBe('PONG');
      },
      { timeout: 10_000, interval: 100 },
    );
  } finally {
    probe.disconnect();
  }
}

describe('the site with its Redis stopped and started again', () => {
  let redis: ChildProcess;
  let site: Server;
  let base = '';
  let engineCalls = 0;
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  let store: typeof StoreModule;

  beforeAll(async () => {
    redis = startRedis();
    await redisAnswers();
    // The site's own store and cache settings, read from the environment as in production.
    vi.stubEnv('REDIS_URL', REDIS_URL);
    const context = await import('../request/request-context.server.ts');
    const { cachedValue } = await import('./cached.server.ts');
    store = await import('./key-value-store.server.ts');
    const names = z.object({ clubs: z.array(z.string()) });
    // A page's shared answer: one engine call when no cache has it, then served from the cache.
    site = createServer((req, res) => {
      const key = `outage-test:${req.url ?? ''}`;
      cachedValue(context.cacheDeps('catalog'), key, names, async () => {
        engineCalls += 1;
        return { clubs: ['Valderrama', 'Quinta do Lago'] };
      }).then(
        (value) => {
          res.writeHead(value ? 200 : 502, { 'content-type': 'application/json' });
          res.end(JSON.stringify(value));
        },
        () => {
          res.writeHead(500);
          res.end();
        },
      );
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    await vi.waitFor(() => expect(store.redisReachable()).toBe(true), { timeout: 10_000 });
  });

  afterAll(async () => {
    await new Promise((resolve) => site.close(resolve));
    await store.closeKeyValueStore();
    await stopRedis(redis);
    vi.unstubAllEnvs();
    warn.mockRestore();
  });

  const redisLines = () =>
    warn.mock.calls
      .map(([line]) => JSON.parse(String(line)) as { level: string; msg: string })
      .filter((line) => line.msg.includes('Redis'));

  it('keeps answering 200 from its own cache, with one warning, and uses Redis again when it is back', async () => {
    expect((await fetch(`${base}/home`)).status).toBe(200);
    const raw = new Redis(REDIS_URL, { maxRetriesPerRequest: 0 });
    raw.on('error', () => undefined);
    expect(await raw.exists('fairway:outage-test:/home')).toBe(1);
    raw.disconnect();
    expect(redisLines()).toEqual([]);

    await stopRedis(redis);
    await vi.waitFor(() => expect(store.redisReachable()).toBe(false), { timeout: 5_000 });
    const callsBefore = engineCalls;
    for (let i = 0; i < 20; i += 1) {
      const answer = await fetch(`${base}/${i % 2 ? 'home' : 'club'}`);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ clubs: ['Valderrama', 'Quinta do Lago'] });
    }
    // Its own cache serves the repeats: one engine call per page, not one per request.
    expect(engineCalls - callsBefore).toBe(2);
    expect(redisLines()).toEqual([
      { level: 'warn', msg: expect.stringContaining('Redis unreachable'), err: expect.any(String) },
    ]);

    redis = startRedis();
    await redisAnswers();
    await vi.waitFor(() => expect(store.redisReachable()).toBe(true), { timeout: 15_000 });
    expect((await fetch(`${base}/after`)).status).toBe(200);
    const back = new Redis(REDIS_URL, { maxRetriesPerRequest: 0 });
    back.on('error', () => undefined);
    expect(await back.exists('fairway:outage-test:/after')).toBe(1);
    back.disconnect();
    expect(redisLines().map((line) => line.level)).toEqual(['warn', 'info']);
  });
});
