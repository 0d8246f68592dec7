import { disponibilidad } from '@fairway/contract';
import type { Route } from './+types/api.buggies';
import { sameOriginJson } from '../platform/engine/json-endpoint.server.ts';
import { TEE_TIME_QUERY_REQUIRED, teeTimeQuery } from '../features/cart/cart.server.ts';
import { methodNotAllowed } from '../platform/request/method-not-allowed.ts';

/**
 * GET /api/buggies?locale&idVP&rec&fecha&hora&players&units → `{ ok: true, enough, available }`:
 * whether the tee time has that many buggies free (HaySuficientesBuggies), asked by the chooser
 * whenever the golfer changes the buggy units.
 */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = teeTimeQuery(params);
  const units = params.get('units') ?? '';
  if (!query || !/^[1-4]$/.test(units))
    return Response.json(
      { ok: false, msg: `${TEE_TIME_QUERY_REQUIRED}, with units (1-4)` },
      { status: 400, headers: { 'cache-control': 'no-store' } },
    );
  return sameOriginJson(request, async (calls) => {
    const answer = await calls.call(
      disponibilidad.haySuficientesBuggies,
      {
        idVendedorProveedor: query.idVP,
        idRecorrido: query.rec,
        fecha: query.fecha,
        hora: query.hora,
        numJugadores: query.players,
        numBuggiesRequeridos: Number(units),
      },
      { action: 'services' },
    );
    if (!answer.ok) return answer;
    return {
      ok: true,
      data: { enough: answer.data.hayDisponibilidad, available: answer.data.buggiesDisponibles },
    };
  });
}

/** Only read: a post is told so, in JSON. */
export function action() {
  return methodNotAllowed('GET');
}
