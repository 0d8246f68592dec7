/**
 * Reviews (issue 29) over HTTP on both back ends: only the golfer who booked writes one, only for a
 * paid booking whose round has ended, once however many arrive at once; the list puts the caller's
 * language first with the right average; three sessions' reports hide a review; the timed job
 * queues one invitation per played booking.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_LIMITS } from '@fairway/rules';
import { rows } from '../src/db/client.ts';
import { outboxMailer } from '../src/services/outbox.ts';
import { queueReviewInvitations } from '../src/services/review-invitations.ts';
import { submitCardForm } from './card-form.ts';
import { logIn, signUp } from './golfers.ts';
import type { Golfer } from './golfers.ts';
import { BACKENDS, startTestEngine } from './harness.ts';
import type { Answer, TestEngine } from './harness.ts';
import { holdAs } from './payment-steps.ts';

const SHOP = 'http://localhost:3000';
// A fixed start, so tee times, rounds and the review window never depend on when the suite runs.
const CLOCK_START = new Date('2026-06-01T07:00:00Z');
const DAY = 86_400_000;
const TEXT = 'Quick greens, friendly starter and a lovely back nine.';

async function pay(t: TestEngine, user: Golfer, localizador: string): Promise<void> {
  const answer = await t.call(
    'PreReserva/ObtenerDatosPasarelaPreReserva',
    { localizador, urlOk: `${SHOP}/payment-controller/ok`, urlKo: `${SHOP}/payment-controller/ko` },
    user.credentials,
  );
  expect(answer.cod, answer.msg).toBe(1);
  const paid = await submitCardForm((answer.datos as { url: string }).url, {
    number: '4242 4242 4242 4242',
  });
  expect(await paid.text()).toContain('payment-controller/ok');
}

const motivo = (answer: Answer) => (answer.datos as { motivo?: string } | undefined)?.motivo;

describe.each(BACKENDS)('reviews on %s', (backend) => {
  let t: TestEngine;
  let ana: Golfer;
  let bea: Golfer;
  let anaPaid = '';
  let anaHeld = '';
  let beaPaid = '';
  let clubId = 0;

  const write = (user: Golfer, localizador: string, extra: Record<string, unknown> = {}) =>
    t.call(
      'Opiniones/CrearOpinion',
      { localizador, puntuacion: 4, texto: TEXT, ...extra },
      user.credentials,
    );

  beforeAll(async () => {
    t = await startTestEngine(backend, {}, { clockStart: CLOCK_START });
    await signUp(t, 'ana@example.com');
    await signUp(t, 'bea@example.com');
    ana = await logIn(t, 'ana@example.com', 'en-GB');
    bea = await logIn(t, 'bea@example.com', 'es-ES');
    anaPaid = (await holdAs(t, ana, { daysAhead: 2, n: 0 })).localizador;
    await pay(t, ana, anaPaid);
    anaHeld = (await holdAs(t, ana, { daysAhead: 2, n: 1 })).localizador;
    beaPaid = (await holdAs(t, bea, { daysAhead: 2, n: 2 })).localizador;
    await pay(t, bea, beaPaid);
    const bookings = await t.call('Usuarios/ObtenerReservasUsuario', {}, ana.credentials);
    clubId = (bookings.reservas as { idVendedorProveedor: number }[])[0]?.idVendedorProveedor ?? 0;
    expect(clubId).toBeGreaterThan(0);
  }, 180_000);
  afterAll(async () => t?.close());

  it('seeds a few hundred reviews in the four languages', async () => {
    const seeded = await rows<{ locale: string; n: number }>(
      t.engine.database.db,
      sql`select locale, count(*)::int as n from reviews group by locale order by locale`,
    );
    expect(seeded.map((r) => r.locale)).toEqual(['en', 'es', 'fr', 'sv']);
    const total = seeded.reduce((sum, r) => sum + r.n, 0);
    expect(total).toBeGreaterThanOrEqual(200);
    expect(total).toBeLessThanOrEqual(1000);
  });

  it('refuses before the round, for a booking not paid, and for someone else', async () => {
    const early = await write(ana, anaPaid);
    expect(early).toMatchObject({
      cod: 2,
      msg: 'You can review this booking once its round has been played',
    });
    expect(motivo(early)).toBe('rondaNoJugada');
    const listed = await t.call('Opiniones/ObtenerReservasPorOpinar', {}, ana.credentials);
    expect((listed.datos as { reservas: unknown[] }).reservas).toEqual([]);

    t.clock.advance(4 * DAY);
    // Four days on, the vendor sessions have lapsed: the golfers come back and log in again.
    ana = await logIn(t, 'ana@example.com', 'en-GB');
    bea = await logIn(t, 'bea@example.com', 'es-ES');
    const held = await write(ana, anaHeld);
    expect(held).toMatchObject({ cod: 2, msg: 'Only a paid booking can be reviewed' });
    expect(motivo(held)).toBe('reservaNoPagada');
    // Bea's booking reads as no booking of Ana's at all, and an unknown reference the same.
    for (const localizador of [beaPaid, 'ZZZZ2222']) {
      const other = await write(ana, localizador);
      expect(other).toMatchObject({ cod: 2, msg: 'Booking not found' });
      expect(motivo(other)).toBe('reservaNoEncontrada');
    }
    // A guest session (no user credentials) cannot write at all.
    const guest = await t.call(
      'Opiniones/CrearOpinion',
      { localizador: anaPaid, puntuacion: 5, texto: TEXT },
      await t.newSession('en-GB'),
    );
    expect(guest.cod).toBe(3);
  });

  it('refuses markup, short and long texts and ratings outside 1 to 5, in the golfer language', async () => {
    expect(
      await write(ana, anaPaid, { texto: 'Great <script>alert(1)</script> course' }),
    ).toMatchObject({
      cod: 3,
      msg: 'Write plain text, without HTML tags or codes such as &lt;',
    });
    expect(await write(bea, beaPaid, { texto: '  Bien   ' })).toMatchObject({
      cod: 3,
      msg: `Escribe al menos ${REVIEW_LIMITS.textMin} caracteres`,
    });
    expect(
      await write(ana, anaPaid, { texto: 'a'.repeat(REVIEW_LIMITS.textMax + 1) }),
    ).toMatchObject({ cod: 3, msg: `Write at most ${REVIEW_LIMITS.textMax} characters` });
    for (const puntuacion of [0, 6, 3.5]) {
      expect((await write(ana, anaPaid, { puntuacion })).cod).toBe(3);
    }
  });

  it('queues one invitation per played paid booking, never twice', async () => {
    const deps = {
      db: t.engine.database.db,
      mailer: outboxMailer,
      clock: t.clock,
      config: t.config,
    };
    expect(await queueReviewInvitations(deps)).toBe(2);
    expect(await queueReviewInvitations(deps)).toBe(0);
    const mails = await rows<{ recipient: string; subject: string; text_body: string }>(
      t.engine.database.db,
      sql`select recipient, subject, text_body from outbox where kind = 'reviewInvitation' order by recipient`,
    );
    expect(mails.map((m) => m.recipient)).toEqual(['ana@example.com', 'bea@example.com']);
    expect(mails[0]?.text_body).toContain(`${SHOP}/en/private-area/reviews/${anaPaid}`);
    expect(mails[1]?.subject).toMatch(/^¿Qué tal tu ronda en /);
    expect(mails[1]?.text_body).toContain(`${SHOP}/es/private-area/reviews/${beaPaid}`);
  });

  it('lists what may be rated, and keeps one review of many sent at once', async () => {
    const listed = await t.call('Opiniones/ObtenerReservasPorOpinar', {}, ana.credentials);
    expect(
      (listed.datos as { reservas: { localizador: string }[] }).reservas.map((r) => r.localizador),
    ).toEqual([anaPaid]);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => write(ana, anaPaid, { puntuacion: 1 + (i % 5) })),
    );
    expect(answers.filter((a) => a.cod === 1)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.cod !== 1)) {
      expect(refused).toMatchObject({ cod: 2, msg: 'This booking has already been reviewed' });
      expect(motivo(refused)).toBe('yaOpinada');
    }
    const again = await write(ana, anaPaid);
    expect(motivo(again)).toBe('yaOpinada');
    const after = await t.call('Opiniones/ObtenerReservasPorOpinar', {}, ana.credentials);
    expect((after.datos as { reservas: unknown[] }).reservas).toEqual([]);
    const [count] = await rows<{ n: number }>(
      t.engine.database.db,
      sql`select count(*)::int as n from reviews r join reservations b on b.id = r.reservation_id where b.localizador = ${anaPaid}`,
    );
    expect(count?.n).toBe(1);
    // A review already written is no longer invited.
    const deps = {
      db: t.engine.database.db,
      mailer: outboxMailer,
      clock: t.clock,
      config: t.config,
    };
    expect(await queueReviewInvitations(deps)).toBe(0);
  });

  it("lists the club's reviews in the caller's language first, with average and count", async () => {
    expect(
      (await write(bea, beaPaid, { puntuacion: 2, texto: 'Calles estrechas pero bonitas.' })).cod,
    ).toBe(1);
    const [truth] = await rows<{ n: number; avg: string }>(
      t.engine.database.db,
      sql`select count(*)::int as n, round(avg(rating)::numeric, 1)::text as avg from reviews where club_id = ${clubId} and not hidden`,
    );
    for (const culture of ['en-GB', 'es-ES']) {
      const session = await t.newSession(culture);
      const list = await t.call(
        'Opiniones/ObtenerOpiniones',
        { idVendedorProveedor: clubId },
        session,
      );
      expect(list.cod, list.msg).toBe(1);
      const datos = list.datos as {
        media: number;
        total: number;
        porPagina: number;
        opiniones: { idioma: string; texto: string; autor: string }[];
      };
      expect(datos.total).toBe(truth?.n);
      expect(datos.media).toBe(Number(truth?.avg));
      expect(datos.opiniones.length).toBe(Math.min(datos.total, REVIEW_LIMITS.pageSize));
      const own = culture.slice(0, 2);
      const languages = datos.opiniones.map((o) => o.idioma);
      // Every review in the caller's language comes before any other.
      expect(languages).toEqual(
        [...languages].sort((a, b) => Number(b === own) - Number(a === own)),
      );
      expect(languages[0]).toBe(own);
    }
    const es = await t.call(
      'Opiniones/ObtenerOpiniones',
      { idVendedorProveedor: clubId },
      await t.newSession('es-ES'),
    );
    expect(
      (es.datos as { opiniones: { texto: string; autor: string }[] }).opiniones[0],
    ).toMatchObject({
      texto: 'Calles estrechas pero bonitas.',
      autor: 'Ana G.',
    });
  });

  it('hides a review once three sessions report it; one session counts once', async () => {
    const [review] = await rows<{ id: number }>(
      t.engine.database.db,
      sql`select r.id from reviews r join reservations b on b.id = r.reservation_id where b.localizador = ${anaPaid}`,
    );
    const id = review?.id ?? 0;
    const first = await t.newSession('en-GB');
    for (let i = 0; i < 3; i += 1) {
      expect((await t.call('Opiniones/DenunciarOpinion', { idOpinion: id }, first)).cod).toBe(1);
    }
    const second = await t.newSession('en-GB');
    expect((await t.call('Opiniones/DenunciarOpinion', { idOpinion: id }, second)).cod).toBe(1);
    const shownIds = async () => {
      const list = await t.call(
        'Opiniones/ObtenerOpiniones',
        { idVendedorProveedor: clubId, pagina: 1 },
        await t.newSession('en-GB'),
      );
      return (list.datos as { opiniones: { idOpinion: number }[] }).opiniones.map(
        (o) => o.idOpinion,
      );
    };
    expect(await shownIds()).toContain(id);
    const third = await t.newSession('sv-SE');
    expect((await t.call('Opiniones/DenunciarOpinion', { idOpinion: id }, third)).cod).toBe(1);
    expect(await shownIds()).not.toContain(id);
    expect(
      await t.call('Opiniones/DenunciarOpinion', { idOpinion: id }, await t.newSession('sv-SE')),
    ).toMatchObject({ cod: 2, msg: 'Omdömet hittades inte' });
  });
});
