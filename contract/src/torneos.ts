/**
 * The Torneos controller: a club's tournaments, their draw and ratings, and registering players.
 *
 * A registration is a pre-booking like a cart's: `InscribirJugadores` holds the places and answers
 * a booking reference (`localizador`), which is paid through the tee times' own flow
 * (`PreReserva/ObtenerDatosPasarelaPreReserva` → the card page → confirmation, voucher and e-mail,
 * `Reserva/ObtenerVoucher`). See docs/decisions/0017-tournaments-in-the-engine.md.
 */
import { PLAYER_HANDICAP_MAX, PLAYER_HANDICAP_MIN, TOURNAMENT_STATES } from '@fairway/rules';
import { z } from 'zod';
import { call, email, id, isoDate, localizador, shortText } from './envelope.ts';
import { bookingProof, byRef, titular } from './reserva.ts';

export const FORMATOS_RONDA = [
  'stableford',
  'strokePlay',
  'matchPlay',
  'fourball',
  'scramble',
] as const;
export const NIVELES_JUGADOR = ['iniciacion', 'medio', 'avanzado', 'profesional'] as const;
export const SEXOS_JUGADOR = ['masculino', 'femenino'] as const;
export const TURNOS_JUGADOR = ['manana', 'tarde', 'indiferente'] as const;
/** The most players one registration enters; a bigger group registers in parts. */
export const MAX_JUGADORES_INSCRIPCION = 20;
/** Handicap index bounds any player can have: the shared rules' (plus 10 to 54). */
export const HANDICAP_MIN = PLAYER_HANDICAP_MIN;
export const HANDICAP_MAX = PLAYER_HANDICAP_MAX;

export const estadoTorneo = z.enum(TOURNAMENT_STATES);
const idTorneo = id;
/** A month, YYYY-MM. */
const mes = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month YYYY-MM');
const handicap = z.number().min(HANDICAP_MIN).max(HANDICAP_MAX);

const ronda = z.object({
  numero: z.number().int(),
  fecha: z.string(),
  hora: z.string(),
  idRecorrido: z.number().int(),
  nombreRecorrido: z.string(),
  formato: z.enum(FORMATOS_RONDA),
});

const resumenTorneo = z.object({
  idTorneo: z.number().int(),
  nombre: z.string(),
  estado: estadoTorneo,
  idVendedorProveedor: z.number().int(),
  nombreClub: z.string(),
  idRegion: z.number().int(),
  nombreRegion: z.string(),
  zonaHoraria: z.string(),
  /** The first and last round's dates, club-local YYYY-MM-DD. */
  fechaInicio: z.string(),
  fechaFin: z.string(),
  cuotaInscripcion: z.number(),
  maxJugadores: z.number().int(),
  plazasLibres: z.number().int(),
  handicapMinimo: z.number(),
  handicapMaximo: z.number(),
  permiteInscripcionOnline: z.boolean(),
  /** Whether InscribirJugadores would take players now: online, inside the window, places left. */
  inscripcionAbierta: z.boolean(),
  /** The registration window, ISO instants. */
  inicioInscripcion: z.string(),
  finInscripcion: z.string(),
  horariosPublicados: z.boolean(),
  clasificacionPublicada: z.boolean(),
  rondas: z.array(ronda),
});

export const listarTorneos = call(
  'Torneos/ListarTorneos',
  'basic',
  z.strictObject({
    idRegion: id.optional(),
    idVendedorProveedor: id.optional(),
    /** Tournaments with a round on this day. */
    fecha: isoDate.optional(),
    /** Tournaments with a round in this month. */
    mes: mes.optional(),
    estado: estadoTorneo.optional(),
    pagina: z.number().int().min(1).max(1000).optional(),
    porPagina: z.number().int().min(1).max(50).optional(),
  }),
  z.object({
    datos: z.object({
      torneos: z.array(resumenTorneo),
      total: z.number().int(),
      pagina: z.number().int(),
      porPagina: z.number().int(),
    }),
  }),
);

export const obtenerTorneo = call(
  'Torneos/ObtenerTorneo',
  'basic',
  z.strictObject({ idTorneo }),
  z.object({ datos: resumenTorneo.extend({ descripcion: z.string(), direccion: z.string() }) }),
);

/** The draw, once the club has published it; `jugador` finds one player's tee times. */
export const obtenerHorarios = call(
  'Torneos/ObtenerHorarios',
  'basic',
  z.strictObject({ idTorneo, jugador: z.string().trim().min(1).max(100).optional() }),
  z.object({
    datos: z.object({
      idTorneo: z.number().int(),
      salidas: z.array(
        z.object({
          ronda: z.number().int(),
          fecha: z.string(),
          hora: z.string(),
          tee: z.number().int(),
          jugadores: z.array(z.string()),
        }),
      ),
    }),
  }),
);

/** The ratings, once the club has published them; `jugador` finds one player's line. */
export const obtenerClasificacion = call(
  'Torneos/ObtenerClasificacion',
  'basic',
  z.strictObject({ idTorneo, jugador: z.string().trim().min(1).max(100).optional() }),
  z.object({
    datos: z.object({
      idTorneo: z.number().int(),
      clasificacion: z.array(
        z.object({
          posicion: z.number().int(),
          jugador: z.string(),
          handicap: z.number(),
          resultados: z.array(z.number().int()),
          total: z.number().int(),
        }),
      ),
    }),
  }),
);

/**
 * One player of a registration. Every field but `email` is required; the same `movil` or `email`
 * twice in one tournament is refused, within one request and across registrations.
 */
export const jugadorTorneo = z.strictObject({
  nombre: shortText,
  apellidos: shortText,
  handicap,
  nivel: z.enum(NIVELES_JUGADOR),
  sexo: z.enum(SEXOS_JUGADOR),
  turno: z.enum(TURNOS_JUGADOR),
  movil: z.string().max(30),
  email: email.optional(),
});

/**
 * Holds the places for the players for the pre-booking's 15 minutes and answers its reference,
 * to be paid with `PreReserva/ObtenerDatosPasarelaPreReserva`. The holder (`nombre`, `apellidos`,
 * `email`) receives the voucher. The same request sent twice (a double click) answers the same
 * hold; a changed list from the same caller replaces its earlier unpaid hold.
 */
export const inscribirJugadores = call(
  'Torneos/InscribirJugadores',
  'basicOrUser',
  z.strictObject({
    idTorneo,
    ...titular,
    jugadores: z.array(jugadorTorneo).min(1).max(MAX_JUGADORES_INSCRIPCION),
  }),
  z.object({
    datos: z.object({
      localizador,
      fechaExpiracion: z.string(),
      subtotal: z.number(),
      descuento: z.number(),
      comision: z.number(),
      total: z.number(),
      plazasLibres: z.number().int(),
    }),
  }),
);

const jugadorInscrito = jugadorTorneo.extend({ email: z.string().nullable() });

/** A registration by its reference, to the caller that made it or gives the holder's e-mail. */
export const obtenerInscripcion = call(
  'Torneos/ObtenerInscripcion',
  'basicOrUser',
  byRef,
  z.object({
    datos: z.object({
      localizador: z.string(),
      /** The reservation's state: held, confirmed, released, expired, cancelled. */
      estado: z.string(),
      estadoPago: z.string(),
      fechaExpiracion: z.string().nullable(),
      idTorneo: z.number().int(),
      nombreTorneo: z.string(),
      nombreClub: z.string(),
      fechaInicio: z.string(),
      /** The first round's first tee, club-local HH:MM, in `zonaHoraria`: where the entry's cancellation deadline counts from. */
      horaInicio: z.string(),
      zonaHoraria: z.string(),
      jugadores: z.array(jugadorInscrito),
      cuotaInscripcion: z.number(),
      subtotal: z.number(),
      comision: z.number(),
      total: z.number(),
    }),
  }),
);

/**
 * Where a registration's payment stands, for the page the card page returns to: paid (`ok`),
 * still open (`ok: false`, estado 'held'), or refused with the tournament's payment message
 * (cod 2) when the card was declined or the hold lapsed unpaid.
 */
export const comprobarPagoInscripcion = call(
  'Torneos/ComprobarPagoInscripcion',
  'basicOrUser',
  z.strictObject({ localizador, ...bookingProof }),
  z.object({ datos: z.object({ ok: z.boolean(), estado: z.string() }) }),
);
