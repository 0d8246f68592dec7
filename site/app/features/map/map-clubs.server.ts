import { busqueda } from '@fairway/contract';
import type { EngineResult } from '../../platform/engine/engine.server.ts';
import { sharedCall } from '../../platform/engine/page-calls.server.ts';
import type { PageCalls } from '../../platform/engine/page-calls.server.ts';
import { cacheDeps } from '../../platform/request/request-context.server.ts';
import { mapClubView } from './map-clubs.ts';
import type { MapClubView } from './map-clubs.ts';

const mapSchema = busqueda.listarClubesMapa.answer.shape.listaClubes;

/**
 * Every club on the map with its first free time and lowest price on a day
 * (Portal/Busqueda/ListarClubesMapa): availability, shared by every visitor for a few seconds
 * and never older than a minute (docs/decisions/0015).
 */
export async function mapClubs(
  calls: PageCalls,
  culture: string,
  date: string,
): Promise<EngineResult<MapClubView[]>> {
  const result = await sharedCall(
    calls,
    cacheDeps('availability'),
    `map-clubs:v1:${culture}:${date}`,
    mapSchema,
    busqueda.listarClubesMapa,
    { fecha: date, jugadores: -1 },
    { action: 'regionClubs' },
    (answer) => answer.listaClubes,
  );
  return result.ok ? { ok: true, data: result.data.map((row) => mapClubView(row, date)) } : result;
}
