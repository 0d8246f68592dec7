/**
 * Reviews (issue 29) as the site's pages see them: the engine's Opiniones answers mapped to English
 * view types, and the review form read with the one text rule the engine applies too.
 */
import type { AnswerOf, opiniones } from '@fairway/contract';
import {
  isReviewRating,
  normaliseReviewText,
  reviewTextProblem,
  type ReviewTextProblem,
} from '@fairway/rules';

type ReviewsAnswer = AnswerOf<typeof opiniones.obtenerOpiniones>['datos'];
type ToReviewAnswer = AnswerOf<
  typeof opiniones.obtenerReservasPorOpinar
>['datos']['reservas'][number];

export interface ReviewView {
  id: number;
  rating: number;
  text: string;
  /** The language it was written in (en, es, fr, sv). */
  language: string;
  /** ISO date-time, UTC. */
  createdAt: string;
  author: string;
  courseName: string;
}

export interface ClubReviewsView {
  average: number | null;
  count: number;
  page: number;
  pages: number;
  reviews: ReviewView[];
}

export function clubReviewsView(datos: ReviewsAnswer): ClubReviewsView {
  return {
    average: datos.media,
    count: datos.total,
    page: datos.pagina,
    pages: Math.ceil(datos.total / datos.porPagina),
    reviews: datos.opiniones.map((o) => ({
      id: o.idOpinion,
      rating: o.puntuacion,
      text: o.texto,
      language: o.idioma,
      createdAt: o.fecha,
      author: o.autor,
      courseName: o.nombreRecorrido,
    })),
  };
}

export interface BookingToReview {
  reference: string;
  clubId: number;
  clubName: string;
  courseName: string;
  /** The first tee time, in the club's local time. */
  date: string;
  time: string;
}

export function bookingToReviewView(row: ToReviewAnswer): BookingToReview {
  return {
    reference: row.localizador,
    clubId: row.idVendedorProveedor,
    clubName: row.nombreClub,
    courseName: row.nombreRecorrido,
    date: row.fechaJuego,
    time: row.horaJuego,
  };
}

/** The query parameter of the club page's review list page. */
export const REVIEWS_PAGE_PARAM = 'reviews';

/** A page number from the address: 1 for anything but a whole number from 1 to 10 000. */
export function reviewsPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export type ReviewForm =
  | { ok: true; rating: number; text: string }
  | {
      ok: false;
      rating: number | null;
      text: string;
      ratingMissing: boolean;
      textProblem: ReviewTextProblem | null;
    };

/** Reads and checks the form as the engine will: a refusal is shown before any call. */
export function readReviewForm(form: FormData): ReviewForm {
  const rawRating = Number(form.get('rating'));
  const rating = isReviewRating(rawRating) ? rawRating : null;
  const given = form.get('text');
  const text = normaliseReviewText(typeof given === 'string' ? given : '');
  const textProblem = reviewTextProblem(text);
  if (rating !== null && textProblem === null) return { ok: true, rating, text };
  return { ok: false, rating, text, ratingMissing: rating === null, textProblem };
}
