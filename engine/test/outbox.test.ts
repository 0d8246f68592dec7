/**
 * The outbox's sending (issue 28): a mail the SMTP server refuses for a while is tried again
 * later, each wait twice the last, and then delivered, its last error kept; a mail leased to a
 * sender that died goes once the lease ends; a permanent refusal is given up at once; and a sent
 * mail keeps no body, so no live reset link stays in the table.
 * Each against a real SMTP server on 127.0.0.1, on PGlite and on the PostgreSQL server.
 */
import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rows } from '../src/db/client.ts';
import type { Database } from '../src/db/client.ts';
import { drainOutbox, outboxMailer } from '../src/services/outbox.ts';
import type { DrainOptions } from '../src/services/outbox.ts';
import { claimDueMail } from '../src/services/outbox-queries.ts';
import { signUp } from './golfers.ts';
import { BACKENDS, freshServerDatabase, startTestEngine } from './harness.ts';
import type { Backend } from './harness.ts';
import { startSmtpServer, waitFor } from './smtp-server.ts';

const log = pino({ level: 'silent' });

interface Row {
  attempts: number;
  sent: boolean;
  claimed: boolean;
  last_error: string | null;
  text_body: string;
  html_body: string;
  /** Seconds from the last attempt to the next; null once sent or given up. */
  wait: number | null;
}

async function openFresh(backend: Backend): Promise<{ database: Database; drop(): Promise<void> }> {
  if (backend === 'pglite') {
    const database = await openDatabase({});
    return { database, drop: () => database.close() };
  }
  const server = await freshServerDatabase();
  const database = await openDatabase({ databaseUrl: server.url, poolSize: 4 });
  return {
    database,
    drop: async () => {
      await database.close();
      await server.drop();
    },
  };
}

describe.each(BACKENDS)('the outbox’s retries on %s', (backend) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openFresh(backend));
  }, 60_000);
  afterAll(async () => drop?.());

  async function queue(to: string): Promise<number> {
    await outboxMailer.enqueue(database.db, {
      kind: 'passwordRecovery',
      to,
      content: { subject: `Reset for ${to}`, text: 'token=abc', html: '<p>token=abc</p>' },
    });
    const [row] = await rows<{ id: number }>(
      database.db,
      sql`select id from outbox where recipient = ${to}`,
    );
    return row?.id ?? -1;
  }
  const rowOf = async (id: number): Promise<Row> => {
    const [row] = await rows<Row>(
      database.db,
      sql`select attempts, sent_at is not null as sent, claimed_until is not null as claimed,
            last_error, text_body, html_body,
            extract(epoch from next_attempt_at - last_attempt_at)::float8 as wait
          from outbox where id = ${id}`,
    );
    if (!row) throw new Error(`no outbox row ${id}`);
    return row;
  };

  it('tries a refused mail again after 2 s, then 4 s, then delivers it and keeps the last error', async () => {
    const to = `later-${backend}@example.com`;
    // The server refuses the first two offers, as a greylisting server does.
    let refused = 0;
    const smtp = await startSmtpServer({
      refuse: (rcpt) => (rcpt.includes(to) && refused++ < 2 ? 451 : null),
    });
    const transport = nodemailer.createTransport(smtp.url);
    const options: DrainOptions = {
      from: 'Fairway <bookings@fairway.example>',
      retry: { baseSeconds: 2, capSeconds: 3600, maxAttempts: 5 },
      leaseSeconds: 300,
    };
    const drain = () => drainOutbox(database.db, transport, options, log);
    try {
      const id = await queue(to);
      expect(await drain()).toEqual({ sent: 0, failed: 1 });
      const first = await rowOf(id);
      expect(first).toMatchObject({ attempts: 1, sent: false, claimed: false, wait: 2 });
      expect(first.last_error).toContain('451');
      // Not due yet: a round right away leaves it alone.
      expect(await drain()).toEqual({ sent: 0, failed: 0 });
      expect(smtp.offered).toHaveLength(1);

      await waitFor('the second attempt', async () =>
        (await drain()).failed === 1 ? true : undefined,
      );
      expect(await rowOf(id)).toMatchObject({ attempts: 2, sent: false, wait: 4 });

      await waitFor('the delivery', async () => ((await drain()).sent === 1 ? true : undefined));
      const sent = await rowOf(id);
      expect(sent).toMatchObject({ attempts: 3, sent: true, claimed: false, wait: null });
      expect(sent.last_error).toContain('451');
      expect(smtp.offered.map((o) => o.code)).toEqual([451, 451, 250]);
      expect(smtp.received.map((r) => r.mail.subject)).toEqual([`Reset for ${to}`]);
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('leaves a mail leased to another sender alone, and sends it once the lease has ended', async () => {
    const to = `leased-${backend}@example.com`;
    const smtp = await startSmtpServer();
    const transport = nodemailer.createTransport(smtp.url);
    const options: DrainOptions = {
      from: 'Fairway <bookings@fairway.example>',
      retry: { baseSeconds: 30, capSeconds: 3600, maxAttempts: 5 },
      leaseSeconds: 300,
    };
    try {
      const id = await queue(to);
      // A sender claims it for 3 s and dies before sending.
      expect((await claimDueMail(database.db, 3))?.id).toBe(id);
      expect(await drainOutbox(database.db, transport, options, log)).toEqual({
        sent: 0,
        failed: 0,
      });
      await waitFor('the lease to end and the mail to go', async () =>
        (await drainOutbox(database.db, transport, options, log)).sent === 1 ? true : undefined,
      );
      expect(await rowOf(id)).toMatchObject({ attempts: 1, sent: true, claimed: false });
      expect(smtp.received.map((r) => r.envelopeTo)).toEqual([[to]]);
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('gives a mail up at once when the server refuses it for good (550)', async () => {
    const to = `nobody-${backend}@example.com`;
    const smtp = await startSmtpServer({ refuse: (rcpt) => (rcpt.includes(to) ? 550 : null) });
    const transport = nodemailer.createTransport(smtp.url);
    const options: DrainOptions = {
      from: 'Fairway <bookings@fairway.example>',
      retry: { baseSeconds: 1, capSeconds: 3600, maxAttempts: 5 },
      leaseSeconds: 300,
    };
    try {
      const id = await queue(to);
      expect(await drainOutbox(database.db, transport, options, log)).toEqual({
        sent: 0,
        failed: 1,
      });
      const row = await rowOf(id);
      expect(row).toMatchObject({ attempts: 1, sent: false, wait: null });
      expect(row.last_error).toContain('550');
      const [due] = await rows<{ due: boolean }>(
        database.db,
        sql`select next_attempt_at is not null as due from outbox where id = ${id}`,
      );
      expect(due?.due).toBe(false);
    } finally {
      transport.close();
      await smtp.close();
    }
  });
});

describe('a sent password reset', () => {
  it('arrives with its link, and the outbox keeps the mail without its bodies', async () => {
    const smtp = await startSmtpServer();
    const t = await startTestEngine('pglite', {
      SMTP_URL: smtp.url,
      ENGINE_OUTBOX_DRAIN_SECONDS: 1,
    });
    try {
      const email = 'forgetful@example.com';
      await signUp(t, email);
      const asked = await t.call('Usuarios/RecuperarPasswordUsuario', { email });
      expect(asked.cod, asked.msg).toBe(1);
      const mail = await waitFor('the reset mail', async () =>
        smtp.received.find(
          (r) => r.envelopeTo.includes(email) && /reset/i.test(r.mail.subject ?? ''),
        ),
      );
      expect(mail.mail.text).toMatch(/reset-password\?token=[\w-]{43}/);
      const [row] = await waitFor('the mail marked sent', async () => {
        const found = await rows<{ sent: boolean; text_body: string; html_body: string }>(
          t.engine.database.db,
          sql`select sent_at is not null as sent, text_body, html_body from outbox
              where recipient = ${email} and kind = 'passwordRecovery'`,
        );
        return found[0]?.sent ? found : undefined;
      });
      expect(row).toEqual({ sent: true, text_body: '', html_body: '' });
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
