import { busqueda } from '@fairway/contract';
import type { Route } from './+types/api.suggestions';
import { sameOriginJson } from '../platform/engine/json-endpoint.server.ts';
import { methodNotAllowed } from '../platform/request/method-not-allowed.ts';

/** Same-origin search endpoint: the browser sends the keyword, the server adds the credentials. */
export function loader({ request }: Route.LoaderArgs) {
  const keyword = (new URL(request.url).searchParams.get('keyword') ?? '').slice(0, 100);
  return sameOriginJson(request, async (calls) => {
    if (!keyword.trim()) return { ok: true, data: { listaElementos: [] } };
    const result = await calls.call(busqueda.listarSugerencias, { keyword }, { action: 'search' });
    return result.ok ? { ok: true, data: { listaElementos: result.data.listaElementos } } : result;
  });
}

/** Only read: a post is told so, in JSON. */
export function action() {
  return methodNotAllowed('GET');
}
