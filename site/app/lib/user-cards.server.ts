/** The private area's saved cards against the engine; the user token says whose they are. */
import { usuarios } from '@fairway/contract';
import type { AnswerOf } from '@fairway/contract';
import type { EngineResult } from './engine.server.ts';
import type { PageCalls } from './page.server.ts';

type Rows = AnswerOf<typeof usuarios.listarTarjetasUsuario>['datos']['listaTarjetas'];

/** Failures are the page's own message ('failed to retrieve'), not the layout's alert. */
export async function readUserCards(calls: PageCalls): Promise<EngineResult<Rows>> {
  const answer = await calls.call(
    usuarios.listarTarjetasUsuario,
    {},
    { action: 'page', noShow: true },
  );
  return answer.ok ? { ok: true, data: answer.data.datos.listaTarjetas } : answer;
}

/**
 * The id is the browser's, but the engine deletes only a card of the token's user: another
 * account's id is refused like an unknown one.
 */
export async function deleteUserCard(calls: PageCalls, id: number): Promise<EngineResult<unknown>> {
  return calls.call(
    usuarios.eliminarTarjetaUsuario,
    { idUsuarioTarjeta: id },
    { action: 'page', noShow: true },
  );
}
