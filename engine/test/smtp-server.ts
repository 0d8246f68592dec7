/**
 * A real SMTP server on 127.0.0.1 for the engine's mail tests: it keeps every message it takes,
 * and can answer like a busy server (slowly) or a troubled one (a refusal with an SMTP code).
 */
import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  envelopeTo: string[];
  mail: ParsedMail;
  /** The name the sender gave in its EHLO: tells apart senders that name themselves. */
  sender: string;
}

export interface SmtpServerOptions {
  /** 0 (the default) takes a free port. */
  port?: number;
  /** A reply code to refuse the message with (451: try later, 550: never), or null to take it. */
  refuse?: (to: string[]) => number | null;
  /** Milliseconds the server takes over each message, as a busy one does. */
  delayMs?: number;
}

export interface SmtpTestServer {
  url: string;
  received: Received[];
  /** Every message offered, taken or refused, with the code it was answered. */
  offered: { to: string[]; code: number }[];
  close(): Promise<void>;
}

export async function startSmtpServer(options: SmtpServerOptions = {}): Promise<SmtpTestServer> {
  const received: Received[] = [];
  const offered: { to: string[]; code: number }[] = [];
  const server = new SMTPServer({
    // Loopback only, plain text: no TLS certificate and no login to set up for a test.
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((r) => r.address);
      const sender = session.hostNameAppearsAs;
      const answer = (error: Error | null) =>
        setTimeout(() => (error ? callback(error) : callback()), options.delayMs ?? 0);
      simpleParser(stream)
        .then((mail) => {
          const code = options.refuse?.(to) ?? null;
          offered.push({ to, code: code ?? 250 });
          if (code !== null) {
            answer(
              Object.assign(new Error(`refused by the test (${code})`), { responseCode: code }),
            );
            return;
          }
          received.push({ envelopeTo: to, mail, sender });
          answer(null);
        })
        .catch((error: unknown) =>
          answer(error instanceof Error ? error : new Error(String(error))),
        );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    offered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Polls until `check` returns a value, bounded by a deadline: the engine drains its outbox on a
 * timer, so the wait is up to a few rounds, never a fixed sleep.
 */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
