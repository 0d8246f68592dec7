import { isLocale } from '@fairway/design-system/rules';
import { busqueda } from '@fairway/engine/contract';
import type { Route } from './+types/api.suggestions';
import { engine, requestContext } from '../lib/context.server.ts';

/** Same-origin search endpoint: the browser sends the keyword, the server adds the credentials. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const localeParam = url.searchParams.get('locale') ?? 'en';
  const keyword = (url.searchParams.get('keyword') ?? '').slice(0, 100);
  const ctx = await requestContext(request, isLocale(localeParam) ? localeParam : 'en');
  const headers = new Headers({ 'cache-control': 'no-store' });
  for (const cookie of ctx.setCookies) headers.append('Set-Cookie', cookie);
  if (!keyword.trim()) return Response.json({ ok: true, listaElementos: [] }, { headers });
  if (!ctx.creds)
    return Response.json(
      { ok: false, msg: 'Search is not available right now' },
      { status: 503, headers },
    );
  const result = await engine().call(busqueda.listarSugerencias, { keyword }, ctx.creds);
  if (!result.ok) return Response.json({ ok: false, msg: result.msg }, { headers });
  return Response.json({ ok: true, listaElementos: result.data.listaElementos }, { headers });
}
