import { z } from 'zod';
import { CART_LIMITS } from './codes.ts';
import { call, hhmm, id, isoDate, localizador } from './envelope.ts';

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
 * A multipack as one cart item (Multipacks/AgregarMultipackCarrito writes it): its rounds in day
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

export const aplicarOfertas = call(
  'Ofertas/AplicarOfertas',
  'basicOrUser',
  z.strictObject({ jsonCarrito, promoCode: z.string().trim().max(40).optional() }),
  z.object({
    datos: z.object({
      jsonCarrito: z.string(),
      subtotal: z.number(),
      descuento: z.number(),
      comision: z.number(),
      total: z.number(),
      ofertasAplicadas: z.array(
        z.object({ idOferta: z.number().int(), nombre: z.string(), importe: z.number() }),
      ),
      promoCodeValido: z.boolean().nullable(),
    }),
  }),
);
