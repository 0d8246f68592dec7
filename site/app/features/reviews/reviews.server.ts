/** Reviews against the engine (Opiniones): a club's list, what the golfer may rate, write, report. */
import { opiniones } from '@fairway/contract';
import { parseId } from '@fairway/rules';
import { refusalText } from '../../platform/engine/engine.server.ts';
import { pageCalls, pageContext, type PageCalls } from '../../platform/engine/page-calls.server.ts';
import {
  bookingToReviewView,
  clubReviewsView,
  readReviewForm,
  REVIEWS_PAGE_PARAM,
  reviewsPage,
  type BookingToReview,
  type ClubReviewsView,
  type ReviewForm,
} from './reviews.ts';

// Reviews add to a page; a failed read must not fail the club page or the private area.
const QUIET = { action: 'page', noShow: true } as const;

/** The page of the list the club page's address asks for (`?reviews=`). */
export async function readClubReviews(
  calls: PageCalls,
  clubId: number,
  query: URLSearchParams,
): Promise<ClubReviewsView | null> {
  const pagina = reviewsPage(query.get(REVIEWS_PAGE_PARAM));
  const answer = await calls.call(
    opiniones.obtenerOpiniones,
    { idVendedorProveedor: clubId, pagina },
    QUIET,
  );
  return answer.ok ? clubReviewsView(answer.data.datos) : null;
}

export async function readBookingsToReview(calls: PageCalls): Promise<BookingToReview[]> {
  const answer = await calls.call(opiniones.obtenerReservasPorOpinar, {}, QUIET);
  return answer.ok ? answer.data.datos.reservas.map(bookingToReviewView) : [];
}

export type WriteOutcome =
  | { ok: true }
  | { ok: false; form: Extract<ReviewForm, { ok: false }> | null; refusal: string | null };

/** Checks the form, then writes; a refusal comes back in the golfer's language from the engine. */
export async function writeReview(
  calls: PageCalls,
  reference: string,
  data: FormData,
): Promise<WriteOutcome> {
  const form = readReviewForm(data);
  if (!form.ok) return { ok: false, form, refusal: null };
  const answer = await calls.call(
    opiniones.crearOpinion,
    { localizador: reference, puntuacion: form.rating, texto: form.text },
    QUIET,
  );
  if (answer.ok) return { ok: true };
  return { ok: false, form: null, refusal: refusalText(answer) };
}

/** Reports the review the form names; false for no such review or a failed call. */
export async function reportReview(calls: PageCalls, data: FormData): Promise<number | null> {
  const given = data.get('review');
  const id = parseId(typeof given === 'string' ? given : null);
  if (id === null) return null;
  const answer = await calls.call(opiniones.denunciarOpinion, { idOpinion: id }, QUIET);
  return answer.ok ? id : null;
}

/** The club page's action: a report posted from its review list, answered with the review's id. */
export async function reportFromPage(
  context: Parameters<typeof pageContext>[0],
  request: Request,
): Promise<{ reported: number | null }> {
  const calls = pageCalls(pageContext(context), request);
  return { reported: await reportReview(calls, await request.formData()) };
}
