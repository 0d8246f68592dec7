import { disponibilidad } from '@fairway/contract';
import type { PageAction } from './engine-notice.ts';
import type { PageCalls } from './page.server.ts';
import { nearestDaysView } from './tee-times.ts';
import type { NearestDayView, NextTeeTimes } from './tee-times.ts';

/**
 * A club's first free tee time on a day after `after`, over all its courses; null when it has
 * none or the engine could not say (the caller shows the club without a time, never an error).
 */
export async function nextTeeTime(
  calls: PageCalls,
  idVP: number,
  after: string,
  action: PageAction,
): Promise<NearestDayView | null> {
  const nearest = await calls.call(
    disponibilidad.obtenerDisponibilidadCercanasDia,
    { idVendedorProveedor: idVP, fecha: after, jugadores: -1 },
    { action, noShow: true },
  );
  return nearest.ok
    ? (nearestDaysView(nearest.data.listGreenFeesRecorridoDisponible)[0] ?? null)
    : null;
}

/**
 * Each club's next free tee time after a day with none, one engine call per club side by side,
 * and the first day any of them has one.
 */
export async function nextTeeTimes(
  calls: PageCalls,
  clubIds: number[],
  date: string,
): Promise<NextTeeTimes> {
  const answers = await Promise.all(
    clubIds.map(
      async (idVP) => [idVP, await nextTeeTime(calls, idVP, date, 'nearestDays')] as const,
    ),
  );
  const byClub = Object.fromEntries(answers) as Record<number, NearestDayView | null>;
  const dates = answers.flatMap(([, next]) => (next ? [next.date] : [])).sort();
  return { byClub, firstDate: dates[0] ?? null };
}
