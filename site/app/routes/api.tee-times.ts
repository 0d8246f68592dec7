import { parseId } from '@fairway/rules';
import type { Route } from './+types/api.tee-times';
import { sameOriginJson } from '../platform/engine/json-endpoint.server.ts';
import { validDate } from '../features/catalog/club-date.ts';
import { teeTimesFor } from '../features/search/tee-times.server.ts';
import { methodNotAllowed } from '../platform/request/method-not-allowed.ts';

/** Same-origin tee times for the club page's SWR hook; the server adds the credentials. */
export function loader({ request }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams;
  const idVP = parseId(q.get('idVP'));
  const rec = parseId(q.get('rec'));
  const fecha = validDate(q.get('fecha'));
  if (idVP === null || rec === null || fecha === null)
    return Response.json(
      { ok: false, msg: 'idVP, rec and fecha (YYYY-MM-DD) are required' },
      { status: 400, headers: { 'cache-control': 'no-store' } },
    );
  return sameOriginJson(request, (calls) => teeTimesFor(calls, { idVP, rec, fecha }));
}

/** Only read: a post is told so, in JSON. */
export function action() {
  return methodNotAllowed('GET');
}
