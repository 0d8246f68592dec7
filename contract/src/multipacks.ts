/**
 * The Multipacks controller: N green fees at a listed set of courses, sold at one price per
 * player, every round played within the pack's window of days from the first round
 * (`diasVentana`, `diasVentanaMultipack` of Comun/ObtenerConfiguracion unless the pack sets its
 * own).
 *
 * Buying is putting the pack into the caller's cart as one item (`listaMultipacks` of the cart's
 * JSON) with the cart's own call, Carrito/ModificarCarrito's `anadirMultipack` (carrito.ts): a tee
 * time chosen for each round, then the cart's own pre-booking, payment and voucher. Each round is
 * a tee-time line like any other, so its capacity is held, locked and released exactly as a
 * normal booking's.
 */
import { z } from 'zod';
import { call, hhmm, id, isoDate } from './envelope.ts';

const idMultipack = id;

/** A course a pack's rounds can be played at. */
export const recorridoMultipack = z.object({
  idVendedorProveedor: z.number().int(),
  nombreClub: z.string(),
  idRecorrido: z.number().int(),
  nombreRecorrido: z.string(),
  idRegion: z.number().int(),
  nombreRegion: z.string(),
  zonaHoraria: z.string(),
});

export const resumenMultipack = z.object({
  idMultipack: z.number().int(),
  nombre: z.string(),
  descripcion: z.string(),
  /** The region most of its courses are in, for the list's filter and the page's breadcrumb. */
  idRegion: z.number().int(),
  nombreRegion: z.string(),
  numRondas: z.number().int(),
  /** Price per player for all the rounds, in EUR. */
  precio: z.number(),
  /** What the same rounds cost one by one at the courses' usual green fee, per player. */
  precioHabitual: z.number(),
  /** Days after the first round by which every round is played (the window's last day included). */
  diasVentana: z.number().int(),
  /** Whether it is on sale now; a pack off sale is shown but refuses to be bought. */
  disponible: z.boolean(),
  /** The first and last day (YYYY-MM-DD) a first round may be played, club-local. */
  fechaDesde: z.string(),
  fechaHasta: z.string(),
  recorridos: z.array(recorridoMultipack),
});

export const listarMultipacks = call(
  'Multipacks/ListarMultipacks',
  'basic',
  z.strictObject({
    idRegion: id.optional(),
    /** Packs including one of this club's courses. */
    idVendedorProveedor: id.optional(),
    /** Off-sale packs are left out unless asked for. */
    incluirNoDisponibles: z.boolean().optional(),
  }),
  z.object({ datos: z.object({ multipacks: z.array(resumenMultipack) }) }),
);

/** One pack, on sale or not ('This multipack is not available at this time' is for buying). */
export const obtenerMultipack = call(
  'Multipacks/ObtenerMultipack',
  'basic',
  z.strictObject({ idMultipack }),
  z.object({ datos: resumenMultipack }),
);

/**
 * The days the later rounds may be played on once the first is on `fechaPrimeraRonda`: from that
 * day to the window's last day, both included, and never past the pack's `fechaHasta` season.
 */
export const obtenerFechasValidas = call(
  'Multipacks/ObtenerFechasValidas',
  'basic',
  z.strictObject({ idMultipack, fechaPrimeraRonda: isoDate }),
  z.object({
    datos: z.object({
      fechaPrimeraRonda: z.string(),
      fechaLimite: z.string(),
      fechas: z.array(z.string()),
    }),
  }),
);

/** A round of a pack being bought: one of the pack's courses, a day and a tee time. */
export const rondaElegida = z.strictObject({
  idRecorrido: id,
  fecha: isoDate,
  hora: hhmm,
});

/**
 * The data of the cod 3 refusal of a pack's addition (Carrito/ModificarCarrito's `anadirMultipack`)
 * when a round's day is outside the window counted from the earliest round.
 */
export const fueraDeVentana = z.object({
  datos: z.object({
    fechaPrimeraRonda: z.string(),
    fechaLimite: z.string(),
    fechasValidas: z.array(z.string()),
  }),
});
