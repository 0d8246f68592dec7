import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const engineDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * The engine as production runs it: `src/main.ts` in a process of its own, with the development
 * secrets, so it says NODE_ENV=development (unless `env` says otherwise).
 */
export function spawnEngine(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: engineDir,
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export async function waitHealthy(url: string, attempts = 600): Promise<void> {
  for (let n = 0; n < attempts; n += 1) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`engine at ${url} did not become healthy`);
}

/**
 * Helpers for tests that start server processes of their own: the engine's (cluster, durability,
 * the compiled build) and the end-to-end ones of the site's workers and the production launcher.
 */

/** A port free on 127.0.0.1 right now, for a server the test is about to start. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** A process's node children: a cluster primary's workers (tsx's esbuild service is not node). */
export function workerPids(primary: number): number[] {
  let out = '';
  try {
    out = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(primary)], { encoding: 'utf8' });
  } catch {
    return []; // ps exits 1 when there is no child
  }
  return out
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, comm]) => comm === 'node')
    .map(([pid]) => Number(pid));
}

export function exited(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
}

/** Polls `probe` every 100 ms until it answers something other than null. */
export async function until<T>(
  what: string,
  probe: () => T | null | Promise<T | null>,
  attempts = 300,
): Promise<T> {
  for (let n = 0; n < attempts; n += 1) {
    const value = await probe();
    if (value !== null) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}
