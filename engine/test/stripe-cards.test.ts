/**
 * Saved cards at Stripe, over HTTP against the stand-in, on both back ends: a logged-in golfer
 * keeps the card that pays (a PaymentMethod on their own Customer), sees what Stripe stored,
 * pays the next booking with it without a card page, and deletes it (detached at Stripe); another
 * golfer can neither pay with it nor delete it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../src/db/client.ts';
import { STRIPE_TEST_CARDS } from '../src/payments/stand-ins/stripe.ts';
import { stripeClient, stripeSettings } from '../src/payments/stripe.ts';
import { cancelOnline } from './payment-steps.ts';
import { GOLFER_PASSWORD, logIn, signUp, type Golfer } from './golfers.ts';
import { bookingStateAs, holdAs, savedCardsOf } from './payment-steps.ts';
import { BACKENDS, startTestEngine, type TestEngine } from './harness.ts';

const SHOP = 'http://localhost:3000';
const URLS = {
  urlOk: `${SHOP}/en/payment-controller/ok`,
  urlKo: `${SHOP}/en/payment-controller/ko`,
};

describe.each(BACKENDS)('saved cards at Stripe, against the stand-in, on %s', (backend) => {
  let t: TestEngine;
  let a: Golfer;
  let b: Golfer;
  let n = 0;
  beforeAll(async () => {
    t = await startTestEngine(backend, { PAYMENT_PROVIDER: 'stripe' });
    await signUp(t, 'ana.stripe@example.com');
    await signUp(t, 'bea.stripe@example.com');
    a = await logIn(t, 'ana.stripe@example.com');
    b = await logIn(t, 'bea.stripe@example.com');
  }, 120_000);
  afterAll(async () => t?.close());

  const ownHold = (user: Golfer) => holdAs(t, user, { daysAhead: 6, n: (n += 1) });
  const state = (localizador: string, user: Golfer = a) => bookingStateAs(t, localizador, user);
  const cardsOf = (user: Golfer) => savedCardsOf(t, user);

  const stripe = () => stripeClient(stripeSettings(t.config, t.url));

  /** A pre-booking of the golfer's own. */
  function start(user: Golfer, localizador: string, extra: Record<string, unknown> = {}) {
    return t.call(
      'PreReserva/ObtenerDatosPasarelaPreReserva',
      { localizador, ...URLS, ...extra },
      user.credentials,
    );
  }

  async function customerOf(user: Golfer): Promise<string | null> {
    const [row] = await rows<{ customer: string | null }>(
      t.engine.database.db,
      sql`select stripe_customer as customer from users where id = ${user.id}`,
    );
    return row?.customer ?? null;
  }

  /** Pays at the stand-in's Checkout page as the golfer's browser would. */
  function pay(url: string, cardNumber: string, expiry = '11 / 31') {
    return fetch(url, {
      method: 'POST',
      body: new URLSearchParams({ cardNumber, expiry, cvc: '123' }),
      redirect: 'manual',
    });
  }

  /** A's card, kept from a first payment; its id in the list. */
  async function keepCard(user: Golfer, number: string = STRIPE_TEST_CARDS.succeeds) {
    const booking = await ownHold(user);
    const started = await start(user, booking.localizador, { salvarTarjeta: true });
    expect(started.cod, started.msg).toBe(1);
    const back = await pay((started.datos as { url: string }).url, number);
    if (number === STRIPE_TEST_CARDS.threeDSecure) {
      const session = (started.datos as { url: string }).url.replace('/pay/', '/challenge/');
      await fetch(session, {
        method: 'POST',
        body: new URLSearchParams({ action: 'complete' }),
        redirect: 'manual',
      });
    } else expect(back.status).toBe(303);
    expect(await state(booking.localizador, user)).toMatchObject({ estadoReserva: 'confirmed' });
    return booking;
  }

  it('keeps the card that pays as a PaymentMethod on the golfer’s own Customer, as Stripe stored it', async () => {
    expect(await customerOf(a)).toBeNull();
    const booking = await ownHold(a);
    const started = await start(a, booking.localizador, { salvarTarjeta: true });
    expect(started.cod, started.msg).toBe(1);
    const url = (started.datos as { url: string }).url;
    // The session is the Customer's and sets the card up for future use.
    const session = await stripe().checkout.sessions.retrieve(/cs_test_\w+/.exec(url)?.[0] ?? '');
    const customer = await customerOf(a);
    expect(customer).toMatch(/^cus_test_/);
    expect(session.customer).toBe(customer);
    expect(await stripe().customers.retrieve(customer ?? '')).toMatchObject({
      email: a.email,
      name: 'Ana García',
    });
    expect((await pay(url, STRIPE_TEST_CARDS.succeeds, '11 / 31')).status).toBe(303);
    expect(await state(booking.localizador)).toMatchObject({ estadoReserva: 'confirmed' });

    const cards = await cardsOf(a);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      marca: 'visa',
      numeroTarjeta: '•••• •••• •••• 4242',
      caducidadTarjeta: '11/2031',
    });
    // What the list shows is what Stripe keeps on the Customer.
    const atStripe = await stripe().customers.listPaymentMethods(customer ?? '');
    expect(atStripe.data.map((m) => [m.card?.brand, m.card?.last4, m.card?.exp_year])).toEqual([
      ['visa', '4242', 2031],
    ]);
    // A second card kept later reuses the same Customer.
    await keepCard(a, STRIPE_TEST_CARDS.threeDSecure);
    expect(await customerOf(a)).toBe(customer);
    expect((await stripe().customers.listPaymentMethods(customer ?? '')).data).toHaveLength(2);
    expect((await cardsOf(a)).map((c) => c.numeroTarjeta)).toEqual([
      '•••• •••• •••• 4242',
      '•••• •••• •••• 3155',
    ]);
  });

  it('a card paid without asking to keep it is not kept, nor is a guest’s', async () => {
    const before = (await cardsOf(b)).length;
    const booking = await ownHold(b);
    const started = await start(b, booking.localizador);
    expect(started.cod, started.msg).toBe(1);
    expect(
      (await pay((started.datos as { url: string }).url, STRIPE_TEST_CARDS.succeeds)).status,
    ).toBe(303);
    expect(await state(booking.localizador, b)).toMatchObject({ estadoReserva: 'confirmed' });
    expect(await cardsOf(b)).toHaveLength(before);
    expect(await customerOf(b)).toBeNull();
  });

  it('pays the next booking with the kept card, with no card page: confirmed, straight to the ok page', async () => {
    const [card] = await cardsOf(a);
    const booking = await ownHold(a);
    const started = await start(a, booking.localizador, {
      idUsuarioTarjeta: card?.idUsuarioTarjeta,
    });
    expect(started.cod, started.msg).toBe(1);
    const datos = started.datos as { url: string; idPago: string };
    expect(datos.url).toBe(`${URLS.urlOk}?localizador=${booking.localizador}`);
    expect(await state(booking.localizador)).toMatchObject({
      estadoReserva: 'confirmed',
      estadoPago: 'succeeded',
      marcaTarjeta: 'visa',
      ultimosDigitos: '4242',
    });
    // The money is a PaymentIntent of A's Customer, with the kept PaymentMethod, for the total.
    const [payment] = await rows<{ reference: string }>(
      t.engine.database.db,
      sql`select provider_reference as reference from payments where public_id = ${datos.idPago}`,
    );
    const intent = await stripe().paymentIntents.retrieve(payment?.reference ?? '');
    const kept = await stripe().customers.listPaymentMethods((await customerOf(a)) ?? '');
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount: Math.round(booking.total * 100),
      customer: await customerOf(a),
      payment_method: kept.data.find((m) => m.card?.last4 === '4242')?.id,
    });
    // And it refunds like any Stripe payment.
    const done = await cancelOnline(t, booking.localizador, a.email);
    expect(done.estadoDevolucion).toBe('realizada');
    const refunded = done.importeDevuelto;
    expect(refunded).toBeGreaterThan(0);
    const refunds = await stripe().refunds.list({ payment_intent: intent.id });
    expect(refunds.data.reduce((sum, r) => sum + r.amount, 0)).toBe(Math.round(refunded * 100));
  });

  it('a kept card the bank wants authenticated goes to its 3-D Secure page, then confirms', async () => {
    const card = (await cardsOf(a)).find((c) => c.numeroTarjeta === '•••• •••• •••• 3155');
    const booking = await ownHold(a);
    const started = await start(a, booking.localizador, {
      idUsuarioTarjeta: card?.idUsuarioTarjeta,
    });
    expect(started.cod, started.msg).toBe(1);
    const url = (started.datos as { url: string }).url;
    expect(url).toMatch(new RegExp(`^${t.url}/stripe-stand-in/authenticate/pi_test_\\w+$`));
    expect(await state(booking.localizador)).toMatchObject({ estadoReserva: 'held' });
    const back = await fetch(url, {
      method: 'POST',
      body: new URLSearchParams({ action: 'complete' }),
      redirect: 'manual',
    });
    expect(back.headers.get('location')).toMatch(
      new RegExp(
        `^${URLS.urlOk}\\?localizador=${booking.localizador}&payment_intent=pi_test_\\w+&redirect_status=succeeded$`,
      ),
    );
    expect(await state(booking.localizador)).toMatchObject({
      estadoReserva: 'confirmed',
      estadoPago: 'succeeded',
    });
  });

  it('releasing the hold cancels a kept card’s PaymentIntent still waiting for 3-D Secure', async () => {
    const card = (await cardsOf(a)).find((c) => c.numeroTarjeta === '•••• •••• •••• 3155');
    const booking = await ownHold(a);
    const started = await start(a, booking.localizador, {
      idUsuarioTarjeta: card?.idUsuarioTarjeta,
    });
    expect(started.cod, started.msg).toBe(1);
    const url = (started.datos as { url: string }).url;
    const intentId = /pi_test_\w+$/.exec(url)?.[0] ?? '';
    const revoked = await t.call(
      'Reserva/RevocarReserva',
      { localizador: booking.localizador },
      a.credentials,
    );
    expect(revoked.cod, revoked.msg).toBe(1);
    expect(await stripe().paymentIntents.retrieve(intentId)).toMatchObject({ status: 'canceled' });
    const late = await fetch(url, {
      method: 'POST',
      body: new URLSearchParams({ action: 'complete' }),
      redirect: 'manual',
    });
    expect(late.status).toBe(404);
  });

  it('another golfer can neither pay with A’s card nor delete it', async () => {
    const [card] = await cardsOf(a);
    const id = card?.idUsuarioTarjeta;
    const booking = await ownHold(b);
    const paid = await start(b, booking.localizador, { idUsuarioTarjeta: id });
    expect(paid).toMatchObject({ cod: 2, msg: 'Card not found' });
    const deleted = await t.call(
      'Usuarios/EliminarTarjetaUsuario',
      { idUsuarioTarjeta: id },
      b.credentials,
    );
    expect(deleted).toMatchObject({ cod: 2, msg: 'Card not found' });
    // Naming A as the user in the body does not make B's token A's.
    const posing = await t.call(
      'Usuarios/EliminarTarjetaUsuario',
      { idUsuarioTarjeta: id },
      { ...b.credentials, idUsuario: a.id },
    );
    expect(posing.cod).not.toBe(1);
    expect((await cardsOf(a)).map((c) => c.idUsuarioTarjeta)).toContain(id);
    const customer = (await customerOf(a)) ?? '';
    expect((await stripe().customers.listPaymentMethods(customer)).data).toHaveLength(2);
    expect(await state(booking.localizador, b)).toMatchObject({ estadoReserva: 'held' });
  });

  it('deleting a card detaches it at Stripe: gone from the list and from the Customer, and it pays no more', async () => {
    const customer = (await customerOf(a)) ?? '';
    const [card] = await cardsOf(a);
    const pm = (await stripe().customers.listPaymentMethods(customer)).data.find(
      (m) => m.card?.last4 === '4242',
    );
    const deleted = await t.call(
      'Usuarios/EliminarTarjetaUsuario',
      { idUsuarioTarjeta: card?.idUsuarioTarjeta },
      a.credentials,
    );
    expect(deleted.cod, deleted.msg).toBe(1);
    expect((await cardsOf(a)).map((c) => c.numeroTarjeta)).toEqual(['•••• •••• •••• 3155']);
    const left = await stripe().customers.listPaymentMethods(customer);
    expect(left.data.map((m) => m.card?.last4)).toEqual(['3155']);
    expect(await stripe().paymentMethods.retrieve(pm?.id ?? '')).toMatchObject({ customer: null });
    const booking = await ownHold(a);
    const again = await start(a, booking.localizador, { idUsuarioTarjeta: card?.idUsuarioTarjeta });
    expect(again).toMatchObject({ cod: 2, msg: 'Card not found' });
  });

  it('deleting the account detaches its kept cards at Stripe too', async () => {
    await signUp(t, 'cleo.stripe@example.com');
    const cleo = await logIn(t, 'cleo.stripe@example.com');
    await keepCard(cleo);
    const customer = (await customerOf(cleo)) ?? '';
    expect((await stripe().customers.listPaymentMethods(customer)).data).toHaveLength(1);
    const gone = await t.call(
      'Usuarios/EliminarUsuario',
      { password: GOLFER_PASSWORD },
      cleo.credentials,
    );
    expect(gone.cod, gone.msg).toBe(1);
    expect((await stripe().customers.listPaymentMethods(customer)).data).toHaveLength(0);
  });

  it('a card kept with the sandbox is not listed, nor can it pay, while Stripe takes the payments', async () => {
    await t.engine.database.db.execute(
      sql`insert into user_cards (user_id, provider, provider_token, brand, last4, exp_month, exp_year, holder)
          values (${b.id}, 'sandbox', 'tok_sandbox_only', 'visa', '1111', 12, 2040, 'BEA')`,
    );
    expect((await cardsOf(b)).map((c) => c.numeroTarjeta)).not.toContain('•••• •••• •••• 1111');
    const [row] = await rows<{ id: number }>(
      t.engine.database.db,
      sql`select id from user_cards where provider_token = 'tok_sandbox_only'`,
    );
    const booking = await ownHold(b);
    expect(await start(b, booking.localizador, { idUsuarioTarjeta: row?.id })).toMatchObject({
      cod: 2,
      msg: 'Card not found',
    });
  });
});
