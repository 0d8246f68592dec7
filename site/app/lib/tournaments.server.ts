/**
 * The Torneos calls the tournament pages make, mapped to ./tournaments.ts's views, and the
 * registration cookie. A registration is paid like a cart's hold (docs/decisions/0017): its
 * reference rides in its own HttpOnly cookie, so paying an entry never touches the golfer's cart
 * or its booking cookie, and every call by reference sends the holder's e-mail as proof.
 */
import type { TournamentState } from '@fairway/rules';
import { torneos } from '@fairway/contract';
import type { RequestOf } from '@fairway/contract';
import { parseReference } from './booking.server.ts';
import { COOKIE, parseCookies, serializeCookie } from './cookies.server.ts';
import type { EngineResult } from './engine.server.ts';
import { sharedCall } from './page.server.ts';
import type { PageCalls } from './page.server.ts';
import { cacheDeps } from './context.server.ts';
import {
  drawRows,
  ratingRows,
  registrationView,
  tournamentDetailView,
  tournamentView,
} from './tournaments.ts';
import type {
  RatingRow,
  RegistrationView,
  TeeTimeRow,
  TournamentDetailView,
  TournamentFilters,
  TournamentView,
} from './tournaments.ts';

export const TOURNAMENTS_PER_PAGE = 12;

export interface TournamentList {
  tournaments: TournamentView[];
  total: number;
  page: number;
  pageCount: number;
}

export async function listTournaments(
  calls: PageCalls,
  filters: TournamentFilters,
): Promise<EngineResult<TournamentList>> {
  const body: RequestOf<typeof torneos.listarTorneos> = {
    pagina: filters.page,
    porPagina: TOURNAMENTS_PER_PAGE,
    ...(filters.state ? { estado: filters.state } : {}),
    ...(filters.regionId ? { idRegion: filters.regionId } : {}),
    ...(filters.month ? { mes: filters.month } : {}),
  };
  const answer = await calls.call(torneos.listarTorneos, body, { action: 'tournaments' });
  if (!answer.ok) return answer;
  const { torneos: rows, total, porPagina } = answer.data.datos;
  return {
    ok: true,
    data: {
      tournaments: rows.map(tournamentView),
      total,
      page: answer.data.datos.pagina,
      pageCount: Math.max(1, Math.ceil(total / porPagina)),
    },
  };
}

const clubTournamentsSchema = torneos.listarTorneos.answer.shape.datos.shape.torneos;

/**
 * A club's tournaments still to come or in play, for its page: the same for every visitor in a
 * culture, so through the shared cache like the seller's board (a minute, stale up to ten; the
 * tournament's own page is always asked afresh). A failure shows nothing.
 */
export async function clubTournaments(
  calls: PageCalls,
  culture: string,
  clubId: number,
): Promise<TournamentView[]> {
  const answer = await sharedCall(
    calls,
    cacheDeps('board'),
    `club-tournaments:v1:${culture}:${clubId}`,
    clubTournamentsSchema,
    torneos.listarTorneos,
    { idVendedorProveedor: clubId, porPagina: 50 },
    { action: 'tournaments', noShow: true },
    (found) => found.datos.torneos,
  );
  if (!answer.ok) return [];
  const upcoming: readonly TournamentState[] = [
    'registrationOpen',
    'registrationClosed',
    'schedulePublished',
    'onPlay',
  ];
  return answer.data.map(tournamentView).filter((t) => upcoming.includes(t.state));
}

/** The most tournaments the engine gives in one page. */
const LIST_PAGE = 50;

/**
 * Every tournament the engine lists, for the sitemap: the first page says how many there are,
 * and the others are asked together. Null when the first page fails; a later page that fails
 * leaves its tournaments out until the next refresh.
 */
export async function everyTournament<Row>(
  listPage: (request: {
    pagina: number;
    porPagina: number;
  }) => Promise<EngineResult<{ datos: { torneos: Row[]; total: number } }>>,
): Promise<Row[] | null> {
  const first = await listPage({ pagina: 1, porPagina: LIST_PAGE });
  if (!first.ok) return null;
  const pages = Math.min(Math.ceil(first.data.datos.total / LIST_PAGE), 1000);
  const rest = await Promise.all(
    Array.from({ length: Math.max(pages - 1, 0) }, (_, index) =>
      listPage({ pagina: index + 2, porPagina: LIST_PAGE }),
    ),
  );
  return [first, ...rest].flatMap((page) => (page.ok ? page.data.datos.torneos : []));
}

export async function readTournament(
  calls: PageCalls,
  id: number,
): Promise<EngineResult<TournamentDetailView>> {
  const answer = await calls.call(
    torneos.obtenerTorneo,
    { idTorneo: id },
    { action: 'tournaments' },
  );
  return answer.ok ? { ok: true, data: tournamentDetailView(answer.data.datos) } : answer;
}

/** The draw, once published; a failure leaves the table out (the page still shows). */
export async function readDraw(calls: PageCalls, id: number): Promise<TeeTimeRow[] | null> {
  const answer = await calls.call(
    torneos.obtenerHorarios,
    { idTorneo: id },
    { action: 'tournaments' },
  );
  return answer.ok ? drawRows(answer.data.datos) : null;
}

export async function readRatings(calls: PageCalls, id: number): Promise<RatingRow[] | null> {
  const answer = await calls.call(
    torneos.obtenerClasificacion,
    { idTorneo: id },
    { action: 'tournaments' },
  );
  return answer.ok ? ratingRows(answer.data.datos) : null;
}

export async function registerPlayers(
  calls: PageCalls,
  body: RequestOf<typeof torneos.inscribirJugadores>,
): Promise<EngineResult<{ reference: string; expiresAt: string }>> {
  const answer = await calls.call(torneos.inscribirJugadores, body, {
    action: 'tournaments',
    noShow: true,
  });
  return answer.ok
    ? {
        ok: true,
        data: {
          reference: answer.data.datos.localizador,
          expiresAt: answer.data.datos.fechaExpiracion,
        },
      }
    : answer;
}

export async function readRegistration(
  calls: PageCalls,
  reference: string,
  proof: { email?: string },
): Promise<EngineResult<RegistrationView>> {
  const answer = await calls.call(
    torneos.obtenerInscripcion,
    { localizador: reference, ...proof },
    { action: 'booking', noShow: true },
  );
  return answer.ok ? { ok: true, data: registrationView(answer.data.datos) } : answer;
}

/** Paid (`paid`), still open (`open`), or refused with the tournament's own message. */
export async function registrationPayment(
  calls: PageCalls,
  reference: string,
  proof: { email?: string },
): Promise<EngineResult<'paid' | 'open'>> {
  const answer = await calls.call(
    torneos.comprobarPagoInscripcion,
    { localizador: reference, ...proof },
    { action: 'payment', noShow: true },
  );
  if (!answer.ok) return answer;
  return { ok: true, data: answer.data.datos.ok ? 'paid' : 'open' };
}

export function registrationLocatorOf(request: Request): string | null {
  return parseReference(parseCookies(request.headers.get('cookie'))[COOKIE.registrationLocator]);
}

export function registrationCookie(reference: string, expires: Date, secure: boolean): string {
  return serializeCookie(COOKIE.registrationLocator, reference, { expires, secure });
}
