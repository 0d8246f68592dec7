import { describe, expect, it, vi } from 'vitest';
import { clubScorecards } from './club-scorecards.server.ts';
import { createEngineClient } from '../../platform/engine/engine.server.ts';
import { createLruCache } from '../../platform/cache/key-value-store.server.ts';
import { pageCalls } from '../../platform/engine/page-calls.server.ts';
import { testPageContext } from '../../testing/page-context.ts';

const DATOS = {
  listaTarjetas: [
    {
      idRec: 70,
      nombre: 'Valderrama',
      hoyos: 9,
      par: 27,
      listaHoyos: Array.from({ length: 9 }, (_, i) => ({
        hoyo: i + 1,
        par: 3,
        metrosBlancas: 80 + i,
        metrosAmarillas: 70 + i,
        metrosRojas: 60 + i,
      })),
    },
    // A course the catalog has given no card yet: nothing to show for it.
    { idRec: 71, nombre: 'New', hoyos: 18, par: 72, listaHoyos: [] },
  ],
};

const ctx = testPageContext('en');

function setup(answer: unknown = { cod: 1, msg: 'OK', datos: DATOS }) {
  const fetchSpy = vi.fn<typeof fetch>(async () => Response.json(answer));
  const client = createEngineClient({
    baseUrl: 'http://engine.test',
    vendorUsername: 'u',
    vendorPassword: 'p',
    siteKey: 'site-key-test',
    fetch: fetchSpy,
  });
  const calls = pageCalls(ctx, new Request('http://shop.test/en/club'), client);
  const deps = { cache: createLruCache(), ttlSeconds: 60 };
  return { calls, deps, fetchSpy };
}

describe('a club’s scorecards behind the cache', () => {
  it('maps the engine’s cards into the page’s words, asking once', async () => {
    const { calls, deps, fetchSpy } = setup();
    const cards = await clubScorecards(calls, deps, 7);
    expect(cards).toEqual([
      {
        courseId: 70,
        courseName: 'Valderrama',
        holeCount: 9,
        par: 27,
        holes: DATOS.listaTarjetas[0]?.listaHoyos.map((h) => ({
          number: h.hoyo,
          par: h.par,
          metres: { white: h.metrosBlancas, yellow: h.metrosAmarillas, red: h.metrosRojas },
        })),
      },
    ]);
    expect(await clubScorecards(calls, deps, 7)).toEqual(cards);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(String(fetchSpy.mock.calls[0]?.[0])).toContain('DatosClub/ObtenerTarjetas');
  });

  it('is null when the engine cannot answer, and raises no alert on the page', async () => {
    const { calls, deps } = setup({ cod: 0, msg: 'Database unavailable' });
    expect(await clubScorecards(calls, deps, 7)).toBeNull();
    expect(calls.notice.failed).toEqual([]);
  });
});
