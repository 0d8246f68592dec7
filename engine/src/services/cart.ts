/**
 * The Carrito controller, with CarritosReserva/getCarrito and Ofertas/AplicarOfertas. The shop
 * changes its cart through Carrito/ModificarCarrito alone (issue 25): one call per change, which
 * checks, prices and stores it; GuardarCarrito stays for callers that write a whole cart.
 */
import { and, eq, or, sql } from 'drizzle-orm';
import {
  aplicarOfertas,
  carritosReservaGetCarrito,
  eliminarCarrito,
  guardarCarrito,
  modificarCarrito,
  obtenerCarrito,
} from '@fairway/contract/carrito';
import type { CambioCarrito, CartContent } from '@fairway/contract/carrito';
import { carts } from '../db/schema.ts';
import { failure } from '../calls/fail.ts';
import { handle } from '../calls/registry.ts';
import type { CallContext, Registered } from '../calls/registry.ts';
import { message } from '../i18n/messages.ts';
import { newLocator } from './availability.ts';
import { bookingForCaller, isOwner } from './booking-access.ts';
import { courseInfo } from './catalog-cache.ts';
import { cartRefusal, packItem, teeTimeLine } from './cart-choice.ts';
import {
  EMPTY_CART,
  itemsIn,
  withoutPack,
  withoutPastTeeTimes,
  withoutTeeTime,
  withPack,
  withTeeTime,
} from './cart-rules.ts';
import { parseCart, priceCart } from './offers.ts';
import type { PricedCart } from './offers.ts';
import { isCodeRefusal, judgePromo } from './promo-throttle.ts';
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
  const content = await ownCart(ctx, localizador);
  if (!content) throw failure('cartNotFound');
  return content;
}

/** The caller's own cart under a locator, or null: none, or another caller's. */
async function ownCart(ctx: CallContext, localizador: string): Promise<CartContent | null> {
  const [row] = await ctx.db
    .select()
    .from(carts)
    .where(eq(carts.localizador, localizador))
    .limit(1);
  return row && isOwner(ctx, row) ? (row.json as CartContent) : null;
}

/** The time zone of every club a cart names, from its courses (the catalog cache). */
async function zonesOf(ctx: CallContext, content: CartContent): Promise<Map<number, string>> {
  const zones = new Map<number, string>();
  const courseIds = new Set([
    ...content.listaClubesRecorridos.map((e) => e.idRecorrido),
    ...(content.listaMultipacks ?? []).flatMap((p) => p.rondas.map((r) => r.idRecorrido)),
  ]);
  for (const courseId of courseIds) {
    const info = await courseInfo(ctx.db, courseId);
    if (info) zones.set(info.club.id, info.club.timeZone);
  }
  return zones;
}

/**
 * The caller's cart as it can still be booked: tee times that have started are let go, and the
 * cart is stored without them (deleted when nothing is left). Null when the caller has no cart
 * under that locator, or has nothing left in it.
 */
async function currentCart(ctx: CallContext, localizador: string): Promise<CartContent | null> {
  const stored = await ownCart(ctx, localizador);
  if (!stored) return null;
  const zones = await zonesOf(ctx, stored);
  const left = withoutPastTeeTimes(stored, (clubId) => zones.get(clubId), ctx.clock.now());
  if (itemsIn(left) === itemsIn(stored)) return stored;
  if (itemsIn(left) === 0) {
    await deleteCart(ctx, localizador);
    return null;
  }
  await saveCart(ctx, localizador, left);
  return left;
}

async function deleteCart(ctx: CallContext, localizador: string): Promise<boolean> {
  const deleted = await ctx.db
    .delete(carts)
    .where(and(eq(carts.localizador, localizador), ownedBy(ctx)))
    .returning({ localizador: carts.localizador });
  return deleted.length > 0;
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
  const content = await currentCart(ctx, input.localizador);
  if (!content) throw failure('cartNotFound');
  return { datos: { localizador: input.localizador, jsonCarrito: JSON.stringify(content) } };
});

/**
 * Writes a cart: a new locator becomes the caller's cart; an existing one is replaced only by its
 * owner, in the same statement, so no race lets a stranger overwrite or adopt it.
 */
async function saveCart(ctx: CallContext, localizador: string, json: CartContent): Promise<void> {
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
  if (!(await deleteCart(ctx, input.localizador))) throw failure('cartNotFound');
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
async function priceWithCode(
  ctx: CallContext,
  content: CartContent,
  promoCode: string | null,
): Promise<PricedCart> {
  const { sessionId, userId } = ctx.caller;
  // Only a code has uses to count: without one, no account is read.
  const email =
    promoCode && userId !== null ? ((await userById(ctx.db, userId))?.email ?? null) : null;
  return judgePromo(ctx, promoCode, () =>
    priceCart(ctx.db, content, {
      promoCode,
      locale: ctx.locale,
      now: ctx.clock.now(),
      fee: ctx.config.ENGINE_TRANSACTION_FEE,
      usage: { email, except: { sessionId, userId } },
    }),
  );
}

/** A priced cart's totals in the contract's names (carrito.ts, cartTotals). */
function totalsOf(priced: PricedCart) {
  return {
    subtotal: priced.subtotal,
    descuento: priced.discount,
    comision: priced.fee,
    total: priced.total,
    ofertasAplicadas: priced.applied,
    promoCodeValido: priced.promoValid,
  };
}

const aplicarOfertasCall = handle(aplicarOfertas, async (input, ctx) => {
  const content = parseCart(input.jsonCarrito);
  const priced = await priceWithCode(ctx, content, input.promoCode ?? null);
  return {
    datos: { jsonCarrito: JSON.stringify(cartFromPriced(priced, content)), ...totalsOf(priced) },
  };
});

/**
 * The cart priced with the cart's code, or, when the code is refused and the cart is not, without
 * it and with the refusal's words. A cart that cannot be priced at all is the call's refusal.
 */
async function priceForShop(
  ctx: CallContext,
  content: CartContent,
  promoCode: string | null,
): Promise<{ priced: PricedCart; promoMessage: string | null }> {
  if (!promoCode) return { priced: await priceWithCode(ctx, content, null), promoMessage: null };
  try {
    return { priced: await priceWithCode(ctx, content, promoCode), promoMessage: null };
  } catch (error) {
    // A cart refused for itself is refused with or without the code: no second pricing.
    if (!isCodeRefusal(error)) throw error;
    const priced = await priceWithCode(ctx, content, null);
    return {
      priced: { ...priced, promoValid: false },
      promoMessage: message(error.key, ctx.locale, error.params),
    };
  }
}

/** What one change makes of the cart; a change that cannot be made is refused by its motivo. */
async function changed(
  ctx: CallContext,
  content: CartContent,
  change: CambioCarrito,
): Promise<CartContent> {
  switch (change.tipo) {
    case 'anadirTeeTime': {
      const { course, tee } = await teeTimeLine(ctx, change.teeTime);
      const next = withTeeTime(content, course, tee);
      if (!next) throw cartRefusal('demasiadasUnidades');
      return next;
    }
    case 'anadirMultipack': {
      const next = withPack(content, await packItem(ctx, change));
      if (!next) throw failure('cartItemsExceeded');
      return next;
    }
    case 'quitarTeeTime': {
      const next = withoutTeeTime(content, {
        courseId: change.idRecorrido,
        fecha: change.fecha,
        hora: change.hora,
      });
      if (!next) throw cartRefusal('noEnCarrito');
      return next;
    }
    case 'quitarMultipack': {
      const next = withoutPack(content, change.idMultipack);
      if (!next) throw cartRefusal('noEnCarrito');
      return next;
    }
  }
}

const EMPTY_TOTALS = {
  zonasHorarias: [],
  subtotal: 0,
  descuento: 0,
  comision: 0,
  total: 0,
  ofertasAplicadas: [],
  promoCodeValido: null,
  mensajePromoCode: null,
};

/**
 * The shop's cart call: one change (or none, to read), checked, priced and stored, on the
 * caller's own cart only. A locator that is not the caller's reads as no cart; an addition then
 * starts a new cart under a new locator, never the one sent.
 */
const modificarCarritoCall = handle(modificarCarrito, async (input, ctx) => {
  const change = input.cambio;
  const current = input.localizador ? await currentCart(ctx, input.localizador) : null;
  if (!current && !change?.tipo.startsWith('anadir')) {
    throw cartRefusal(change ? 'noEnCarrito' : 'sinCarrito');
  }
  const content = change
    ? await changed(ctx, current ?? EMPTY_CART, change)
    : (current ?? EMPTY_CART);
  const localizador = current && input.localizador ? input.localizador : null;
  if (itemsIn(content) === 0) {
    if (localizador) await deleteCart(ctx, localizador);
    return {
      datos: { localizador: null, jsonCarrito: JSON.stringify(EMPTY_CART), ...EMPTY_TOTALS },
    };
  }
  const { priced, promoMessage } = await priceForShop(ctx, content, input.promoCode || null);
  const json = cartFromPriced(priced, content);
  const saved = localizador ?? newLocator();
  if (change) await saveCart(ctx, saved, json);
  const zones = new Map(priced.lines.map((l) => [l.info.club.id, l.info.club.timeZone]));
  return {
    datos: {
      localizador: saved,
      jsonCarrito: JSON.stringify(json),
      zonasHorarias: [...zones].map(([idVendedorProveedor, zonaHoraria]) => ({
        idVendedorProveedor,
        zonaHoraria,
      })),
      ...totalsOf(priced),
      mensajePromoCode: promoMessage,
    },
  };
});

export const carritoCalls: Registered[] = [
  obtenerCarritoCall,
  guardarCarritoCall,
  eliminarCarritoCall,
  carritosReservaGetCarritoCall,
  aplicarOfertasCall,
  modificarCarritoCall,
];
