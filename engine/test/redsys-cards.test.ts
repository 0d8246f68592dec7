/**
 * Saved cards at Redsys (card-on-file references), over HTTP against the stand-in, on both back
 * ends: the first payment asks Redsys for a reference when the golfer keeps the card, the
 * notification's reference, expiry and masked number become the saved card, the next booking is
 * paid with it through the REST entry point with no card page, another golfer can neither use nor
 * delete it, and deleting forgets it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDSYS_TEST_MERCHANT } from '../src/config.ts';
import { rows } from '../src/db/client.ts';
import { decodeParameters, signNotification } from '../src/payments/redsys-signature.ts';
import { REDSYS_TEST_CARDS } from '../src/payments/stand-ins/redsys.ts';
import { cancelOnline } from './payment-steps.ts';
import { logIn, signUp, type Golfer } from './golfers.ts';
import { bookingStateAs, holdAs, savedCardsOf } from './payment-steps.ts';
import { BACKENDS, startTestEngine, type TestEngine } from './harness.ts';

const SHOP = 'http://localhost:3000';
const URLS = {
  urlOk: `${SHOP}/en/payment-controller/ok`,
  urlKo: `${SHOP}/en/payment-controller/ko`,
};

interface SignedForm {
  Ds_SignatureVersion: string;
  Ds_MerchantParameters: string;
  Ds_Signature: string;
  url: string;
}

const fieldsOf = (f: SignedForm) => ({
  Ds_SignatureVersion: f.Ds_SignatureVersion,
  Ds_MerchantParameters: f.Ds_MerchantParameters,
  Ds_Signature: f.Ds_Signature,
});

describe.each(BACKENDS)('saved cards at Redsys, against the stand-in, on %s', (backend) => {
  let t: TestEngine;
  let a: Golfer;
  let b: Golfer;
  let n = 0;
  beforeAll(async () => {
    t = await startTestEngine(backend, { PAYMENT_PROVIDER: 'redsys', REDSYS_BIZUM: 'true' });
    await signUp(t, 'ana.redsys@example.com');
    await signUp(t, 'bea.redsys@example.com');
    a = await logIn(t, 'ana.redsys@example.com');
    b = await logIn(t, 'bea.redsys@example.com');
  }, 120_000);
  afterAll(async () => t?.close());

  const ownHold = (user: Golfer) => holdAs(t, user, { daysAhead: 7, n: (n += 1) });
  const state = (localizador: string, user: Golfer) => bookingStateAs(t, localizador, user);
  const cardsOf = (user: Golfer) => savedCardsOf(t, user);

  /** Redsys's forms for the golfer's hold, after choosing whether to keep the card. */
  async function forms(user: Golfer, localizador: string, keep: boolean) {
    const choice = await t.call(
      'PreReserva/ModificarSalvarTarjeta',
      { localizador, salvarTarjeta: keep },
      user.credentials,
    );
    expect(choice.cod, choice.msg).toBe(1);
    const answer = await t.call(
      'Reserva/ObtenerDatosPasarelaRedsysGreenFees',
      { localizador, ...URLS },
      user.credentials,
    );
    expect(answer.cod, answer.msg).toBe(1);
    return answer.datos as SignedForm & { idPago: string; bizum: SignedForm | null };
  }

  /** Pays at the stand-in's page as the golfer's browser would. */
  async function payAtStandIn(form: SignedForm, card: string, expiry = '10/32') {
    const page = await fetch(form.url, {
      method: 'POST',
      body: new URLSearchParams(fieldsOf(form)),
    });
    const action = /<form method="post" action="([^"]+)"/.exec(await page.text())?.[1] ?? '';
    return fetch(new URL(action, form.url), {
      method: 'POST',
      body: new URLSearchParams({
        ...fieldsOf(form),
        tarjeta: card,
        caducidad: expiry,
        cvv: '123',
      }),
      redirect: 'manual',
    });
  }

  function start(user: Golfer, localizador: string, extra: Record<string, unknown> = {}) {
    return t.call(
      'PreReserva/ObtenerDatosPasarelaPreReserva',
      { localizador, ...URLS, ...extra },
      user.credentials,
    );
  }

  async function tokenOf(cardId: unknown): Promise<string | null> {
    const [row] = await rows<{ token: string }>(
      t.engine.database.db,
      sql`select provider_token as token from user_cards where id = ${Number(cardId)}`,
    );
    return row?.token ?? null;
  }

  it('asks Redsys for a card-on-file reference only when the golfer keeps the card, and not for Bizum', async () => {
    const kept = await forms(a, (await ownHold(a)).localizador, true);
    expect(decodeParameters(kept.Ds_MerchantParameters)).toMatchObject({
      DS_MERCHANT_IDENTIFIER: 'REQUIRED',
      DS_MERCHANT_COF_INI: 'S',
      DS_MERCHANT_COF_TYPE: 'C',
    });
    expect(decodeParameters(kept.bizum?.Ds_MerchantParameters ?? '')).not.toHaveProperty(
      'DS_MERCHANT_IDENTIFIER',
    );
    const plain = await forms(a, (await ownHold(a)).localizador, false);
    expect(decodeParameters(plain.Ds_MerchantParameters)).not.toHaveProperty(
      'DS_MERCHANT_IDENTIFIER',
    );
    // The engine's own form page (ObtenerDatosPasarelaPreReserva's url) asks for it too.
    const booking = await ownHold(a);
    const started = await start(a, booking.localizador, { salvarTarjeta: true });
    expect(started.cod, started.msg).toBe(1);
    const html = await (await fetch((started.datos as { url: string }).url)).text();
    const first = /name="Ds_MerchantParameters" value="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(decodeParameters(first)).toMatchObject({ DS_MERCHANT_IDENTIFIER: 'REQUIRED' });
  });

  it('keeps the reference Redsys notifies, with the expiry and last four digits it stored', async () => {
    const booking = await ownHold(a);
    const form = await forms(a, booking.localizador, true);
    const back = await payAtStandIn(form, REDSYS_TEST_CARDS.authorised, '10/32');
    expect(back.headers.get('location')).toBe(`${URLS.urlOk}?localizador=${booking.localizador}`);
    expect(await state(booking.localizador, a)).toMatchObject({ estadoReserva: 'confirmed' });
    const cards = await cardsOf(a);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      marca: 'visa',
      numeroTarjeta: '•••• •••• •••• 0004',
      caducidadTarjeta: '10/2032',
    });
    expect(await tokenOf(cards[0]?.idUsuarioTarjeta)).toMatch(/^[0-9a-f]{40}$/);
  });

  it('a notification with a reference for a booking whose owner did not keep the card keeps nothing', async () => {
    const booking = await ownHold(b);
    const form = await forms(b, booking.localizador, false);
    const order = String(decodeParameters(form.Ds_MerchantParameters)?.DS_MERCHANT_ORDER);
    // Signed as Redsys signs, with a reference the golfer never asked for.
    const p = {
      Ds_Amount: String(Math.round(booking.total * 100)),
      Ds_Currency: '978',
      Ds_Order: order,
      Ds_MerchantCode: REDSYS_TEST_MERCHANT.code,
      Ds_Terminal: '1',
      Ds_Response: '0000',
      Ds_Merchant_Identifier: 'f'.repeat(40),
      Ds_ExpiryDate: '3210',
      Ds_Card_Number: '454881******0004',
      Ds_Card_Brand: '1',
    };
    const encoded = Buffer.from(JSON.stringify(p)).toString('base64url');
    const notified = await fetch(`${t.url}/pasarela/redsys/notificacion`, {
      method: 'POST',
      body: new URLSearchParams({
        Ds_SignatureVersion: 'HMAC_SHA256_V1',
        Ds_MerchantParameters: encoded,
        Ds_Signature: signNotification(REDSYS_TEST_MERCHANT.secret, order, encoded),
      }),
    });
    expect(notified.status).toBe(200);
    expect(await state(booking.localizador, b)).toMatchObject({ estadoReserva: 'confirmed' });
    expect(await cardsOf(b)).toHaveLength(0);
  });

  it('pays the next booking with the kept reference through REST, with no card page', async () => {
    const [card] = await cardsOf(a);
    const booking = await ownHold(a);
    const started = await start(a, booking.localizador, {
      idUsuarioTarjeta: card?.idUsuarioTarjeta,
    });
    expect(started.cod, started.msg).toBe(1);
    expect((started.datos as { url: string }).url).toBe(
      `${URLS.urlOk}?localizador=${booking.localizador}`,
    );
    expect(await state(booking.localizador, a)).toMatchObject({
      estadoReserva: 'confirmed',
      estadoPago: 'succeeded',
      marcaTarjeta: 'visa',
      ultimosDigitos: '0004',
    });
    // And it refunds at Redsys as any Redsys payment (the stand-in knows the order as paid).
    const done = await cancelOnline(t, booking.localizador, a.email);
    expect(done).toMatchObject({ estadoDevolucion: 'realizada' });
    expect(done.importeDevuelto).toBeGreaterThan(0);
  });

  it('a reference Redsys does not know is declined: the hold is released and the browser goes to the ko page', async () => {
    const [card] = await cardsOf(a);
    const real = await tokenOf(card?.idUsuarioTarjeta);
    await t.engine.database.db.execute(
      sql`update user_cards set provider_token = ${'0'.repeat(40)} where id = ${Number(card?.idUsuarioTarjeta)}`,
    );
    try {
      const booking = await ownHold(a);
      const started = await start(a, booking.localizador, {
        idUsuarioTarjeta: card?.idUsuarioTarjeta,
      });
      expect(started.cod, started.msg).toBe(1);
      expect((started.datos as { url: string }).url).toBe(
        `${URLS.urlKo}?localizador=${booking.localizador}`,
      );
      expect(await state(booking.localizador, a)).toMatchObject({ estadoPago: 'declined' });
    } finally {
      await t.engine.database.db.execute(
        sql`update user_cards set provider_token = ${real} where id = ${Number(card?.idUsuarioTarjeta)}`,
      );
    }
  });

  it('another golfer can neither pay with A’s card nor delete it; A deletes it and it pays no more', async () => {
    const [card] = await cardsOf(a);
    const id = card?.idUsuarioTarjeta;
    const theirs = await ownHold(b);
    expect(await start(b, theirs.localizador, { idUsuarioTarjeta: id })).toMatchObject({
      cod: 2,
      msg: 'Card not found',
    });
    expect(
      await t.call('Usuarios/EliminarTarjetaUsuario', { idUsuarioTarjeta: id }, b.credentials),
    ).toMatchObject({ cod: 2, msg: 'Card not found' });
    expect(await cardsOf(a)).toHaveLength(1);

    const deleted = await t.call(
      'Usuarios/EliminarTarjetaUsuario',
      { idUsuarioTarjeta: id },
      a.credentials,
    );
    expect(deleted.cod, deleted.msg).toBe(1);
    expect(await cardsOf(a)).toHaveLength(0);
    const booking = await ownHold(a);
    expect(await start(a, booking.localizador, { idUsuarioTarjeta: id })).toMatchObject({
      cod: 2,
      msg: 'Card not found',
    });
  });
});
