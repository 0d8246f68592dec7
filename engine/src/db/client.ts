import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** What every service is written against: the same on PGlite and on the PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The server's connection pool, for libraries that take one (the rate limiter); null on PGlite. */
  pool: pg.Pool | null;
  close(): Promise<void>;
  ping(): Promise<void>;
}

// src/db/client.ts in development, dist/main.js once built (scripts/build.ts): both in engine/.
const migrationsFolder = fileURLToPath(
  new URL(
    import.meta.url.endsWith('/dist/main.js') ? '../drizzle' : '../../drizzle',
    import.meta.url,
  ),
);

export async function rows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  poolSize?: number;
  /** False in a cluster's workers: the primary has migrated the database before forking them. */
  migrate?: boolean;
}): Promise<Database> {
  const migrate = options.migrate ?? true;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 20,
    });
    // A connection dropped by the server must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    if (migrate) await migrateNodePg(drizzleNodePg(pool, { schema }), { migrationsFolder });
    return {
      db,
      kind: 'postgres',
      pool,
      close: () => pool.end(),
      ping: async () => {
        await pool.query('select 1');
      },
    };
  }
  // No dataDir means an in-memory database (tests).
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    extensions: { pg_trgm },
  });
  const pgliteDb = drizzlePglite(client, { schema });
  if (migrate) await migratePglite(pgliteDb, { migrationsFolder });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    pool: null,
    close: () => client.close(),
    ping: async () => {
      await client.query('select 1');
    },
  };
}
