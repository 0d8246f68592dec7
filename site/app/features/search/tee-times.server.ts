import { disponibilidad } from '@fairway/contract';
import type { CacheDeps } from '../../platform/cache/cached.server.ts';
import type { EngineResult } from '../../platform/engine/engine.server.ts';
import { sharedCall } from '../../platform/engine/page-calls.server.ts';
import type { PageCalls } from '../../platform/engine/page-calls.server.ts';
import { nearestDaysView, notOnSaleYetView, slotView } from './tee-times.ts';
import type { TeeTimesView } from './tee-times.ts';
import type { TeeTimesQuery } from './use-tee-times.ts';

export function teeTimesCacheKey(culture: string, query: TeeTimesQuery): string {
  return `tee-times:v2:${culture}:${query.idVP}:${query.rec}:${query.fecha}`;
}

export function nearestDaysCacheKey(culture: string, idVP: number, fecha: string): string {
  return `nearest-days:v1:${culture}:${idVP}:${fecha}`;
}

/** What a day's answer is kept as: its tee times, and its sales window when beyond it. */
const daySchema = disponibilidad.obtenerDisponibilidadDia.answer.pick({
  horasDisponibles: true,
  fueraDeVentana: true,
});
const nearestSchema =
  disponibilidad.obtenerDisponibilidadCercanasDia.answer.shape.listGreenFeesRecorridoDisponible;

type Day = (typeof daySchema)['_output'];
type Slots = Day['horasDisponibles'];

/** The view of each cached day, made once: the same cached array comes back to every request. */
const slotViews = new WeakMap<Slots, TeeTimesView['slots']>();

function slotsOf(day: Slots): TeeTimesView['slots'] {
  let slots = slotViews.get(day);
  if (!slots) {
    slots = day.map(slotView);
    slotViews.set(day, slots);
  }
  return slots;
}

type Nearest = (typeof nearestSchema)['_output'];
/** What both calls are asked: the whole day (`jugadores: -1`) of a club's course. */
interface NearestBody {
  idVendedorProveedor: number;
  fecha: string;
  jugadores: number;
}
interface DayBody extends NearestBody {
  idRecorrido: number;
}

/** How a reader asks the engine for a course's day, and for the nearest days with times. */
interface TeeTimeSource {
  day(body: DayBody): Promise<EngineResult<Day>>;
  nearest(body: NearestBody): Promise<EngineResult<Nearest>>;
}

/** A course's tee times for a day and, when it has none, the nearest days that have. */
async function readTeeTimes(
  source: TeeTimeSource,
  query: TeeTimesQuery,
): Promise<EngineResult<TeeTimesView>> {
  const base = { idVendedorProveedor: query.idVP, fecha: query.fecha, jugadores: -1 } as const;
  const day = await source.day({ ...base, idRecorrido: query.rec });
  if (!day.ok) return day;
  const notOnSaleYet = notOnSaleYetView(day.data.fueraDeVentana);
  if (notOnSaleYet) return { ok: true, data: { slots: [], nearest: [], notOnSaleYet } };
  const slots = slotsOf(day.data.horasDisponibles);
  if (slots.length > 0) return { ok: true, data: { slots, nearest: [] } };
  const nearest = await source.nearest(base);
  return { ok: true, data: { slots, nearest: nearest.ok ? nearestDaysView(nearest.data) : [] } };
}

/** Straight from the engine: the /api/tee-times endpoint the club page's SWR hook refreshes from. */
export function teeTimesFor(
  calls: PageCalls,
  query: TeeTimesQuery,
): Promise<EngineResult<TeeTimesView>> {
  return readTeeTimes(
    {
      day: async (body) => {
        const answer = await calls.call(disponibilidad.obtenerDisponibilidadDia, body, {
          action: 'teeTimes',
        });
        return answer.ok
          ? {
              ok: true,
              data: {
                horasDisponibles: answer.data.horasDisponibles,
                fueraDeVentana: answer.data.fueraDeVentana,
              },
            }
          : answer;
      },
      nearest: async (body) => {
        const answer = await calls.call(disponibilidad.obtenerDisponibilidadCercanasDia, body, {
          action: 'nearestDays',
        });
        return answer.ok
          ? { ok: true, data: answer.data.listGreenFeesRecorridoDisponible }
          : answer;
      },
    },
    query,
  );
}

/**
 * For the club page's server render: the engine's answers are shared by every visitor in the
 * culture for a few seconds and never served older than a minute (cacheDeps('availability'); the
 * site's own holds, bookings and cancellations expire them).
 */
export function sharedTeeTimes(
  calls: PageCalls,
  deps: CacheDeps,
  culture: string,
  query: TeeTimesQuery,
): Promise<EngineResult<TeeTimesView>> {
  return readTeeTimes(
    {
      day: (body) =>
        sharedCall(
          calls,
          deps,
          teeTimesCacheKey(culture, query),
          daySchema,
          disponibilidad.obtenerDisponibilidadDia,
          body,
          { action: 'teeTimes' },
          (answer) => ({
            horasDisponibles: answer.horasDisponibles,
            fueraDeVentana: answer.fueraDeVentana,
          }),
        ),
      nearest: (body) =>
        sharedCall(
          calls,
          deps,
          nearestDaysCacheKey(culture, query.idVP, query.fecha),
          nearestSchema,
          disponibilidad.obtenerDisponibilidadCercanasDia,
          body,
          { action: 'nearestDays' },
          (answer) => answer.listGreenFeesRecorridoDisponible,
        ),
    },
    query,
  );
}
