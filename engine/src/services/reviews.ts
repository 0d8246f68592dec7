/** Opiniones: golfers' reviews of the courses they played (issue 29; docs/engine-contract.md#opiniones). */
import {
  crearOpinion,
  denunciarOpinion,
  obtenerOpiniones,
  obtenerReservasPorOpinar,
  type MotivoOpinion,
} from '@fairway/contract/opiniones';
import { normaliseReviewText, REVIEW_LIMITS, reviewTextProblem } from '@fairway/rules';
import { failure, invalid } from '../calls/fail.ts';
import { handle, type Registered } from '../calls/registry.ts';
import type { MessageKey } from '../i18n/messages.ts';
import {
  bookingsToReview,
  insertReview,
  ownBookingLines,
  reportReview,
  reviewPage,
  reviewSummary,
} from './review-queries.ts';
import { authorName, averageRating, pageWindow, reviewRefusal } from './review-rules.ts';
import { requireUserId } from './user-rules.ts';

const REFUSAL_MESSAGE: Record<MotivoOpinion, MessageKey> = {
  reservaNoEncontrada: 'bookingNotFound',
  reservaNoPagada: 'reviewNotPaid',
  rondaNoJugada: 'reviewNotPlayed',
  yaOpinada: 'reviewAlreadyWritten',
};

const refused = (motivo: MotivoOpinion) => failure(REFUSAL_MESSAGE[motivo], {}, { motivo });

/** The one text rule (@fairway/rules review.ts), its verdict in the caller's language. */
function checkedText(raw: string): string {
  const text = normaliseReviewText(raw);
  const problem = reviewTextProblem(text);
  if (problem === 'markup') throw invalid('reviewTextMarkup');
  if (problem === 'tooShort')
    throw invalid('reviewTextTooShort', { min: String(REVIEW_LIMITS.textMin) });
  if (problem === 'tooLong')
    throw invalid('reviewTextTooLong', { max: String(REVIEW_LIMITS.textMax) });
  return text;
}

const crearOpinionCall = handle(crearOpinion, async (input, ctx) => {
  const userId = requireUserId(ctx.caller);
  const text = checkedText(input.texto);
  const lines = await ownBookingLines(ctx.db, input.localizador, userId);
  const first = lines[0];
  if (!first) throw refused('reservaNoEncontrada');
  const motivo = reviewRefusal(
    { status: first.status, lines, reviewed: first.reviewId !== null },
    ctx.clock.now(),
  );
  if (motivo) throw refused(motivo);
  const id = await insertReview(ctx.db, {
    reservationId: first.reservationId,
    clubId: first.clubId,
    courseId: first.courseId,
    userId,
    authorName: authorName(first.name, first.surname),
    rating: input.puntuacion,
    text,
    locale: ctx.locale,
    createdAt: ctx.clock.now(),
  });
  // Two reviews sent at once both pass the check above; the unique index keeps the first.
  if (id === null) throw refused('yaOpinada');
  return { datos: { idOpinion: id } };
});

const obtenerOpinionesCall = handle(obtenerOpiniones, async (input, ctx) => {
  const page = input.pagina ?? 1;
  const [summary, rows] = await Promise.all([
    reviewSummary(ctx.db, input.idVendedorProveedor, input.idRecorrido),
    reviewPage(ctx.db, {
      clubId: input.idVendedorProveedor,
      courseId: input.idRecorrido,
      locale: ctx.locale,
      ...pageWindow(page),
    }),
  ]);
  return {
    datos: {
      media: averageRating(summary.sum, summary.count),
      total: summary.count,
      pagina: page,
      porPagina: REVIEW_LIMITS.pageSize,
      opiniones: rows.map((row) => ({
        idOpinion: row.id,
        puntuacion: row.rating,
        texto: row.text,
        idioma: row.locale,
        fecha: row.createdAt.toISOString(),
        autor: row.authorName,
        idRecorrido: row.courseId,
        nombreRecorrido: row.courseName,
      })),
    },
  };
});

const denunciarOpinionCall = handle(denunciarOpinion, async (input, ctx) => {
  const found = await ctx.db.transaction((tx) =>
    reportReview(tx, input.idOpinion, ctx.caller.sessionId),
  );
  if (!found) throw failure('reviewNotFound');
  return {};
});

const obtenerReservasPorOpinarCall = handle(obtenerReservasPorOpinar, async (_input, ctx) => {
  const rows = await bookingsToReview(ctx.db, requireUserId(ctx.caller), ctx.clock.now());
  return {
    datos: {
      reservas: rows.map((row) => ({
        localizador: row.localizador,
        idVendedorProveedor: row.clubId,
        nombreClub: row.clubName,
        idRecorrido: row.courseId,
        nombreRecorrido: row.courseName,
        fechaJuego: row.playDate,
        horaJuego: row.teeTime,
      })),
    },
  };
});

export const opinionesCalls: Registered[] = [
  crearOpinionCall,
  obtenerOpinionesCall,
  denunciarOpinionCall,
  obtenerReservasPorOpinarCall,
];
