/**
 * Databases of their own on the PostgreSQL server, one per suite or benchmark run, so runs side by
 * side never meet. Its own module (re-exported by harness.ts) so the end-to-end tests and the
 * benchmarks make theirs without loading the engine.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server the suites also run on; CI sets it, a laptop without one skips those runs. */
export const SERVER_URL = process.env.TEST_DATABASE_URL;

export type Backend = 'pglite' | 'postgres';
export const BACKENDS: Backend[] = SERVER_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A fresh database on the server (TEST_DATABASE_URL unless named), dropped by `drop`. */
export async function freshServerDatabase(
  server = SERVER_URL,
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!server) throw new Error('TEST_DATABASE_URL is not set');
  const name = `fairway_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
