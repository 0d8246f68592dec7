import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
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
