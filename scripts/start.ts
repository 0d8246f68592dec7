/**
 * `pnpm start`: the engine (embedded PGlite, seeded on first start) and the site, together.
 * Builds the site first when its build is missing or older than its sources.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from './wait-for.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const site = join(root, 'site');
const enginePort = process.env.ENGINE_PORT ?? '4000';
const sitePort = process.env.PORT ?? '3000';
const engineUrl = process.env.ENGINE_URL ?? `http://127.0.0.1:${enginePort}`;

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const built = join(site, 'build/server/index.js');
const sources = Math.max(
  newestMtime(join(site, 'app')),
  newestMtime(join(root, 'design-system/src')),
);
if (!existsSync(built) || statSync(built).mtimeMs < sources) {
  console.log('start: building the site');
  const result = spawnSync('pnpm', ['--filter', '@fairway/site', 'build'], {
    stdio: 'inherit',
    cwd: root,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const children: ChildProcess[] = [];
function run(name: string, cwd: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  child.on('exit', (code) => {
    console.log(`start: ${name} exited (${code ?? 'signal'})`);
    shutdown(code ?? 1);
  });
  children.push(child);
  return child;
}

let stopping = false;
function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

if (!process.env.ENGINE_URL) {
  run('engine', join(root, 'engine'), ['src/main.ts'], {
    ENGINE_PORT: enginePort,
    ENGINE_DATA_DIR: process.env.ENGINE_DATA_DIR ?? join(root, '.data/engine'),
    // The card page may be framed by and return only to the shop this script serves.
    ENGINE_SITE_ORIGINS:
      process.env.ENGINE_SITE_ORIGINS ??
      `http://localhost:${sitePort},http://127.0.0.1:${sitePort}`,
    // The local demo (sandbox payments, development secrets), which the engine's start guard
    // refuses unless told it is development, whatever NODE_ENV the caller's shell has.
    NODE_ENV: 'development',
  });
  await waitFor(`${engineUrl}/readyz`);
}
// React and React Router pick their production builds from NODE_ENV; unset, the server renders
// with the development ones, which are several times slower. SITE_ENV says it is still the local
// demo, with the development site key and no public address, which the site's guard would refuse.
run('site', site, ['server.ts'], {
  PORT: sitePort,
  ENGINE_URL: engineUrl,
  NODE_ENV: process.env.NODE_ENV ?? 'production',
  SITE_ENV: 'development',
});
await waitFor(`http://127.0.0.1:${sitePort}/en`);
console.log(`start: the shop is on http://localhost:${sitePort}`);
