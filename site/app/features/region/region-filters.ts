/**
 * A region's filters as the address holds them and pages see them, in English: part of the day,
 * a latest tee-off, players, holes, a price per player at most, buggy included. The engine's names
 * (`parteDelDia`, `horaFin`, `hoyos`, `precioFin`, `conBuggy`) stop at `engineFilters`. Pure, so
 * the page and its form share it.
 */
import { PARTS_OF_DAY } from '@fairway/rules';
import type { PartOfDay } from '@fairway/rules';
import type { ListarResultadosRequest } from '@fairway/contract/busqueda';

export interface RegionFilters {
  partOfDay?: PartOfDay;
  /** HH:MM, club-local: the latest tee-off asked for. */
  teeOffBy?: string;
  players?: 1 | 2 | 3 | 4;
  holes?: 9 | 18;
  /** Euros per player, at most. */
  maxPrice?: number;
  buggy?: true;
}

export type RegionFilterKey = keyof RegionFilters;

/** The address's parameter for each filter. */
export const FILTER_PARAMS: Record<RegionFilterKey, string> = {
  partOfDay: 'part',
  teeOffBy: 'by',
  players: 'players',
  holes: 'holes',
  maxPrice: 'maxPrice',
  buggy: 'buggy',
};

/** The latest tee-offs the form offers, on the hour. */
export const TEE_OFF_BY = ['08:00', '09:00', '10:00', '11:00', '12:00', '14:00', '16:00'] as const;

/** The filters a query string asks for; anything unknown or out of range is left out. */
export function regionFiltersOf(query: URLSearchParams): RegionFilters {
  const filters: RegionFilters = {};
  const part = query.get(FILTER_PARAMS.partOfDay);
  if (PARTS_OF_DAY.some((p) => p === part)) filters.partOfDay = part as PartOfDay;
  const by = query.get(FILTER_PARAMS.teeOffBy);
  if (by && /^([01]\d|2[0-3]):[0-5]\d$/.test(by)) filters.teeOffBy = by;
  const players = Number(query.get(FILTER_PARAMS.players));
  if (players === 1 || players === 2 || players === 3 || players === 4) filters.players = players;
  const holes = Number(query.get(FILTER_PARAMS.holes));
  if (holes === 9 || holes === 18) filters.holes = holes;
  const price = query.get(FILTER_PARAMS.maxPrice);
  const maxPrice = price === null || price.trim() === '' ? Number.NaN : Number(price);
  if (Number.isFinite(maxPrice) && maxPrice > 0 && maxPrice <= 10_000) filters.maxPrice = maxPrice;
  if (query.get(FILTER_PARAMS.buggy) === '1') filters.buggy = true;
  return filters;
}

/** The filters set, in the form's order. */
export function activeFilters(filters: RegionFilters): RegionFilterKey[] {
  return (Object.keys(FILTER_PARAMS) as RegionFilterKey[]).filter(
    (key) => filters[key] !== undefined,
  );
}

/** The same address without one filter: the one-click relax of an empty result. */
export function withoutFilter(search: string, key: RegionFilterKey): string {
  const query = new URLSearchParams(search);
  query.delete(FILTER_PARAMS[key]);
  return `?${query.toString()}`;
}

/** The address's other parameters (place, day, order): what the filter form sends again. */
export function otherParams(query: URLSearchParams): Record<string, string> {
  const filterNames = new Set(Object.values(FILTER_PARAMS));
  return Object.fromEntries([...query].filter(([name]) => !filterNames.has(name)));
}

/** A stable text of the filters, for a cache key. */
export function filtersKey(filters: RegionFilters): string {
  return activeFilters(filters)
    .map((key) => `${FILTER_PARAMS[key]}=${String(filters[key])}`)
    .join('&');
}

/** What the engine is asked (Portal/Busqueda/ListarResultadosTTB). */
export function engineFilters(
  filters: RegionFilters,
): Pick<
  ListarResultadosRequest,
  'jugadores' | 'parteDelDia' | 'horaFin' | 'hoyos' | 'precioFin' | 'conBuggy'
> {
  return {
    jugadores: filters.players ?? -1,
    ...(filters.partOfDay ? { parteDelDia: filters.partOfDay } : {}),
    // "By 10:00" includes 10:00 itself.
    ...(filters.teeOffBy ? { horaFin: filters.teeOffBy } : {}),
    ...(filters.holes ? { hoyos: filters.holes } : {}),
    ...(filters.maxPrice !== undefined ? { precioFin: filters.maxPrice } : {}),
    ...(filters.buggy ? { conBuggy: true } : {}),
  };
}
