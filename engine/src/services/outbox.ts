import type { Logger } from 'pino';
import type { Db, Executor } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import type { MailContent } from '../render/mail.ts';
import { claimDueMail, markFailed, markSent } from './outbox-queries.ts';
import { nextAttemptDelay, permanentFailure } from './outbox-rules.ts';
import type { RetryRules } from './outbox-rules.ts';

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
        attachments: mail.content.attachments ?? [],
        dedupeKey: mail.dedupeKey ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: outbox.id });
    return queued.length > 0;
  },
};

/** Nodemailer's shape of an attachment: `cid` makes it an inline image the HTML names. */
export interface TransportAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  cid?: string;
}

export interface Transport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    attachments: TransportAttachment[];
  }): Promise<unknown>;
}

export interface DrainOptions {
  from: string;
  retry: RetryRules;
  leaseSeconds: number;
  /** Asked between two mails: true once the process is stopping, which ends the round. */
  stopping?: () => boolean;
}

/**
 * Sends every mail that is due, one claim at a time, until none is left or the process stops.
 * Any number of processes may drain at once: each mail is claimed by one of them (outbox-queries.ts).
 */
export async function drainOutbox(
  db: Db,
  transport: Transport,
  options: DrainOptions,
  log: Logger,
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  while (!options.stopping?.()) {
    const mail = await claimDueMail(db, options.leaseSeconds);
    if (!mail) break;
    try {
      await transport.sendMail({
        from: options.from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
        attachments: mail.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.base64, 'base64'),
          ...(a.cid ? { cid: a.cid } : {}),
        })),
      });
    } catch (error) {
      failed += 1;
      const attempts = mail.attempts + 1;
      const retryIn = nextAttemptDelay(attempts, permanentFailure(error), options.retry);
      log.warn(
        { err: error, outboxId: mail.id, attempts, retryInSeconds: retryIn },
        retryIn === null ? 'mail not sent, given up' : 'mail not sent, will retry',
      );
      await markFailed(db, mail.id, String(error), retryIn);
      continue;
    }
    await markSent(db, mail.id);
    sent += 1;
  }
  return { sent, failed };
}

/**
 * Drains the outbox every `intervalMs`, a round never overlapping the last; stop() ends the
 * timer and waits for the round under way, so a mail sent is also marked sent before the
 * database closes (else its lease would lapse and another process would send it again).
 */
export function startOutboxDrain(
  db: Db,
  transport: Transport,
  options: Omit<DrainOptions, 'stopping'> & { intervalMs: number },
  log: Logger,
): { stop(): Promise<void> } {
  let stopping = false;
  let round: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  const schedule = () => {
    if (stopping) return;
    timer = setTimeout(() => {
      round = drainOutbox(db, transport, { ...options, stopping: () => stopping }, log)
        .catch((err: unknown) => log.warn({ err }, 'outbox drain failed'))
        .finally(schedule);
    }, options.intervalMs);
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await round;
    },
  };
}
