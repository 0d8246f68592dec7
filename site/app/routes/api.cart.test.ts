import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Route } from './+types/api.cart';
import { action } from './api.cart.ts';
import { oneTeeTimeCartAnswer } from '../features/cart/cart-answer.fixture.ts';

function post(body: string, headers: Record<string, string> = {}, locale = 'es') {
  const request = new Request(`http://localhost:3000/api/cart?locale=${locale}`, {
    method: 'POST',
    headers: {
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      'content-type': 'application/json',
      ...headers,
    },
    body,
  });
  // Refused requests return before the context is read, so none is built here.
  return action({ request, params: {}, context: {} } as unknown as Route.ActionArgs);
}

const BAD_ES =
  'No se ha podido entender la solicitud. Vuelve a cargar la página e inténtalo de nuevo.';

describe('the cart endpoint', () => {
  it.each([
    ['not JSON', 'add a tee time'],
    ['an unknown action', '{"action":"pay"}'],
    [
      'five players',
      JSON.stringify({
        action: 'add',
        teeTime: {
          idVP: 1,
          rec: 1,
          fecha: '2026-11-24',
          hora: '09:10',
          rateId: 5,
          players: 5,
          services: [],
        },
      }),
    ],
    [
      'a price from the browser',
      JSON.stringify({
        action: 'add',
        teeTime: {
          idVP: 1,
          rec: 1,
          fecha: '2026-11-24',
          hora: '09:10',
          rateId: 5,
          players: 2,
          services: [],
          price: 0,
        },
      }),
    ],
    [
      'a day that does not exist',
      JSON.stringify({
        action: 'add',
        teeTime: {
          idVP: 1,
          rec: 1,
          fecha: '2026-02-30',
          hora: '09:10',
          rateId: 5,
          players: 2,
          services: [],
        },
      }),
    ],
    ['a malformed key', '{"action":"remove","key":"../../etc"}'],
    ['a promocode past 40 characters', JSON.stringify({ action: 'promo', code: 'X'.repeat(41) })],
    ['a body past 8 KiB', JSON.stringify({ action: 'promo', code: 'X'.repeat(9000) })],
  ])('answers 400 with a message, never a 500, for %s', async (_what, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ ok: false, msg: BAD_ES });
  });

  it('answers in English for an unknown locale', async () => {
    const response = await post('{}', {}, 'xx');
    expect(await response.json()).toEqual({
      ok: false,
      msg: 'The request could not be understood. Please reload the page and try again.',
    });
  });
});

describe('adding a tee time through the endpoint', () => {
  /** The paths the engine was asked, in order; the engine here answers ModificarCarrito only. */
  const asked: string[] = [];
  const engine = createServer((request, response) => {
    asked.push(String(request.url));
    request.resume();
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      if (request.url !== '/Carrito/ModificarCarrito') {
        response.end(JSON.stringify({ cod: 4, msg: 'not this call' }));
        return;
      }
      response.end(JSON.stringify(oneTeeTimeCartAnswer('CART0001')));
    });
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => engine.listen(0, '127.0.0.1', resolve));
    // Read once, by the first engine call of this file: the site's engine is this one.
    process.env.ENGINE_URL = `http://127.0.0.1:${(engine.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => engine.close(() => resolve())));

  it('is one engine call, as the endpoint’s Server-Timing counts it', async () => {
    const session = `token=tok; tokenExpires=${Date.now() + 3_600_000}; sessionId=3; vendorId=1`;
    const response = await post(
      JSON.stringify({
        action: 'add',
        teeTime: {
          idVP: 1,
          rec: 11,
          fecha: '2026-11-24',
          hora: '09:10',
          rateId: 5,
          players: 2,
          services: [{ id: 2, units: 1 }],
        },
      }),
      { cookie: session },
      'en',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('server-timing')).toMatch(/^engine;dur=[\d.]+;desc="1 call"$/);
    expect(asked).toEqual(['/Carrito/ModificarCarrito']);
    const body = (await response.json()) as {
      ok: boolean;
      cart: { count: number; locator: string };
    };
    expect(body).toMatchObject({ ok: true, cart: { count: 1, locator: 'CART0001' } });
    expect(response.headers.getSetCookie().some((c) => c.startsWith('cartLocator=CART0001'))).toBe(
      true,
    );
  });
});
