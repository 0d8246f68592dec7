/**
 * "Near me" (issue 27): the clubs around the golfer's position, given in the address rounded to 2
 * decimals (`?lat=36.51&lon=-4.88`), on the same results page as a region's. Without a position
 * the page explains and offers the button and the regions. Never indexed, not in the sitemap.
 */
import { data } from 'react-router';
import type { Route } from './+types/near-me';
import { pageContext } from '../platform/engine/page-calls.server.ts';
import { regionPageData } from '../features/region/region-page.server.ts';
import { RegionResults } from '../features/region/RegionResults.tsx';
import { regionsToOffer } from '../features/search/offered-regions.server.ts';
import { NearMeAsk } from '../features/search/NearMeAsk.tsx';
import { POSITION_PARAMS, positionOf } from '../features/search/position.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const query = new URL(request.url).searchParams;
  const position = positionOf(query);
  // Half a position, or one off the globe: no such page, as for an unknown region.
  if (position === 'invalid') throw data(null, { status: 404 });
  if (position === null)
    return { asked: false as const, locale: ctx.locale, regions: await regionsToOffer(ctx) };
  // The page's links and forms carry the rounded position only, whatever the address held.
  query.set(POSITION_PARAMS.lat, String(position.lat));
  query.set(POSITION_PARAMS.lon, String(position.lon));
  const where = { latitud: position.lat, longitud: position.lon };
  return {
    asked: true as const,
    results: await regionPageData(ctx, request, { where, name: '', query }),
  };
}

export default function NearMePage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.asked)
    return <NearMeAsk locale={loaderData.locale} regions={loaderData.regions} />;
  return <RegionResults data={loaderData.results} nearYou />;
}
