/**
 * A results page's data once its route knows what was asked: a region, a municipality or a
 * gazetteer place (routes/region.tsx), or the golfer's position (routes/near-me.tsx). One loader
 * body, so every results page has the same cards, date strip, order and filters.
 */
import { offersView } from '../content/board.ts';
import { todayIn, validDate } from '../catalog/club-date.ts';
import { namesDeps } from '../catalog/catalog-deps.server.ts';
import { favouritesState } from '../private-area/favourites.server.ts';
import { firstViewPictures } from '../catalog/pictures.server.ts';
import { REGION_SORTS, regionClubView, sortRegionClubs } from './region-clubs.ts';
import { criticalFailure, pageCalls } from '../../platform/engine/page-calls.server.ts';
import type { PageCalls, PageContext } from '../../platform/engine/page-calls.server.ts';
import { addDays } from '@fairway/rules';
import { nextTeeTimes } from '../search/next-tee-times.server.ts';
import { boardMessages, regionResults } from '../catalog/shared-answers.server.ts';
import type { Place } from '../catalog/shared-answers.server.ts';
import { settleWithin, STREAMED_PART_MS } from '../../platform/rendering/streamed-part.ts';
import { clubsOf } from './region-clubs.server.ts';
import { EAGER_IMAGES } from './RegionClubCards.tsx';
import { activeFilters, otherParams, regionFiltersOf } from './region-filters.ts';

const REGION_TIME_ZONE = 'Europe/Madrid';

/** What a results page was asked for: the place, its name when the names know it, the address. */
export interface Asked {
  where: Place;
  name: string;
  /** The address's parameters, as the page keeps them in its links and forms. */
  query: URLSearchParams;
}

export async function regionPageData(ctx: PageContext, request: Request, asked: Asked) {
  const calls = pageCalls(ctx, request);
  const { where, query: q } = asked;
  const fecha = validDate(q.get('fecha'));
  // The shop's clubs are all in Spain and Portugal; a past or missing date shows today's times.
  const today = todayIn(REGION_TIME_ZONE);
  const date = fecha && fecha >= today ? fecha : today;
  const filters = regionFiltersOf(q);
  const [result, offers, favourites] = await Promise.all([
    // First tee times and prices: shared by every visitor for a few seconds, never older than a
    // minute (shared-answers.server.ts). The engine applies the golfer's filters.
    regionResults(calls, ctx.culture, where, date, filters),
    // The seller's offers dress the page; without them it goes on, with no alert.
    boardMessages(calls, ctx.culture, 'offers'),
    favouritesState(ctx, calls),
  ]);
  if (!result.ok) criticalFailure(result, calls.notice);
  // Around a place or the golfer, the engine's order (nearest first) leads.
  const near = 'idLugar' in where || 'latitud' in where;
  const sort = REGION_SORTS.find((key) => key === q.get('sort')) ?? (near ? 'distance' : 'price');
  // In the golfer's order: a new order is a new address, so the loader runs again.
  // A gazetteer place is named by the engine's answer; a region or municipality by the names.
  const gazetteer = result.data.place;
  const around = result.data.around;
  const place = gazetteer?.name ?? asked.name;
  const clubs = sortRegionClubs(
    result.data.clubs.map((row) => regionClubView(row, date)),
    sort,
    ctx.locale,
    filters.holes,
  );
  // No times left on the day (an evening's today, a full day): the place's clubs all the same,
  // each with its next free time, streamed so the list does not wait for one call per club.
  // Filtered to nothing, the filters are what to change (RelaxFilters), not the day.
  const filtered = activeFilters(filters).length > 0;
  const elsewhere =
    clubs.length === 0 && !filtered && ('idMunicipio' in where || 'idRegion' in where)
      ? await clubsOf(namesDeps(ctx.creds), where)
      : [];
  // Around a place or the golfer the clubs are whatever has times, so an evening's empty today
  // has no list of clubs to show: the next day, when it has some, is one click away instead.
  const nextDay =
    clubs.length === 0 && !filtered && near
      ? await dayWithTimes(calls, ctx.culture, where, addDays(date, 1))
      : null;
  return {
    locale: ctx.locale,
    place,
    date,
    today,
    clubs,
    nearPlace: gazetteer !== null,
    noClubsHere: gazetteer?.noClubs ?? false,
    /** Around the golfer's position: its radius and whether none was inside. */
    around,
    filters,
    filtered,
    keep: otherParams(q),
    search: `?${q.toString()}`,
    elsewhere,
    nextDay,
    next:
      elsewhere.length > 0
        ? settleWithin(
            nextTeeTimes(
              calls,
              elsewhere.map((c) => c.clubId),
              date,
            ),
            STREAMED_PART_MS,
            null,
          )
        : null,
    sort,
    // The photos a phone shows first come inside the page (pictures.server.ts).
    pictures: await firstViewPictures(clubs.slice(0, EAGER_IMAGES).map((club) => club.image)),
    offers: offers.ok ? offersView(offers.data) : [],
    favourites,
  };
}

/** `date` when the place has tee times on it, else null (and null when the engine cannot say). */
async function dayWithTimes(
  calls: PageCalls,
  culture: string,
  where: Place,
  date: string,
): Promise<string | null> {
  const later = await regionResults(calls, culture, where, date);
  return later.ok && later.data.clubs.length > 0 ? date : null;
}

export type RegionPageData = Awaited<ReturnType<typeof regionPageData>>;
