/**
 * The shop as production starts it: `node dist/start-prod.js` (what `pnpm start:prod` runs, after
 * `pnpm build`), its engine and site each a cluster of workers, over a PostgreSQL database and a
 * Redis the caller made for it, on 127.0.0.1. NODE_ENV is production, so both start guards apply:
 * the secrets are the run's own, sandbox payments are allowed by name (README, "Run it in
 * production"). Used by the launcher's test (start-prod.spec.ts) and the load benchmark.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const LAUNCHER = 'dist/start-prod.js';

export interface ProdShopOptions {
  sitePort: number;
  enginePort: number;
  databaseUrl: string;
  /**
   * A Redis database number of the caller's own on the server at 127.0.0.1:6379, emptied before
   * the shop starts and after it stopped: a cache left by an earlier run's database would answer
   * for this one's.
   */
  redisDb: number;
  engineWorkers: number;
  siteWorkers: number;
  /** More environment for both sides (limits, pool size); wins over the defaults here. */
  env?: Record<string, string>;
}

export interface ProdShop {
  site: string;
  engine: string;
  launcher: ChildProcess;
  /** SIGTERM to the launcher, as a process manager sends it; answers its exit code. */
  stop(): Promise<number | null>;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false; // not listening yet
  }
}

/** Starts the launcher and waits until both sides answer /readyz, or fails when it exits first. */
export async function startProdShop(options: ProdShopOptions): Promise<ProdShop> {
  if (!existsSync(`${root}/${LAUNCHER}`))
    throw new Error(`${LAUNCHER} is missing: run pnpm build first`);
  const site = `http://127.0.0.1:${options.sitePort}`;
  const engine = `http://127.0.0.1:${options.enginePort}`;
  const secret = () => randomBytes(18).toString('base64url');
  emptyRedisDb(options.redisDb);
  const launcher = spawn(process.execPath, [LAUNCHER], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // The caller's tsx loader or profiler flags are not production's.
      NODE_OPTIONS: '',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(options.sitePort),
      ENGINE_HOST: '127.0.0.1',
      ENGINE_PORT: String(options.enginePort),
      ENGINE_WORKERS: String(options.engineWorkers),
      SITE_WORKERS: String(options.siteWorkers),
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: `redis://127.0.0.1:6379/${options.redisDb}`,
      ENGINE_PUBLIC_URL: engine,
      ENGINE_SITE_ORIGINS: site,
      SITE_PUBLIC_URL: site,
      // Both sides read the same secrets: the site calls the engine with them.
      ENGINE_VENDOR_PASSWORD: secret(),
      ENGINE_SITE_KEY: secret(),
      ENGINE_BACKOFFICE_KEY: secret(),
      PAYMENT_WEBHOOK_SECRET: secret(),
      BLOG_API_KEY: secret(),
      ENGINE_ALLOW_SANDBOX_PAYMENTS: 'true',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exitCode: number | null | undefined;
  const exit = new Promise<number | null>((resolve) =>
    launcher.once('exit', (code) => {
      exitCode = code;
      // Best effort: the run is over, and a listener that threw would stop the caller.
      spawnSync('redis-cli', ['-n', String(options.redisDb), 'flushdb']);
      resolve(code);
    }),
  );
  for (let i = 0; ; i += 1) {
    if (exitCode !== undefined) throw new Error(`${LAUNCHER} exited (${exitCode}) before ready`);
    if ((await answers(`${engine}/readyz`)) && (await answers(`${site}/readyz`))) break;
    if (i > 900) {
      launcher.kill('SIGTERM');
      throw new Error(`${LAUNCHER} was not ready after 180 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    site,
    engine,
    launcher,
    async stop() {
      if (exitCode === undefined) launcher.kill('SIGTERM');
      return exit;
    },
  };
}

function emptyRedisDb(db: number): void {
  const result = spawnSync('redis-cli', ['-n', String(db), 'flushdb'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`redis-cli -n ${db} flushdb: ${result.stderr}`);
}
