import { disponibilidad } from '@fairway/engine/contract';
import type { EngineResult } from './engine.server.ts';
import type { PageCalls } from './page.server.ts';
import { nearestDaysView, slotView } from './tee-times.ts';
import type { TeeTimesView } from './tee-times.ts';
import type { TeeTimesQuery } from '../data/use-tee-times.ts';

/**
 * A course's tee times for a day and, when it has none, the nearest days that have: the club
 * page's loader and the /api/tee-times endpoint its SWR hook refreshes from both read this.
 */
export async function teeTimesFor(
  calls: PageCalls,
  query: TeeTimesQuery,
): Promise<EngineResult<TeeTimesView>> {
  const base = { idVendedorProveedor: query.idVP, fecha: query.fecha, jugadores: -1 } as const;
  const day = await calls.call(
    disponibilidad.obtenerDisponibilidadDia,
    { ...base, idRecorrido: query.rec },
    { action: 'teeTimes' },
  );
  if (!day.ok) return day;
  const slots = day.data.horasDisponibles.map(slotView);
  if (slots.length > 0) return { ok: true, data: { slots, nearest: [] } };
  const nearest = await calls.call(disponibilidad.obtenerDisponibilidadCercanasDia, base, {
    action: 'nearestDays',
  });
  return {
    ok: true,
    data: {
      slots,
      nearest: nearest.ok ? nearestDaysView(nearest.data.listGreenFeesRecorridoDisponible) : [],
    },
  };
}
