import { z } from 'zod';
import { CART_LIMITS } from './codes.ts';
import { call, hhmm, id, isoDate, localizador } from './envelope.ts';
import { rondaElegida } from './multipacks.ts';

export const tarifaSeleccionada = z.object({
  idTarifa: id,
  numJugadores: z.number().int().min(1).max(4),
  nombre: z.string().max(200).optional(),
  precio: z.number().min(0).max(100_000).optional(),
});

export const servicioSeleccionado = z.object({
  idServicio: id,
  numUnidades: z.number().int().min(1).max(8),
  nombre: z.string().max(200).optional(),
  precio: z.number().min(0).max(100_000).optional(),
});

export const cartTeeTime = z.object({
  fecha: isoDate,
  hora: hhmm,
  jugadoresDisponibles: z.number().int().min(0).max(4).optional(),
  tarifasSeleccionadas: z.array(tarifaSeleccionada).min(1).max(4),
  serviciosSeleccionados: z.array(servicioSeleccionado).max(CART_LIMITS.servicesPerTeeTime),
});

export const cartClub = z.object({
  idVendedorProveedor: id,
  nombreVendedorProveedor: z.string().max(200).optional(),
  idRecorrido: id,
  nombreRecorrido: z.string().max(200).optional(),
  listaTeeTimes: z.array(cartTeeTime).min(1).max(CART_LIMITS.teeTimes),
});

/** One round of a multipack in the cart: a tee time at one of the pack's courses. */
export const cartPackRound = z.object({
  idVendedorProveedor: id,
  nombreVendedorProveedor: z.string().max(200).optional(),
  idRecorrido: id,
  nombreRecorrido: z.string().max(200).optional(),
  fecha: isoDate,
  hora: hhmm,
});

/**
 * A multipack as one cart item (ModificarCarrito's `anadirMultipack` writes it): its rounds in day
 * order, for `numJugadores` players at the pack's price each (`precio`, per player, as written
 * when added; the engine prices from its own tables).
 */
export const cartPack = z.object({
  idMultipack: id,
  nombre: z.string().max(200).optional(),
  numJugadores: z.number().int().min(1).max(4),
  precio: z.number().min(0).max(100_000).optional(),
  rondas: z.array(cartPackRound).min(1).max(CART_LIMITS.roundsPerMultipack),
});

/**
 * The cart as the shop keeps it; sent and stored as JSON text (jsonCarrito). `listaMultipacks`
 * is absent from carts written before multipacks, and means none. The engine refuses a cart of
 * more than CART_LIMITS.teeTimes tee times in all (teeTimesInCart) with a message of its own.
 */
export const cartContent = z.object({
  listaClubesRecorridos: z.array(cartClub).max(CART_LIMITS.teeTimes),
  listaMultipacks: z.array(cartPack).max(CART_LIMITS.multipacks).optional(),
});
export type CartContent = z.infer<typeof cartContent>;

/** The tee times of a cart, all its courses together (a multipack's rounds are not counted). */
export function teeTimesInCart(content: CartContent): number {
  return content.listaClubesRecorridos.reduce((sum, entry) => sum + entry.listaTeeTimes.length, 0);
}

/** jsonCarrito is JSON text up to 64 KiB that must parse into the cart shape. */
export const jsonCarrito = z.string().max(65_536);

const promoCode = z.string().trim().max(40);

const cartAnswer = z.object({ datos: z.object({ localizador, jsonCarrito: z.string() }) });

export const obtenerCarrito = call(
  'Carrito/ObtenerCarrito',
  'basicOrUser',
  z.strictObject({ localizador }),
  cartAnswer,
);

export const guardarCarrito = call(
  'Carrito/GuardarCarrito',
  'basicOrUser',
  z.strictObject({ localizador: localizador.optional(), jsonCarrito }),
  cartAnswer,
);

export const eliminarCarrito = call(
  'Carrito/EliminarCarrito',
  'basicOrUser',
  z.strictObject({ localizador }),
  z.object({}),
);

/** The cart of a booking, read back by its reference (the original engine's carritosreserva call). */
export const carritosReservaGetCarrito = call(
  'CarritosReserva/getCarrito',
  'basicOrUser',
  z.strictObject({ localizador }),
  cartAnswer,
);

/** A priced cart's totals, as AplicarOfertas and ModificarCarrito answer them. */
const cartTotals = {
  subtotal: z.number(),
  descuento: z.number(),
  comision: z.number(),
  total: z.number(),
  ofertasAplicadas: z.array(
    z.object({ idOferta: z.number().int(), nombre: z.string(), importe: z.number() }),
  ),
  /** Null without a code; true when the code took off something, false when it was refused. */
  promoCodeValido: z.boolean().nullable(),
};

export const aplicarOfertas = call(
  'Ofertas/AplicarOfertas',
  'basicOrUser',
  z.strictObject({ jsonCarrito, promoCode: promoCode.optional() }),
  z.object({ datos: z.object({ jsonCarrito: z.string(), ...cartTotals }) }),
);

/**
 * Why Carrito/ModificarCarrito refused a change: the refusal's `datos.motivo` (cod 2), which the
 * shop turns into its own words. Any other refusal (a past date, an unknown course, a multipack's
 * own) carries no motivo and its `msg` is the text to show.
 */
export const MOTIVO_RECHAZO = {
  /** The time is not a tee time of the course, has started, or has no place left. */
  horaNoValida: 'horaNoValida',
  /** The rate is not sold at that time (or no longer has places). */
  tarifaNoValida: 'tarifaNoValida',
  /** More players than the tee time has free places. */
  jugadoresInsuficientes: 'jugadoresInsuficientes',
  /** Not enough buggies free at that time for the rate's or the services' buggies. */
  buggiesInsuficientes: 'buggiesInsuficientes',
  /** More units of a service than are free, or one tee time past the cart's limit. */
  demasiadasUnidades: 'demasiadasUnidades',
  /** A service the course does not offer. */
  servicioNoDisponible: 'servicioNoDisponible',
  /** The tee time or multipack to remove is not in the cart. */
  noEnCarrito: 'noEnCarrito',
  /** The caller has no cart under that locator (none, another caller's, or nothing left in it). */
  sinCarrito: 'sinCarrito',
} as const;
export type MotivoRechazo = (typeof MOTIVO_RECHAZO)[keyof typeof MOTIVO_RECHAZO];

/** The data of ModificarCarrito's cod 2 refusal that names its reason. */
export const rechazoCarrito = z.object({
  datos: z.object({
    motivo: z.enum(MOTIVO_RECHAZO),
  }),
});

/** A tee time chosen in the tee sheet: one rate for all its players, and the services wanted. */
export const teeTimeElegido = z.strictObject({
  idVendedorProveedor: id,
  idRecorrido: id,
  fecha: isoDate,
  hora: hhmm,
  idTarifa: id,
  numJugadores: z.number().int().min(1).max(4),
  servicios: z
    .array(z.strictObject({ idServicio: id, numUnidades: z.number().int().min(0).max(8) }))
    .max(CART_LIMITS.servicesPerTeeTime)
    .default([]),
});

/** One change of the cart; the same tee time or multipack added again replaces its line. */
export const cambioCarrito = z.discriminatedUnion('tipo', [
  z.strictObject({ tipo: z.literal('anadirTeeTime'), teeTime: teeTimeElegido }),
  z.strictObject({
    tipo: z.literal('anadirMultipack'),
    idMultipack: id,
    numJugadores: z.number().int().min(1).max(CART_LIMITS.playersPerMultipack),
    rondas: z.array(rondaElegida).min(1).max(CART_LIMITS.roundsPerMultipack),
  }),
  z.strictObject({ tipo: z.literal('quitarTeeTime'), idRecorrido: id, fecha: isoDate, hora: hhmm }),
  z.strictObject({ tipo: z.literal('quitarMultipack'), idMultipack: id }),
]);
export type CambioCarrito = z.infer<typeof cambioCarrito>;

/**
 * The shop's one call for its cart: makes one change (or none, to read it) and answers the cart
 * as the engine now prices it. It works only on the caller's own cart: a locator that is not the
 * caller's, or no longer exists, reads as no cart, and an addition to it starts a new cart under a
 * new locator. Tee times that have started are dropped first; a cart left empty is deleted and
 * answered with `localizador: null`. An addition is checked as the tee sheet shows it (the time,
 * the free places, the rate, the buggies and service units free) and priced from the engine's own
 * tables. `promoCode`, the cart's code, is applied to the totals; a code refused leaves the cart
 * priced without it and `mensajePromoCode` says why, in the caller's language.
 *
 * Refused with cod 2 and `datos.motivo` (rechazoCarrito) for the reasons of MOTIVO_RECHAZO (a read
 * of a cart the caller does not have is 'sinCarrito', 'Cart not found'), and with the tee sheet's
 * or the multipack's own messages otherwise: a pack's round outside its window is cod 3 with the
 * valid days (multipacks.fueraDeVentana).
 */
export const modificarCarrito = call(
  'Carrito/ModificarCarrito',
  'basicOrUser',
  z.strictObject({
    localizador: localizador.optional(),
    promoCode: promoCode.optional(),
    cambio: cambioCarrito.optional(),
  }),
  z.object({
    datos: z.object({
      /** Null when the cart is now empty: it no longer exists. */
      localizador: localizador.nullable(),
      jsonCarrito: z.string(),
      /** The time zone of each club in the cart, for the tee times' club-local dates. */
      zonasHorarias: z.array(
        z.object({ idVendedorProveedor: z.number().int(), zonaHoraria: z.string() }),
      ),
      ...cartTotals,
      /** Why the cart's code was refused, in the caller's language; null when it was not. */
      mensajePromoCode: z.string().nullable(),
    }),
  }),
);
