import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitCardForm, submitChallenge } from './card-form.ts';
import { BACKENDS, startTestEngine } from './harness.ts';
import type { TestEngine } from './harness.ts';
import { cartFor, findSlot, freePlayersAt, holder, payWithCard, preBook } from './flows.ts';

describe.each(BACKENDS)('journey over HTTP on %s', (backend) => {
  let t: TestEngine;
  beforeAll(async () => {
    t = await startTestEngine(backend);
  }, 120_000);
  afterAll(async () => t?.close());

  it('books, pays with 4242, gives a voucher, and cancels', async () => {
    const health = await fetch(`${t.url}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok', pid: process.pid, timedJobs: true });
    const ready = await fetch(`${t.url}/readyz`);
    expect(await ready.json()).toEqual({ status: 'ok', database: backend });

    const suggestions = await t.call('Portal/Busqueda/ListarSugerencias', { keyword: 'sevila' });
    expect((suggestions.listaElementos as { label: string }[])[0]?.label).toMatch(/^Seville/);

    const slot = await findSlot(t, 'naranjos');
    const cart = cartFor(slot, 2, { trolleys: 1 });
    const saved = await t.call('Carrito/GuardarCarrito', { jsonCarrito: JSON.stringify(cart) });
    expect(saved.cod).toBe(1);
    const cartRef = (saved.datos as { localizador: string }).localizador;
    expect(cartRef).toMatch(/^[A-Z0-9]{8}$/);
    const read = await t.call('Carrito/ObtenerCarrito', { localizador: cartRef });
    const stored = JSON.parse((read.datos as { jsonCarrito: string }).jsonCarrito);
    expect(stored.listaClubesRecorridos[0].listaTeeTimes[0].hora).toBe(slot.hora);

    const offers = await t.call('Ofertas/AplicarOfertas', {
      jsonCarrito: JSON.stringify(cart),
      promoCode: 'fairway10',
    });
    expect(offers.cod).toBe(1);
    const priced = offers.datos as {
      subtotal: number;
      descuento: number;
      comision: number;
      total: number;
    };
    expect(priced.descuento).toBeGreaterThan(0);
    expect(priced.total).toBeCloseTo(priced.subtotal - priced.descuento + priced.comision, 2);
    const badPromo = await t.call('Ofertas/AplicarOfertas', {
      jsonCarrito: JSON.stringify(cart),
      promoCode: 'EXPIRED2024',
    });
    expect(badPromo).toMatchObject({ cod: 2, msg: 'Promotional code not valid' });

    const pre = await t.call('PreReserva/RealizarPreReserva', {
      localizadorCarrito: cartRef,
      ...holder(1),
      promoCode: 'FAIRWAY10',
    });
    expect(pre.cod).toBe(1);
    const booking = pre.datos as { localizador: string; total: number };
    expect(booking.total).toBe(priced.total);

    expect(await freePlayersAt(t, slot)).toBe(2);

    const paid = await payWithCard(t, booking.localizador, { number: '4242 4242 4242 4242' });
    expect(paid.response.status).toBe(200);
    expect(paid.html).toContain(`localizador=${booking.localizador}`);
    const state = await t.call('Reserva/ObtenerEstadoReservaYPago', {
      localizador: booking.localizador,
    });
    expect(state.datos).toMatchObject({
      estadoReserva: 'confirmed',
      estadoPago: 'succeeded',
      ultimosDigitos: '4242',
      importe: booking.total,
    });

    const voucher = await t.call('Reserva/ObtenerVoucher', { localizador: booking.localizador });
    expect(voucher.html).toContain(booking.localizador);
    expect(voucher.html).toContain('Los Naranjos');
    expect(voucher.html).toContain(slot.hora);
    expect(voucher.html).toContain('Europe/Madrid');

    const type = await t.call('PreCancelacion/ObtenerTipoCancelacion', {
      localizador: booking.localizador,
    });
    expect(type.cod).toBe(1);
    const pc = await t.call('PreCancelacion/RealizarPreCancelacionWeb', {
      localizador: booking.localizador,
      idPlataforma: 1,
      email: 'ADA1@example.com',
    });
    expect(pc.cod).toBe(1);
    const wrongRef = await t.call('Cancelacion/RealizarCancelacion', {
      localizador: booking.localizador,
      localizadorCancelacion: 'CXXXXXXXXX',
    });
    expect(wrongRef).toMatchObject({ cod: 2, msg: 'Reference number not valid' });
    const done = await t.call('Cancelacion/RealizarCancelacion', {
      localizador: booking.localizador,
      localizadorCancelacion: pc.localizadorCancelacion as string,
    });
    expect(done.datos).toMatchObject({
      estado: 'cancelled',
      importeDevuelto: booking.total - priced.comision,
    });
    expect(await freePlayersAt(t, slot)).toBe(4);
    const missing = await t.call('PreCancelacion/RealizarPreCancelacionWeb', {
      localizador: 'ZZZZZZZZ',
      idPlataforma: 1,
    });
    expect(missing).toMatchObject({ cod: 2, msg: 'Booking not found' });
  });

  it('Amex pays with a 4-digit code; a club without online cancellation says so', async () => {
    const slot = await findSlot(t, 'valderrama', 9);
    const pre = await preBook(t, cartFor(slot, 2, { buggyRate: true }));
    expect(pre.cod).toBe(1);
    const ref = (pre.datos as { localizador: string }).localizador;
    const threeDigits = await payWithCard(t, ref, { number: '3782 822463 10005', cvc: '123' });
    expect(threeDigits.response.status).toBe(400);
    const paid = await submitCardForm(threeDigits.url, { number: '378282246310005', cvc: '1234' });
    expect(await paid.text()).toContain('payment-controller/ok');
    const cancel = await t.call('PreCancelacion/RealizarPreCancelacionWeb', {
      localizador: ref,
      idPlataforma: 1,
    });
    expect(cancel).toMatchObject({
      cod: 2,
      msg: 'This golf course not allows online cancellations. Please, contact the golf course',
    });
  });

  it('a voucher of two clubs lists each tee time with its own club and players', async () => {
    const first = await findSlot(t, 'atalaya', 11);
    const second = await findSlot(t, 'brisas', 12);
    const one = cartFor(first, 2);
    const other = cartFor(second, 3);
    const cart = {
      listaClubesRecorridos: [...one.listaClubesRecorridos, ...other.listaClubesRecorridos],
    };
    const pre = await preBook(t, cart);
    expect(pre.cod).toBe(1);
    const ref = (pre.datos as { localizador: string }).localizador;
    await payWithCard(t, ref, { number: '4242 4242 4242 4242' });
    const voucher = await t.call('Reserva/ObtenerVoucher', { localizador: ref });
    const html = voucher.html as string;
    const facts = [...html.matchAll(/<dt>([^<]*)<\/dt>\s*<dd>([^<]*)<\/dd>/g)].map((m) => [
      m[1],
      m[2],
    ]);
    const teeTimes = facts.filter(([label]) => /^Tee time \d$/.test(label ?? ''));
    expect(teeTimes).toHaveLength(2);
    expect(teeTimes[0]?.[1]).toContain(first.hora);
    expect(teeTimes[0]?.[1]).toMatch(/Atalaya/);
    expect(teeTimes[1]?.[1]).toContain(second.hora);
    expect(teeTimes[1]?.[1]).toMatch(/Brisas/);
    expect(facts.filter(([label]) => label === 'Players').map(([, n]) => n)).toEqual(['2', '3']);
  });

  it('a declined card leaves the places free again', async () => {
    const slot = await findSlot(t, 'sotogrande', 6);
    const pre = await preBook(t, cartFor(slot, 3));
    expect(pre.cod).toBe(1);
    const ref = (pre.datos as { localizador: string }).localizador;
    expect(await freePlayersAt(t, slot)).toBe(1);
    const paid = await payWithCard(t, ref, { number: '4000 0000 0000 0002' });
    expect(paid.html).toContain('payment-controller/ko');
    const state = await t.call('Reserva/EstaReservaOK', { localizador: ref });
    expect(state.datos).toMatchObject({ ok: false, estado: 'released' });
    expect(await freePlayersAt(t, slot)).toBe(4);
  });

  it('a hold releases itself after 15 minutes', async () => {
    const slot = await findSlot(t, 'sotogrande', 7);
    const pre = await preBook(t, cartFor(slot, 4));
    expect(pre.cod).toBe(1);
    const again = await preBook(t, cartFor(slot, 1));
    expect(again).toMatchObject({
      cod: 2,
      msg: 'Unable to book, the number of players selected is greater than the number of players available',
    });
    t.clock.advance(15 * 60_000 + 1000);
    const later = await preBook(t, cartFor(slot, 4));
    expect(later.cod).toBe(1);
    t.clock.advance(16 * 60_000);
  });

  it('3-D Secure: the challenge code confirms, a wrong code declines', async () => {
    const slot = await findSlot(t, 'sotogrande', 8);
    const pre = await preBook(t, cartFor(slot, 1));
    const ref = (pre.datos as { localizador: string }).localizador;
    const challenged = await payWithCard(t, ref, { number: '4000 0027 6000 3184' });
    expect(challenged.html).toContain('/sandbox/challenge/');
    const ok = await submitChallenge(challenged.html, challenged.url, '1234');
    expect(await ok.text()).toContain('payment-controller/ok');
    expect((await t.call('Reserva/EstaReservaOK', { localizador: ref })).datos).toMatchObject({
      ok: true,
    });

    const other = await findSlot(t, 'sotogrande', 8, 1);
    const second = await preBook(t, cartFor(other, 2));
    const secondRef = (second.datos as { localizador: string }).localizador;
    const challengedAgain = await payWithCard(t, secondRef, { number: '4000 0027 6000 3184' });
    const wrong = await submitChallenge(challengedAgain.html, challengedAgain.url, '9999');
    expect(await wrong.text()).toContain('payment-controller/ko');
    expect((await t.call('Reserva/EstaReservaOK', { localizador: secondRef })).datos).toMatchObject(
      {
        ok: false,
        estado: 'released',
      },
    );
    expect(await freePlayersAt(t, other)).toBe(4);
  });

  it('an expired session answers cod 4 with the exact message, in Spanish for es-ES', async () => {
    const es = await t.newSession('es-ES');
    t.clock.advance(7200 * 1000);
    const answer = await t.call('Portal/Busqueda/ListarSugerencias', { keyword: 'malaga' }, es);
    expect(answer).toMatchObject({ cod: 4, msg: 'La sesión ha expirado' });
    const en = await t.call('Portal/Busqueda/ListarSugerencias', { keyword: 'malaga' });
    expect(en).toMatchObject({ cod: 4, msg: 'Session expired' });
  });
});
