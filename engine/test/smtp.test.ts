/**
 * Issue 12, step 7: the voucher e-mail really leaves through SMTP. A real SMTP server listens on
 * 127.0.0.1, the engine gets `SMTP_URL` pointing at it, a booking is paid through the sandbox card
 * page, and the message that arrives is parsed and read as a mail client would.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../src/db/client.ts';
import { cartFor, findSlot, holder, payWithCard, preBook } from './flows.ts';
import { startTestEngine } from './harness.ts';
import type { TestEngine } from './harness.ts';
import { startSmtpServer, waitFor } from './smtp-server.ts';
import type { SmtpTestServer } from './smtp-server.ts';

interface OutboxCounts {
  total: number;
  unsent: number;
}

async function outboxFor(t: TestEngine, recipient: string): Promise<OutboxCounts> {
  const [counts] = await rows<OutboxCounts>(
    t.engine.database.db,
    sql`select count(*)::int as total, count(*) filter (where sent_at is null)::int as unsent
        from outbox where recipient = ${recipient} and kind = 'voucher'`,
  );
  return counts ?? { total: 0, unsent: 0 };
}

describe('the voucher e-mail over SMTP', () => {
  let smtp: SmtpTestServer;
  let t: TestEngine;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestEngine('pglite', { SMTP_URL: smtp.url });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('sends the paid booking’s voucher once, and GenerarEmailsVoucher does not send it again', async () => {
    const slot = await findSlot(t, 'naranjos', 6);
    const email = holder(7).email;
    const pre = await preBook(t, cartFor(slot, 2), holder(7));
    expect(pre.cod).toBe(1);
    const ref = (pre.datos as { localizador: string }).localizador;
    const paid = await payWithCard(t, ref, { number: '4242 4242 4242 4242' });
    expect(paid.response.status).toBe(200);

    const first = await waitFor('the voucher e-mail', async () =>
      smtp.received.find((r) => r.mail.subject?.includes(ref)),
    );
    expect(first.envelopeTo).toEqual([email]);
    const to = Array.isArray(first.mail.to) ? first.mail.to : [first.mail.to];
    expect(to.flatMap((a) => a?.value.map((v) => v.address) ?? [])).toEqual([email]);
    expect(first.mail.subject).toBe(`Your Fairway booking ${ref}`);
    expect(first.mail.from?.text).toContain('bookings@fairway.example');
    // The plain-text part and the HTML voucher both carry the reference and the club.
    expect(first.mail.text).toContain(ref);
    expect(first.mail.text).toContain('Los Naranjos');
    const html = typeof first.mail.html === 'string' ? first.mail.html : '';
    expect(html).toContain('class="card voucher"');
    expect(html).toContain(`<strong>${ref}</strong>`);
    expect(html).toContain('Los Naranjos');
    expect(html).toContain(slot.hora);
    // The QR code arrives inline under the cid the HTML names, the calendar as a file.
    const qr = first.mail.attachments.find((a) => a.contentType === 'image/png');
    expect(qr?.cid).toBe(`qr-${ref}@fairway`);
    expect(qr?.contentDisposition).toBe('inline');
    // mailparser swaps an inline image's cid: for the image itself, as a mail client shows it.
    expect(html).toMatch(/<img src="data:image\/png;base64,[^"]+" alt="QR code of booking/);
    expect(qr?.content.subarray(1, 4).toString('ascii')).toBe('PNG');
    const ics = first.mail.attachments.find((a) => a.filename === `fairway-${ref}.ics`);
    expect(ics?.contentType).toBe('text/calendar');
    expect(ics?.content.toString('utf8')).toContain('BEGIN:VEVENT');
    // A guest's booking: managed from the cancellation page, the reference filled in.
    expect(first.mail.text).toContain(`/en/cancel-reservation?reference=${ref}`);
    const [kept] = await rows<{ files: number }>(
      t.engine.database.db,
      sql`select jsonb_array_length(attachments)::int as files from outbox
          where recipient = ${email} and kind = 'voucher' and sent_at is not null`,
    );
    // Once sent, the outbox keeps no copy of the files, like the bodies.
    expect(kept?.files).toBe(0);

    // Asked again (the ok page reloaded, a double click): nothing new is queued or sent.
    const again = await t.call('Reserva/GenerarEmailsVoucher', { localizador: ref, email });
    expect(again.cod).toBe(1);
    expect((again.datos as { emailsGenerados: number }).emailsGenerados).toBe(0);
    // Wait until the outbox has nothing left to send for this golfer, then count what arrived:
    // had a second voucher been queued, it would have been sent by then.
    const counts = await waitFor('the outbox to drain', async () => {
      const c = await outboxFor(t, email);
      return c.unsent === 0 ? c : undefined;
    });
    expect(counts.total).toBe(1);
    expect(smtp.received.filter((r) => r.mail.subject?.includes(ref))).toHaveLength(1);
  });
});
