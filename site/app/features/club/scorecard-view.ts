/**
 * A club's scorecards as its page shows them: the engine's cards (DatosClub/ObtenerTarjetas,
 * Spanish fields) stop here.
 */
import type { AnswerOf } from '@fairway/contract';
import type { vendedor } from '@fairway/contract';
import type { ScorecardHole } from '@fairway/design-system';

type Cards = AnswerOf<typeof vendedor.obtenerTarjetasClub>['datos'];

export interface CourseScorecardView {
  courseId: number;
  courseName: string;
  holeCount: number;
  par: number;
  holes: ScorecardHole[];
}

export function scorecardViews(cards: Cards): CourseScorecardView[] {
  return cards.listaTarjetas
    .filter((card) => card.listaHoyos.length > 0)
    .map((card) => ({
      courseId: card.idRec,
      courseName: card.nombre,
      holeCount: card.hoyos,
      par: card.par,
      holes: card.listaHoyos.map((h) => ({
        number: h.hoyo,
        par: h.par,
        metres: { white: h.metrosBlancas, yellow: h.metrosAmarillas, red: h.metrosRojas },
      })),
    }));
}
