import { describe, expect, it } from 'vitest';
import { registerStubbedEngine, SESSION_COOKIES } from '../../testing/route-test-engine.ts';
import { paymentStatusResponse } from './status.server.ts';
import { statusUrl } from './subjects/subject.server.ts';

const engine = registerStubbedEngine();

/** The status endpoint as a pending ok page asks it, with the session and the owner's e-mail. */
function ask(path: string) {
  return paymentStatusResponse(
    new Request(`http://localhost:3000${path}`, {
      headers: { cookie: `${SESSION_COOKIES}; guestMail=ana%40x.es` },
    }),
  );
}

const ok = (datos: object) => ({ cod: 1, msg: 'OK', datos });
/** ObtenerEstadoReservaYPago's answer for a booking and its payment in the given states. */
const bookingState = (estadoReserva: string, estadoPago: string) =>
  ok({ estadoReserva, estadoPago, importe: 102, marcaTarjeta: null, ultimosDigitos: null });

describe('the payment status endpoint', () => {
  it('reads a cart’s booking and its payment, with the owner proof', async () => {
    engine.answers['Reserva/ObtenerEstadoReservaYPago'] = bookingState('held', 'pending');
    const response = await ask(statusUrl('cart', 'AB12CD34', 'es'));
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ ok: true, outcome: 'pending' });
    expect(engine.calls.map((c) => c.path)).toEqual(['Reserva/ObtenerEstadoReservaYPago']);
    expect(engine.calls[0]?.body).toMatchObject({ localizador: 'AB12CD34', email: 'ana@x.es' });
  });

  it('takes a page without `subject` (opened before it was asked) for the cart', async () => {
    engine.answers['Reserva/ObtenerEstadoReservaYPago'] = bookingState('confirmed', 'succeeded');
    const response = await ask('/api/booking-status?ref=AB12CD34&locale=es');
    expect(await response.json()).toEqual({ ok: true, outcome: 'confirmed' });
  });

  it('reads a tournament entry through its subject: paid, still open, or refused', async () => {
    const url = statusUrl('tournament', 'TORN2345', 'en');
    engine.answers['Torneos/ComprobarPagoInscripcion'] = ok({ ok: false, estado: 'held' });
    expect(await (await ask(url)).json()).toEqual({ ok: true, outcome: 'pending' });
    engine.answers['Torneos/ComprobarPagoInscripcion'] = ok({ ok: true, estado: 'confirmed' });
    expect(await (await ask(url)).json()).toEqual({ ok: true, outcome: 'confirmed' });
    // A declined card released the hold: nothing more will come of waiting.
    engine.answers['Torneos/ComprobarPagoInscripcion'] = {
      cod: 2,
      msg: 'The payment of the tournament registration could not be completed.',
    };
    expect(await (await ask(url)).json()).toEqual({ ok: true, outcome: 'failed' });
    expect(engine.calls.map((c) => c.path)).toEqual(
      Array(3).fill('Torneos/ComprobarPagoInscripcion'),
    );
    expect(engine.calls[0]?.body).toMatchObject({ localizador: 'TORN2345', email: 'ana@x.es' });
  });

  it('answers an engine it could not reach as a failure, so the page asks again', async () => {
    // The stub answers cod 4 to a call it was given no answer for.
    const response = await ask(statusUrl('tournament', 'TORN2345', 'en'));
    expect(await response.json()).toMatchObject({ ok: false });
  });

  it.each([
    ['no reference', '/api/booking-status?locale=en'],
    ['a malformed reference', '/api/booking-status?ref=AB12&locale=en'],
    ['an unknown subject', '/api/booking-status?ref=AB12CD34&locale=en&subject=multipack'],
  ])('answers 400, uncached and without asking the engine, for %s', async (_what, path) => {
    const response = await ask(path);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(engine.calls).toEqual([]);
  });
});
