/**
 * Issue 24, promocodes, over HTTP on both back ends: guessing codes is throttled per client
 * address and per session, whichever call judges the code; a code's per-customer limit (by the
 * holder's e-mail, as the engine compares e-mails) and its total limit hold at the pre-booking
 * and the payment, and a live hold claims its use.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../src/db/client.ts';
import { offers } from '../src/db/schema.ts';
import { applyNotification } from '../src/payments/sandbox.ts';
import { cartFor, findSlot, holder, newCartLocator, payWithCard, preBook } from './flows.ts';
import type { Slot } from './flows.ts';
import { BACKENDS, daysAhead, startTestEngine } from './harness.ts';
import type { Answer, Credentials, TestEngine } from './harness.ts';

/** Thirteen codes someone might try, none of them seeded. */
const GUESSES = [
  'WELCOME',
  'WELCOME10',
  'SUMMER',
  'SUMMER10',
  'GOLF10',
  'GOLF20',
  'FAIRWAY',
  'FAIRWAY20',
  'SPRING',
  'FREE',
  'VIP',
  'BIRDIE',
  'EAGLE',
];
const THROTTLED_EN = /^Too many promotional codes tried\. Please try again in \d+ seconds?$/;

describe.each(BACKENDS)('promocodes on %s', (backend) => {
  let t: TestEngine;
  let slot: Slot;
  let day = 3;
  /** A free tee time of its own for each booking, so no test waits on another's places. */
  const nextCart = async () => cartFor(await findSlot(t, 'naranjos', day++), 1);

  beforeAll(async () => {
    t = await startTestEngine(backend);
    slot = await findSlot(t, 'naranjos', 2);
  }, 120_000);
  afterAll(async () => t?.close());

  /** A code of the test's own, 3 € off anywhere for the next 60 days, with the limits given. */
  const addCode = (code: string, limits: { maxUses: number }) =>
    t.engine.database.db.insert(offers).values({
      code,
      kind: 'fixed',
      value: 3,
      names: { en: code, es: code, fr: code, sv: code },
      validFrom: daysAhead(0, t.clock),
      validTo: daysAhead(60, t.clock),
      ...limits,
    });

  const referenceOf = (answer: Answer) => (answer.datos as { localizador: string }).localizador;

  /** Pays a hold with the sandbox's card that succeeds, typed as a golfer types it. */
  const pay = async (answer: Answer) => {
    const paid = await payWithCard(t, referenceOf(answer), { number: '4242 4242 4242 4242' });
    expect(paid.response.status).toBe(200);
  };

  const apply = (code: string, session: Credentials = t.session) =>
    t.call(
      'Ofertas/AplicarOfertas',
      { jsonCarrito: JSON.stringify(cartFor(slot, 1)), promoCode: code },
      session,
    );

  it('throttles 13 guesses from one session, a right code included once the wait started, in the golfer’s language', async () => {
    const session = await t.newSession('es-ES');
    const answers: Answer[] = [];
    for (const code of GUESSES) answers.push(await apply(code, session));
    // The first five are plain refusals, then the waits start: the last guesses never get judged.
    expect(answers.slice(0, 5).map((a) => [a.cod, a.msg])).toEqual(
      Array(5).fill([2, 'Código promocional no válido']),
    );
    const last = answers.at(-1);
    expect(last?.cod).toBe(3);
    expect(last?.msg).toMatch(
      /^Demasiados códigos promocionales probados\. Inténtalo de nuevo en /,
    );
    // While the session waits, a right code gets the same answer: a guess cannot be told apart.
    const right = await apply('FAIRWAY10', session);
    expect(right.cod).toBe(3);
  });

  it('does not count a real code that does not cover the cart: the shop re-applies a remembered code on every page', async () => {
    const session = await t.newSession();
    // VALDERRAMA15 is Valderrama's own; the cart is at Los Naranjos.
    for (let i = 0; i < GUESSES.length; i += 1)
      expect(await apply('VALDERRAMA15', session)).toMatchObject({
        cod: 2,
        msg: 'Promotional code not valid',
      });
  });

  it('throttles guesses spread over fresh sessions and over every call that judges a code, per address', async () => {
    // A fresh engine, so the address's count starts at nothing.
    const fresh = await startTestEngine(backend);
    try {
      const cartSlot = await findSlot(fresh, 'naranjos', 2);
      const cart = JSON.stringify(cartFor(cartSlot, 1));
      const answers: Answer[] = [];
      for (const [i, code] of GUESSES.entries()) {
        const session = await fresh.newSession('en-GB');
        const which = i % 3;
        answers.push(
          which === 0
            ? await fresh.call(
                'Ofertas/AplicarOfertas',
                { jsonCarrito: cart, promoCode: code },
                session,
              )
            : which === 1
              ? await fresh.call(
                  'PreReserva/RealizarPreReserva',
                  {
                    localizadorCarrito: newCartLocator(),
                    jsonCarrito: cart,
                    ...holder(i),
                    promoCode: code,
                  },
                  session,
                )
              : await fresh.call(
                  'Disponibilidad/ObtenerDisponibilidadDia',
                  {
                    idVendedorProveedor: cartSlot.idVendedorProveedor,
                    idRecorrido: cartSlot.idRecorrido,
                    fecha: daysAhead(2, fresh.clock),
                    jugadores: 1,
                    promoCode: code,
                  },
                  session,
                ),
        );
      }
      expect(answers.slice(0, 10).every((a) => a.msg === 'Promotional code not valid')).toBe(true);
      expect(answers.at(-1)?.cod).toBe(3);
      expect(answers.at(-1)?.msg).toMatch(THROTTLED_EN);
      // Nothing was held by the refused pre-bookings.
      const held = await rows<{ n: number }>(
        fresh.engine.database.db,
        sql`select count(*)::int as n from reservations`,
      );
      expect(held[0]?.n).toBe(0);
    } finally {
      await fresh.close();
    }
  }, 120_000);

  it('lets WELCOME5 be used once per customer: a second booking by the same e-mail is refused, another e-mail is not', async () => {
    const email = 'welcome.once@example.com';
    const first = await preBook(t, await nextCart(), { email, promoCode: 'WELCOME5' });
    expect(first.cod, first.msg).toBe(1);
    const booking = first.datos as { descuento: number; total: number };
    expect(booking.descuento).toBe(5);

    // While the first is held (not paid yet), its use is claimed.
    const whileHeld = await preBook(t, await nextCart(), { email, promoCode: 'WELCOME5' });
    expect(whileHeld).toMatchObject({ cod: 2 });
    expect(whileHeld.msg).toBe(
      `The promotional code WELCOME5 has already been used with ${email} as many times as it allows. Remove it from your cart to book without it`,
    );

    await pay(first);
    const state = await t.call('Reserva/ObtenerEstadoReservaYPago', {
      localizador: referenceOf(first),
    });
    // Honoured at the price shown.
    expect(state.datos).toMatchObject({ estadoReserva: 'confirmed', importe: booking.total });

    // The same customer, written another way, is the same customer.
    const again = await preBook(t, await nextCart(), {
      email: '  Welcome.Once@EXAMPLE.com ',
      promoCode: 'welcome5',
    });
    expect(again.cod).toBe(2);
    expect(again.msg).toContain('has already been used with');

    const other = await preBook(t, await nextCart(), {
      email: 'someone.else@example.com',
      promoCode: 'WELCOME5',
    });
    expect(other.cod, other.msg).toBe(1);
    // Nothing was held for the refused ones.
    const held = await rows<{ n: number }>(
      t.engine.database.db,
      sql`select count(*)::int as n from reservations where lower(holder_email) like 'welcome.once@%'`,
    );
    expect(held[0]?.n).toBe(1);
  });

  it('holds a total limit: the third use of a two-use code is refused in the cart and at pre-booking; a released hold gives its use back', async () => {
    await addCode('TWICE', { maxUses: 2 });
    const one = await preBook(t, await nextCart(), {
      email: 'one@example.com',
      promoCode: 'TWICE',
    });
    expect(one.cod, one.msg).toBe(1);
    await pay(one);
    const two = await preBook(t, await nextCart(), {
      email: 'two@example.com',
      promoCode: 'TWICE',
    });
    expect(two.cod, two.msg).toBe(1);

    const usedUp =
      'The promotional code TWICE has been used up. Remove it from your cart to book without it';
    const visitor = await t.newSession();
    expect(await apply('TWICE', visitor)).toMatchObject({ cod: 2, msg: usedUp });
    const three = await preBook(t, await nextCart(), {
      email: 'three@example.com',
      promoCode: 'TWICE',
    });
    expect(three).toMatchObject({ cod: 2, msg: usedUp });

    // The second golfer gives up: the held use is free again.
    const revoked = await t.call('Reserva/RevocarReserva', { localizador: referenceOf(two) });
    expect(revoked.cod, revoked.msg).toBe(1);
    const retry = await preBook(t, await nextCart(), {
      email: 'three@example.com',
      promoCode: 'TWICE',
    });
    expect(retry.cod, retry.msg).toBe(1);
  });

  it('pays a hold honoured at its price, and refunds a lapsed hold whose use went to someone else', async () => {
    await addCode('ONCEONLY', { maxUses: 1 });
    const late = await preBook(t, await nextCart(), {
      email: 'late@example.com',
      promoCode: 'ONCEONLY',
    });
    expect(late.cod, late.msg).toBe(1);
    const lateRef = referenceOf(late);
    const pasarela = await t.call('PreReserva/ObtenerDatosPasarelaPreReserva', {
      localizador: lateRef,
      urlOk: 'http://localhost:3000/en/payment-controller/ok',
      urlKo: 'http://localhost:3000/en/payment-controller/ko',
    });
    expect(pasarela.cod, pasarela.msg).toBe(1);
    const idPago = (pasarela.datos as { idPago: string }).idPago;

    // The hold lapses; someone else takes the one use and pays.
    t.clock.advance(t.config.ENGINE_HOLD_MINUTES * 60_000 + 60_000);
    const onTime = await preBook(t, await nextCart(), {
      email: 'ontime@example.com',
      promoCode: 'ONCEONLY',
    });
    expect(onTime.cod, onTime.msg).toBe(1);
    await pay(onTime);

    // The provider's notification of the late payment arrives: the money goes back in full.
    expect(
      await applyNotification(t.engine.deps, {
        eventId: `evt_${idPago}`,
        idPago,
        resultado: 'succeeded',
      }),
    ).toBe('applied');
    const state = await t.call('Reserva/ObtenerEstadoReservaYPago', { localizador: lateRef });
    expect(state.datos).toMatchObject({ estadoPago: 'refunded' });
    expect((state.datos as { estadoReserva: string }).estadoReserva).not.toBe('confirmed');
  });
});
