import { data } from 'react-router';
import type { Route } from './+types/region';
import { validDate } from '../features/catalog/club-date.ts';
import { namesDeps } from '../features/catalog/catalog-deps.server.ts';
import { pageContext } from '../platform/engine/page-calls.server.ts';
import { placeAsked } from '../features/region/region-place.server.ts';
import { regionPageData } from '../features/region/region-page.server.ts';
import { RegionResults } from '../features/region/RegionResults.tsx';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const q = new URL(request.url).searchParams;
  const options = { nocache: q.has('nocache'), fecha: validDate(q.get('fecha')) !== null };
  const asked = await placeAsked(namesDeps(ctx.creds), q, params.slug, options);
  if (!asked) throw data(null, { status: 404 });
  return regionPageData(ctx, request, { ...asked, query: q });
}

export default function RegionPage({ loaderData }: Route.ComponentProps) {
  return <RegionResults data={loaderData} />;
}
