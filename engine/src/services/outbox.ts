import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Executor, Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import type { MailContent } from '../render/mail.ts';

export interface Mailer {
  /**
   * Writes the e-mail to the outbox inside the caller's transaction; sending happens later.
   * Resolves false when a mail with the same dedupe key was already queued (nothing written).
   */
  enqueue(
    executor: Executor,
    mail: { kind: string; to: string; content: MailContent; dedupeKey?: string },
  ): Promise<boolean>;
}

export const outboxMailer: Mailer = {
  async enqueue(executor, mail) {
    const queued = await executor
      .insert(outbox)
      .values({
        kind: mail.kind,
        recipient: mail.to,
        subject: mail.content.subject,
        textBody: mail.content.text,
        htmlBody: mail.content.html,
        dedupeKey: mail.dedupeKey ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: outbox.id });
    return queued.length > 0;
  },
};

export interface Transport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
  }): Promise<unknown>;
}

/** Sends what the outbox holds, oldest first; a failed message is retried on the next round. */
export async function drainOutbox(
  db: Db,
  transport: Transport,
  from: string,
  log: Logger,
  batch = 20,
): Promise<number> {
  const pending = await db
    .select()
    .from(outbox)
    .where(and(isNull(outbox.sentAt), lt(outbox.attempts, 5)))
    .orderBy(asc(outbox.id))
    .limit(batch);
  let sent = 0;
  for (const mail of pending) {
    try {
      await transport.sendMail({
        from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
      });
      await db
        .update(outbox)
        .set({ sentAt: new Date(), attempts: sql`${outbox.attempts} + 1` })
        .where(eq(outbox.id, mail.id));
      sent += 1;
    } catch (error) {
      log.warn({ err: error, outboxId: mail.id }, 'mail not sent, will retry');
      await db
        .update(outbox)
        .set({ attempts: sql`${outbox.attempts} + 1`, lastError: String(error) })
        .where(eq(outbox.id, mail.id));
    }
  }
  return sent;
}
