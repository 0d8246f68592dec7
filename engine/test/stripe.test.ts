import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_STAND_IN_KEYS } from '../src/config.ts';
import { rows } from '../src/db/client.ts';
import {
  METADATA,
  createCheckoutSession,
  expireCheckoutSession,
  refundAtStripe,
  stripeClient,
  stripeSettings,
} from '../src/payments/stripe.ts';
import { STRIPE_TEST_CARDS } from '../src/payments/stand-ins/stripe.ts';
import { sweepLapsedHolds } from '../src/services/hold-release.ts';
import { cartFor, findSlot, freePlayersAt, holder, preBook } from './flows.ts';
import type { Slot } from './flows.ts';
import {
  cancelOnline,
  chargeRefunded,
  paymentEventCount,
  providerReferenceOf,
  refundEvents,
} from './payment-steps.ts';
import { BACKENDS, startTestEngine } from './harness.ts';
import type { TestEngine } from './harness.ts';

const URL_OK = 'http://localhost:3000/en/payment-controller/ok';
const URL_KO = 'http://localhost:3000/en/payment-controller/ko';
const SECRET: string = STRIPE_STAND_IN_KEYS.webhookSecret;

interface Started {
  idPago: string;
  url: string;
}

describe.each(BACKENDS)('Stripe over HTTP, against the stand-in, on %s', (backend) => {
  let t: TestEngine;
  let n = 0;
  beforeAll(async () => {
    t = await startTestEngine(backend, { PAYMENT_PROVIDER: 'stripe' });
  }, 120_000);
  afterAll(async () => t?.close());

  async function hold(players = 1, at?: Slot): Promise<{ localizador: string; total: number }> {
    n += 1;
    const slot = at ?? (await findSlot(t, 'naranjos', 5, n));
    const pre = await preBook(t, cartFor(slot, players), holder(200 + n));
    expect(pre.cod, pre.msg).toBe(1);
    return pre.datos as { localizador: string; total: number };
  }

  async function start(localizador: string): Promise<Started> {
    const answer = await t.call('PreReserva/ObtenerDatosPasarelaPreReserva', {
      localizador,
      urlOk: URL_OK,
      urlKo: URL_KO,
    });
    expect(answer.cod, answer.msg).toBe(1);
    return answer.datos as Started;
  }

  async function state(localizador: string) {
    const answer = await t.call('Reserva/ObtenerEstadoReservaYPago', { localizador });
    return answer.datos as { estadoReserva: string; estadoPago: string };
  }

  /** The session behind a hosted page's url, as the engine's SDK client reads it. */
  function session(url: string) {
    return stripeClient(stripeSettings(t.config, t.url)).checkout.sessions.retrieve(
      sessionIdOf(url),
    );
  }

  const sessionIdOf = (url: string) => /\/pay\/(cs_test_\w+)$/.exec(url)?.[1] ?? '';

  /** What the stand-in has refunded of a PaymentIntent, in cents, as Stripe lists its refunds. */
  async function refundedAtStandIn(intent: string): Promise<number> {
    const refunds = await stripeClient(stripeSettings(t.config, t.url)).refunds.list({
      payment_intent: intent,
    });
    return refunds.data.reduce((sum, r) => sum + r.amount, 0);
  }

  /** Pays at the stand-in's hosted page as the golfer's browser would. */
  function pay(url: string, cardNumber: string) {
    return fetch(url, {
      method: 'POST',
      body: new URLSearchParams({ cardNumber, expiry: '12 / 34', cvc: '123' }),
      redirect: 'manual',
    });
  }

  function webhook(event: object, secret = SECRET) {
    const payload = JSON.stringify(event);
    return fetch(`${t.url}/pasarela/stripe/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
      body: payload,
    });
  }

  it('opens a Checkout Session of the held amount in euros, with the booking as metadata', async () => {
    const booking = await hold();
    const started = await start(booking.localizador);
    expect(started.url).toMatch(new RegExp(`^${t.url}/stripe-stand-in/pay/cs_test_\\w+$`));
    const s = await session(started.url);
    expect(s).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      amount_total: Math.round(booking.total * 100),
      currency: 'eur',
      metadata: {
        [METADATA.payment]: started.idPago,
        [METADATA.booking]: booking.localizador,
      },
      success_url: `${URL_OK}?localizador=${booking.localizador}`,
      cancel_url: `${URL_KO}?localizador=${booking.localizador}`,
    });
    expect(s.payment_intent).toMatch(/^pi_test_/);
    // Asked again for the same payment (a retry), Stripe answers the same session.
    const payment = {
      publicId: started.idPago,
      booking: booking.localizador,
      providerReference: null,
      amount: booking.total,
      currency: 'EUR',
      returnUrlOk: URL_OK,
      returnUrlKo: URL_KO,
    };
    const settings = stripeSettings(t.config, t.url);
    expect((await createCheckoutSession(settings, payment)).id).toBe(s.id);
  });

  it('pays with 4242 4242 4242 4242: notified, confirmed, and back at the ok page', async () => {
    const booking = await hold();
    const started = await start(booking.localizador);
    const back = await pay(started.url, '4242 4242 4242 4242');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`${URL_OK}?localizador=${booking.localizador}`);
    expect(await state(booking.localizador)).toMatchObject({
      estadoReserva: 'confirmed',
      estadoPago: 'succeeded',
    });
    const s = await session(started.url);
    expect(s).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect(await providerReferenceOf(t, started.idPago)).toBe(s.payment_intent);
  });

  it('a declined card releases the hold, expires the session, and goes back to the ko page', async () => {
    const booking = await hold();
    const started = await start(booking.localizador);
    expect(await providerReferenceOf(t, started.idPago)).toBe(sessionIdOf(started.url));
    const back = await pay(started.url, STRIPE_TEST_CARDS.declined);
    expect(back.headers.get('location')).toBe(`${URL_KO}?localizador=${booking.localizador}`);
    expect(await state(booking.localizador)).toMatchObject({
      estadoReserva: 'released',
      estadoPago: 'declined',
    });
    // Checkout would let the golfer try another card on the same page; the engine expired it, so
    // the released hold cannot be paid there any more.
    expect(await session(started.url)).toMatchObject({ status: 'expired', url: null });
    expect((await fetch(started.url)).status).toBe(410);
    const again = await pay(started.url, STRIPE_TEST_CARDS.succeeds);
    expect(again.status).toBe(410);
    expect(await again.text()).toContain('This Checkout Session has expired');
    expect(await paymentEventCount(t, started.idPago)).toBe(1);
    expect(await state(booking.localizador)).toMatchObject({ estadoPago: 'declined' });
    // Expiring it again is refused by Stripe, as it is no longer open.
    const settings = stripeSettings(t.config, t.url);
    await expect(
      stripeClient(settings).checkout.sessions.expire(sessionIdOf(started.url)),
    ).rejects.toThrow(/expired and can no longer be expired/);
    // The engine reads that as nothing left open; an unknown session is a refusal it logs.
    expect(await expireCheckoutSession(settings, sessionIdOf(started.url))).toEqual({ ok: true });
    expect(await expireCheckoutSession(settings, 'cs_test_nobody')).toEqual({
      ok: false,
      reason: 'resource_missing',
    });
  });

  it('cancelling a held booking (RevocarReserva) expires its session', async () => {
    const booking = await hold();
    const started = await start(booking.localizador);
    expect(await session(started.url)).toMatchObject({ status: 'open' });
    const revoked = await t.call('Reserva/RevocarReserva', { localizador: booking.localizador });
    expect(revoked.cod, revoked.msg).toBe(1);
    expect(await session(started.url)).toMatchObject({ status: 'expired' });
    expect((await pay(started.url, STRIPE_TEST_CARDS.succeeds)).status).toBe(410);
    expect(await paymentEventCount(t, started.idPago)).toBe(0);
  });

  it("the sweep of lapsed holds expires their sessions, not a live hold's", async () => {
    const lapsing = await hold();
    const lapsingStart = await start(lapsing.localizador);
    const lapse = t.config.ENGINE_HOLD_MINUTES * 60_000 + 60_000;
    t.clock.advance(lapse);
    try {
      const live = await hold();
      const liveStart = await start(live.localizador);
      await sweepLapsedHolds(t.engine.deps);
      expect(await session(lapsingStart.url)).toMatchObject({ status: 'expired' });
      expect((await pay(lapsingStart.url, STRIPE_TEST_CARDS.succeeds)).status).toBe(410);
      expect(await session(liveStart.url)).toMatchObject({ status: 'open' });
      expect(await state(lapsing.localizador)).toMatchObject({ estadoReserva: 'expired' });
    } finally {
      t.clock.advance(-lapse);
    }
  });

  it('a payment arriving after its hold lapsed and its places went to another is refunded at Stripe', async () => {
    n += 1;
    const slot = await findSlot(t, 'naranjos', 5, n);
    const late = await hold(1, slot);
    const started = await start(late.localizador);
    const lapse = t.config.ENGINE_HOLD_MINUTES * 60_000 + 60_000;
    t.clock.advance(lapse);
    try {
      // Someone else holds every place the lapsed hold had; the golfer then pays the old page.
      await hold(await freePlayersAt(t, slot), slot);
      expect(await freePlayersAt(t, slot)).toBe(0);
      const back = await pay(started.url, STRIPE_TEST_CARDS.succeeds);
      expect(back.status).toBe(303);
      expect(await state(late.localizador)).toMatchObject({ estadoPago: 'refunded' });
      const s = await session(started.url);
      expect(s.payment_status).toBe('paid');
      const intent = String(s.payment_intent);
      expect(await providerReferenceOf(t, started.idPago)).toBe(intent);
      // All of it went back at the stand-in, and the charge says so.
      expect(await refundedAtStandIn(intent)).toBe(Math.round(late.total * 100));
      const [charge] = await rows<{ refunded: boolean }>(
        t.engine.database.db,
        sql`select c.refunded_at is not null as refunded from charges c join payments p on p.id = c.payment_id where p.public_id = ${started.idPago}`,
      );
      expect(charge).toEqual({ refunded: true });
    } finally {
      t.clock.advance(-lapse);
    }
  });

  it('4000 0025 0000 3155 asks for 3-D Secure and is confirmed once the challenge is completed', async () => {
    const booking = await hold();
    const started = await start(booking.localizador);
    const challenge = await pay(started.url, STRIPE_TEST_CARDS.threeDSecure);
    expect(challenge.status).toBe(200);
    const html = await challenge.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    expect(action).toMatch(/\/stripe-stand-in\/challenge\/cs_test_/);
    expect(await state(booking.localizador)).toMatchObject({ estadoPago: 'pending' });
    const back = await fetch(new URL(action ?? '', started.url), {
      method: 'POST',
      body: new URLSearchParams({ action: 'complete' }),
      redirect: 'manual',
    });
    expect(back.headers.get('location')).toBe(`${URL_OK}?localizador=${booking.localizador}`);
    expect(await state(booking.localizador)).toMatchObject({
      estadoReserva: 'confirmed',
      estadoPago: 'succeeded',
    });
  });

  it('a card that is not a test card is refused on the page and changes nothing', async () => {
    const booking = await hold();
    const started = await start(booking.localizador);
    const refused = await pay(started.url, '5555 5555 5555 4444');
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('use a Stripe test card');
    expect(await paymentEventCount(t, started.idPago)).toBe(0);
  });

  it('refuses forged, unknown, wrong-amount and wrong-currency events; a replay changes nothing', async () => {
    const booking = await hold();
    const started = await start(booking.localizador);
    const s = await session(started.url);
    const amount = Math.round(booking.total * 100);
    const succeeded = (eventId: string, intent: Record<string, unknown> = {}) => ({
      id: eventId,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: s.payment_intent,
          object: 'payment_intent',
          amount,
          amount_received: amount,
          currency: 'eur',
          status: 'succeeded',
          metadata: { [METADATA.payment]: started.idPago },
          latest_charge: 'ch_test_1',
          last_payment_error: null,
          ...intent,
        },
      },
    });
    const forged = await webhook(succeeded('evt_forged'), 'whsec_not_the_endpoints');
    expect(forged.status).toBe(400);
    const unsigned = await fetch(`${t.url}/pasarela/stripe/webhook`, {
      method: 'POST',
      body: JSON.stringify(succeeded('evt_unsigned')),
    });
    expect(unsigned.status).toBe(400);
    const short = await webhook(succeeded('evt_short', { amount_received: amount - 100 }));
    expect(short.status).toBe(400);
    const dollars = await webhook(succeeded('evt_usd', { currency: 'usd' }));
    expect(dollars.status).toBe(400);
    const unknown = await webhook(
      succeeded('evt_unknown', { metadata: { [METADATA.payment]: 'pay_nobody' } }),
    );
    expect(unknown.status).toBe(404);
    // Another integration's payment on the same account is acknowledged and left alone.
    const foreign = await webhook(succeeded('evt_foreign', { metadata: {} }));
    expect(await foreign.json()).toMatchObject({ ignored: 'not a Fairway payment' });
    expect(await paymentEventCount(t, started.idPago)).toBe(0);
    expect(await state(booking.localizador)).toMatchObject({
      estadoReserva: 'held',
      estadoPago: 'pending',
    });
    // Until a payment succeeds, the payment is known at Stripe by its session.
    expect(await providerReferenceOf(t, started.idPago)).toBe(s.id);

    const genuine = succeeded('evt_genuine');
    expect((await webhook(genuine)).status).toBe(200);
    expect((await webhook(genuine)).status).toBe(200);
    expect(await paymentEventCount(t, started.idPago)).toBe(1);
    // Checkout's own event for the same payment, and a later failure, undo nothing.
    const completed = await webhook({
      id: 'evt_completed',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { ...s, status: 'complete', payment_status: 'paid' } },
    });
    expect(completed.status).toBe(200);
    const failed = await webhook({
      id: 'evt_failed_late',
      object: 'event',
      type: 'payment_intent.payment_failed',
      data: { object: { ...genuine.data.object, amount_received: 0 } },
    });
    expect(failed.status).toBe(200);
    expect(await paymentEventCount(t, started.idPago)).toBe(3);
    expect(await state(booking.localizador)).toMatchObject({
      estadoReserva: 'confirmed',
      estadoPago: 'succeeded',
    });
    // An event type the engine does not act on is acknowledged, so Stripe stops sending it.
    const other = await webhook({
      id: 'evt_other',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_test_1', object: 'customer' } },
    });
    expect(await other.json()).toMatchObject({ received: true, ignored: 'customer.created' });
  });

  it('checkout.session.completed alone confirms a paid session', async () => {
    const booking = await hold();
    const started = await start(booking.localizador);
    const s = await session(started.url);
    const completed = (amountTotal: number) =>
      webhook({
        id: `evt_completed_${amountTotal}`,
        object: 'event',
        type: 'checkout.session.completed',
        data: {
          object: { ...s, status: 'complete', payment_status: 'paid', amount_total: amountTotal },
        },
      });
    expect((await completed(s.amount_total ?? 0)).status).toBe(200);
    expect(await state(booking.localizador)).toMatchObject({
      estadoReserva: 'confirmed',
      estadoPago: 'succeeded',
    });
    expect(await providerReferenceOf(t, started.idPago)).toBe(s.payment_intent);
  });

  it('cancelling refunds the PaymentIntent through the stand-in', async () => {
    const booking = await hold();
    const started = await start(booking.localizador);
    await pay(started.url, STRIPE_TEST_CARDS.succeeds);
    const done = await cancelOnline(t, booking.localizador);
    const refunded = done.importeDevuelto;
    expect(refunded).toBeGreaterThan(0);
    expect(done.estadoDevolucion).toBe('realizada');
    expect(await chargeRefunded(t, started.idPago)).toBe(true);
    expect(await refundEvents(t, booking.localizador)).toEqual([]);

    // The stand-in took the refund: of the payment only the non-refundable fee is left there.
    const settings = stripeSettings(t.config, t.url);
    const intent = String(await providerReferenceOf(t, started.idPago));
    const left = Math.round(booking.total * 100) - Math.round(refunded * 100);
    expect(await refundAtStripe(settings, intent, left + 1)).toEqual({
      ok: false,
      reason: 'amount_too_large',
    });
    expect(await refundAtStripe(settings, 'pi_test_nobody', 100)).toEqual({
      ok: false,
      reason: 'resource_missing',
    });
    const wrongKey = { ...settings, secretKey: 'sk_test_not_the_accounts' };
    expect(await refundAtStripe(wrongKey, intent, 1)).toMatchObject({ ok: false });
  });

  it('a refund Stripe refuses still cancels, says the back office sends it, and asks the back office', async () => {
    const booking = await hold();
    const started = await start(booking.localizador);
    await pay(started.url, STRIPE_TEST_CARDS.succeeds);
    // Everything was already given back at Stripe (from its dashboard, say): nothing is left.
    const intent = String(await providerReferenceOf(t, started.idPago));
    const all = Math.round(booking.total * 100);
    expect(await refundAtStripe(stripeSettings(t.config, t.url), intent, all)).toMatchObject({
      ok: true,
    });
    const done = await cancelOnline(t, booking.localizador);
    expect(done.estadoDevolucion).toBe('solicitada');
    expect((await state(booking.localizador)).estadoReserva).toBe('cancelled');
    expect(await chargeRefunded(t, started.idPago)).toBe(false);
    expect(await refundEvents(t, booking.localizador)).toEqual([
      { estado: 'solicitada', importe: done.importeDevuelto, proveedor: 'stripe' },
    ]);
  });
});

describe('Stripe while the sandbox is configured', () => {
  let t: TestEngine;
  beforeAll(async () => {
    t = await startTestEngine('pglite');
  }, 120_000);
  afterAll(async () => t?.close());

  it('serves neither the webhook nor the stand-in', async () => {
    const posted = await fetch(`${t.url}/pasarela/stripe/webhook`, { method: 'POST' });
    expect(await posted.json()).toMatchObject({ cod: 3 });
    const api = await fetch(`${t.url}/v1/checkout/sessions/cs_test_1`);
    expect(await api.json()).toMatchObject({ cod: 3 });
  });
});
