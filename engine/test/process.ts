/**
 * Helpers for tests that start server processes of their own: the engine's (cluster, races,
 * outbox, durability, the compiled build) and the end-to-end ones of the site's workers and the
 * production launcher.
 */
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

const engineDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * The engine as production runs it: `src/main.ts` in a process of its own, with the development
 * secrets, so it says NODE_ENV=development (unless `env` says otherwise). `nodeOptions` go to
 * node itself (the benchmark's `--cpu-prof`); a cluster's workers inherit them.
 */
export function spawnEngine(
  env: Record<string, string>,
  nodeOptions: readonly string[] = [],
): ChildProcess {
  return spawn(process.execPath, [...nodeOptions, '--import', 'tsx', 'src/main.ts'], {
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
 * A port for a server a test starts: TEST_PORT_BASE + `offset` when set (several runs sharing a
 * machine each keep to a range of their own), else one the system finds free.
 */
export async function testPort(offset: number): Promise<number> {
  const base = Number(process.env.TEST_PORT_BASE ?? 0);
  return base > 0 ? base + offset : freePort();
}

/** Stops a spawned engine with SIGTERM, as a process manager does, and waits for it to exit. */
export async function stopEngine(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A port free on 127.0.0.1 right now, for a server the test is about to start. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
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

/** A worker's /healthz, on a connection of its own: round robin hands each new one to the next. */
export async function workerHealth(url: string): Promise<{ pid: number; timedJobs?: boolean }> {
  const response = await fetch(`${url}/healthz`, { headers: { connection: 'close' } });
  if (!response.ok) throw new Error(`${url}/healthz answered ${response.status}`);
  return (await response.json()) as { pid: number; timedJobs?: boolean };
}

/**
 * The workers answering on a port, over a few new connections: each one's pid, and whether it
 * runs the timed jobs (the engine's sweeps and outbox; the site says nothing of them).
 */
export async function answeringWorkers(url: string, probes = 8): Promise<Map<number, boolean>> {
  const workers = new Map<number, boolean>();
  for (let i = 0; i < probes; i += 1) {
    const { pid, timedJobs } = await workerHealth(url);
    workers.set(pid, timedJobs === true);
  }
  return workers;
}

export async function answeringPids(url: string): Promise<Set<number>> {
  return new Set((await answeringWorkers(url)).keys());
}
