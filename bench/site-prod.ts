/**
 * Server rendering as a golfer gets it from the production start (issue 28): `node
 * dist/start-prod.js` with 2 site and 2 engine workers over a PostgreSQL database made for the run
 * and Redis, home and a club's whole day (a week ahead, every tee time of the day on sale) at 20
 * connections, with a browser's user agent and its session cookie. Beside each page, the same
 * HTML bytes served by plain node:http (bench/static-html.ts) in the same run: what this machine
 * and this load generator give with no rendering at all. Run by bench/site.ts, or alone with
 * `BENCH_ONLY=prod pnpm bench:site`.
 */
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { workerPids } from '../engine/test/process.ts';
import { freshServerDatabase } from '../engine/test/server-database.ts';
import { GOLFER_AGENTS } from '../tests/e2e/browsers.ts';
import { startProdShop } from '../tests/e2e/prod-shop.ts';
import type { ProdShop } from '../tests/e2e/prod-shop.ts';
import { madridDate } from './booking.ts';
import type { Figure } from './history.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const SITE_PORT = Number(process.env.BENCH_PROD_SITE_PORT ?? 3720);
const ENGINE_PORT = Number(process.env.BENCH_PROD_ENGINE_PORT ?? 4720);
const STATIC_PORT = Number(process.env.BENCH_PROD_STATIC_PORT ?? 3721);
const REDIS_DB = Number(process.env.BENCH_PROD_REDIS_DB ?? 12);
const SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Issue 28's targets at 20 connections: pages per second, and p99 in ms. */
const TARGETS = { home: 400, club: 300, p99: 150 };

interface Measured {
  rate: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** CPU time per page of each group of processes (site, engine), ms. */
  cpuMs: Record<string, number>;
}

/** Linux's clock ticks per second, in which /proc reports CPU time. */
const TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** CPU ticks (user and system) the processes have used so far. */
function cpuTicks(pids: readonly number[]): number {
  return pids.reduce((sum, pid) => {
    // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return sum + Number(fields[11]) + Number(fields[12]);
  }, 0);
}

/**
 * Pages per second and latency at 20 connections; with `processes`, also the CPU each group
 * spent per page, which a busy machine slows far less than the throughput (another process's
 * turn on a core is waiting, not CPU).
 */
async function measure(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  processes: Record<string, number[]> = {},
): Promise<Measured> {
  // Warmed first (the JIT, the caches every visitor shares), then measured.
  await autocannon({ url, connections: 20, duration: 2, headers });
  const before = Object.fromEntries(
    Object.entries(processes).map(([group, pids]) => [group, cpuTicks(pids)]),
  );
  const result = await autocannon({ url, connections: 20, duration: seconds, headers });
  const pages = Math.max(1, result.requests.total);
  return {
    rate: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    cpuMs: Object.fromEntries(
      Object.entries(processes).map(([group, pids]) => [
        group,
        Number(((((cpuTicks(pids) - (before[group] ?? 0)) / TICKS) * 1000) / pages).toFixed(1)),
      ]),
    ),
  };
}

/** The launcher's two primaries and their workers, by side. */
function shopProcesses(launcher: number): Record<string, number[]> {
  const groups: Record<string, number[]> = { site: [], engine: [] };
  for (const primary of workerPids(launcher)) {
    const command = readFileSync(`/proc/${primary}/cmdline`, 'utf8');
    const side = command.includes('site/build/server.js') ? 'site' : 'engine';
    groups[side]?.push(primary, ...workerPids(primary));
  }
  return groups;
}

/** Serves `html` from a process of its own until `stop`. */
async function staticServer(dir: string, html: string): Promise<{ stop(): Promise<void> }> {
  const file = join(dir, 'page.html');
  writeFileSync(file, html);
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/static-html.ts', file, String(STATIC_PORT)],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`static-html.ts exited (${code})`)));
  });
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export async function prodRenderingFigures(
  seconds: number,
): Promise<{ lines: string[]; figures: Figure[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'fairway-prod-bench-'));
  const database = await freshServerDatabase(SERVER);
  const lines = [
    `| page (start:prod, 2 site + 2 engine workers, 20 connections, ${seconds} s) | HTML KB | pages/s | p50 ms | p99 ms | non-2xx | CPU ms per page: site, engine | same HTML, plain node:http: pages/s | its p99 ms | target |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  const figures: Figure[] = [];
  let shop: ProdShop | null = null;
  try {
    shop = await startProdShop({
      sitePort: SITE_PORT,
      enginePort: ENGINE_PORT,
      databaseUrl: database.url,
      redisDb: REDIS_DB,
      engineWorkers: 2,
      siteWorkers: 2,
      env: { LOG_LEVEL: 'error' },
    });
    const agent = GOLFER_AGENTS.desktop;
    const first = await fetch(`${shop.site}/en`, { headers: { 'user-agent': agent } });
    const cookie = first.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    if (!cookie.includes('token=')) throw new Error('no session cookie from the production shop');
    const link = await fetch(`${shop.site}/en/club/c?idVP=1&fecha=${madridDate(7)}`, {
      redirect: 'manual',
      headers: { 'user-agent': agent, cookie },
    });
    const club = link.headers.get('location');
    if (!club) throw new Error('the club link did not lead to the club page');
    const pages = [
      ['home', '/en', TARGETS.home],
      ["a club's whole day", club, TARGETS.club],
    ] as const;
    for (const [name, path, target] of pages) {
      const headers = { 'user-agent': agent, cookie };
      const html = await (await fetch(new URL(path, shop.site), { headers })).text();
      const site = await measure(
        new URL(path, shop.site).toString(),
        headers,
        seconds,
        shopProcesses(shop.launcher.pid ?? 0),
      );
      const server = await staticServer(dir, html);
      let plain: Measured;
      try {
        plain = await measure(`http://127.0.0.1:${STATIC_PORT}/`, headers, seconds);
      } finally {
        await server.stop();
      }
      const met = site.rate >= target && site.p99 <= TARGETS.p99;
      lines.push(
        `| ${name} | ${(Buffer.byteLength(html) / 1024).toFixed(1)} | ${site.rate} | ${site.p50} | ${site.p99} | ${site.non2xx} | ${site.cpuMs.site}, ${site.cpuMs.engine} | ${plain.rate} | ${plain.p99} | ≥ ${target}/s, p99 ≤ ${TARGETS.p99}: ${met ? 'met' : 'not met'} |`,
      );
      figures.push(
        {
          suite: 'site (start:prod)',
          what: `${name}, 2 site workers, 20 connections`,
          values: {
            'req/s': site.rate,
            'p50 ms': site.p50,
            'p99 ms': site.p99,
            'non-2xx': site.non2xx,
            'site CPU ms/page': site.cpuMs.site ?? '–',
            'engine CPU ms/page': site.cpuMs.engine ?? '–',
          },
        },
        {
          suite: 'site (start:prod)',
          what: `${name}, same HTML from plain node:http, 20 connections`,
          values: { 'req/s': plain.rate, 'p99 ms': plain.p99 },
        },
      );
    }
  } finally {
    await shop?.stop();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }
  return { lines, figures };
}
