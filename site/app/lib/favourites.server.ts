/**
 * Favourite courses against the engine: the private area's list, the change a heart asks for,
 * and what a page's hearts start from. The user token says whose favourites they are.
 */
import type { Locale } from '@fairway/rules';
import { usuarios } from '@fairway/contract';
import type { EngineResult } from './engine.server.ts';
import { favouriteCourseView, LOGGED_OUT_FAVOURITES } from './favourites.ts';
import type { FavouriteChange, FavouriteCourseView, FavouritesState } from './favourites.ts';
import type { PageCalls, PageContext } from './page.server.ts';
import { currentUser } from './user-session.server.ts';

const QUIET = { action: 'page', noShow: true } as const;

export async function readFavourites(
  calls: PageCalls,
  locale: Locale,
): Promise<EngineResult<FavouriteCourseView[]>> {
  const answer = await calls.call(usuarios.obtenerUsuarioRecorridosFavoritos, {}, QUIET);
  if (!answer.ok) return answer;
  return {
    ok: true,
    data: answer.data.datos.listaRecorridos.map((row) => favouriteCourseView(row, locale)),
  };
}

export async function changeFavourite(
  calls: PageCalls,
  change: FavouriteChange,
): Promise<EngineResult<unknown>> {
  const body = { idRecorrido: change.courseId };
  return change.favourite
    ? calls.call(usuarios.crearUsuarioRecorridoFavorito, body, QUIET)
    : calls.call(usuarios.eliminarUsuarioRecorridoFavorito, body, QUIET);
}

/**
 * The hearts' starting state for a page: a visitor costs no engine call; a logged-in golfer's
 * favourites are read once for the whole page. If that read fails the hearts start empty (a heart
 * is not worth failing a club page for).
 */
export async function favouritesState(
  ctx: PageContext,
  calls: PageCalls,
): Promise<FavouritesState> {
  const state = LOGGED_OUT_FAVOURITES(ctx.locale);
  if (!currentUser(ctx)) return state;
  const answer = await calls.call(usuarios.obtenerUsuarioRecorridosFavoritos, {}, QUIET);
  return {
    ...state,
    loggedIn: true,
    courseIds: answer.ok ? answer.data.datos.listaRecorridos.map((row) => row.idRecorrido) : [],
  };
}
