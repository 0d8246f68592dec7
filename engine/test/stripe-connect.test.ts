import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { comprobarTrasferFee } from '@fairway/contract/reserva';
import type { AnswerOf } from '@fairway/contract/envelope';
import { STRIPE_STAND_IN_KEYS } from '../src/config.ts';
import { rows } from '../src/db/client.ts';
import { stripeClient, stripeSettings } from '../src/payments/stripe.ts';
import { STRIPE_TEST_CARDS } from '../src/payments/stand-ins/stripe.ts';
import { seededAccountOf } from '../src/seed/connected-accounts.ts';
import { cartFor, findSlot, preBook, tournamentPlayer } from './flows.ts';
import type { Slot } from './flows.ts';
import { cancelOnline } from './payment-steps.ts';
import { BACKENDS, startTestEngine } from './harness.ts';
import type { TestEngine } from './harness.ts';

const URL_OK = 'http://localhost:3000/en/payment-controller/ok';
const URL_KO = 'http://localhost:3000/en/payment-controller/ko';
/** A fixed instant: no answer here depends on the day the suite runs. */
const CLOCK_START = new Date('2027-04-14T08:00:00Z');

type Fee = AnswerOf<typeof comprobarTrasferFee>['datos'];

interface Held {
  localizador: string;
  total: number;
  comision: number;
}

interface Paid {
  localizador: string;
  total: number;
  comision: number;
  email: string;
  idPago: string;
}

/** One cart holding several tee times, each at its own club. */
function cartOf(...slots: Slot[]) {
  return { listaClubesRecorridos: slots.flatMap((s) => cartFor(s, 2).listaClubesRecorridos) };
}

describe.each(BACKENDS)('the clubs’ share with Stripe Connect, on %s', (backend) => {
  let t: TestEngine;
  let n = 0;
  beforeAll(async () => {
    t = await startTestEngine(backend, { PAYMENT_PROVIDER: 'stripe' }, { clockStart: CLOCK_START });
  }, 120_000);
  afterAll(async () => t?.close());

  const stripe = () => stripeClient(stripeSettings(t.config, t.url));
  const backOffice = () => ({ claveBackOffice: t.config.ENGINE_BACKOFFICE_KEY });

  /** A free tee time at a club no other test of this file has taken yet. */
  async function slotAt(keyword: string): Promise<Slot> {
    n += 1;
    return findSlot(t, keyword, 6, n);
  }

  /** Holds the cart and pays it with 4242 on the stand-in's hosted page, as a golfer would. */
  async function pay(cart: object): Promise<Paid> {
    n += 1;
    const email = `connect${n}@example.com`;
    const pre = await preBook(t, cart, { email });
    expect(pre.cod, pre.msg).toBe(1);
    return payHeld(pre.datos as Held, email);
  }

  async function payHeld(booking: Held, email: string): Promise<Paid> {
    const started = await t.call('PreReserva/ObtenerDatosPasarelaPreReserva', {
      localizador: booking.localizador,
      urlOk: URL_OK,
      urlKo: URL_KO,
    });
    expect(started.cod, started.msg).toBe(1);
    const { url, idPago } = started.datos as { url: string; idPago: string };
    const back = await fetch(url, {
      method: 'POST',
      body: new URLSearchParams({ cardNumber: STRIPE_TEST_CARDS.succeeds, expiry: '12 / 34' }),
      redirect: 'manual',
    });
    expect(back.headers.get('location')).toBe(`${URL_OK}?localizador=${booking.localizador}`);
    return { ...booking, email, idPago };
  }

  async function fee(p: Paid): Promise<Fee> {
    const answer = await t.call('Reserva/ComprobarTrasferFee', {
      localizador: p.localizador,
      email: p.email,
    });
    expect(answer.cod, answer.msg).toBe(1);
    return answer.datos as Fee;
  }

  /** What Stripe holds for the booking: its transfers, by the booking's transfer_group. */
  async function transfersAtStripe(localizador: string) {
    return (await stripe().transfers.list({ transfer_group: localizador })).data;
  }

  async function accountOf(clubId: number): Promise<string | null> {
    const [row] = await rows<{ account: string | null }>(
      t.engine.database.db,
      sql`select stripe_account as account from clubs where id = ${clubId}`,
    );
    return row?.account ?? null;
  }

  async function chargeOf(idPago: string): Promise<string> {
    const [row] = await rows<{ charge: string }>(
      t.engine.database.db,
      sql`select c.provider_charge_id as charge from charges c join payments p on p.id = c.payment_id where p.public_id = ${idPago}`,
    );
    return row?.charge ?? '';
  }

  const cents = (euros: number) => Math.round(euros * 100);

  it('transfers a one-club booking’s total less the fee to the club’s account, grouped by the booking', async () => {
    const slot = await slotAt('naranjos');
    const paid = await pay(cartFor(slot, 2));
    const account = await accountOf(slot.idVendedorProveedor);
    expect(account).toMatch(/^acct_/);
    const [transfer, ...others] = await transfersAtStripe(paid.localizador);
    expect(others).toHaveLength(0);
    expect(transfer).toMatchObject({
      object: 'transfer',
      amount: cents(paid.total) - cents(paid.comision),
      currency: 'eur',
      destination: account,
      transfer_group: paid.localizador,
      source_transaction: await chargeOf(paid.idPago),
      metadata: {
        fairway_booking: paid.localizador,
        fairway_club: String(slot.idVendedorProveedor),
        fairway_payment: paid.idPago,
      },
    });
    expect(transfer?.source_transaction).toMatch(/^ch_test_/);
    expect(paid.comision).toBeGreaterThan(0);
    // The fee stays with Fairway, and ComprobarTrasferFee says so beside the club's share.
    expect(await fee(paid)).toEqual({
      comision: paid.comision,
      reembolsable: false,
      transferencias: [
        {
          idVendedorProveedor: slot.idVendedorProveedor,
          nombreClub: expect.stringContaining('Naranjos') as string,
          importe: (cents(paid.total) - cents(paid.comision)) / 100,
          importeRevertido: 0,
          estado: 'realizado',
          idTransferencia: transfer?.id,
        },
      ],
    });
  });

  it('splits a two-club cart into one transfer per club, each its own lines', async () => {
    const a = await slotAt('naranjos');
    const b = await slotAt('valderrama');
    expect(a.idVendedorProveedor).not.toBe(b.idVendedorProveedor);
    const paid = await pay(cartOf(a, b));
    const details = await t.call('Reserva/ObtenerReservaDetalles', {
      localizador: paid.localizador,
      email: paid.email,
    });
    const lines = (details.datos as { lineas: { idVendedorProveedor: number; total: number }[] })
      .lineas;
    const atStripe = await transfersAtStripe(paid.localizador);
    expect(atStripe).toHaveLength(2);
    for (const club of [a.idVendedorProveedor, b.idVendedorProveedor]) {
      const line = lines.find((l) => l.idVendedorProveedor === club);
      const transfer = atStripe.find((x) => x.metadata.fairway_club === String(club));
      // No promocode: each club gets exactly what its own tee time cost.
      expect(transfer).toMatchObject({
        amount: cents(line?.total ?? -1),
        destination: await accountOf(club),
        transfer_group: paid.localizador,
      });
    }
    const sum = atStripe.reduce((s, x) => s + x.amount, 0);
    expect(sum).toBe(cents(paid.total) - cents(paid.comision));
    expect((await fee(paid)).transferencias.map((x) => x.estado)).toEqual([
      'realizado',
      'realizado',
    ]);
  });

  it('a replayed webhook, or another event of the same payment, transfers nothing again', async () => {
    const slot = await slotAt('naranjos');
    const paid = await pay(cartFor(slot, 1));
    const [first] = await transfersAtStripe(paid.localizador);
    const [payment] = await rows<{ intent: string }>(
      t.engine.database.db,
      sql`select provider_reference as intent from payments where public_id = ${paid.idPago}`,
    );
    const amount = cents(paid.total);
    const charge = await chargeOf(paid.idPago);
    const event = (id: string) => ({
      id,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: payment?.intent,
          object: 'payment_intent',
          amount,
          amount_received: amount,
          currency: 'eur',
          status: 'succeeded',
          metadata: { fairway_payment: paid.idPago },
          latest_charge: charge,
          last_payment_error: null,
        },
      },
    });
    for (const id of ['evt_replay_a', 'evt_replay_a', 'evt_replay_b']) {
      const payload = JSON.stringify(event(id));
      const answer = await fetch(`${t.url}/pasarela/stripe/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({
            payload,
            secret: STRIPE_STAND_IN_KEYS.webhookSecret,
          }),
        },
        body: payload,
      });
      expect(answer.status).toBe(200);
    }
    const after = await transfersAtStripe(paid.localizador);
    expect(after.map((x) => x.id)).toEqual([first?.id]);
  });

  /** Cancels a paid booking online, as its holder: the cents refunded. */
  const cancel = async (paid: Paid) =>
    cents((await cancelOnline(t, paid.localizador, paid.email)).importeDevuelto);

  it('cancelling reverses the club’s transfer by what the golfer got back; the fee is not reversed', async () => {
    const slot = await slotAt('naranjos');
    const paid = await pay(cartFor(slot, 2));
    const refunded = await cancel(paid);
    expect(refunded).toBe(cents(paid.total) - cents(paid.comision));
    const [transfer] = await transfersAtStripe(paid.localizador);
    expect(transfer).toMatchObject({ amount_reversed: refunded, reversed: true });
    expect(transfer?.reversals.data).toMatchObject([
      { object: 'transfer_reversal', amount: refunded, transfer: transfer?.id },
    ]);
    const [share] = (await fee(paid)).transferencias;
    expect(share).toMatchObject({ importeRevertido: refunded / 100, estado: 'realizado' });
    // Nothing is left of the transfer: the stand-in refuses one cent more, as Stripe does.
    await expect(
      stripe().transfers.createReversal(transfer?.id ?? '', { amount: 1 }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError' });
  });

  it('cancelling a two-club booking reverses each club’s transfer in full', async () => {
    // Both clubs cancel online (Valderrama does not).
    const paid = await pay(cartOf(await slotAt('naranjos'), await slotAt('la quinta')));
    const before = await transfersAtStripe(paid.localizador);
    expect(before).toHaveLength(2);
    expect(await cancel(paid)).toBe(cents(paid.total) - cents(paid.comision));
    const after = await transfersAtStripe(paid.localizador);
    for (const transfer of before) {
      const now = after.find((x) => x.id === transfer.id);
      expect(now).toMatchObject({ amount_reversed: transfer.amount, reversed: true });
      expect(now?.reversals.data).toHaveLength(1);
    }
    expect((await fee(paid)).transferencias.map((x) => x.importeRevertido - x.importe)).toEqual([
      0, 0,
    ]);
  });

  it('deliveries of the same payment at the same moment transfer once', async () => {
    const slot = await slotAt('valderrama');
    n += 1;
    const email = `connect${n}@example.com`;
    const pre = await preBook(t, cartFor(slot, 1), { email });
    const held = pre.datos as Held;
    const started = await t.call('PreReserva/ObtenerDatosPasarelaPreReserva', {
      localizador: held.localizador,
      urlOk: URL_OK,
      urlKo: URL_KO,
    });
    const { url, idPago } = started.datos as { url: string; idPago: string };
    const session = await stripe().checkout.sessions.retrieve(/cs_test_\w+$/.exec(url)?.[0] ?? '');
    const amount = cents(held.total);
    const deliver = (id: string) => {
      const payload = JSON.stringify({
        id,
        object: 'event',
        type: 'payment_intent.succeeded',
        data: {
          object: {
            id: session.payment_intent,
            object: 'payment_intent',
            amount,
            amount_received: amount,
            currency: 'eur',
            status: 'succeeded',
            metadata: { fairway_payment: idPago },
            latest_charge: null,
            last_payment_error: null,
          },
        },
      });
      return fetch(`${t.url}/pasarela/stripe/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({
            payload,
            secret: STRIPE_STAND_IN_KEYS.webhookSecret,
          }),
        },
        body: payload,
      });
    };
    const answers = await Promise.all(
      ['evt_same_1', 'evt_same_1', 'evt_same_2', 'evt_same_3'].map(deliver),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const atStripe = await transfersAtStripe(held.localizador);
    expect(atStripe).toHaveLength(1);
    expect(atStripe[0]).toMatchObject({
      amount: cents(held.total) - cents(held.comision),
      // No Stripe charge named by the event: the transfer is funded by the platform's balance.
      source_transaction: null,
    });
  });

  it('a tournament entry’s share goes to the tournament’s club', async () => {
    const list = await t.call('Torneos/ListarTorneos', { porPagina: 50 });
    const tournaments = (
      list.datos as {
        torneos: { idTorneo: number; nombre: string; idVendedorProveedor: number }[];
      }
    ).torneos;
    const trofeo = tournaments.find((x) => x.nombre === 'Trofeo de Primavera Valderrama');
    expect(trofeo).toBeDefined();
    const email = 'grace.connect@example.com';
    const entry = await t.call('Torneos/InscribirJugadores', {
      idTorneo: trofeo?.idTorneo,
      nombre: 'Grace',
      apellidos: 'Hopper',
      email,
      telefono: '+34 600 000 000',
      aceptaCondiciones: true,
      jugadores: [tournamentPlayer(901), tournamentPlayer(902)],
    });
    expect(entry.cod, entry.msg).toBe(1);
    const paid = await payHeld(entry.datos as Held, email);
    const [transfer, ...others] = await transfersAtStripe(paid.localizador);
    expect(others).toHaveLength(0);
    expect(transfer).toMatchObject({
      amount: cents(paid.total) - cents(paid.comision),
      destination: await accountOf(trofeo?.idVendedorProveedor ?? 0),
      metadata: { fairway_club: String(trofeo?.idVendedorProveedor) },
    });
  });

  it('a club without a connected account: its share is recorded pendiente and nothing is transferred', async () => {
    const slot = await slotAt('valderrama');
    const club = slot.idVendedorProveedor;
    const account = await accountOf(club);
    await t.engine.database.db.execute(
      sql`update clubs set stripe_account = null where id = ${club}`,
    );
    let paid: Paid;
    try {
      paid = await pay(cartFor(slot, 2));
    } finally {
      await t.engine.database.db.execute(
        sql`update clubs set stripe_account = ${account} where id = ${club}`,
      );
    }
    expect(await transfersAtStripe(paid.localizador)).toEqual([]);
    expect((await fee(paid)).transferencias).toEqual([
      {
        idVendedorProveedor: club,
        nombreClub: expect.any(String) as string,
        importe: (cents(paid.total) - cents(paid.comision)) / 100,
        importeRevertido: 0,
        estado: 'pendiente',
        idTransferencia: null,
      },
    ]);
    // The back office pays the club by other means and says so.
    const set = await t.call(
      'Reserva/GuardarEstadoTransferSplit',
      { localizador: paid.localizador, estado: 'realizado', idVendedorProveedor: club },
      backOffice(),
    );
    expect(set.cod, set.msg).toBe(1);
    expect((await fee(paid)).transferencias).toMatchObject([
      { estado: 'realizado', idTransferencia: null },
    ]);
  });

  it('a transfer Stripe refuses is recorded fallido with Stripe’s reason', async () => {
    const slot = await slotAt('naranjos');
    const club = slot.idVendedorProveedor;
    const account = await accountOf(club);
    await t.engine.database.db.execute(
      sql`update clubs set stripe_account = 'not-an-account' where id = ${club}`,
    );
    let paid: Paid;
    try {
      paid = await pay(cartFor(slot, 1));
    } finally {
      await t.engine.database.db.execute(
        sql`update clubs set stripe_account = ${account} where id = ${club}`,
      );
    }
    expect(await transfersAtStripe(paid.localizador)).toEqual([]);
    const [row] = await rows<{ status: string; reason: string | null }>(
      t.engine.database.db,
      sql`select t.status, t.failure_reason as reason from club_transfers t join reservations r on r.id = t.reservation_id where r.localizador = ${paid.localizador}`,
    );
    expect(row).toEqual({ status: 'fallido', reason: 'resource_missing' });
  });

  it('ComprobarTrasferFee answers only who may see the booking; GuardarEstadoTransferSplit only the back office', async () => {
    const a = await slotAt('naranjos');
    const b = await slotAt('valderrama');
    const paid = await pay(cartOf(a, b));
    const stranger = await t.newSession();
    const unknown = await t.call('Reserva/ComprobarTrasferFee', { localizador: 'ZZZZ9999' });
    const refused = await t.call(
      'Reserva/ComprobarTrasferFee',
      { localizador: paid.localizador },
      stranger,
    );
    expect(refused).toMatchObject({ cod: unknown.cod, msg: unknown.msg });
    expect(refused.datos).toBeUndefined();
    const proven = await t.call(
      'Reserva/ComprobarTrasferFee',
      { localizador: paid.localizador, email: paid.email },
      stranger,
    );
    expect(proven.cod).toBe(1);

    const body = { localizador: paid.localizador, estado: 'fallido' };
    const vendor = await t.call('Reserva/GuardarEstadoTransferSplit', body);
    expect(vendor.cod).toBe(3);
    const notInBooking = await t.call(
      'Reserva/GuardarEstadoTransferSplit',
      { ...body, idVendedorProveedor: 999_999 },
      backOffice(),
    );
    expect(notInBooking).toMatchObject({ cod: 2, msg: 'Golf club not found' });
    const one = await t.call(
      'Reserva/GuardarEstadoTransferSplit',
      { ...body, idVendedorProveedor: b.idVendedorProveedor },
      backOffice(),
    );
    expect(one.cod, one.msg).toBe(1);
    const states = (await fee(paid)).transferencias.map((x) => [x.idVendedorProveedor, x.estado]);
    expect(states).toEqual([
      [a.idVendedorProveedor, 'realizado'],
      [b.idVendedorProveedor, 'fallido'],
    ]);
    const all = await t.call(
      'Reserva/GuardarEstadoTransferSplit',
      { ...body, estado: 'pendiente' },
      backOffice(),
    );
    expect(all.cod, all.msg).toBe(1);
    expect((await fee(paid)).transferencias.map((x) => x.estado)).toEqual([
      'pendiente',
      'pendiente',
    ]);
    const held = await preBook(t, cartFor(await slotAt('naranjos'), 1));
    const unpaid = await t.call(
      'Reserva/GuardarEstadoTransferSplit',
      { localizador: (held.datos as { localizador: string }).localizador, estado: 'realizado' },
      backOffice(),
    );
    expect(unpaid.cod).toBe(2);
  });

  it('the stand-in’s transfers are idempotent by key and refuse a reversal larger than what is left', async () => {
    const slot = await slotAt('naranjos');
    const paid = await pay(cartFor(slot, 1));
    const charge = await chargeOf(paid.idPago);
    const params = {
      amount: 300,
      currency: 'eur',
      destination: seededAccountOf('los-naranjos-golf-club'),
      transfer_group: `${paid.localizador}-extra`,
    };
    const key = { idempotencyKey: `test-${paid.localizador}` };
    const first = await stripe().transfers.create(params, key);
    const again = await stripe().transfers.create(params, key);
    expect(again.id).toBe(first.id);
    await expect(stripe().transfers.create({ ...params, amount: 301 }, key)).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
    });
    // The charge already funds the club's share: what is left of it is the fee, and no more.
    const funded = { ...params, source_transaction: charge };
    await expect(
      stripe().transfers.create({ ...funded, amount: cents(paid.comision) + 1 }),
    ).rejects.toMatchObject({ code: 'amount_too_large' });
    expect(
      await stripe().transfers.create({ ...funded, amount: cents(paid.comision) }),
    ).toMatchObject({ source_transaction: charge });
    await expect(
      stripe().transfers.createReversal(first.id, { amount: 301 }),
    ).rejects.toMatchObject({ code: 'amount_too_large' });
    const part = await stripe().transfers.createReversal(first.id, { amount: 100 });
    expect(part).toMatchObject({ object: 'transfer_reversal', amount: 100, transfer: first.id });
    expect(await stripe().transfers.retrieve(first.id)).toMatchObject({
      amount_reversed: 100,
      reversed: false,
    });
    await expect(
      stripe().transfers.createReversal(first.id, { amount: 201 }),
    ).rejects.toMatchObject({ code: 'amount_too_large' });
  });
});
