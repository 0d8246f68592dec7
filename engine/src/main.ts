import { loadConfig } from './config.ts';
import { createEngine } from './server.ts';

/** `pnpm --filter @fairway/engine start`: the engine alone, on ENGINE_PORT (4000). */
function configOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    // The message lists every problem, one a line; a stack trace would only bury it.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
const config = configOrExit();
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
