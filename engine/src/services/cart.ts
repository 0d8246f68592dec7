/** The Carrito controller, with CarritosReserva/getCarrito and Ofertas/AplicarOfertas. */
import { and, eq, or, sql } from 'drizzle-orm';
import {
  aplicarOfertas,
  carritosReservaGetCarrito,
  eliminarCarrito,
  guardarCarrito,
  obtenerCarrito,
} from '@fairway/contract/carrito';
import type { CartContent } from '@fairway/contract/carrito';
import { carts } from '../db/schema.ts';
import { failure } from '../calls/fail.ts';
import { handle } from '../calls/registry.ts';
import type { CallContext, Registered } from '../calls/registry.ts';
import { newLocator } from './availability.ts';
import { bookingForCaller, isOwner } from './booking-access.ts';
import { parseCart, priceCart } from './offers.ts';
import type { PricedCart } from './offers.ts';
import { judgePromo } from './promo-throttle.ts';
import { reservationLinesWithNames } from './reservation-queries.ts';
import { cents, euros } from './tee-sheet.ts';
import { userById } from './user-queries.ts';

/** The cart as stored: the caller's choices with names and prices filled in by the engine. */
export function cartFromPriced(priced: PricedCart, original: CartContent): CartContent {
  return {
    // A cart written before multipacks keeps its shape; a pack is stored as priced (its rounds
    // in day order, names and price per player filled in).
    ...(original.listaMultipacks ? { listaMultipacks: priced.packs } : {}),
    listaClubesRecorridos: original.listaClubesRecorridos.map((entry) => ({
      ...entry,
      nombreVendedorProveedor: priced.lines.find(
        (l) => l.info.club.id === entry.idVendedorProveedor,
      )?.info.club.name,
      nombreRecorrido: priced.lines.find((l) => l.info.course.id === entry.idRecorrido)?.info.course
        .name,
      listaTeeTimes: entry.listaTeeTimes.map((tee) => {
        const line = priced.lines.find(
          (l) =>
            l.info.course.id === entry.idRecorrido && l.date === tee.fecha && l.time === tee.hora,
        );
        return {
          ...tee,
          tarifasSeleccionadas: tee.tarifasSeleccionadas.map((t) => {
            const booked = line?.rates.find((r) => r.idTarifa === t.idTarifa);
            return { ...t, nombre: booked?.name, precio: booked?.unitPrice };
          }),
          serviciosSeleccionados: tee.serviciosSeleccionados.map((s) => {
            const booked = line?.services.find(
              (r) => r.idServicio === s.idServicio && r.unitPrice > 0,
            );
            return { ...s, nombre: booked?.name, precio: booked?.unitPrice };
          }),
        };
      }),
    })),
  };
}

function ownerOf(ctx: CallContext) {
  return { sessionId: ctx.caller.sessionId, userId: ctx.caller.userId };
}

/**
 * A cart answers only to the session or logged-in user that saved it. To anyone else, holding the
 * locator or guessing it, it does not exist: 'cartNotFound', as for an unknown locator.
 */
export async function cartForCaller(ctx: CallContext, localizador: string): Promise<CartContent> {
  const [row] = await ctx.db
    .select()
    .from(carts)
    .where(eq(carts.localizador, localizador))
    .limit(1);
  if (!row || !isOwner(ctx, row)) throw failure('cartNotFound');
  return row.json as CartContent;
}

/** The SQL form of isOwner, for writes that must not touch another caller's cart. */
function ownedBy(ctx: CallContext) {
  const { sessionId, userId } = ctx.caller;
  return or(
    sessionId > 0 ? eq(carts.sessionId, sessionId) : sql`false`,
    userId !== null ? eq(carts.userId, userId) : sql`false`,
  );
}

const obtenerCarritoCall = handle(obtenerCarrito, async (input, ctx) => {
  const content = await cartForCaller(ctx, input.localizador);
  return { datos: { localizador: input.localizador, jsonCarrito: JSON.stringify(content) } };
});

/**
 * Writes a cart: a new locator becomes the caller's cart; an existing one is replaced only by its
 * owner, in the same statement, so no race lets a stranger overwrite or adopt it.
 */
export async function saveCart(
  ctx: CallContext,
  localizador: string,
  json: CartContent,
): Promise<void> {
  const saved = await ctx.db
    .insert(carts)
    .values({ localizador, json, ...ownerOf(ctx) })
    .onConflictDoUpdate({
      target: carts.localizador,
      set: { json, updatedAt: sql`now()`, ...ownerOf(ctx) },
      setWhere: ownedBy(ctx),
    })
    .returning({ localizador: carts.localizador });
  if (saved.length === 0) throw failure('cartNotFound');
}

const guardarCarritoCall = handle(guardarCarrito, async (input, ctx) => {
  const content = parseCart(input.jsonCarrito);
  // Every tee time is checked now, so a cart never holds a slot that cannot be booked.
  const priced = await priceCart(ctx.db, content, {
    promoCode: null,
    locale: ctx.locale,
    now: ctx.clock.now(),
    fee: ctx.config.ENGINE_TRANSACTION_FEE,
  });
  const json = cartFromPriced(priced, content);
  const localizador = input.localizador ?? newLocator();
  await saveCart(ctx, localizador, json);
  return { datos: { localizador, jsonCarrito: JSON.stringify(json) } };
});

const eliminarCarritoCall = handle(eliminarCarrito, async (input, ctx) => {
  const deleted = await ctx.db
    .delete(carts)
    .where(and(eq(carts.localizador, input.localizador), ownedBy(ctx)))
    .returning();
  if (deleted.length === 0) throw failure('cartNotFound');
  return {};
});

const carritosReservaGetCarritoCall = handle(carritosReservaGetCarrito, async (input, ctx) => {
  const reservation = await bookingForCaller(ctx, input.localizador);
  const lines = await reservationLinesWithNames(ctx.db, reservation.id);
  const byCourse = new Map<number, CartContent['listaClubesRecorridos'][number]>();
  const packs = new Map<number, NonNullable<CartContent['listaMultipacks']>[number]>();
  const packCents = new Map<number, number>();
  for (const line of lines) {
    if (line.multipackId !== null) {
      // A multipack's rounds come back as the one item they were bought as.
      const pack = packs.get(line.multipackId) ?? {
        idMultipack: line.multipackId,
        nombre: line.rates[0]?.name,
        numJugadores: line.players,
        precio: 0,
        rondas: [],
      };
      packCents.set(
        line.multipackId,
        (packCents.get(line.multipackId) ?? 0) + cents(line.lineTotal),
      );
      pack.precio = euros(Math.round((packCents.get(line.multipackId) ?? 0) / line.players));
      pack.rondas.push({
        idVendedorProveedor: line.clubId,
        nombreVendedorProveedor: line.clubName,
        idRecorrido: line.courseId,
        nombreRecorrido: line.courseName,
        fecha: line.playDate,
        hora: line.teeTime,
      });
      packs.set(line.multipackId, pack);
      continue;
    }
    const entry = byCourse.get(line.courseId) ?? {
      idVendedorProveedor: line.clubId,
      nombreVendedorProveedor: line.clubName,
      idRecorrido: line.courseId,
      nombreRecorrido: line.courseName,
      listaTeeTimes: [],
    };
    entry.listaTeeTimes.push({
      fecha: line.playDate,
      hora: line.teeTime,
      jugadoresDisponibles: line.players,
      tarifasSeleccionadas: line.rates.map((r) => ({
        idTarifa: r.idTarifa,
        numJugadores: r.quantity,
        nombre: r.name,
        precio: r.unitPrice,
      })),
      serviciosSeleccionados: line.services
        .filter((s) => s.unitPrice > 0)
        .map((s) => ({
          idServicio: s.idServicio,
          numUnidades: s.quantity,
          nombre: s.name,
          precio: s.unitPrice,
        })),
    });
    byCourse.set(line.courseId, entry);
  }
  return {
    datos: {
      localizador: reservation.localizador,
      jsonCarrito: JSON.stringify({
        listaClubesRecorridos: [...byCourse.values()],
        ...(packs.size > 0 ? { listaMultipacks: [...packs.values()] } : {}),
      }),
    },
  };
});

/**
 * The cart's prices with its offers and the golfer's promocode. A code used up, or used by the
 * logged-in golfer's e-mail as often as it allows, is refused here already, so the cart never
 * shows a discount the pre-booking would refuse; the caller's own live holds do not count (a new
 * pre-booking gives them back).
 */
const aplicarOfertasCall = handle(aplicarOfertas, async (input, ctx) => {
  const content = parseCart(input.jsonCarrito);
  const { sessionId, userId } = ctx.caller;
  // Only a code has uses to count: without one, no account is read.
  const email =
    input.promoCode && userId !== null ? ((await userById(ctx.db, userId))?.email ?? null) : null;
  const priced = await judgePromo(ctx, input.promoCode, () =>
    priceCart(ctx.db, content, {
      promoCode: input.promoCode ?? null,
      locale: ctx.locale,
      now: ctx.clock.now(),
      fee: ctx.config.ENGINE_TRANSACTION_FEE,
      usage: { email, except: { sessionId, userId } },
    }),
  );
  return {
    datos: {
      jsonCarrito: JSON.stringify(cartFromPriced(priced, content)),
      subtotal: priced.subtotal,
      descuento: priced.discount,
      comision: priced.fee,
      total: priced.total,
      ofertasAplicadas: priced.applied,
      promoCodeValido: priced.promoValid,
    },
  };
});

export const carritoCalls: Registered[] = [
  obtenerCarritoCall,
  guardarCarritoCall,
  eliminarCarritoCall,
  carritosReservaGetCarritoCall,
  aplicarOfertasCall,
];
