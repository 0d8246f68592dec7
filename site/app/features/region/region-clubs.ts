/**
 * A region or municipality page's clubs with tee times on the day, as the page sees them: the
 * search's answer (Portal/Busqueda/ListarResultadosTTB, Spanish fields) stops here.
 */
import type { busqueda } from '@fairway/contract';
import type { z } from 'zod';
import { clubPath } from '../catalog/places.ts';
import { byPriceFor } from './region-sort-rules.ts';

type RegionResult = z.infer<typeof busqueda.clubResultado>;

/** 'distance' only on a gazetteer place's page, where the engine's order (nearest first) leads. */
export const REGION_SORTS = ['price', 'name', 'time', 'distance'] as const;
export type RegionSort = (typeof REGION_SORTS)[number];

export interface RegionClubView {
  clubId: number;
  courseId: number;
  name: string;
  courseName: string;
  municipality: string;
  /** The club's page on the day shown, without the locale. */
  path: string;
  priceFrom: number;
  priceTo: number;
  /** The day's first and last free tee times, as the engine writes them. */
  firstTime: string;
  lastTime: string;
  holes: 9 | 18;
  image: string;
  /** From a gazetteer place (an airport, a city), in km; absent on a region's page. */
  distanceKm?: number;
  /** Where the club is, for the page's part of the map; absent when the engine did not say. */
  position?: { lon: number; lat: number };
}

export function regionClubView(row: RegionResult, date: string): RegionClubView {
  return {
    clubId: row.idVP,
    courseId: row.idR,
    name: row.nombreClub,
    courseName: row.nombreRecorrido,
    municipality: row.municipio,
    path: `${clubPath(row.nombreClub, row.idVP, row.idR)}&fecha=${date}`,
    priceFrom: row.precioDesde,
    priceTo: row.precioHasta,
    firstTime: row.horaIni,
    lastTime: row.horaFin,
    holes: row.hoyos === 9 ? 9 : 18,
    image: row.imagen,
    ...(row.distancia > 0 ? { distanceKm: row.distancia } : {}),
    ...(row.latitud !== undefined && row.longitud !== undefined
      ? { position: { lon: row.longitud, lat: row.latitud } }
      : {}),
  };
}

/**
 * A copy in the order the golfer chose: cheapest first (a region's default; eighteen holes above
 * nines unless the golfer chose nine, region-sort-rules.ts), by name, earliest, or nearest (a
 * place's default).
 */
export function sortRegionClubs(
  clubs: readonly RegionClubView[],
  sort: RegionSort,
  locale: string,
  chosenHoles?: 9 | 18,
): RegionClubView[] {
  const list = [...clubs];
  if (sort === 'name') list.sort((a, b) => a.name.localeCompare(b.name, locale));
  else if (sort === 'time') list.sort((a, b) => a.firstTime.localeCompare(b.firstTime));
  else if (sort === 'distance') list.sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0));
  else list.sort(byPriceFor(chosenHoles));
  return list;
}
