/**
 * Issue 24, the newsletter, over HTTP on both back ends: subscribing is double opt-in (a mailed
 * link to the shop, used once), the answer never tells whether an address is on the list, and the
 * status answers only a logged-in golfer about their own address.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../src/db/client.ts';
import { logIn, signUp } from './golfers.ts';
import { BACKENDS, startTestEngine } from './harness.ts';
import type { Credentials, TestEngine } from './harness.ts';

const LINK = /(http:\/\/localhost:3000\/(\w\w)\/newsletter\/confirm\?token=([\w-]+))/;

describe.each(BACKENDS)('newsletter on %s', (backend) => {
  let t: TestEngine;
  beforeAll(async () => {
    t = await startTestEngine(backend);
  }, 120_000);
  afterAll(async () => t?.close());

  async function confirmMails(email: string) {
    return rows<{ text_body: string; subject: string }>(
      t.engine.database.db,
      sql`select text_body, subject from outbox where kind = 'newsletterConfirm' and recipient = ${email} order by id`,
    );
  }

  async function linkOf(email: string): Promise<{ url: string; locale: string; token: string }> {
    const mails = await confirmMails(email);
    const match = LINK.exec(mails.at(-1)?.text_body ?? '');
    if (!match) throw new Error(`no confirmation link for ${email}`);
    return { url: match[1] ?? '', locale: match[2] ?? '', token: match[3] ?? '' };
  }

  async function golfer(email: string): Promise<Credentials> {
    // A fresh vendor session: the tests move the clock past a session's life.
    await signUp(t, email, await t.newSession());
    return (await logIn(t, email)).credentials;
  }

  /** A call from a fresh vendor session: the tests move the clock past a session's life. */
  const visit = async (path: string, body: Record<string, unknown>) =>
    t.call(path, body, await t.newSession());

  const status = (who: Credentials, body: Record<string, unknown> = {}) =>
    t.call('Boletin/ComprobarSuscripcion', body, who);

  it('subscribes only once the mailed link is opened, and the link works once', async () => {
    const email = 'double.optin@example.com';
    const me = await golfer(email);
    const spanish = await t.newSession('es-ES');
    const answer = await t.call('Boletin/Suscribirse', { email }, spanish);
    expect(answer).toMatchObject({ cod: 1, datos: { pendienteConfirmacion: true } });

    // Not subscribed yet: waiting for the link.
    expect(await status(me)).toMatchObject({ cod: 1, datos: { suscrito: false, pendiente: true } });
    const [mail] = await confirmMails(email);
    expect(mail?.subject).toBe('Confirma tu suscripción al boletín de Fairway');
    const link = await linkOf(email);
    expect(link.locale).toBe('es');
    expect(new URL(link.url).searchParams.get('token')).toBe(link.token);
    // Only the token's digest is stored.
    const stored = await rows<Record<string, unknown>>(
      t.engine.database.db,
      sql`select * from newsletter`,
    );
    expect(JSON.stringify(stored)).not.toContain(link.token);

    const confirmed = await t.call('Boletin/ConfirmarSuscripcion', {
      tokenConfirmacion: link.token,
    });
    expect(confirmed).toMatchObject({ cod: 1, datos: { suscrito: true, email } });
    expect(await status(me)).toMatchObject({ cod: 1, datos: { suscrito: true, pendiente: false } });

    const again = await t.call('Boletin/ConfirmarSuscripcion', { tokenConfirmacion: link.token });
    expect(again).toMatchObject({
      cod: 2,
      msg: 'The confirmation link is not valid, has expired or has already been used',
    });
    expect(again.datos).toBeUndefined();
    const made = await t.call('Boletin/ConfirmarSuscripcion', {
      tokenConfirmacion: 'made-up-token',
    });
    expect(made.cod).toBe(2);
  });

  it('answers alike for a new, a waiting and a subscribed address, and mails a waiting one at most once an hour', async () => {
    const email = 'mailed.once@example.com';
    const first = await visit('Boletin/Suscribirse', { email });
    const second = await visit('Boletin/Suscribirse', { email: email.toUpperCase() });
    expect(second).toEqual(first);
    expect(await confirmMails(email)).toHaveLength(1);
    t.clock.advance(61 * 60_000);
    await visit('Boletin/Suscribirse', { email });
    expect(await confirmMails(email)).toHaveLength(2);
    // The newer link confirms; the subscribed address then gets nothing more, and the same answer.
    const { token } = await linkOf(email);
    expect((await visit('Boletin/ConfirmarSuscripcion', { tokenConfirmacion: token })).cod).toBe(1);
    t.clock.advance(61 * 60_000);
    expect(await visit('Boletin/Suscribirse', { email })).toEqual(first);
    expect(await confirmMails(email)).toHaveLength(2);
  });

  it('lets a confirmation link lapse after 7 days, not before', async () => {
    const inTime = 'just.in.time@example.com';
    const tooLate = 'too.late@example.com';
    await visit('Boletin/Suscribirse', { email: inTime });
    await visit('Boletin/Suscribirse', { email: tooLate });
    const confirm = async (email: string) =>
      (
        await visit('Boletin/ConfirmarSuscripcion', {
          tokenConfirmacion: (await linkOf(email)).token,
        })
      ).cod;
    t.clock.advance(7 * 86_400_000 - 60_000);
    expect(await confirm(inTime)).toBe(1);
    t.clock.advance(2 * 60_000);
    expect(await confirm(tooLate)).toBe(2);
  });

  it('tells a visitor nothing, and a golfer only about their own address', async () => {
    const email = 'own.address@example.com';
    const other = 'someone.subscribed@example.com';
    await visit('Boletin/Suscribirse', { email: other });
    expect(
      (
        await visit('Boletin/ConfirmarSuscripcion', {
          tokenConfirmacion: (await linkOf(other)).token,
        })
      ).cod,
    ).toBe(1);

    const visitor = await visit('Boletin/ComprobarSuscripcion', { email: other });
    expect(visitor.cod).toBe(3);
    expect(visitor.datos).toBeUndefined();

    const me = await golfer(email);
    const nosy = await status(me, { email: other });
    expect(nosy).toMatchObject({
      cod: 3,
      msg: 'Only the subscription of your own e-mail address can be checked',
    });
    expect(nosy.datos).toBeUndefined();
    // Their own address, however it is written, or without naming it.
    expect(await status(me, { email: email.toUpperCase() })).toMatchObject({
      cod: 1,
      datos: { suscrito: false, pendiente: false },
    });
    expect(await status(me)).toMatchObject({ cod: 1, datos: { suscrito: false } });
  });
});
