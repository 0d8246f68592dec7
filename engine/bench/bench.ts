/**
 * `pnpm --filter @fairway/engine bench`: the engine with its catalog scaled to 5000 clubs, on
 * PGlite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) on the PostgreSQL server, under
 * 1 and 50 concurrent connections (suggestions also 10), the engine in its own process, and on
 * the server also as a cluster of workers. Prints req/s and latency percentiles as a Markdown
 * table. Environment:
 * - BENCH_CALLS (e.g. `ListarSugerencias`) keeps the calls whose path contains one of its
 *   comma-separated words; BENCH_CONNECTIONS (e.g. `50`) keeps those connection counts;
 * - BENCH_BACKENDS (`pglite,postgres`) the back ends to run;
 * - BENCH_ENGINE_WORKERS (`1,2`) the engine's ENGINE_WORKERS on the server, one run each (PGlite
 *   takes one process);
 * - BENCH_ENGINE_PORT the engine's port (else a random one from 4600);
 * - BENCH_CPU_PROF a directory: each engine process writes a V8 CPU profile there on exit.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { toIsoDate } from '@fairway/rules';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import type { Database } from '../src/db/client.ts';
import { scaleCatalog } from '../src/seed/scale.ts';
import { seedIfEmpty } from '../src/seed/seed.ts';
import { spawnEngine, waitHealthy } from '../test/process.ts';

async function rowsOf<T>(database: Database, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const CLUBS = Number(process.env.BENCH_CLUBS ?? 5000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const SUGGESTIONS = 'Portal/Busqueda/ListarSugerencias';
const list = (value: string | undefined) => (value ?? '').split(',').filter(Boolean);
const CALLS = list(process.env.BENCH_CALLS);
const LEVELS = list(process.env.BENCH_CONNECTIONS).map(Number);
const BACKENDS = list(process.env.BENCH_BACKENDS ?? 'pglite,postgres');
const WORKERS = list(process.env.BENCH_ENGINE_WORKERS ?? '1,2').map(Number);
const CPU_PROF = process.env.BENCH_CPU_PROF;
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

interface Row {
  backend: string;
  workers: number;
  call: string;
  connections: number;
  rps: number;
  p50: number;
  p90: number;
  p975: number;
  p99: number;
  non2xx: number;
  refused: number;
  /** CPU time of the engine's processes per answered request, in ms (null off Linux). */
  cpuMs: number | null;
  /** Median of the engine's own time for the call (its Server-Timing), over calls one at a time. */
  handlerMs: number;
}

/** Calls made one at a time, before the load, for the handler's time. */
const SEQUENTIAL_CALLS = 300;

/** Linux's clock ticks per second, in which /proc gives CPU times. */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user and system) of a process and its descendants, in ms, read from /proc: what the
 * engine spends on a request, which unlike req/s hardly moves with the load others put on a
 * shared machine. Null where there is no /proc.
 */
function treeCpuMs(root: number): number | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return null;
  }
  const stats = new Map<number, { parent: number; ticks: number }>();
  for (const pid of entries) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The fields after the command's closing parenthesis: state, ppid, … utime (14), stime (15).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(pid), {
        parent: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // gone meanwhile
    }
  }
  let ticks = 0;
  for (const [pid, stat] of stats) {
    for (let p: number | undefined = pid; p !== undefined && p > 1; p = stats.get(p)?.parent) {
      if (p !== root) continue;
      ticks += stat.ticks;
      break;
    }
  }
  return stats.has(root) ? (ticks * 1000) / TICKS_PER_SECOND : null;
}

async function run(backend: 'pglite' | 'postgres'): Promise<Row[]> {
  let dropDb: (() => Promise<void>) | null = null;
  let databaseUrl: string | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'fairway-bench-'));
  if (backend === 'postgres' && serverUrl) {
    const name = `fairway_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(serverUrl);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    dropDb = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  // Catalog prepared first, then the engine runs as its own process, as in production: the load
  // generator must not share the engine's event loop.
  const database = await openDatabase({ databaseUrl, dataDir });
  await seedIfEmpty(database.db, toIsoDate(new Date()));
  const scaleStart = Date.now();
  await scaleCatalog(database.db, CLUBS);
  console.error(
    `${backend}: scaled to ${CLUBS} clubs in ${((Date.now() - scaleStart) / 1000).toFixed(1)} s`,
  );
  const courses = await rowsOf<{ course: number; club: number }>(
    database,
    sql`select id as course, club_id as club from courses order by id`,
  );
  const rateRows = await rowsOf<{ course_id: number; id: number }>(
    database,
    sql`select course_id, id from rates where kind = 'buggy'`,
  );
  // What golfers type: beginnings of real names, every third with a typo. Club names only, the
  // same in every version of the catalog, so engines that know more names (places' other names,
  // regions, areas) are asked the same keywords; the sha1 below shows it.
  const names = await rowsOf<{ term: string }>(
    database,
    sql`select term from search_terms where kind = 'CLUB' order by md5(term) limit 600`,
  );
  const keywords = names.map(({ term }, n) => {
    const cut = term.slice(0, 3 + (n % 6));
    return n % 3 === 0 && cut.length > 4
      ? `${cut.slice(0, 2)}${cut[3]}${cut[2]}${cut.slice(4)}`
      : cut;
  });
  console.error(
    `${backend}: ${keywords.length} keywords, sha1 ${createHash('sha1').update(keywords.join('|')).digest('hex').slice(0, 12)}`,
  );
  await database.close();
  // The rate valid all day at every course: the green fee with buggy.
  const rateFor = new Map(rateRows.map((r) => [Number(r.course_id), Number(r.id)]));
  const out: Row[] = [];
  // PGlite takes a single connection, from one process.
  for (const workers of backend === 'pglite' ? [1] : WORKERS)
    out.push(
      ...(await measure({ backend, workers, dataDir, databaseUrl, courses, keywords, rateFor })),
    );
  await dropDb?.();
  rmSync(dataDir, { recursive: true, force: true });
  return out;
}

async function measure(bench: {
  backend: 'pglite' | 'postgres';
  workers: number;
  dataDir: string;
  databaseUrl: string | undefined;
  courses: { course: number; club: number }[];
  keywords: string[];
  rateFor: Map<number, number>;
}): Promise<Row[]> {
  const { backend, workers, courses, keywords, rateFor } = bench;
  const port = Number(process.env.BENCH_ENGINE_PORT ?? 4600 + Math.floor(Math.random() * 300));
  const url = `http://127.0.0.1:${port}`;
  const child = spawnEngine(
    {
      ENGINE_PORT: String(port),
      ENGINE_DATA_DIR: bench.dataDir,
      DATABASE_URL: bench.databaseUrl ?? '',
      DATABASE_POOL_SIZE: '20',
      ENGINE_WORKERS: String(workers),
    },
    CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', CPU_PROF] : [],
  );
  await waitHealthy(url);
  // The engine spawned above is a development one (engine/test/process.ts): the same defaults.
  const config = loadConfig({ NODE_ENV: 'development' });
  const form = new URLSearchParams({
    username: config.ENGINE_VENDOR_USERNAME,
    password: config.ENGINE_VENDOR_PASSWORD,
    segundosExpiracion: '86400',
    culture: 'en-GB',
    idVendedorSim: '',
  });
  const s = (
    (await (
      await fetch(`${url}/Acceso/IniciarSesionFront`, { method: 'POST', body: form })
    ).json()) as { datos: { token: string; idVendedor: number; idInicioSesion: number } }
  ).datos;
  const creds = {
    token: s.token,
    culture: 'en-GB',
    idVendedor: s.idVendedor,
    idInicioSesion: s.idInicioSesion,
  };
  const dayOf = (n: number) =>
    new Date(Date.now() + (2 + (n % 20)) * 86_400_000).toISOString().slice(0, 10);
  let i = 0;
  const pick = () => {
    i += 1;
    return courses[(i * 7919) % courses.length] ?? { course: 1, club: 1 };
  };
  const times = [
    '09:00',
    '09:10',
    '09:20',
    '10:00',
    '11:00',
    '12:00',
    '13:00',
    '15:00',
    '16:00',
    '08:30',
  ];

  const scenarios: { call: string; body: () => object }[] = [
    {
      call: SUGGESTIONS,
      body: () => ({ keyword: keywords[i++ % keywords.length] }),
    },
    {
      call: 'Disponibilidad/ObtenerDisponibilidadDia',
      body: () => {
        const c = pick();
        return {
          idVendedorProveedor: c.club,
          idRecorrido: c.course,
          fecha: dayOf(i),
          jugadores: -1,
        };
      },
    },
    {
      call: 'PreReserva/RealizarPreReserva',
      body: () => {
        const c = pick();
        const rateless = { idVendedorProveedor: c.club, idRecorrido: c.course };
        return {
          // A cart per request: one owner's pre-bookings of one cart replace each other, and
          // the figure is for a new hold, not for that replacement.
          localizadorCarrito: `B${String(i % 10_000_000).padStart(7, '0')}`,
          jsonCarrito: JSON.stringify({
            listaClubesRecorridos: [
              {
                ...rateless,
                listaTeeTimes: [
                  {
                    fecha: dayOf(i),
                    hora: times[i % times.length],
                    tarifasSeleccionadas: [
                      { idTarifa: rateFor.get(c.course) ?? 1, numJugadores: 2 },
                    ],
                    serviciosSeleccionados: [],
                  },
                ],
              },
            ],
          }),
          nombre: 'Bench',
          apellidos: 'Mark',
          email: 'bench@example.com',
          aceptaCondiciones: true,
        };
      },
    },
  ];
  const out: Row[] = [];
  for (const scenario of scenarios) {
    if (CALLS.length && !CALLS.some((c) => scenario.call.includes(c))) continue;
    // One connection shows what a request costs; fifty show how the engine holds up under load,
    // and ten, for suggestions, a busy search box short of that.
    const handlerMs = await medianHandlerMs(`${url}/${scenario.call}`, () =>
      JSON.stringify({ ...creds, ...scenario.body() }),
    );
    const levels = scenario.call === SUGGESTIONS ? [1, 10, CONNECTIONS] : [1, CONNECTIONS];
    for (const connections of levels) {
      if (LEVELS.length && !LEVELS.includes(connections)) continue;
      let refused = 0;
      const cpuBefore = child.pid === undefined ? null : treeCpuMs(child.pid);
      const result = await autocannon({
        url: `${url}/${scenario.call}`,
        method: 'POST',
        connections,
        duration: connections === 1 ? Math.max(3, Math.round(SECONDS / 2)) : SECONDS,
        headers: { 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              body: JSON.stringify({ ...creds, ...scenario.body() }),
            }),
            onResponse: (_status, body) => {
              if (!body.includes('"cod":1')) refused += 1;
            },
          },
        ],
      });
      const cpuAfter = child.pid === undefined ? null : treeCpuMs(child.pid);
      const answered = result.requests.total;
      out.push({
        backend,
        workers,
        call: scenario.call,
        connections,
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p90: result.latency.p90,
        p975: result.latency.p97_5,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        refused,
        handlerMs,
        cpuMs:
          cpuBefore === null || cpuAfter === null || answered === 0
            ? null
            : Math.round(((cpuAfter - cpuBefore) / answered) * 1000) / 1000,
      });
    }
  }
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  return out;
}

/**
 * The engine's own time for a call (authentication, validation, the handler; not reading the
 * body or writing the answer), from its Server-Timing header, the median over calls made one at
 * a time: the figure a profile of one process starts from.
 */
async function medianHandlerMs(url: string, body: () => string): Promise<number> {
  const times: number[] = [];
  for (let n = 0; n < SEQUENTIAL_CALLS; n += 1) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body(),
    });
    await response.arrayBuffer();
    const timing = /dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
    if (timing?.[1]) times.push(Number(timing[1]));
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

const rows: Row[] = [];
if (BACKENDS.includes('pglite')) rows.push(...(await run('pglite')));
if (serverUrl && BACKENDS.includes('postgres')) rows.push(...(await run('postgres')));
console.log(
  `\n${CLUBS} clubs; ${SECONDS} s per call at 10 and ${CONNECTIONS} connections; engine, PostgreSQL and load generator on one 2-core machine\n`,
);
// autocannon's histogram gives p90 and p97.5, not p95: a p97.5 under a target means p95 is under it too.
console.log(
  '| backend | engine processes | call | connections | req/s | p50 ms | p90 ms | p97.5 ms | p99 ms | non-2xx | refused (cod ≠ 1) | engine CPU ms/request | handler p50 ms, 1 at a time |',
);
console.log('|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of rows)
  console.log(
    `| ${r.backend} | ${r.workers} | ${r.call} | ${r.connections} | ${r.rps} | ${r.p50} | ${r.p90} | ${r.p975} | ${r.p99} | ${r.non2xx} | ${r.refused} | ${r.cpuMs ?? '–'} | ${r.handlerMs} |`,
  );

// `pnpm bench` (bench/run.ts) keeps every run's figures in docs/bench-history.md.
if (process.env.BENCH_RESULTS) {
  writeFileSync(
    process.env.BENCH_RESULTS,
    JSON.stringify(
      rows.map((r) => ({
        suite: `engine (${r.backend}, ${CLUBS} clubs, ${r.workers} process${r.workers > 1 ? 'es' : ''})`,
        what: `${r.call}, ${r.connections} connections`,
        values: {
          'req/s': r.rps,
          'p50 ms': r.p50,
          'p99 ms': r.p99,
          'non-2xx': r.non2xx,
          'handler p50 ms': r.handlerMs,
          ...(r.cpuMs === null ? {} : { 'engine CPU ms/request': r.cpuMs }),
        },
      })),
    ),
  );
}
