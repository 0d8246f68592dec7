/**
 * `pnpm start:prod` (after `pnpm build`): the compiled engine and site, each with its workers
 * (ENGINE_WORKERS, SITE_WORKERS), against DATABASE_URL and REDIS_URL; NODE_ENV is production
 * unless set, so both start guards apply (README, "Run it in production"). With ENGINE_URL set the
 * engine runs elsewhere and only the site starts here. SIGTERM stops both gracefully.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from './wait-for.ts';

// dist/start-prod.js once built: the repository is one folder up either way.
const root = fileURLToPath(new URL('..', import.meta.url));
const engineEntry = join(root, 'engine/dist/main.js');
const siteEntry = join(root, 'site/build/server.js');
for (const entry of [siteEntry, join(root, 'site/build/server/index.js'), engineEntry]) {
  if (!existsSync(entry)) {
    console.error(`start:prod: ${entry} is missing; run pnpm build first`);
    process.exit(1);
  }
}

const enginePort = process.env.ENGINE_PORT ?? '4000';
const sitePort = process.env.PORT ?? '3000';
const engineUrl = process.env.ENGINE_URL ?? `http://127.0.0.1:${enginePort}`;

const children: ChildProcess[] = [];
let stopping = false;
let exitCode = 0;

function run(name: string, cwd: string, entry: string, env: Record<string, string>): void {
  const child = spawn(process.execPath, [entry], {
    cwd,
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production', ...env },
    stdio: 'inherit',
  });
  child.on('exit', (code, signal) => {
    children.splice(children.indexOf(child), 1);
    if (!stopping) {
      console.error(`start:prod: ${name} exited (${code ?? signal}); stopping`);
      stop(code || 1);
    }
    if (children.length === 0) process.exit(exitCode);
  });
  children.push(child);
}

function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  // Each process finishes its requests in flight within its own bound, then exits.
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

if (!process.env.ENGINE_URL) {
  run('engine', join(root, 'engine'), engineEntry, { ENGINE_PORT: enginePort });
  await waitFor(`${engineUrl}/readyz`);
}
run('site', join(root, 'site'), siteEntry, { PORT: sitePort, ENGINE_URL: engineUrl });
await waitFor(`http://127.0.0.1:${sitePort}/readyz`);
console.log(`start:prod: the shop is on port ${sitePort}, the engine at ${engineUrl}`);
