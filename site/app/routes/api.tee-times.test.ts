import { describe, expect, it } from 'vitest';
import type { Route } from './+types/api.tee-times';
import { loader } from './api.tee-times.ts';

function ask(query: string) {
  const request = new Request(`http://localhost:3000/api/tee-times?${query}`);
  // Refused queries return before the context is read, so none is built here.
  return loader({ request, params: {}, context: {} } as unknown as Route.LoaderArgs);
}

describe('the tee-times endpoint', () => {
  it.each([
    ['idVP=1.5&rec=1&fecha=2026-11-23', 'a fractional club id'],
    ['idVP=1e3&rec=1&fecha=2026-11-23', 'an exponent'],
    ['idVP=1&rec=0x1&fecha=2026-11-23', 'a hexadecimal course id'],
    ['idVP=2147483648&rec=1&fecha=2026-11-23', 'an id past the integer column'],
    ['idVP=1&rec=1&fecha=2026-02-30', 'a day that does not exist'],
    ['idVP=1&rec=1', 'no date'],
  ])('answers 400, uncached, for %s (%s)', async (query) => {
    const response = await ask(query);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      ok: false,
      msg: 'idVP, rec and fecha (YYYY-MM-DD) are required',
    });
  });
});
