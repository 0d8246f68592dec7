import { parseArgs } from 'node:util';
import { toIsoDate } from '@fairway/rules';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { scaleCatalog } from './scale.ts';
import { addSearchNames, seedIfEmpty } from './seed.ts';

/** `pnpm --filter @fairway/engine seed:scale -- --clubs 5000` on the configured database. */
const { values } = parseArgs({
  options: { clubs: { type: 'string', default: '5000' } },
  allowPositionals: true,
});
const target = Number(values.clubs);
if (!Number.isInteger(target) || target < 1 || target > 200_000) {
  console.error('--clubs must be a whole number from 1 to 200000');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.ENGINE_DATA_DIR,
});
await seedIfEmpty(database.db, toIsoDate(new Date()));
// Generated clubs take their areas from the seeded clubs of their place.
await addSearchNames(database.db);
const total = await scaleCatalog(database.db, target, (line) => console.log(line));
console.log(`catalog has ${total} clubs (${database.kind})`);
await database.close();
