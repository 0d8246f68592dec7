/**
 * A real SMTP server for the end-to-end run: the engine sends its mail here through SMTP_URL, as it
 * would to a provider, and the tests read what arrived over a small JSON endpoint on loopback.
 * Started by Playwright as one of its web servers (playwright.site.config.ts).
 */
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { E2E_MAIL_HTTP_PORT, E2E_SMTP_PORT } from './ports.ts';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The files sent with it, as a mail client lists them: an inline image has its cid. */
  attachments: { filename: string; contentType: string; cid: string | null; size: number }[];
  receivedAt: string;
}

const caught: CaughtMail[] = [];

const smtp = new SMTPServer({
  // Loopback only, no credentials: STARTTLS off so the client does not try a certificate we lack.
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) =>
          a.value.map((v) => (v.address ?? '').toLowerCase()),
        );
        caught.push({
          to,
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          attachments: mail.attachments.map((a) => ({
            filename: a.filename ?? '',
            contentType: a.contentType,
            cid: a.cid ?? null,
            size: a.size,
          })),
          receivedAt: new Date().toISOString(),
        });
        callback();
      })
      .catch((error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error))),
      );
  },
});
smtp.listen(E2E_SMTP_PORT, '127.0.0.1');

createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${E2E_MAIL_HTTP_PORT}`);
  if (url.pathname === '/health') {
    response.end('ok');
    return;
  }
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const list = to ? caught.filter((m) => m.to.includes(to)) : caught;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(list));
    return;
  }
  response.statusCode = 404;
  response.end();
}).listen(E2E_MAIL_HTTP_PORT, '127.0.0.1');

console.log(
  `mail catcher: SMTP on 127.0.0.1:${E2E_SMTP_PORT}, messages on 127.0.0.1:${E2E_MAIL_HTTP_PORT}`,
);
