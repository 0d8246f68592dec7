/**
 * `pnpm --filter @fairway/engine start` (built) or `dev` (sources): the engine on ENGINE_PORT
 * (4000). With ENGINE_WORKERS above one, this first process migrates and seeds the database once,
 * then only starts that many workers, each a whole engine on the same port (node:cluster), and
 * starts another when one dies.
 */
import cluster from 'node:cluster';
import { answerLeavingWorkers, leaveCluster } from '@fairway/rules/server-stop';
import { engineWorkers, loadConfig } from './config.ts';
import type { EngineConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createLogger } from './log.ts';
import { createEngine, seedDatabase } from './server.ts';
import { configuredClock } from './services/clock.ts';

function configOrExit(): { config: EngineConfig; workers: number } {
  try {
    const config = loadConfig();
    return { config, workers: engineWorkers(config) };
  } catch (error) {
    // The message lists every problem, one a line; a stack trace would only bury it.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
const { config, workers } = configOrExit();

if (cluster.isPrimary && workers > 1) await supervise();
else await serve();

async function supervise() {
  const log = createLogger(config.LOG_LEVEL);
  // Migrations run here, once, before any worker opens the database: several processes running
  // them at once would race on the same tables.
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.ENGINE_DATA_DIR,
    poolSize: 1,
  });
  await seedDatabase(database, config, log, configuredClock(config.ENGINE_CLOCK_DAYS_AHEAD));
  await database.close();

  let stopping = false;
  const listening = new Set<number>();
  // The timed jobs (sweeps, the outbox) run in one worker only, and in its replacement.
  let timedJobsWorker = 0;
  const fork = (timedJobs: boolean) => {
    const worker = cluster.fork({ ENGINE_TIMED_JOBS: timedJobs ? 'true' : 'false' });
    if (timedJobs) timedJobsWorker = worker.id;
  };
  for (let i = 0; i < workers; i += 1) fork(i === 0);
  cluster.on('listening', (worker) => listening.add(worker.id));
  answerLeavingWorkers();
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    // The workers finish their requests within ENGINE_SHUTDOWN_SECONDS; a second more for their
    // pools, then whatever is left goes down with this process.
    setTimeout(() => process.exit(code), (config.ENGINE_SHUTDOWN_SECONDS + 1) * 1000).unref();
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    // One that never came up (a bad configuration, an unreachable database) would only die again.
    if (!listening.has(worker.id)) {
      log.error({ code, signal }, 'engine worker failed to start; stopping');
      stop(code || 1);
      return;
    }
    log.error({ code, signal }, 'engine worker died, starting another');
    fork(worker.id === timedJobsWorker);
  });
  process.on('SIGTERM', () => stop(0));
  process.on('SIGINT', () => stop(0));
  log.info({ workers, database: database.kind }, 'engine primary started its workers');
}

async function serve() {
  const engine = await createEngine(config, { prepare: !cluster.isWorker });
  const url = await engine.listen(config.ENGINE_PORT);
  engine.deps.log.info(
    {
      url,
      database: engine.database.kind,
      dataDir: config.DATABASE_URL ? undefined : config.ENGINE_DATA_DIR,
      ...(cluster.isWorker ? { worker: cluster.worker?.id } : {}),
    },
    'engine listening',
  );

  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      engine.deps.log.info({ signal }, 'engine stopping');
      engine
        .close()
        .then(() => leaveCluster())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        );
    });
  }
}
