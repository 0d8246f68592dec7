import { describe, expect, it, vi } from 'vitest';
import type { EngineResult } from '../../platform/engine/engine.server.ts';
import { everyTournament } from './tournaments.server.ts';

type Page = EngineResult<{ datos: { torneos: { idTorneo: number }[]; total: number } }>;

/** An engine listing `total` tournaments, 50 a page, whose pages in `failing` fail. */
function engineListing(total: number, failing: number[] = []) {
  return vi.fn(async ({ pagina, porPagina }: { pagina: number; porPagina: number }) => {
    if (failing.includes(pagina))
      return { ok: false, cod: 0, msg: 'fetch failed', sessionExpired: false } satisfies Page;
    const from = (pagina - 1) * porPagina;
    const torneos = Array.from(
      { length: Math.max(Math.min(porPagina, total - from), 0) },
      (_, i) => ({
        idTorneo: from + i + 1,
      }),
    );
    return { ok: true, data: { datos: { torneos, total } } } satisfies Page;
  });
}

describe('everyTournament', () => {
  it('reads every page the first one announces', async () => {
    const listPage = engineListing(120);
    const found = await everyTournament(listPage);
    expect(found?.map((t) => t.idTorneo)).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
    expect(listPage.mock.calls.map(([request]) => request)).toEqual([
      { pagina: 1, porPagina: 50 },
      { pagina: 2, porPagina: 50 },
      { pagina: 3, porPagina: 50 },
    ]);
  });

  it('asks once when one page holds them all', async () => {
    const listPage = engineListing(7);
    expect(await everyTournament(listPage)).toHaveLength(7);
    expect(listPage).toHaveBeenCalledTimes(1);
  });

  it('is null when the first page fails, and leaves out a later page that fails', async () => {
    expect(await everyTournament(engineListing(120, [1]))).toBeNull();
    const found = await everyTournament(engineListing(120, [2]));
    expect(found).toHaveLength(70);
    expect(found?.some((t) => t.idTorneo === 51)).toBe(false);
  });
});
