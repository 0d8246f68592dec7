/**
 * The outbox's claims, as several processes (cluster workers, hosts) share it: each claim is one
 * statement, so no transaction stays open while a mail is sent (PGlite, one connection, would
 * wait on it), and `FOR UPDATE SKIP LOCKED` lets claims running at once take different mails.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rows } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import type { MailAttachment } from '../db/schema.ts';

export interface ClaimedMail {
  id: number;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  attachments: MailAttachment[];
  /** Attempts before this one. */
  attempts: number;
}

/**
 * Leases the longest-due mail that is not sent, not given up and not leased to another sender,
 * for `leaseSeconds`; null when none is due. Times are the database's, the one clock every
 * process shares.
 */
export async function claimDueMail(db: Db, leaseSeconds: number): Promise<ClaimedMail | null> {
  const [mail] = await rows<ClaimedMail>(
    db,
    sql`update outbox set claimed_until = now() + make_interval(secs => ${leaseSeconds}::float8)
        where id = (
          select id from outbox
          where sent_at is null and next_attempt_at <= now()
            and (claimed_until is null or claimed_until < now())
          order by next_attempt_at, id
          limit 1
          for update skip locked)
        returning id, recipient, subject, text_body as "textBody", html_body as "htmlBody",
          attachments, attempts`,
  );
  return mail ?? null;
}

/** Sent: the bodies and files go, since a reset or confirmation link in them may still be live. */
export async function markSent(db: Db, id: number): Promise<void> {
  await db
    .update(outbox)
    .set({
      sentAt: sql`now()`,
      attempts: sql`${outbox.attempts} + 1`,
      lastAttemptAt: sql`now()`,
      claimedUntil: null,
      nextAttemptAt: null,
      textBody: '',
      htmlBody: '',
      attachments: [],
    })
    .where(eq(outbox.id, id));
}

/** Not sent: tried again after `retryInSeconds`, or given up when that is null. */
export async function markFailed(
  db: Db,
  id: number,
  error: string,
  retryInSeconds: number | null,
): Promise<void> {
  await db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      lastAttemptAt: sql`now()`,
      lastError: error,
      claimedUntil: null,
      nextAttemptAt:
        retryInSeconds === null
          ? null
          : sql`now() + make_interval(secs => ${retryInSeconds}::float8)`,
    })
    .where(eq(outbox.id, id));
}
