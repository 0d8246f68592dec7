/**
 * A club as a map shows it: the map's answer (Portal/Busqueda/ListarClubesMapa) and a region's
 * results (ListarResultadosTTB), both in Spanish fields, stop here.
 */
import type { busqueda } from '@fairway/contract';
import type { z } from 'zod';
import { slugify } from '@fairway/rules';
import type { RegionClubView } from '../region/region-clubs.ts';

type MapAnswerClub = z.infer<typeof busqueda.clubMapa>;

export interface MapClubView {
  id: number;
  name: string;
  town: string;
  lon: number;
  lat: number;
  /** The club's page on the day shown, without the locale. */
  path: string;
  /** The first free tee time on the day, as the engine writes it; null when it has none. */
  firstTime: string | null;
  /** The lowest price per player on the day; null when it has no free time. */
  priceFrom: number | null;
}

function clubDayPath(name: string, idVP: number, date: string): string {
  return `/club/${slugify(name)}?idVP=${idVP}&fecha=${date}`;
}

export function mapClubView(row: MapAnswerClub, date: string): MapClubView {
  return {
    id: row.idVP,
    name: row.nombreClub,
    town: row.municipio,
    lon: row.longitud,
    lat: row.latitud,
    path: clubDayPath(row.nombreClub, row.idVP, date),
    firstTime: row.horaIni,
    priceFrom: row.precioDesde,
  };
}

/**
 * A region's or place's courses as pins: one a club, its earliest time and lowest price over
 * its courses. A course the engine sent without a position (an older engine) has no pin.
 */
export function mapClubsOfRegion(courses: readonly RegionClubView[], date: string): MapClubView[] {
  const byClub = new Map<number, MapClubView>();
  for (const course of courses) {
    if (course.position === undefined) continue;
    const seen = byClub.get(course.clubId);
    if (seen) {
      if (seen.firstTime === null || course.firstTime < seen.firstTime)
        seen.firstTime = course.firstTime;
      if (seen.priceFrom === null || course.priceFrom < seen.priceFrom)
        seen.priceFrom = course.priceFrom;
      continue;
    }
    byClub.set(course.clubId, {
      id: course.clubId,
      name: course.name,
      town: course.municipality,
      lon: course.position.lon,
      lat: course.position.lat,
      path: clubDayPath(course.name, course.clubId, date),
      firstTime: course.firstTime,
      priceFrom: course.priceFrom,
    });
  }
  return [...byClub.values()];
}
