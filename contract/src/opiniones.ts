/**
 * Opiniones: golfers' reviews of the courses they played (issue 29). Written by the user who booked,
 * once per paid booking whose round has passed; read by anyone, the caller's language first;
 * reported by anyone, once per session.
 */
import { z } from 'zod';
import { call, id, localizador, nothing } from './envelope.ts';

/**
 * Why CrearOpinion refused (cod 2, `datos.motivo`): no such booking of the caller's (someone else's
 * reads the same), not paid (held, cancelled, released), its round not yet played, already reviewed.
 */
export const MOTIVO_OPINION = [
  'reservaNoEncontrada',
  'reservaNoPagada',
  'rondaNoJugada',
  'yaOpinada',
] as const;
export type MotivoOpinion = (typeof MOTIVO_OPINION)[number];

export const rechazoOpinion = z.object({ datos: z.object({ motivo: z.enum(MOTIVO_OPINION) }) });

/**
 * Rating 1 to 5 and a plain text (`@fairway/rules` reviewTextProblem: 10 to 1000 characters, no
 * markup; a text it refuses is cod 3). The course is the booking's first tee time's.
 */
export const crearOpinion = call(
  'Opiniones/CrearOpinion',
  'user',
  z.strictObject({
    localizador,
    puntuacion: z.number().int().min(1).max(5),
    texto: z.string().max(4000),
  }),
  z.object({ datos: z.object({ idOpinion: z.number().int() }) }),
);

export const opinion = z.object({
  idOpinion: z.number().int(),
  puntuacion: z.number().int(),
  texto: z.string(),
  /** The language it was written in: en, es, fr or sv. */
  idioma: z.string(),
  /** ISO date-time, UTC. */
  fecha: z.string(),
  autor: z.string(),
  idRecorrido: z.number().int(),
  nombreRecorrido: z.string(),
});

/**
 * A club's reviews (or one course's with idRecorrido), newest first with the caller's language
 * before the others; `media` (one decimal) and `total` count every shown review of the club or
 * course, `media` null when there is none. Pages from 1, `porPagina` reviews each.
 */
export const obtenerOpiniones = call(
  'Opiniones/ObtenerOpiniones',
  'basicOrUser',
  z.strictObject({
    idVendedorProveedor: id,
    idRecorrido: id.optional(),
    pagina: z.number().int().min(1).max(10_000).optional(),
  }),
  z.object({
    datos: z.object({
      media: z.number().nullable(),
      total: z.number().int(),
      pagina: z.number().int(),
      porPagina: z.number().int(),
      opiniones: z.array(opinion),
    }),
  }),
);

/** Once per session and review; a review reported often enough is hidden. Unknown ids: cod 2. */
export const denunciarOpinion = call(
  'Opiniones/DenunciarOpinion',
  'basicOrUser',
  z.strictObject({ idOpinion: id }),
  z.object({}),
);

/** The caller's bookings whose round has passed, paid and not yet reviewed: what they may rate. */
export const obtenerReservasPorOpinar = call(
  'Opiniones/ObtenerReservasPorOpinar',
  'user',
  nothing.strict(),
  z.object({
    datos: z.object({
      reservas: z.array(
        z.object({
          localizador: z.string(),
          idVendedorProveedor: z.number().int(),
          nombreClub: z.string(),
          idRecorrido: z.number().int(),
          nombreRecorrido: z.string(),
          fechaJuego: z.string(),
          horaJuego: z.string(),
        }),
      ),
    }),
  }),
);
