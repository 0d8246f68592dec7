import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDSYS_TEST_MERCHANT } from '../src/config.ts';
import { refundAtRedsys, redsysSettings } from '../src/payments/redsys.ts';
import {
  decodeParameters,
  signNotification,
  signatureValid,
} from '../src/payments/redsys-signature.ts';
import {
  BIZUM_TEST_PHONE,
  REDSYS_CHALLENGE_CODE,
  REDSYS_TEST_CARDS,
} from '../src/payments/stand-ins/redsys.ts';
import { cartFor, findSlot, freePlayersAt, holder, preBook } from './flows.ts';
import type { Slot } from './flows.ts';
import { cancelOnline, chargeRefunded, paymentEventCount } from './payment-steps.ts';
import { BACKENDS, startTestEngine } from './harness.ts';
import type { TestEngine } from './harness.ts';

const URL_OK = 'http://localhost:3000/en/payment-controller/ok';
const URL_KO = 'http://localhost:3000/en/payment-controller/ko';
const SECRET: string = REDSYS_TEST_MERCHANT.secret;

interface SignedForm {
  Ds_SignatureVersion: string;
  Ds_MerchantParameters: string;
  Ds_Signature: string;
}
interface RedsysStart extends SignedForm {
  idPago: string;
  url: string;
  importe: number;
  bizum: SignedForm | null;
}

const fieldsOf = (f: SignedForm) => ({
  Ds_SignatureVersion: f.Ds_SignatureVersion,
  Ds_MerchantParameters: f.Ds_MerchantParameters,
  Ds_Signature: f.Ds_Signature,
});

describe.each(BACKENDS)('Redsys over HTTP, against the stand-in, on %s', (backend) => {
  let t: TestEngine;
  let n = 0;
  beforeAll(async () => {
    t = await startTestEngine(backend, { PAYMENT_PROVIDER: 'redsys', REDSYS_BIZUM: 'true' });
  }, 120_000);
  afterAll(async () => t?.close());

  async function hold(players = 1, at?: Slot): Promise<{ localizador: string; total: number }> {
    n += 1;
    const slot = at ?? (await findSlot(t, 'naranjos', 5, n));
    const pre = await preBook(t, cartFor(slot, players), holder(100 + n));
    expect(pre.cod, pre.msg).toBe(1);
    return pre.datos as { localizador: string; total: number };
  }

  async function start(localizador: string): Promise<RedsysStart> {
    const answer = await t.call('Reserva/ObtenerDatosPasarelaRedsysGreenFees', {
      localizador,
      urlOk: URL_OK,
      urlKo: URL_KO,
    });
    expect(answer.cod, answer.msg).toBe(1);
    return answer.datos as RedsysStart;
  }

  const params = (f: SignedForm) => decodeParameters(f.Ds_MerchantParameters) ?? {};

  async function state(localizador: string) {
    const answer = await t.call('Reserva/ObtenerEstadoReservaYPago', { localizador });
    return answer.datos as { estadoReserva: string; estadoPago: string };
  }

  /** Pays at the stand-in's page as the golfer's browser would: post the form, then the card. */
  async function payAtStandIn(form: SignedForm, url: string, extra: Record<string, string>) {
    const page = await fetch(url, { method: 'POST', body: new URLSearchParams(fieldsOf(form)) });
    expect(page.status).toBe(200);
    const html = await page.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    expect(action).toBeDefined();
    return fetch(new URL(action ?? '', url), {
      method: 'POST',
      body: new URLSearchParams({ ...fieldsOf(form), ...extra }),
      redirect: 'manual',
    });
  }

  /** A notification as Redsys posts it, signed with `secret` under the parameters' own order. */
  function notification(p: Record<string, string>, secret = SECRET) {
    const encoded = Buffer.from(JSON.stringify(p)).toString('base64url');
    return new URLSearchParams({
      Ds_SignatureVersion: 'HMAC_SHA256_V1',
      Ds_MerchantParameters: encoded,
      Ds_Signature: signNotification(secret, p.Ds_Order ?? '', encoded),
    });
  }
  const notify = (body: URLSearchParams) =>
    fetch(`${t.url}/pasarela/redsys/notificacion`, { method: 'POST', body });

  it('answers the signed redirect form of the held amount, with Bizum beside it', async () => {
    const booking = await hold();
    const form = await start(booking.localizador);
    expect(form.url).toBe(`${t.url}/redsys-stand-in/sis/realizarPago`);
    expect(form.Ds_SignatureVersion).toBe('HMAC_SHA256_V1');
    expect(form.importe).toBe(booking.total);
    const p = params(form);
    expect(p).toMatchObject({
      DS_MERCHANT_AMOUNT: String(Math.round(booking.total * 100)),
      DS_MERCHANT_MERCHANTCODE: REDSYS_TEST_MERCHANT.code,
      DS_MERCHANT_TERMINAL: '1',
      DS_MERCHANT_CURRENCY: '978',
      DS_MERCHANT_TRANSACTIONTYPE: '0',
      DS_MERCHANT_MERCHANTURL: `${t.url}/pasarela/redsys/notificacion`,
      DS_MERCHANT_URLOK: `${URL_OK}?localizador=${booking.localizador}`,
      DS_MERCHANT_URLKO: `${URL_KO}?localizador=${booking.localizador}`,
    });
    expect(p.DS_MERCHANT_PAYMETHODS).toBeUndefined();
    const order = String(p.DS_MERCHANT_ORDER);
    expect(order).toMatch(/^\d{4}[0-9A-Za-z]{8}$/);
    expect(signatureValid(SECRET, order, form.Ds_MerchantParameters, form.Ds_Signature)).toBe(true);
    expect(form.bizum).not.toBeNull();
    const bizum = params(form.bizum as SignedForm);
    expect(bizum).toMatchObject({ ...p, DS_MERCHANT_PAYMETHODS: 'z' });
  });

  it('refuses the form to anyone without the proof of the booking', async () => {
    const booking = await hold();
    const stranger = await t.newSession();
    const answer = await t.call(
      'Reserva/ObtenerDatosPasarelaRedsysGreenFees',
      { localizador: booking.localizador },
      stranger,
    );
    expect(answer).toMatchObject({ cod: 2, msg: 'Booking not found' });
  });

  it('pays with 4548 8120 4940 0004: notified, confirmed, and back at the ok page', async () => {
    const booking = await hold();
    const form = await start(booking.localizador);
    const back = await payAtStandIn(form, form.url, { tarjeta: REDSYS_TEST_CARDS.authorised });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`${URL_OK}?localizador=${booking.localizador}`);
    expect(await state(booking.localizador)).toMatchObject({
      estadoReserva: 'confirmed',
      estadoPago: 'succeeded',
    });
  });

  it("the stand-in refuses a form not signed with the merchant's key, as Redsys does (SIS0042)", async () => {
    const booking = await hold();
    const form = await start(booking.localizador);
    const raised = Buffer.from(
      JSON.stringify({ ...params(form), DS_MERCHANT_AMOUNT: '1' }),
    ).toString('base64');
    const forged = await fetch(form.url, {
      method: 'POST',
      body: new URLSearchParams({ ...fieldsOf(form), Ds_MerchantParameters: raised }),
    });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('SIS0042');
    expect((await state(booking.localizador)).estadoPago).toBe('pending');
  });

  it('a declined card releases the hold and goes back to the ko page', async () => {
    const booking = await hold();
    const form = await start(booking.localizador);
    const back = await payAtStandIn(form, form.url, { tarjeta: REDSYS_TEST_CARDS.declined });
    expect(back.headers.get('location')).toBe(`${URL_KO}?localizador=${booking.localizador}`);
    expect(await state(booking.localizador)).toMatchObject({
      estadoReserva: 'released',
      estadoPago: 'declined',
    });
  });

  it('a card whose bank asks for 3-D Secure pays once the code is given, and not with a wrong one', async () => {
    const challenged = async (code: string) => {
      const booking = await hold();
      const form = await start(booking.localizador);
      const asked = await payAtStandIn(form, form.url, { tarjeta: REDSYS_TEST_CARDS.challenge });
      // The bank's step first: nothing is decided, and no notification has come.
      expect(asked.status).toBe(200);
      expect(await asked.text()).toContain('Código de verificación');
      expect((await state(booking.localizador)).estadoPago).toBe('pending');
      const back = await payAtStandIn(form, form.url, {
        tarjeta: REDSYS_TEST_CARDS.challenge,
        codigo: code,
      });
      return { booking, back };
    };
    const passed = await challenged(REDSYS_CHALLENGE_CODE);
    expect(passed.back.headers.get('location')).toBe(
      `${URL_OK}?localizador=${passed.booking.localizador}`,
    );
    expect((await state(passed.booking.localizador)).estadoReserva).toBe('confirmed');
    const failed = await challenged('0000');
    expect(failed.back.headers.get('location')).toBe(
      `${URL_KO}?localizador=${failed.booking.localizador}`,
    );
    expect(await state(failed.booking.localizador)).toMatchObject({
      estadoReserva: 'released',
      estadoPago: 'declined',
    });
  });

  it('pays with Bizum', async () => {
    const booking = await hold();
    const form = await start(booking.localizador);
    const back = await payAtStandIn(form.bizum as SignedForm, form.url, {
      telefono: BIZUM_TEST_PHONE,
    });
    expect(back.headers.get('location')).toBe(`${URL_OK}?localizador=${booking.localizador}`);
    expect((await state(booking.localizador)).estadoReserva).toBe('confirmed');
  });

  it('refuses forged, unknown, wrong-amount and wrong-currency notifications; a replay changes nothing', async () => {
    const booking = await hold();
    const form = await start(booking.localizador);
    const p = params(form);
    const genuine = {
      Ds_Date: '28%2F11%2F2026',
      Ds_Hour: '10%3A15',
      Ds_Amount: String(p.DS_MERCHANT_AMOUNT),
      Ds_Currency: '978',
      Ds_Order: String(p.DS_MERCHANT_ORDER),
      Ds_MerchantCode: REDSYS_TEST_MERCHANT.code,
      Ds_Terminal: '1',
      Ds_Response: '0000',
      Ds_TransactionType: '0',
      Ds_AuthorisationCode: '123456',
    };
    const otherKey = Buffer.alloc(24, 5).toString('base64');
    const forged = await notify(notification(genuine, otherKey));
    expect(forged.status).toBe(400);
    const tampered = notification(genuine);
    tampered.set(
      'Ds_MerchantParameters',
      Buffer.from(JSON.stringify({ ...genuine, Ds_Amount: '1' })).toString('base64url'),
    );
    expect((await notify(tampered)).status).toBe(400);
    const amount = String(Number(genuine.Ds_Amount) - 100);
    expect((await notify(notification({ ...genuine, Ds_Amount: amount }))).status).toBe(400);
    expect((await notify(notification({ ...genuine, Ds_Currency: '840' }))).status).toBe(400);
    expect((await notify(notification({ ...genuine, Ds_Order: '9999zzzzzzzz' }))).status).toBe(404);
    expect(await paymentEventCount(t, form.idPago)).toBe(0);
    expect(await state(booking.localizador)).toMatchObject({
      estadoReserva: 'held',
      estadoPago: 'pending',
    });

    const body = notification(genuine);
    expect((await notify(body)).status).toBe(200);
    expect((await notify(body)).status).toBe(200);
    // A later refusal of the same order does not undo a payment already confirmed.
    expect((await notify(notification({ ...genuine, Ds_Response: '0190' }))).status).toBe(200);
    expect(await paymentEventCount(t, form.idPago)).toBe(2);
    expect(await state(booking.localizador)).toMatchObject({
      estadoReserva: 'confirmed',
      estadoPago: 'succeeded',
    });
  });

  it('cancelling refunds through the REST entry point of the stand-in', async () => {
    const booking = await hold();
    const form = await start(booking.localizador);
    await payAtStandIn(form, form.url, { tarjeta: REDSYS_TEST_CARDS.authorised });
    const done = await cancelOnline(t, booking.localizador);
    const refunded = done.importeDevuelto;
    expect(refunded).toBeGreaterThan(0);
    expect(done.estadoDevolucion).toBe('realizada');
    expect(await chargeRefunded(t, form.idPago)).toBe(true);

    // The stand-in took the refund: of the payment only the non-refundable fee is left there.
    const settings = redsysSettings(t.config, t.url);
    const order = String(params(form).DS_MERCHANT_ORDER);
    const left = Math.round(booking.total * 100) - Math.round(refunded * 100);
    expect(await refundAtRedsys(settings, order, left + 1, 'EUR')).toEqual({
      ok: false,
      reason: 'SIS0057',
    });
    expect(await refundAtRedsys(settings, '9999zzzzzzzz', 100, 'EUR')).toEqual({
      ok: false,
      reason: 'SIS0054',
    });
    const wrongKey = { ...settings, secret: Buffer.alloc(24, 5).toString('base64') };
    expect(await refundAtRedsys(wrongKey, order, 1, 'EUR')).toEqual({
      ok: false,
      reason: 'SIS0042',
    });
  });

  it('a payment arriving after its hold lapsed and its places went to another is refunded at Redsys', async () => {
    n += 1;
    const slot = await findSlot(t, 'naranjos', 5, n);
    const late = await hold(1, slot);
    const form = await start(late.localizador);
    const lapse = t.config.ENGINE_HOLD_MINUTES * 60_000 + 60_000;
    t.clock.advance(lapse);
    try {
      // Someone else holds every place the lapsed hold had; the golfer then pays the old form.
      await hold(await freePlayersAt(t, slot), slot);
      expect(await freePlayersAt(t, slot)).toBe(0);
      const back = await payAtStandIn(form, form.url, { tarjeta: REDSYS_TEST_CARDS.authorised });
      expect(back.status).toBe(303);
      expect(await state(late.localizador)).toMatchObject({ estadoPago: 'refunded' });
      expect(await chargeRefunded(t, form.idPago)).toBe(true);
      // The whole order went back through the REST entry point: not a cent is left there.
      const settings = redsysSettings(t.config, t.url);
      const order = String(params(form).DS_MERCHANT_ORDER);
      expect(await refundAtRedsys(settings, order, 1, 'EUR')).toEqual({
        ok: false,
        reason: 'SIS0057',
      });
    } finally {
      t.clock.advance(-lapse);
    }
  });

  it('PreReserva/ObtenerDatosPasarelaPreReserva leads to a page of the two forms', async () => {
    const booking = await hold();
    const answer = await t.call('PreReserva/ObtenerDatosPasarelaPreReserva', {
      localizador: booking.localizador,
      urlOk: URL_OK,
      urlKo: URL_KO,
    });
    expect(answer.cod, answer.msg).toBe(1);
    const datos = answer.datos as { url: string; pasarela: string; idPago: string };
    expect(datos.pasarela).toBe('redsys');
    expect(datos.url).toBe(`${t.url}/pasarela/formulario/${datos.idPago}`);
    const page = await fetch(datos.url);
    expect(page.headers.get('content-security-policy')).toContain(`form-action 'self' ${t.url}`);
    const html = await page.text();
    const actions = [...html.matchAll(/<form method="post" action="([^"]+)"/g)].map((m) => m[1]);
    expect(actions).toEqual([
      `${t.url}/redsys-stand-in/sis/realizarPago`,
      `${t.url}/redsys-stand-in/sis/realizarPago`,
    ]);
    expect(html).toContain('by card');
    expect(html).toContain('with Bizum');
    // The sandbox's pages are not served beside Redsys's.
    expect((await fetch(`${t.url}/sandbox/pay/${datos.idPago}`)).status).toBe(404);
  });
});

describe('Redsys while the sandbox is configured', () => {
  let t: TestEngine;
  beforeAll(async () => {
    t = await startTestEngine('pglite');
  }, 120_000);
  afterAll(async () => t?.close());

  it('answers Payment provider not configured, and serves no Redsys notification endpoint', async () => {
    const answer = await t.call('Reserva/ObtenerDatosPasarelaRedsysGreenFees', {
      localizador: 'ABCDEFGH',
    });
    expect(answer.cod).toBe(3);
    // Only the call router answers there, as for any path it does not know.
    const posted = await fetch(`${t.url}/pasarela/redsys/notificacion`, { method: 'POST' });
    expect(await posted.json()).toMatchObject({ cod: 3 });
  });
});
