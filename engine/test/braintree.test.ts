import { sql } from 'drizzle-orm';
import type braintree from 'braintree';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAINTREE_STAND_IN_KEYS } from '../src/config.ts';
import { rows } from '../src/db/client.ts';
import {
  PAY_PATH,
  WEBHOOK_PATH,
  amountText,
  braintreeGateway,
  braintreeSettings,
  refundAtBraintree,
} from '../src/payments/braintree.ts';
import { BRAINTREE_TEST_NONCES } from '../src/payments/stand-ins/braintree.ts';
import { cartFor, findSlot, holder, preBook } from './flows.ts';
import {
  cancelOnline,
  chargeRefunded,
  paymentEventCount,
  providerReferenceOf,
} from './payment-steps.ts';
import { BACKENDS, startTestEngine } from './harness.ts';
import type { TestEngine } from './harness.ts';

interface Held {
  localizador: string;
  total: number;
  email: string;
}

interface Started {
  idPago: string;
  clientToken: string;
  importe: number;
  moneda: string;
}

describe.each(BACKENDS)('Braintree over HTTP, against the stand-in, on %s', (backend) => {
  let t: TestEngine;
  let n = 0;
  beforeAll(async () => {
    t = await startTestEngine(backend, { PAYMENT_PROVIDER: 'braintree' });
  }, 120_000);
  afterAll(async () => t?.close());

  /** The SDK's gateway as the engine builds it, pointed at the engine's stand-in. */
  const gateway = () => braintreeGateway(braintreeSettings(t.config, t.url));

  async function hold(): Promise<Held> {
    n += 1;
    const slot = await findSlot(t, 'naranjos', 6, n);
    const who = holder(300 + n);
    const pre = await preBook(t, cartFor(slot, 1), who);
    expect(pre.cod, pre.msg).toBe(1);
    return { ...(pre.datos as { localizador: string; total: number }), email: who.email };
  }

  async function start(booking: Held): Promise<Started> {
    const answer = await t.call('Reserva/ObtenerDatosBraintree', {
      localizador: booking.localizador,
      email: booking.email,
    });
    expect(answer.cod, answer.msg).toBe(1);
    return answer.datos as Started;
  }

  function pay(body: Record<string, unknown>) {
    return fetch(`${t.url}${PAY_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  const payFor = (booking: Held, started: Started, nonce: string) =>
    pay({ idPago: started.idPago, localizador: booking.localizador, email: booking.email, nonce });

  function webhook(notification: { bt_signature: string; bt_payload: string }) {
    return fetch(`${t.url}${WEBHOOK_PATH}`, {
      method: 'POST',
      body: new URLSearchParams(notification),
    });
  }

  async function sample(kind: string, id: string, gw = gateway()) {
    // The SDK's own test helper signs with the gateway's key pair, as Braintree signs.
    return gw.webhookTesting.sampleNotification(kind as braintree.WebhookNotificationKind, id);
  }

  async function state(localizador: string) {
    const answer = await t.call('Reserva/ObtenerEstadoReservaYPago', { localizador });
    return answer.datos as {
      estadoReserva: string;
      estadoPago: string;
      marcaTarjeta: string | null;
      ultimosDigitos: string | null;
    };
  }

  it('ObtenerDatosBraintree answers a client token and the payment of a held booking, with its proof', async () => {
    const booking = await hold();
    const started = await start(booking);
    expect(started.importe).toBe(booking.total);
    expect(started.moneda).toBe('EUR');
    const token = JSON.parse(Buffer.from(started.clientToken, 'base64').toString('utf8')) as {
      version: number;
      merchantId: string;
      clientApiUrl: string;
    };
    expect(token).toMatchObject({
      version: 2,
      merchantId: BRAINTREE_STAND_IN_KEYS.merchantId,
      clientApiUrl: `${t.url}/merchants/${BRAINTREE_STAND_IN_KEYS.merchantId}/client_api`,
    });
    const stranger = await t.call(
      'Reserva/ObtenerDatosBraintree',
      { localizador: booking.localizador, email: 'someone.else@example.com' },
      await t.newSession(),
    );
    expect(stranger.cod).toBe(2);
    expect(await state(booking.localizador)).toMatchObject({
      estadoReserva: 'held',
      estadoPago: 'pending',
    });
  });

  it('pays with fake-valid-nonce: the sale is submitted for settlement and the booking confirmed', async () => {
    const booking = await hold();
    const started = await start(booking);
    const paid = await payFor(booking, started, BRAINTREE_TEST_NONCES.valid);
    expect(paid.status).toBe(200);
    expect(await paid.json()).toEqual({ outcome: 'succeeded', localizador: booking.localizador });
    expect(await state(booking.localizador)).toEqual(
      expect.objectContaining({
        estadoReserva: 'confirmed',
        estadoPago: 'succeeded',
        marcaTarjeta: 'Visa',
        ultimosDigitos: '1881',
      }),
    );
    const reference = await providerReferenceOf(t, started.idPago);
    expect(reference).toMatch(/^[0-9a-f]{8}$/);
    const sale = await gateway().transaction.find(reference ?? '');
    expect(sale).toMatchObject({
      type: 'sale',
      status: 'submitted_for_settlement',
      amount: amountText(booking.total),
      currencyIsoCode: 'EUR',
      orderId: started.idPago,
    });
    // The same nonce again (a double click, a replay) charges nothing more.
    const again = await payFor(booking, started, BRAINTREE_TEST_NONCES.valid);
    expect(again.status).toBe(409);
    expect(await paymentEventCount(t, started.idPago)).toBe(1);
  });

  it('a processor decline (fake-processor-declined-visa-nonce, 2000) releases the hold', async () => {
    const booking = await hold();
    const started = await start(booking);
    const declined = await payFor(booking, started, BRAINTREE_TEST_NONCES.processorDeclined);
    expect(declined.status).toBe(200);
    expect(await declined.json()).toEqual({
      outcome: 'declined',
      localizador: booking.localizador,
      reason: 'processor_declined 2000',
    });
    expect(await state(booking.localizador)).toMatchObject({
      estadoReserva: 'released',
      estadoPago: 'declined',
    });
    expect(await providerReferenceOf(t, started.idPago)).toBeNull();
  });

  it('a nonce without the booking proof is refused as unknown; a refused nonce leaves the payment open', async () => {
    const booking = await hold();
    const started = await start(booking);
    const nonce = BRAINTREE_TEST_NONCES.valid;
    const other = await hold();
    for (const body of [
      { idPago: started.idPago, localizador: booking.localizador, email: 'x@example.com', nonce },
      { idPago: started.idPago, localizador: other.localizador, email: other.email, nonce },
      { idPago: 'pay_nobody', localizador: booking.localizador, email: booking.email, nonce },
    ]) {
      const refused = await pay(body);
      expect(refused.status).toBe(404);
    }
    expect((await pay({ idPago: started.idPago, nonce })).status).toBe(400);
    expect(await state(booking.localizador)).toMatchObject({ estadoPago: 'pending' });

    const unknown = await payFor(booking, started, 'not-a-nonce-braintree-gave');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ codes: '91565' });
    const used = await payFor(booking, started, BRAINTREE_TEST_NONCES.consumed);
    expect(await used.json()).toMatchObject({ codes: '93107' });
    expect(await state(booking.localizador)).toMatchObject({
      estadoReserva: 'held',
      estadoPago: 'pending',
    });
    // The golfer tries again with a good nonce while the hold lives.
    expect((await payFor(booking, started, nonce)).status).toBe(200);
    expect(await state(booking.localizador)).toMatchObject({ estadoReserva: 'confirmed' });
  });

  it('the stand-in declines the amounts Braintree sandbox declines (2000.00 to 3000.99)', async () => {
    const gw = gateway();
    const sale = (amount: string) =>
      gw.transaction.sale({ amount, paymentMethodNonce: BRAINTREE_TEST_NONCES.valid });
    const declined = await sale('2001.00');
    expect(declined.success).toBe(false);
    expect(declined.transaction).toMatchObject({
      status: 'processor_declined',
      processorResponseCode: '2001',
    });
    expect((await sale('3000.50')).transaction).toMatchObject({ status: 'failed' });
    const approved = await sale('1999.99');
    expect(approved.success).toBe(true);
    expect(approved.transaction).toMatchObject({ status: 'authorized', amount: '1999.99' });
  });

  it('cancelling refunds the refundable part of the settled sale through the SDK', async () => {
    const booking = await hold();
    const started = await start(booking);
    expect((await payFor(booking, started, BRAINTREE_TEST_NONCES.valid)).status).toBe(200);
    const reference = String(await providerReferenceOf(t, started.idPago));
    // Braintree refunds only a settled sale; its sandbox settles on request (testing.settle).
    await gateway().testing.settle(reference);
    const refunded = (await cancelOnline(t, booking.localizador)).importeDevuelto;
    expect(refunded).toBeGreaterThan(0);
    expect(refunded).toBeLessThan(booking.total);
    expect(await chargeRefunded(t, started.idPago)).toBe(true);

    // The stand-in took the refund: of the sale only the non-refundable fee is left there.
    const sale = await gateway().transaction.find(reference);
    expect(sale.refundIds).toHaveLength(1);
    const refund = await gateway().transaction.find(sale.refundIds?.[0] ?? '');
    expect(refund).toMatchObject({ type: 'credit', amount: amountText(refunded) });
    const settings = braintreeSettings(t.config, t.url);
    const left = Math.round(booking.total * 100) - Math.round(refunded * 100);
    expect(await refundAtBraintree(settings, reference, left + 1)).toEqual({
      ok: false,
      reason: '91521',
    });
    expect(await refundAtBraintree(settings, 'nobody00', 100)).toEqual({
      ok: false,
      reason: 'transaction not found',
    });
    const wrongKey = { ...settings, privateKey: 'not_the_merchants_key' };
    expect(await refundAtBraintree(wrongKey, reference, 1)).toMatchObject({ ok: false });
  });

  it('a sale not settled yet is not refunded: the charge is left for the back office', async () => {
    const booking = await hold();
    const started = await start(booking);
    expect((await payFor(booking, started, BRAINTREE_TEST_NONCES.valid)).status).toBe(200);
    const refunded = (await cancelOnline(t, booking.localizador)).importeDevuelto;
    expect(refunded).toBeGreaterThan(0);
    expect(await chargeRefunded(t, started.idPago)).toBe(false);
    const sale = await gateway().transaction.find(
      String(await providerReferenceOf(t, started.idPago)),
    );
    expect(sale.refundIds).toHaveLength(0);
  });

  it("accepts the SDK's sample notifications: a settled sale confirms, a repeat changes nothing", async () => {
    const booking = await hold();
    const started = await start(booking);
    // A sale the engine never heard back from (its answer lost): the webhook tells it.
    const sale = await gateway().transaction.sale({
      amount: amountText(booking.total),
      paymentMethodNonce: BRAINTREE_TEST_NONCES.valid,
      orderId: started.idPago,
      options: { submitForSettlement: true },
    });
    expect(sale.success).toBe(true);
    const settled = await sample('transaction_settled', sale.transaction.id);
    const first = await webhook(settled);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await state(booking.localizador)).toMatchObject({
      estadoReserva: 'confirmed',
      estadoPago: 'succeeded',
    });
    expect(await providerReferenceOf(t, started.idPago)).toBe(sale.transaction.id);
    const replay = await webhook(settled);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await paymentEventCount(t, started.idPago)).toBe(1);
    // Braintree's check notification (the Control Panel's test) is acknowledged.
    const check = await webhook(await sample('check', ''));
    expect(await check.json()).toEqual({ received: true, ignored: 'check' });
  });

  it('a declined settlement of a pending payment releases the hold', async () => {
    const booking = await hold();
    const started = await start(booking);
    const sale = await gateway().transaction.sale({
      amount: amountText(booking.total),
      paymentMethodNonce: BRAINTREE_TEST_NONCES.valid,
      orderId: started.idPago,
    });
    const declined = await webhook(
      await sample('transaction_settlement_declined', sale.transaction.id),
    );
    expect(await declined.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await state(booking.localizador)).toMatchObject({
      estadoReserva: 'released',
      estadoPago: 'declined',
    });
  });

  it('refuses forged, unknown, wrong-amount and wrong-currency notifications, changing nothing', async () => {
    const booking = await hold();
    const started = await start(booking);
    const sell = (amount: string, merchantAccountId?: string) =>
      gateway().transaction.sale({
        amount,
        paymentMethodNonce: BRAINTREE_TEST_NONCES.valid,
        orderId: started.idPago,
        ...(merchantAccountId ? { merchantAccountId } : {}),
        options: { submitForSettlement: true },
      });
    const right = await sell(amountText(booking.total));

    // Signed with another private key, or its payload changed after signing.
    const otherKeys = braintreeGateway({
      ...braintreeSettings(t.config, t.url),
      privateKey: 'somebody_elses_private_key',
    });
    const forged = await webhook(
      await sample('transaction_settled', right.transaction.id, otherKeys),
    );
    expect(forged.status).toBe(400);
    const genuine = await sample('transaction_settled', right.transaction.id);
    const tampered = await webhook({
      bt_signature: genuine.bt_signature,
      bt_payload: Buffer.from(
        Buffer.from(genuine.bt_payload, 'base64')
          .toString('utf8')
          .replace('transaction_settled', 'transaction_settled '),
      ).toString('base64'),
    });
    expect(tampered.status).toBe(400);
    const unsigned = await webhook({ bt_signature: '', bt_payload: genuine.bt_payload });
    expect(unsigned.status).toBe(400);

    // Sales of the same order for another sum, or in a merchant account in dollars.
    const short = await sell(amountText(booking.total - 1));
    expect((await webhook(await sample('transaction_settled', short.transaction.id))).status).toBe(
      400,
    );
    const dollars = await sell(amountText(booking.total), 'fairway_usd');
    expect(dollars.transaction.currencyIsoCode).toBe('USD');
    expect(
      (await webhook(await sample('transaction_settled', dollars.transaction.id))).status,
    ).toBe(400);
    const unknown = await webhook(await sample('transaction_settled', 'nosuchtx'));
    expect(unknown.status).toBe(404);

    expect(await paymentEventCount(t, started.idPago)).toBe(0);
    expect(await providerReferenceOf(t, started.idPago)).toBeNull();
    expect(await state(booking.localizador)).toMatchObject({
      estadoReserva: 'held',
      estadoPago: 'pending',
    });
    // The genuine one still applies afterwards.
    expect(await (await webhook(genuine)).json()).toEqual({ received: true, outcome: 'applied' });
    expect(await state(booking.localizador)).toMatchObject({ estadoReserva: 'confirmed' });
  });
  it('a second payment of a booking already paid is applied as refunded, and given back at Braintree', async () => {
    const booking = await hold();
    const first = await start(booking);
    // The golfer opened the payment step twice (two tabs) and pays in both.
    const second = await start(booking);
    expect((await payFor(booking, first, BRAINTREE_TEST_NONCES.valid)).status).toBe(200);
    const sale = await gateway().transaction.sale({
      amount: amountText(booking.total),
      paymentMethodNonce: BRAINTREE_TEST_NONCES.valid,
      orderId: second.idPago,
      options: { submitForSettlement: true },
    });
    await gateway().testing.settle(sale.transaction.id);
    const late = await webhook(await sample('transaction_settled', sale.transaction.id));
    expect(await late.json()).toEqual({ received: true, outcome: 'applied' });
    const [payment] = await rows<{ status: string }>(
      t.engine.database.db,
      sql`select status from payments where public_id = ${second.idPago}`,
    );
    expect(payment).toEqual({ status: 'refunded' });
    // Settled, so it cannot be voided: the whole sale is refunded.
    const after = await gateway().transaction.find(sale.transaction.id);
    expect(after.refundIds).toHaveLength(1);
    const refund = await gateway().transaction.find(after.refundIds?.[0] ?? '');
    expect(refund).toMatchObject({ type: 'credit', amount: amountText(booking.total) });
    expect(await state(booking.localizador)).toMatchObject({ estadoReserva: 'confirmed' });
  });
});

describe('Braintree with a merchant account in another currency', () => {
  let t: TestEngine;
  beforeAll(async () => {
    t = await startTestEngine('pglite', {
      PAYMENT_PROVIDER: 'braintree',
      BRAINTREE_MERCHANT_ACCOUNT_ID: 'fairway_usd',
    });
  }, 120_000);
  afterAll(async () => t?.close());

  it('refuses a sale charged in dollars for a payment in euros, voids it, and keeps the hold open', async () => {
    const slot = await findSlot(t, 'naranjos', 6, 1);
    const who = holder(401);
    const pre = await preBook(t, cartFor(slot, 1), who);
    expect(pre.cod, pre.msg).toBe(1);
    const { localizador } = pre.datos as { localizador: string };
    const started = await t.call('Reserva/ObtenerDatosBraintree', {
      localizador,
      email: who.email,
    });
    expect(started.cod, started.msg).toBe(1);
    const idPago = (started.datos as Started).idPago;
    const paid = await fetch(`${t.url}${PAY_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        idPago,
        localizador,
        email: who.email,
        nonce: BRAINTREE_TEST_NONCES.valid,
      }),
    });
    expect(paid.status).toBe(400);
    expect(await paid.json()).toEqual({ error: 'amount or currency not valid' });
    const answer = await t.call('Reserva/ObtenerEstadoReservaYPago', { localizador });
    expect(answer.datos).toMatchObject({ estadoReserva: 'held', estadoPago: 'pending' });
    const [sale] = await rows<{ count: number }>(
      t.engine.database.db,
      sql`select count(*)::int as count from payment_events e join payments p on p.id = e.payment_id where p.public_id = ${idPago}`,
    );
    expect(sale).toEqual({ count: 0 });
  });
});

describe('Braintree while the sandbox is configured', () => {
  let t: TestEngine;
  beforeAll(async () => {
    t = await startTestEngine('pglite');
  }, 120_000);
  afterAll(async () => t?.close());

  it('serves neither its routes nor the stand-in, and ObtenerDatosBraintree answers cod 3', async () => {
    const posted = await fetch(`${t.url}${PAY_PATH}`, { method: 'POST' });
    expect(await posted.json()).toMatchObject({ cod: 3 });
    const hook = await fetch(`${t.url}${WEBHOOK_PATH}`, { method: 'POST' });
    expect(await hook.json()).toMatchObject({ cod: 3 });
    const api = await fetch(
      `${t.url}/merchants/${BRAINTREE_STAND_IN_KEYS.merchantId}/client_token`,
      {
        method: 'POST',
      },
    );
    expect(await api.json()).toMatchObject({ cod: 3 });
    const answer = await t.call('Reserva/ObtenerDatosBraintree', { localizador: 'ABCD1234' });
    expect(answer.cod).toBe(3);
  });
});
