/**
 * A database made before migration 0004 (clear-text session tokens, login attempts, the wish to
 * keep a card on the payment, a card saved twice) still starts, and comes out as 0004 means it;
 * its outbox comes out as 0013 means it (sent mail emptied).
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, rows } from '../src/db/client.ts';
import type { Executor } from '../src/db/client.ts';
import { BACKENDS, freshServerDatabase } from './harness.ts';

const migrations = fileURLToPath(new URL('../drizzle', import.meta.url));

/** The migration folder as it was before 0004: the same files, the journal cut after 0003. */
function migrationsBefore0004(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fairway-migrations-'));
  cpSync(migrations, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= 3);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/** Rows as an engine before 0004 wrote them. */
async function oldRows(db: Executor): Promise<void> {
  await db.execute(sql`insert into users (id, email, name, surname, phone, country, password_hash)
    values (1, 'old@example.com', 'Old', 'User', '1', 'ES', 'scrypt$10$8$1$x$y')`);
  await db.execute(sql`insert into sessions (id, token, vendor_id, culture, expires_at)
    values (1, 'clear-vendor-token', 1, 'en-GB', now() + interval '1 day')`);
  await db.execute(sql`insert into user_sessions (token, user_id, expires_at)
    values ('clear-user-token', 1, now() + interval '1 day')`);
  await db.execute(sql`insert into login_attempts (key) values ('acct:old@example.com')`);
  await db.execute(sql`insert into reservations (id, localizador, session_id, user_id, status,
      hold_expires_at, locale, holder_name, holder_surname, holder_email, subtotal, discount, fee, total)
    values (1, 'OLDREF01', 1, 1, 'held', now() + interval '10 minutes', 'en', 'Old', 'User',
      'old@example.com', 10, 0, 1.5, 11.5),
    (2, 'OLDREF02', 1, 1, 'held', now() + interval '10 minutes', 'en', 'Old', 'User',
      'old@example.com', 10, 0, 1.5, 11.5)`);
  await db.execute(sql`insert into payments (public_id, reservation_id, provider, status, amount,
      save_card_for_user)
    values ('pay-keep', 1, 'sandbox', 'pending', 11.5, 1), ('pay-not', 2, 'sandbox', 'pending', 11.5, null)`);
  await db.execute(sql`insert into user_cards (id, user_id, provider_token, brand, last4, exp_month,
      exp_year, holder)
    values (1, 1, 'tok_twice', 'visa', '4242', 12, 2099, 'OLD'), (2, 1, 'tok_twice', 'visa', '4242', 12, 2099, 'OLD')`);
  // The outbox before 0013: a reset sent with its link kept, one given up, one waiting.
  await db.execute(sql`insert into outbox (kind, recipient, subject, text_body, html_body, sent_at, attempts, last_error)
    values ('passwordRecovery', 'old@example.com', 'Reset', 'token=live', '<a>token=live</a>', now(), 1, null),
      ('voucher', 'gone@example.com', 'Voucher', 'v', '<p>v</p>', null, 5, '550 no such user'),
      ('voucher', 'wait@example.com', 'Voucher', 'w', '<p>w</p>', null, 1, '451 try later')`);
}

async function expectMigrated(db: Executor): Promise<void> {
  const count = async (query: ReturnType<typeof sql>) =>
    Number((await rows<{ n: number }>(db, query))[0]?.n);
  // Clear-text tokens are gone, not carried over: their owners start new sessions.
  expect(await count(sql`select count(*)::int as n from sessions`)).toBe(0);
  expect(await count(sql`select count(*)::int as n from user_sessions`)).toBe(0);
  expect(
    await count(
      sql`select count(*)::int as n from information_schema.columns where column_name = 'token' and table_name in ('sessions', 'user_sessions')`,
    ),
  ).toBe(0);
  expect(
    await count(
      sql`select count(*)::int as n from information_schema.tables where table_name = 'login_attempts'`,
    ),
  ).toBe(0);
  const keep = await rows<{ localizador: string; save_card: boolean }>(
    db,
    sql`select localizador, save_card from reservations order by id`,
  );
  expect(keep).toEqual([
    { localizador: 'OLDREF01', save_card: true },
    { localizador: 'OLDREF02', save_card: false },
  ]);
  expect(await count(sql`select count(*)::int as n from user_cards`)).toBe(1);
  expect(await count(sql`select count(*)::int as n from rate_limits`)).toBe(0);
  // 0013: a sent mail keeps no body and is never due again; the given-up one stays given up, and
  // the one waiting is due now.
  expect(
    await rows(
      db,
      sql`select recipient, text_body, html_body, next_attempt_at is not null and next_attempt_at <= now() as due
          from outbox order by id`,
    ),
  ).toEqual([
    { recipient: 'old@example.com', text_body: '', html_body: '', due: false },
    { recipient: 'gone@example.com', text_body: 'v', html_body: '<p>v</p>', due: false },
    { recipient: 'wait@example.com', text_body: 'w', html_body: '<p>w</p>', due: true },
  ]);
}

describe.each(BACKENDS)('a database made before migration 0004 on %s', (backend) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('starts, drops the clear-text tokens and keeps what 0004 moves', async () => {
    const before = migrationsBefore0004();
    cleanups.push(() => rmSync(before, { recursive: true, force: true }));
    if (backend === 'pglite') {
      const dataDir = mkdtempSync(join(tmpdir(), 'fairway-pglite-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
      const old = drizzlePglite(client);
      await migratePglite(old, { migrationsFolder: before });
      await oldRows(old as unknown as Executor);
      await client.close();
      const database = await openDatabase({ dataDir });
      cleanups.push(() => database.close());
      await expectMigrated(database.db);
      return;
    }
    const server = await freshServerDatabase();
    cleanups.push(() => server.drop());
    const pool = new pg.Pool({ connectionString: server.url });
    const old = drizzleNodePg(pool);
    await migrateNodePg(old, { migrationsFolder: before });
    await oldRows(old as unknown as Executor);
    await pool.end();
    const database = await openDatabase({ databaseUrl: server.url });
    cleanups.push(() => database.close());
    await expectMigrated(database.db);
  });
});
