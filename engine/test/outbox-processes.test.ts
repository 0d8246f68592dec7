/**
 * The outbox over three engine processes (issue 28): three independent engines on one PostgreSQL
 * database, each draining the outbox as three hosts would, send 100 queued mails through a real
 * SMTP server on 127.0.0.1, and each mail arrives exactly once.
 */
import type { ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rows } from '../src/db/client.ts';
import type { Database } from '../src/db/client.ts';
import { outboxMailer } from '../src/services/outbox.ts';
import { freshServerDatabase, SERVER_URL } from './harness.ts';
import { spawnEngine, stopEngine, testPort, waitHealthy } from './process.ts';
import { startSmtpServer, waitFor } from './smtp-server.ts';
import type { SmtpTestServer } from './smtp-server.ts';

const MAILS = 100;

describe.skipIf(!SERVER_URL)('the outbox drained by three engine processes', () => {
  let smtp: SmtpTestServer;
  let drop: (() => Promise<void>) | null = null;
  let database: Database | null = null;
  const engines: ChildProcess[] = [];

  beforeAll(async () => {
    // A busy server, 20 ms a message: one process alone would take seconds over the 100, so the
    // others' rounds come while it is still sending.
    smtp = await startSmtpServer({ port: await testPort(0), delayMs: 20 });
    const server = await freshServerDatabase();
    drop = server.drop;
    const start = async (n: number) => {
      const port = await testPort(1 + n);
      // Each names itself in its EHLO (nodemailer's `name`), so the server tells them apart.
      const child = spawnEngine({
        DATABASE_URL: server.url,
        DATABASE_POOL_SIZE: '4',
        ENGINE_PORT: String(port),
        SMTP_URL: `${smtp.url}/?name=engine-${n}`,
        ENGINE_OUTBOX_DRAIN_SECONDS: '1',
      });
      engines.push(child);
      await waitHealthy(`http://127.0.0.1:${port}`);
    };
    // The first migrates and seeds the database; the other two find it ready.
    await start(0);
    await Promise.all([start(1), start(2)]);
    database = await openDatabase({ databaseUrl: server.url, poolSize: 2, migrate: false });
  }, 180_000);

  afterAll(async () => {
    await Promise.all(engines.map(stopEngine));
    await database?.close();
    await drop?.();
    await smtp?.close();
  }, 60_000);

  it('sends 100 mails, each exactly once, from more than one process', async () => {
    const db = database;
    if (!db) throw new Error('no database');
    // Queued together, as a burst of bookings would: every process finds them due at once.
    await db.db.transaction(async (tx) => {
      for (let i = 0; i < MAILS; i += 1)
        await outboxMailer.enqueue(tx, {
          kind: 'voucher',
          to: `golfer${i}@example.com`,
          content: { subject: `Mail ${i}`, text: `Mail ${i}`, html: `<p>Mail ${i}</p>` },
        });
    });
    await waitFor(
      'every mail marked sent',
      async () => {
        const [left] = await rows<{ n: number }>(
          db.db,
          sql`select count(*)::int as n from outbox where sent_at is null`,
        );
        return left?.n === 0 ? true : undefined;
      },
      60_000,
    );
    // Stopped gracefully, each finishes the mail it is sending: nothing more can arrive after.
    await Promise.all(engines.map(stopEngine));

    const subjects = smtp.received.map((r) => r.mail.subject ?? '');
    expect(subjects).toHaveLength(MAILS);
    expect(new Set(subjects).size).toBe(MAILS);
    expect([...subjects].sort()).toEqual(
      Array.from({ length: MAILS }, (_, i) => `Mail ${i}`).sort(),
    );
    for (const r of smtp.received)
      expect(r.envelopeTo).toEqual([`golfer${r.mail.subject?.slice(5)}@example.com`]);
    // No mail was offered twice, even one refused and sent again.
    expect(smtp.offered).toHaveLength(MAILS);
    const senders = new Set(smtp.received.map((r) => r.sender));
    expect(senders.size).toBeGreaterThan(1);
    for (const sender of senders) expect(sender).toMatch(/^engine-[012]$/);

    const [counts] = await rows<{ sent: number; once: number; emptied: number }>(
      db.db,
      sql`select count(*) filter (where sent_at is not null)::int as sent,
                 count(*) filter (where attempts = 1)::int as once,
                 count(*) filter (where text_body = '' and html_body = '')::int as emptied
          from outbox`,
    );
    expect(counts).toEqual({ sent: MAILS, once: MAILS, emptied: MAILS });
  }, 90_000);
});
