/**
 * Issue 12's engine holes: a booking answers only to its owner or to its holder's e-mail,
 * failed look-ups by reference are rate-limited, the back office has its own key, the card
 * page sends its own security headers, and a pre-booking or a voucher e-mail happens once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerOf } from '@fairway/contract/envelope';
import type { obtenerTipoCancelacion } from '@fairway/contract/reserva';
import { rows } from '../src/db/client.ts';
import { CLIENT_ADDRESS_HEADER, SITE_KEY_HEADER } from '@fairway/contract/headers';
import {
  LOOKUP_FAILURES_PER_ADDRESS,
  LOOKUP_FAILURES_PER_REFERENCE,
} from '../src/services/throttle-rules.ts';
import { cartFor, findSlot, holder, newCartLocator, payWithCard } from './flows.ts';
import type { Slot } from './flows.ts';
import { BACKENDS, startTestEngine } from './harness.ts';
import type { Answer, Credentials, TestEngine } from './harness.ts';

const NOT_FOUND = { cod: 2, msg: 'Booking not found' };
const OWNER_EMAIL = 'ada0@example.com';

async function heldBooking(t: TestEngine, slot: Slot, credentials?: Credentials) {
  const answer = await t.call(
    'PreReserva/RealizarPreReserva',
    {
      localizadorCarrito: newCartLocator(),
      jsonCarrito: JSON.stringify(cartFor(slot, 1)),
      ...holder(),
    },
    credentials ?? t.session,
  );
  expect(answer.cod).toBe(1);
  return (answer.datos as { localizador: string }).localizador;
}

async function paidBooking(t: TestEngine, slot: Slot) {
  const ref = await heldBooking(t, slot);
  const paid = await payWithCard(t, ref, { number: '4242 4242 4242 4242' });
  expect(paid.html).toContain('payment-controller/ok');
  return ref;
}

async function logIn(t: TestEngine, email: string, session: Credentials): Promise<Credentials> {
  const login = await t.call('Usuarios/LogarUsuario', { email, password: 'Owner1234' }, session);
  expect(login.cod).toBe(1);
  const user = login.datos as { token: string; idUsuario: number };
  return { ...session, idUsuario: user.idUsuario, userToken: user.token };
}

describe.each(BACKENDS)('a booking answers only to its owner on %s', (backend) => {
  let t: TestEngine;
  let stranger: Credentials;
  beforeAll(async () => {
    t = await startTestEngine(backend);
    stranger = await t.newSession();
  }, 180_000);
  afterAll(async () => t?.close());

  it('reading, the voucher and its e-mail: refused by reference alone, allowed with the e-mail', async () => {
    const ref = await paidBooking(t, await findSlot(t, 'naranjos', 5));
    const unknown = await t.call('Reserva/ObtenerReservaDetalles', { localizador: 'ZZZZ9999' });
    expect(unknown).toMatchObject(NOT_FOUND);
    for (const path of [
      'Reserva/ObtenerReservaDetalles',
      'Reserva/ObtenerVoucher',
      'Reserva/GenerarEmailsVoucher',
      'Reserva/EstaReservaOK',
      'Reserva/ObtenerEstadoReservaYPago',
      'Reserva/ObtenerReservaDetallesPago',
      'Reserva/ComprobarTrasferFee',
      'Reserva/ObtenerReservaDetallesGoogleAnalytics',
      'PreCancelacion/ObtenerTipoCancelacion',
    ]) {
      const refused = await t.call(path, { localizador: ref }, stranger);
      // Word for word the unknown reference's answer: nothing says the booking exists.
      expect(refused, `${path} by reference alone`).toMatchObject({
        cod: unknown.cod,
        msg: unknown.msg,
      });
      const wrongEmail = await t.call(
        path,
        { localizador: ref, email: 'someone@example.com' },
        stranger,
      );
      expect(wrongEmail, `${path} with a wrong e-mail`).toMatchObject(NOT_FOUND);
      const proven = await t.call(
        path,
        { localizador: ref, email: `  ${OWNER_EMAIL.toUpperCase()} ` },
        stranger,
      );
      expect(proven.cod, `${path} with the holder's e-mail`).toBe(1);
      const owner = await t.call(path, { localizador: ref });
      expect(owner.cod, `${path} as the session that booked`).toBe(1);
    }
    const details = await t.call('Reserva/ObtenerReservaDetalles', { localizador: ref });
    expect(details.datos).toMatchObject({ email: OWNER_EMAIL });
  });

  it('a wrong e-mail is refused even from the session that booked', async () => {
    const ref = await paidBooking(t, await findSlot(t, 'naranjos', 5, 1));
    const answer = await t.call('Reserva/ObtenerReservaDetalles', {
      localizador: ref,
      email: 'typo@example.com',
    });
    expect(answer).toMatchObject(NOT_FOUND);
  });

  it('starting a payment and releasing a hold: refused by reference alone', async () => {
    const slot = await findSlot(t, 'naranjos', 6);
    const ref = await heldBooking(t, slot);
    const urls = {
      urlOk: 'http://localhost:3000/en/payment-controller/ok',
      urlKo: 'http://localhost:3000/en/payment-controller/ko',
    };
    for (const path of [
      'PreReserva/ObtenerDatosPasarelaPreReserva',
      'Reserva/ObtenerIFrameREserva',
      'Reserva/RealizarReserva',
      'Reserva/RevocarReserva',
    ]) {
      expect(
        await t.call(
          path,
          {
            localizador: ref,
            ...(path.startsWith('Reserva/') && !path.includes('IFrame') ? {} : urls),
          },
          stranger,
        ),
        path,
      ).toMatchObject(NOT_FOUND);
    }
    const withEmail = await t.call(
      'PreReserva/ObtenerDatosPasarelaPreReserva',
      { localizador: ref, email: OWNER_EMAIL, ...urls },
      stranger,
    );
    expect(withEmail.cod).toBe(1);
    expect((await t.call('Reserva/EstaReservaOK', { localizador: ref })).datos).toMatchObject({
      estado: 'held',
    });
    const released = await t.call(
      'Reserva/RevocarReserva',
      { localizador: ref, email: OWNER_EMAIL },
      stranger,
    );
    expect(released.datos).toMatchObject({ estado: 'released' });
  });

  it('the return addresses must be the shop’s outcome pages', async () => {
    const ref = await heldBooking(t, await findSlot(t, 'naranjos', 6, 1));
    for (const urlOk of [
      'https://evil.example/en/payment-controller/ok',
      '/en/payment-controller/ok',
      'javascript:alert(1)',
      // shop-url-rules.ts: user information and control characters.
      'http://user:pass@localhost:3000/en/payment-controller/ok',
      'http://localhost:3000/en/payment-controller/o\tk',
      // The shop's own pages that redirect, or a query that one of its pages would follow.
      'http://localhost:3000/api/language?to=en&next=/.//evil.example/?',
      'http://localhost:3000/en/login?next=//evil.example',
      'http://localhost:3000/en/payment-controller/ok?next=//evil.example',
      'http://localhost:3000/en/payment-controller/ko',
    ]) {
      const answer = await t.call('PreReserva/ObtenerDatosPasarelaPreReserva', {
        localizador: ref,
        urlOk,
      });
      expect(answer.cod, urlOk).toBe(3);
      expect(answer.msg).toContain('urlOk');
      expect(answer.msg).toContain('http://localhost:3000');
    }
    const ko = await t.call('Reserva/ObtenerIFrameREserva', {
      localizador: ref,
      urlOk: 'http://127.0.0.1:3000/es/payment-controller/ok',
      urlKo: 'http://localhost:3001/es/payment-controller/ko',
    });
    expect(ko).toMatchObject({ cod: 3 });
    expect(ko.msg).toContain('urlKo');
  });

  it('cancelling someone else’s booking: refused by reference alone, allowed with the e-mail', async () => {
    const ref = await paidBooking(t, await findSlot(t, 'naranjos', 7));
    const pre = { localizador: ref, idPlataforma: 1 };
    expect(await t.call('PreCancelacion/RealizarPreCancelacionWeb', pre, stranger)).toMatchObject(
      NOT_FOUND,
    );
    const started = await t.call(
      'PreCancelacion/RealizarPreCancelacionWeb',
      { ...pre, email: OWNER_EMAIL },
      stranger,
    );
    expect(started.cod).toBe(1);
    const cancelRef = started.localizadorCancelacion as string;
    // The cancellation reference alone is not a proof either.
    expect(
      await t.call(
        'Cancelacion/RealizarCancelacion',
        { localizador: ref, localizadorCancelacion: cancelRef },
        stranger,
      ),
    ).toMatchObject(NOT_FOUND);
    const done = await t.call(
      'Cancelacion/RealizarCancelacion',
      { localizador: ref, localizadorCancelacion: cancelRef, email: OWNER_EMAIL },
      stranger,
    );
    expect(done.datos).toMatchObject({ estado: 'cancelled' });
  });

  it('a logged-in owner reaches their booking from another session; other accounts do not', async () => {
    for (const email of ['owner@example.com', 'other@example.com']) {
      const signUp = await t.call('Usuarios/CrearUsuario', {
        nombre: 'Own',
        apellidos: 'Er',
        email,
        password: 'Owner1234',
        telefono: '600000000',
        pais: 'ES',
        aceptaCondiciones: true,
      });
      expect(signUp.cod).toBe(1);
    }
    const owner = await logIn(t, 'owner@example.com', await t.newSession());
    const ref = await heldBooking(t, await findSlot(t, 'naranjos', 8), owner);
    const sameUserElsewhere = await logIn(t, 'owner@example.com', await t.newSession());
    expect(
      (await t.call('Reserva/ObtenerReservaDetalles', { localizador: ref }, sameUserElsewhere)).cod,
    ).toBe(1);
    const otherUser = await logIn(t, 'other@example.com', await t.newSession());
    expect(
      await t.call('Reserva/ObtenerReservaDetalles', { localizador: ref }, otherUser),
    ).toMatchObject(NOT_FOUND);
    // Another account is refused even with the holder's e-mail.
    expect(
      await t.call(
        'Reserva/ObtenerReservaDetalles',
        { localizador: ref, email: OWNER_EMAIL },
        otherUser,
      ),
    ).toMatchObject(NOT_FOUND);
  });

  it('a cart answers only to the session that saved it: reading, saving over, emptying and holding it', async () => {
    const slot = await findSlot(t, 'naranjos', 11);
    const saved = await t.call('Carrito/GuardarCarrito', {
      jsonCarrito: JSON.stringify(cartFor(slot, 2)),
    });
    expect(saved.cod).toBe(1);
    const cart = (saved.datos as { localizador: string }).localizador;
    const CART_NOT_FOUND = await t.call('Carrito/ObtenerCarrito', { localizador: 'ZZZZ9999' });
    expect(CART_NOT_FOUND.cod).toBe(2);
    const refusals = {
      read: await t.call('Carrito/ObtenerCarrito', { localizador: cart }, stranger),
      readPriced: await t.call('Carrito/ModificarCarrito', { localizador: cart }, stranger),
      overwrite: await t.call(
        'Carrito/GuardarCarrito',
        { localizador: cart, jsonCarrito: JSON.stringify(cartFor(slot, 1)) },
        stranger,
      ),
      empty: await t.call('Carrito/EliminarCarrito', { localizador: cart }, stranger),
      hold: await t.call(
        'PreReserva/RealizarPreReserva',
        { localizadorCarrito: cart, ...holder() },
        stranger,
      ),
    };
    for (const [what, answer] of Object.entries(refusals)) {
      // Word for word an unknown locator's answer.
      expect(answer, what).toMatchObject({ cod: CART_NOT_FOUND.cod, msg: CART_NOT_FOUND.msg });
    }
    // The owner's cart is as it was: two players, not the stranger's one.
    const mine = await t.call('Carrito/ObtenerCarrito', { localizador: cart });
    const content = JSON.parse((mine.datos as { jsonCarrito: string }).jsonCarrito);
    expect(content.listaClubesRecorridos[0].listaTeeTimes[0].tarifasSeleccionadas[0]).toMatchObject(
      { numJugadores: 2 },
    );
    const ref = await heldBooking(t, slot);
    expect(
      await t.call('CarritosReserva/getCarrito', { localizador: ref }, stranger),
    ).toMatchObject(NOT_FOUND);
    expect((await t.call('CarritosReserva/getCarrito', { localizador: ref })).cod).toBe(1);
    expect((await t.call('Carrito/EliminarCarrito', { localizador: cart })).cod).toBe(1);
  });

  it('GenerarEmailsVoucher never queues the voucher twice', async () => {
    const ref = await paidBooking(t, await findSlot(t, 'naranjos', 9));
    const first = await t.call('Reserva/GenerarEmailsVoucher', { localizador: ref });
    const second = await t.call('Reserva/GenerarEmailsVoucher', { localizador: ref });
    // The confirmation already queued it: neither call adds another.
    expect(first.datos).toEqual({ emailsGenerados: 0 });
    expect(second.datos).toEqual({ emailsGenerados: 0 });
    const [mails] = await rows<{ n: number }>(
      t.engine.database.db,
      sql`select count(*)::int as n from outbox where kind = 'voucher' and html_body like ${`%${ref}%`}`,
    );
    expect(Number(mails?.n)).toBe(1);
  });

  it('a second pre-booking of the same cart returns the same hold; a changed cart replaces it', async () => {
    const slot = await findSlot(t, 'naranjos', 10);
    const cart = newCartLocator();
    const body = (players: number) => ({
      localizadorCarrito: cart,
      jsonCarrito: JSON.stringify(cartFor(slot, players)),
      ...holder(),
    });
    // A double click: both at once.
    const [a, b] = await Promise.all([
      t.call('PreReserva/RealizarPreReserva', body(2)),
      t.call('PreReserva/RealizarPreReserva', body(2)),
    ]);
    expect(a.cod).toBe(1);
    expect(b.datos).toEqual(a.datos);
    const again = await t.call('PreReserva/RealizarPreReserva', body(2));
    expect(again.datos).toEqual(a.datos);
    const first = (a.datos as { localizador: string }).localizador;
    const held = await rows<{ n: number }>(
      t.engine.database.db,
      sql`select count(*)::int as n from reservations where cart_localizador = ${cart} and status = 'held'`,
    );
    expect(Number(held[0]?.n)).toBe(1);

    // Another session's pre-booking of the same locator is its own hold.
    const other = await t.call('PreReserva/RealizarPreReserva', body(1), stranger);
    expect((other.datos as { localizador: string }).localizador).not.toBe(first);

    const changed = await t.call('PreReserva/RealizarPreReserva', body(3));
    expect(changed.cod).toBe(1);
    expect((changed.datos as { localizador: string }).localizador).not.toBe(first);
    expect((await t.call('Reserva/EstaReservaOK', { localizador: first })).datos).toMatchObject({
      estado: 'released',
    });
  });

  it('ObtenerTipoCancelacion answers for a tee time not booked yet', async () => {
    const slot = await findSlot(t, 'naranjos', 11);
    const teeTime = {
      idVendedorProveedor: slot.idVendedorProveedor,
      idRecorrido: slot.idRecorrido,
      fecha: slot.fecha,
      hora: slot.hora,
    };
    const online = await t.call('PreCancelacion/ObtenerTipoCancelacion', teeTime, stranger);
    expect(online.cod).toBe(1);
    const datos = online.datos as AnswerOf<typeof obtenerTipoCancelacion>['datos'];
    expect(datos).toMatchObject({
      tipo: 'online',
      permiteCancelacionOnline: true,
      importeDevolucion: null,
      comisionNoReembolsable: null,
    });
    expect(Date.parse(datos.fechaLimite)).toBeLessThan(
      Date.parse(`${slot.fecha}T${slot.hora}:00Z`),
    );

    const valderrama = await findSlot(t, 'valderrama', 11);
    const contact = await t.call('PreCancelacion/ObtenerTipoCancelacion', {
      idVendedorProveedor: valderrama.idVendedorProveedor,
      idRecorrido: valderrama.idRecorrido,
      fecha: valderrama.fecha,
      hora: valderrama.hora,
    });
    expect(contact.datos).toMatchObject({ tipo: 'contactarClub', permiteCancelacionOnline: false });

    const mixed = await t.call('PreCancelacion/ObtenerTipoCancelacion', {
      ...teeTime,
      localizador: 'AAAA2222',
    });
    expect(mixed.cod).toBe(3);
    const partial = await t.call('PreCancelacion/ObtenerTipoCancelacion', {
      idVendedorProveedor: slot.idVendedorProveedor,
      fecha: slot.fecha,
    });
    expect(partial.cod).toBe(3);
    const wrongCourse = await t.call('PreCancelacion/ObtenerTipoCancelacion', {
      ...teeTime,
      idVendedorProveedor: valderrama.idVendedorProveedor,
    });
    expect(wrongCourse).toMatchObject({ cod: 2, msg: 'Golf course not found' });
  });

  it('details lines carry the address and the cancellation deadline', async () => {
    const ref = await paidBooking(t, await findSlot(t, 'naranjos', 12));
    const details = await t.call('Reserva/ObtenerReservaDetalles', { localizador: ref });
    const line = (details.datos as { lineas: Record<string, unknown>[] }).lineas[0];
    expect(typeof line?.direccion).toBe('string');
    expect(String(line?.direccion).length).toBeGreaterThan(0);
    expect(line?.permiteCancelacionOnline).toBe(true);
    expect(typeof line?.fechaLimiteCancelacion).toBe('string');
  });
});

describe('the back office has its own key', () => {
  let t: TestEngine;
  beforeAll(async () => {
    t = await startTestEngine('pglite', { ENGINE_BACKOFFICE_KEY: 'back-office-key-for-tests' });
  }, 180_000);
  afterAll(async () => t?.close());

  it('GuardarEstadoDevolucion and GuardarEstadoTransferSplit refuse the vendor session', async () => {
    const ref = await paidBooking(t, await findSlot(t, 'naranjos', 5));
    const calls: [string, Record<string, unknown>][] = [
      ['Reserva/GuardarEstadoDevolucion', { localizador: ref, estado: 'realizada', importe: 10 }],
      ['Reserva/GuardarEstadoTransferSplit', { localizador: ref, estado: 'realizado' }],
    ];
    for (const [path, body] of calls) {
      const vendor = await t.call(path, body);
      expect(vendor.cod, `${path} with the vendor session`).toBe(3);
      const wrong = await t.call(path, body, { claveBackOffice: 'back-office-key-for-tesTS' });
      expect(wrong, `${path} with a wrong key`).toMatchObject({
        cod: 3,
        msg: 'The back-office key is not valid',
      });
      const spanish = await t.call(path, body, { claveBackOffice: 'nope', culture: 'es-ES' });
      expect(spanish.msg).toBe('La clave de back office no es válida');
      const ok = await t.call(path, body, { claveBackOffice: 'back-office-key-for-tests' });
      expect(ok.cod, `${path} with the back-office key`).toBe(1);
    }
    const [events] = await rows<{ n: number }>(
      t.engine.database.db,
      sql`select count(*)::int as n from reservation_events e join reservations r on r.id = e.reservation_id where r.localizador = ${ref} and e.kind in ('refund', 'transferSplit')`,
    );
    expect(Number(events?.n)).toBe(2);
  });
});

describe('look-ups by reference are rate-limited', () => {
  let t: TestEngine;
  beforeAll(async () => {
    t = await startTestEngine('pglite', {
      ENGINE_LOOKUP_FAILURES_PER_ADDRESS: LOOKUP_FAILURES_PER_ADDRESS,
      ENGINE_LOOKUP_FAILURES_PER_REFERENCE: LOOKUP_FAILURES_PER_REFERENCE,
    });
  }, 180_000);
  afterAll(async () => t?.close());

  /** A call from a given client address, as the shop reports it with its key. */
  async function from(address: string, path: string, body: Record<string, unknown>) {
    const response = await t.raw(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [CLIENT_ADDRESS_HEADER]: address,
        [SITE_KEY_HEADER]: t.config.ENGINE_SITE_KEY,
      },
      body: JSON.stringify({ ...t.session, ...body }),
    });
    return (await response.json()) as Answer;
  }

  it('per reference: after the free failures even the right e-mail waits; the owner does not', async () => {
    const ref = await paidBooking(t, await findSlot(t, 'naranjos', 5));
    for (let n = 0; n < LOOKUP_FAILURES_PER_REFERENCE; n += 1) {
      // Each guess from another address, as a distributed attacker would.
      const guess = await from(`10.1.0.${n}`, 'Reserva/ObtenerReservaDetalles', {
        localizador: ref,
        email: `guess${n}@example.com`,
      });
      expect(guess).toMatchObject(NOT_FOUND);
    }
    const limited = await from('10.1.1.1', 'Reserva/ObtenerReservaDetalles', {
      localizador: ref,
      email: OWNER_EMAIL,
    });
    expect(limited).toMatchObject({
      cod: 3,
      msg: 'Too many attempts to find a booking. Please try again in 1 second',
    });
    // The session that booked is never limited: the ok page keeps working.
    expect((await t.call('Reserva/EstaReservaOK', { localizador: ref })).cod).toBe(1);
  });

  it('per address: unknown references count, and the message comes in the caller’s language', async () => {
    const address = '10.2.0.1';
    // Booked first: the waits are seconds long, and paying takes about as long.
    const ref = await paidBooking(t, await findSlot(t, 'naranjos', 6));
    for (let n = 0; n < LOOKUP_FAILURES_PER_ADDRESS; n += 1) {
      const miss = await from(address, 'Reserva/ObtenerVoucher', {
        localizador: `ZZZZ${String(1000 + n)}`,
      });
      expect(miss).toMatchObject(NOT_FOUND);
    }
    const limited = await from(address, 'PreCancelacion/ObtenerTipoCancelacion', {
      localizador: ref,
      email: OWNER_EMAIL,
      culture: 'es-ES',
    });
    expect(limited).toMatchObject({
      cod: 3,
      msg: 'Demasiados intentos de buscar una reserva. Inténtalo de nuevo en 1 segundo',
    });
    // Another address with the right proof is unaffected.
    const elsewhere = await from('10.2.0.2', 'PreCancelacion/ObtenerTipoCancelacion', {
      localizador: ref,
      email: OWNER_EMAIL,
    });
    expect(elsewhere.cod).toBe(1);
  });
});
