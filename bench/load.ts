/**
 * `pnpm bench:load` (and the last part of `pnpm bench`): golfers browse, search, add to the cart,
 * hold and pay with the sandbox card page, all at once, against the shop as production runs it:
 * `node dist/start-prod.js` with 2 engine and 2 site workers over a PostgreSQL database made for
 * the run and Redis (a database number of the run's own, emptied before and after), on 127.0.0.1.
 *
 * Each golfer is a new visitor with an address of its own (X-Forwarded-For, which the site
 * believes from loopback and hands to the engine), so the engine's per-address limits stay on at
 * their production values. Golfers contend for the same few clubs' first free tee times on one
 * day, so holds race for the last places. The run is bounded in time (BENCH_LOAD_SECONDS) and in
 * journeys (BENCH_LOAD_JOURNEYS), and every request in time (REQUEST_TIMEOUT_MS).
 *
 * It prints req/s and latency per kind of request, paid bookings per second, and what the
 * database holds against capacity; it exits 1 on an oversold tee time, a 5xx, an unexpected
 * answer or a run that paid nothing. Figures go to BENCH_RESULTS (bench/history.ts).
 */
import { writeFileSync } from 'node:fs';
import { freshServerDatabase } from '../engine/test/server-database.ts';
import { capacityReport } from '../engine/test/tee-time-capacity.ts';
import { GOLFER_AGENTS } from '../tests/e2e/browsers.ts';
import { startProdShop } from '../tests/e2e/prod-shop.ts';
import type { ProdShop } from '../tests/e2e/prod-shop.ts';
import { madridDate } from './booking.ts';
import type { Figure } from './history.ts';
import { Journeys, PAYING_STEPS, type Target } from './load-journey.ts';

const SITE_PORT = Number(process.env.BENCH_LOAD_SITE_PORT ?? 3710);
const ENGINE_PORT = Number(process.env.BENCH_LOAD_ENGINE_PORT ?? 4710);
const REDIS_DB = Number(process.env.BENCH_LOAD_REDIS_DB ?? 13);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
const GOLFERS = Number(process.env.BENCH_LOAD_GOLFERS ?? 20);
const MAX_JOURNEYS = Number(process.env.BENCH_LOAD_JOURNEYS ?? 2000);
const SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Keywords golfers type; each one's first club suggestion is a club they book at. */
const KEYWORDS = ['malaga', 'las brisas', 'valderrama'];

const figures: Figure[] = [];
function save(): void {
  if (process.env.BENCH_RESULTS) writeFileSync(process.env.BENCH_RESULTS, JSON.stringify(figures));
}

const database = await freshServerDatabase(SERVER);
let failed = false;
let shop: ProdShop | null = null;
try {
  shop = await startProdShop({
    sitePort: SITE_PORT,
    enginePort: ENGINE_PORT,
    databaseUrl: database.url,
    redisDb: REDIS_DB,
    engineWorkers: 2,
    siteWorkers: 2,
    // Two pools of 20 are far under the server's max_connections, as README asks.
    // Warnings are the refusals the race is made of, one a line; errors still show.
    env: { DATABASE_POOL_SIZE: '20', LOG_LEVEL: 'error' },
  });
  const date = madridDate(7);
  const journeys = new Journeys(shop.site, GOLFER_AGENTS.desktop);
  const targets: Target[] = [];
  for (const keyword of KEYWORDS) targets.push(await journeys.discover(keyword, date));

  // Warm-up, not counted: each worker's JIT and the caches every visitor shares.
  await Promise.all(
    Array.from({ length: GOLFERS }, (_, i) =>
      journeys.run(targets[i % targets.length] as Target, date, { pays: false, recorded: false }),
    ),
  );

  let started = 0;
  const begin = performance.now();
  const deadline = begin + SECONDS * 1000;
  const golfer = async () => {
    while (performance.now() < deadline && started < MAX_JOURNEYS) {
      const n = started;
      started += 1;
      // One golfer in three only looks; the others go on to pay.
      await journeys.run(targets[n % targets.length] as Target, date, { pays: n % 3 !== 2 });
    }
  };
  await Promise.all(Array.from({ length: GOLFERS }, golfer));
  const seconds = (performance.now() - begin) / 1000;
  const capacity = await capacityReport(database.url);
  const stats = journeys.stats(seconds);
  const fivexx = stats.reduce((sum, s) => sum + s.fivexx, 0);
  const unexpected = stats.reduce((sum, s) => sum + s.unexpected, 0);
  const paidPerSecond = capacity.confirmedBookings / seconds;

  console.log(
    `\nLoad: ${GOLFERS} golfers at once for ${seconds.toFixed(1)} s (${started} journeys, ${targets.length} clubs, ${date}); 2 engine + 2 site workers (start:prod), PostgreSQL, Redis; load generator on the same machine\n`,
  );
  console.log('| request | count | req/s | p50 ms | p99 ms | max ms | 5xx | unexpected |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const s of stats) {
    console.log(
      `| ${s.kind} | ${s.count} | ${s.perSecond.toFixed(1)} | ${s.p50} | ${s.p99} | ${s.max} | ${s.fivexx} | ${s.unexpected} |`,
    );
    figures.push({
      suite: 'load',
      what: `${s.kind}, ${GOLFERS} golfers`,
      values: { 'req/s': Number(s.perSecond.toFixed(1)), 'p99 ms': s.p99, '5xx': s.fivexx },
    });
  }
  const outcome = journeys.outcomes;
  console.log('\n| outcome | count |');
  console.log('|---|---:|');
  console.log(`| journeys (browse only, or to pay) | ${started} |`);
  console.log(`| paid (ok page with the reference) | ${outcome.paid} |`);
  console.log(
    `| tee time taken by another golfer first (cart or hold refused) | ${outcome.refused} |`,
  );
  console.log(`| no bookable tee time left that day (sold out) | ${outcome.soldOut} |`);
  console.log(`| confirmed bookings in the database | ${capacity.confirmedBookings} |`);
  console.log(`| paid bookings per second | ${paidPerSecond.toFixed(2)} |`);
  console.log(`| tee times taken | ${capacity.teeTimesTaken} |`);
  console.log(`| oversold tee times | ${capacity.oversold.length} |`);
  console.log(`| 5xx answers | ${fivexx} |`);
  for (const problem of journeys.problems.slice(0, 10)) console.log(`unexpected: ${problem}`);
  for (const slot of capacity.oversold) console.log(`OVERSOLD: ${JSON.stringify(slot)}`);
  figures.push({
    suite: 'load',
    what: `bookings, ${GOLFERS} golfers, ${Math.round(seconds)} s`,
    values: {
      'paid/s': Number(paidPerSecond.toFixed(2)),
      paid: capacity.confirmedBookings,
      refused: outcome.refused,
      'sold out': outcome.soldOut,
      oversold: capacity.oversold.length,
      '5xx': fivexx,
    },
  });
  save();
  failed =
    capacity.oversold.length > 0 ||
    fivexx > 0 ||
    unexpected > 0 ||
    capacity.confirmedBookings === 0 ||
    // Every ok page a golfer saw is a booking the database holds, and no more than those.
    capacity.confirmedBookings !== outcome.paid;
  if (failed) console.error('\nload: FAILED (oversold, 5xx, unexpected answers or nothing paid)');
  else console.log(`\nload: passed (${PAYING_STEPS} steps to a paid booking)`);
} finally {
  await shop?.stop();
  await database.drop();
}
process.exit(failed ? 1 : 0);
