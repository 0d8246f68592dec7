import { parseId } from '@fairway/rules';
import type { Route } from './+types/api.multipack-dates';
import { sameOriginJson } from '../platform/engine/json-endpoint.server.ts';
import { validDate } from '../features/catalog/club-date.ts';
import { validDatesOf } from '../features/multipacks/multipacks.server.ts';
import { methodNotAllowed } from '../platform/request/method-not-allowed.ts';

/**
 * GET /api/multipack-dates?locale=xx&id={pack}&first=YYYY-MM-DD → `{ ok: true, firstRound,
 * lastDay, dates }`: the days a pack's later rounds may be played on once the first round is on
 * `first` (Multipacks/ObtenerFechasValidas). The pack page's chooser asks it after round 1.
 */
export function loader({ request }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams;
  const id = parseId(q.get('id'));
  const first = validDate(q.get('first'));
  if (id === null || first === null)
    return Response.json(
      { ok: false, msg: 'id and first (YYYY-MM-DD) are required' },
      { status: 400, headers: { 'cache-control': 'no-store' } },
    );
  return sameOriginJson(request, (calls) => validDatesOf(calls, id, first));
}

/** Only read: a post is told so, in JSON. */
export function action() {
  return methodNotAllowed('GET');
}
