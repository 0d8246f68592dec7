import { describe, expect, it } from 'vitest';
import type { Route as BuggiesRoute } from './+types/api.buggies';
import type { Route } from './+types/api.tee-time-services';
import { loader as buggies } from './api.buggies.ts';
import { loader as services } from './api.tee-time-services.ts';

const GOOD = 'idVP=1&rec=11&fecha=2026-11-24&hora=09:10&players=2';

function askServices(query: string) {
  const request = new Request(`http://localhost:3000/api/tee-time-services?${query}`);
  // Refused queries return before the context is read, so none is built here.
  return services({ request, params: {}, context: {} } as unknown as Route.LoaderArgs);
}
function askBuggies(query: string) {
  const request = new Request(`http://localhost:3000/api/buggies?${query}`);
  return buggies({ request, params: {}, context: {} } as unknown as BuggiesRoute.LoaderArgs);
}

describe('the chooser’s endpoints', () => {
  it.each([
    ['idVP=1.5&rec=11&fecha=2026-11-24&hora=09:10&players=2', 'a fractional club id'],
    ['idVP=1&rec=11&fecha=2026-02-30&hora=09:10&players=2', 'a day that does not exist'],
    ['idVP=1&rec=11&fecha=2026-11-24&hora=9:10&players=2', 'a time without its leading zero'],
    ['idVP=1&rec=11&fecha=2026-11-24&hora=24:00&players=2', 'an hour past the day'],
    ['idVP=1&rec=11&fecha=2026-11-24&hora=09:10&players=5', 'five players'],
    ['idVP=1&rec=11&fecha=2026-11-24&hora=09:10&players=1e0', 'players written as an exponent'],
    ['idVP=1&rec=11&fecha=2026-11-24&hora=09:10', 'no players'],
  ])('the services answer 400, uncached, for %s (%s)', async (query) => {
    const response = await askServices(query);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      ok: false,
      msg: 'idVP, rec, fecha (YYYY-MM-DD), hora (HH:MM) and players (1-4) are required',
    });
  });

  it.each([[`${GOOD}`], [`${GOOD}&units=0`], [`${GOOD}&units=5`], [`${GOOD}&units=x`]])(
    'the buggy check answers 400 without units from 1 to 4 (%s)',
    async (query) => {
      const response = await askBuggies(query);
      expect(response.status).toBe(400);
      expect(response.headers.get('cache-control')).toBe('no-store');
    },
  );
});
