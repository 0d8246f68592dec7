import { loadConfig } from './config.ts';
import { createEngine } from './server.ts';

/** `pnpm --filter @fairway/engine start`: the engine alone, on ENGINE_PORT (4000). */
const config = loadConfig();
const engine = await createEngine(config);
const url = await engine.listen(config.ENGINE_PORT);
engine.deps.log.info(
  {
    url,
    database: engine.database.kind,
    dataDir: config.DATABASE_URL ? undefined : config.ENGINE_DATA_DIR,
  },
  'engine listening',
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    engine.deps.log.info({ signal }, 'engine stopping');
    engine.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
