/**
 * Which clubs a gazetteer place covers (issue 27), as one pure rule; the data and the rule for
 * each kind of place are described in seed/gazetteer-data.ts.
 */
import { PLACE_KIND } from '@fairway/contract/codes';
import type { PlaceKindCode } from '@fairway/contract/codes';
import { GAZETTEER } from '../seed/gazetteer-data.ts';
import type { GazetteerEntry, GazetteerKind } from '../seed/gazetteer-data.ts';
import { haversineKm } from './tee-sheet.ts';

/** A place with no club of its own offers this many of the nearest. */
export const NEAREST_WHEN_NONE = 5;

/**
 * "Near me" (issue 27): the clubs within this distance of the golfer's position. About an hour's
 * drive on the coasts where the clubs are; a golfer further from any offers the nearest instead.
 */
export const NEAR_ME_RADIUS_KM = 50;

/**
 * What `clubsAround` reads of a place: a gazetteer entry, or a bare point with a radius (the
 * golfer's position, which has no name, kind or municipalities).
 */
export type AroundPlace =
  | Pick<GazetteerEntry, 'kind' | 'country' | 'lat' | 'lon' | 'radiusKm' | 'municipalities'>
  | PointPlace;

export interface PointPlace {
  kind: 'point';
  lat: number;
  lon: number;
  radiusKm: number;
}

/** The golfer's position as a place: the clubs within `NEAR_ME_RADIUS_KM`. */
export function pointPlace(lat: number, lon: number): PointPlace {
  return { kind: 'point', lat, lon, radiusKm: NEAR_ME_RADIUS_KM };
}

export interface PlacedClub {
  id: number;
  lat: number;
  lon: number;
  /** The keys of its municipality and region, and its country. */
  municipality: string;
  region: string;
  country: string;
}

export interface ClubsAround {
  /** Club ids with their distance in km from the place, nearest first. */
  clubs: { id: number; km: number }[];
  /** True when the place has no club of its own and `clubs` are the nearest ones instead. */
  none: boolean;
}

const byId = new Map(GAZETTEER.map((g) => [g.id, g]));

export function gazetteerEntry(id: number): GazetteerEntry | undefined {
  return byId.get(id);
}

/**
 * The places a suggestion leads to a page of their own: not a country (it finds its regions) nor
 * a place that is a catalog region under another name (its region's page serves it).
 */
export function placesWithPages(): GazetteerEntry[] {
  return GAZETTEER.filter((g) => g.kind !== 'country' && g.region === undefined);
}

export function placeKindCode(kind: GazetteerKind): PlaceKindCode {
  return PLACE_KIND[kind];
}

function inside(place: AroundPlace, club: PlacedClub, km: number): boolean {
  if (place.kind === 'point') return km <= place.radiusKm;
  if (place.kind === 'country') return club.country === place.country;
  if (place.municipalities) return place.municipalities.includes(club.municipality);
  return km <= (place.radiusKm ?? 0);
}

/** The clubs of a place, nearest first; the nearest of all when it has none. */
export function clubsAround(place: AroundPlace, all: readonly PlacedClub[]): ClubsAround {
  const measured = all
    .map((c) => ({ club: c, km: haversineKm(place, c) }))
    .sort((a, z) => a.km - z.km || a.club.id - z.club.id);
  const own = measured.filter(({ club, km }) => inside(place, club, km));
  const chosen = own.length > 0 ? own : measured.slice(0, NEAREST_WHEN_NONE);
  return {
    clubs: chosen.map(({ club, km }) => ({ id: club.id, km })),
    none: own.length === 0,
  };
}
