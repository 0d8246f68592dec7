/**
 * Saved cards in Braintree's vault, over HTTP against the stand-in through the official SDK, on
 * both back ends: a logged-in golfer keeps the card the Drop-in's nonce pays with (vaulted on
 * their own Customer), sees what Braintree stored, pays the next booking with it from the server
 * with no Drop-in, and deletes it (gone from the vault); another golfer can neither use nor delete
 * it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../src/db/client.ts';
import { PAY_PATH, braintreeGateway, braintreeSettings } from '../src/payments/braintree.ts';
import { customerIdOf } from '../src/payments/braintree-cards.ts';
import { BRAINTREE_TEST_NONCES } from '../src/payments/stand-ins/braintree.ts';
import { logIn, signUp, type Golfer } from './golfers.ts';
import { bookingStateAs, holdAs, savedCardsOf } from './payment-steps.ts';
import { BACKENDS, startTestEngine, type TestEngine } from './harness.ts';

const SHOP = 'http://localhost:3000';
const URLS = {
  urlOk: `${SHOP}/en/payment-controller/ok`,
  urlKo: `${SHOP}/en/payment-controller/ko`,
};

describe.each(BACKENDS)(
  'saved cards in Braintree’s vault, against the stand-in, on %s',
  (backend) => {
    let t: TestEngine;
    let a: Golfer;
    let b: Golfer;
    let n = 0;
    beforeAll(async () => {
      t = await startTestEngine(backend, { PAYMENT_PROVIDER: 'braintree' });
      await signUp(t, 'ana.braintree@example.com');
      await signUp(t, 'bea.braintree@example.com');
      a = await logIn(t, 'ana.braintree@example.com');
      b = await logIn(t, 'bea.braintree@example.com');
    }, 120_000);
    afterAll(async () => t?.close());

    const ownHold = (user: Golfer) => holdAs(t, user, { daysAhead: 8, n: (n += 1) });
    const state = (localizador: string, user: Golfer) => bookingStateAs(t, localizador, user);
    const cardsOf = (user: Golfer) => savedCardsOf(t, user);

    const gateway = () => braintreeGateway(braintreeSettings(t.config, t.url));

    /** The Drop-in's payment of the golfer's hold, keeping the card or not. */
    async function payWithNonce(user: Golfer, keep: boolean) {
      const booking = await ownHold(user);
      const choice = await t.call(
        'PreReserva/ModificarSalvarTarjeta',
        { localizador: booking.localizador, salvarTarjeta: keep },
        user.credentials,
      );
      expect(choice.cod, choice.msg).toBe(1);
      const started = await t.call(
        'Reserva/ObtenerDatosBraintree',
        { localizador: booking.localizador },
        user.credentials,
      );
      expect(started.cod, started.msg).toBe(1);
      const paid = await fetch(`${t.url}${PAY_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          idPago: (started.datos as { idPago: string }).idPago,
          localizador: booking.localizador,
          email: user.email,
          nonce: BRAINTREE_TEST_NONCES.valid,
        }),
      });
      expect(paid.status).toBe(200);
      expect(await state(booking.localizador, user)).toMatchObject({ estadoReserva: 'confirmed' });
      return booking;
    }

    function start(user: Golfer, localizador: string, extra: Record<string, unknown> = {}) {
      return t.call(
        'PreReserva/ObtenerDatosPasarelaPreReserva',
        { localizador, ...URLS, ...extra },
        user.credentials,
      );
    }

    async function tokenOf(cardId: unknown): Promise<string> {
      const [row] = await rows<{ token: string }>(
        t.engine.database.db,
        sql`select provider_token as token from user_cards where id = ${Number(cardId)}`,
      );
      return row?.token ?? '';
    }

    it('vaults the card on the golfer’s own Customer when they keep it, and lists what Braintree stored', async () => {
      await payWithNonce(b, false);
      expect(await cardsOf(b)).toHaveLength(0);
      await payWithNonce(a, true);
      const cards = await cardsOf(a);
      expect(cards).toHaveLength(1);
      expect(cards[0]).toMatchObject({
        marca: 'visa',
        numeroTarjeta: '•••• •••• •••• 1881',
        caducidadTarjeta: '12/2030',
      });
      const customer = await gateway().customer.find(customerIdOf(a.id));
      expect(customer.email).toBe(a.email);
      expect(customer.creditCards?.map((c) => [c.token, c.last4])).toEqual([
        [await tokenOf(cards[0]?.idUsuarioTarjeta), '1881'],
      ]);
      // B kept nothing: no Customer in the vault either.
      await expect(gateway().customer.find(customerIdOf(b.id))).rejects.toMatchObject({
        type: 'notFoundError',
      });
    });

    it('pays the next booking with the vaulted card from the server: confirmed, straight to the ok page', async () => {
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
      });
      const [payment] = await rows<{ reference: string }>(
        t.engine.database.db,
        sql`select provider_reference as reference from payments where public_id = ${(started.datos as { idPago: string }).idPago}`,
      );
      const sale = await gateway().transaction.find(payment?.reference ?? '');
      expect(sale).toMatchObject({
        status: 'submitted_for_settlement',
        amount: booking.total.toFixed(2),
      });
      expect(sale.creditCard?.token).toBe(await tokenOf(card?.idUsuarioTarjeta));
    });

    it('another golfer can neither pay with A’s card nor delete it; Braintree refuses A’s token on B’s Customer', async () => {
      const [card] = await cardsOf(a);
      const booking = await ownHold(b);
      expect(
        await start(b, booking.localizador, { idUsuarioTarjeta: card?.idUsuarioTarjeta }),
      ).toMatchObject({
        cod: 2,
        msg: 'Card not found',
      });
      expect(
        await t.call(
          'Usuarios/EliminarTarjetaUsuario',
          { idUsuarioTarjeta: card?.idUsuarioTarjeta },
          b.credentials,
        ),
      ).toMatchObject({ cod: 2, msg: 'Card not found' });
      const sale = await gateway().transaction.sale({
        amount: '10.00',
        paymentMethodToken: await tokenOf(card?.idUsuarioTarjeta),
        customerId: customerIdOf(b.id),
      });
      expect(sale.success).toBe(false);
      expect(sale.errors.deepErrors().map((e) => e.code)).toContain('91516');
      expect(await cardsOf(a)).toHaveLength(1);
    });

    it('deleting a card deletes it from the vault and the list, and it pays no more', async () => {
      const [card] = await cardsOf(a);
      const token = await tokenOf(card?.idUsuarioTarjeta);
      expect((await gateway().paymentMethod.find(token)).token).toBe(token);
      const deleted = await t.call(
        'Usuarios/EliminarTarjetaUsuario',
        { idUsuarioTarjeta: card?.idUsuarioTarjeta },
        a.credentials,
      );
      expect(deleted.cod, deleted.msg).toBe(1);
      expect(await cardsOf(a)).toHaveLength(0);
      await expect(gateway().paymentMethod.find(token)).rejects.toMatchObject({
        type: 'notFoundError',
      });
      const booking = await ownHold(a);
      expect(
        await start(a, booking.localizador, { idUsuarioTarjeta: card?.idUsuarioTarjeta }),
      ).toMatchObject({
        cod: 2,
        msg: 'Card not found',
      });
    });
  },
);
