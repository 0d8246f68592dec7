import { describe, expect, it } from 'vitest';
import type { Route } from './+types/api.cart';
import { action } from './api.cart.ts';

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
