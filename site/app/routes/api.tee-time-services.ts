import { disponibilidad } from '@fairway/contract';
import type { Route } from './+types/api.tee-time-services';
import { sameOriginJson } from '../platform/engine/json-endpoint.server.ts';
import { TEE_TIME_QUERY_REQUIRED, teeTimeQuery } from '../features/cart/cart.server.ts';
import { toServiceViews } from '../features/cart/cart.ts';
import { methodNotAllowed } from '../platform/request/method-not-allowed.ts';

/**
 * GET /api/tee-time-services?locale&idVP&rec&fecha&hora&players → `{ ok: true, services }`: what
 * the chooser offers for a tee time (ObtenerDisponibilidadServiciosTeeTime), as English views.
 */
export function loader({ request }: Route.LoaderArgs) {
  const query = teeTimeQuery(new URL(request.url).searchParams);
  if (!query)
    return Response.json(
      { ok: false, msg: TEE_TIME_QUERY_REQUIRED },
      { status: 400, headers: { 'cache-control': 'no-store' } },
    );
  return sameOriginJson(request, async (calls) => {
    const answer = await calls.call(
      disponibilidad.obtenerDisponibilidadServiciosTeeTime,
      {
        idVendedorProveedor: query.idVP,
        idRecorrido: query.rec,
        fecha: query.fecha,
        hora: query.hora,
        numJugadores: query.players,
      },
      { action: 'services' },
    );
    if (!answer.ok) return answer;
    return {
      ok: true,
      data: { services: toServiceViews(answer.data.datos.listaServiciosDisponibles) },
    };
  });
}

/** Only read: a post is told so, in JSON. */
export function action() {
  return methodNotAllowed('GET');
}
