/**
 * A golfer's choice checked before it goes into the cart (Carrito/ModificarCarrito): the tee time
 * as the tee sheet shows it now, its free places, the rate, the buggies and other service units
 * free; a multipack's rounds likewise. Only the choice is taken from the caller; names and prices
 * are the engine's own (offers.ts prices the cart).
 */
import type { z } from 'zod';
import { MOTIVO_RECHAZO } from '@fairway/contract/carrito';
import type { MotivoRechazo, teeTimeElegido } from '@fairway/contract/carrito';
import type { rondaElegida } from '@fairway/contract/multipacks';
import { failure } from '../calls/fail.ts';
import type { CallContext } from '../calls/registry.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { dayUse, freeSlots, playersUsed, servicesFree, unitsPerGroup } from './availability.ts';
import type { CartPackItem, CartTee } from './cart-rules.ts';
import { requireBookableDate, requireCourse } from './course-access.ts';
import { coursesOfMultipacks } from './multipack-queries.ts';
import { pricePack } from './offers.ts';
import { buggiesFor } from './tee-sheet.ts';

/** The engine's words for each named refusal (the shop shows its own, by the motivo). */
const MESSAGE_OF: Record<MotivoRechazo, MessageKey> = {
  [MOTIVO_RECHAZO.horaNoValida]: 'invalidTime',
  [MOTIVO_RECHAZO.tarifaNoValida]: 'rateNotValid',
  [MOTIVO_RECHAZO.jugadoresInsuficientes]: 'notEnoughPlayers',
  [MOTIVO_RECHAZO.buggiesInsuficientes]: 'notEnoughBuggies',
  [MOTIVO_RECHAZO.demasiadasUnidades]: 'notEnoughService',
  [MOTIVO_RECHAZO.servicioNoDisponible]: 'serviceNotAvailable',
  [MOTIVO_RECHAZO.noEnCarrito]: 'cartLineNotFound',
  [MOTIVO_RECHAZO.sinCarrito]: 'cartNotFound',
};

/** A cod 2 refusal naming its reason in `datos.motivo` (the contract's rechazoCarrito). */
export function cartRefusal(motivo: MotivoRechazo) {
  return failure(MESSAGE_OF[motivo], {}, { motivo });
}

const BUGGY = 1;

/**
 * The cart line of a chosen tee time, checked as ObtenerDisponibilidadDia and
 * ObtenerDisponibilidadServiciosTeeTime show it now. A date the tee sheet does not open (past,
 * too far) is refused with the tee sheet's own message.
 */
export async function teeTimeLine(
  ctx: CallContext,
  choice: z.infer<typeof teeTimeElegido>,
): Promise<{ course: { clubId: number; courseId: number }; tee: CartTee }> {
  const info = await requireCourse(ctx.db, choice.idVendedorProveedor, choice.idRecorrido);
  const now = ctx.clock.now();
  requireBookableDate(info, choice.fecha, now);
  // One read of the day counts the tee time's places and its services' units alike.
  const use = await dayUse(ctx.db, info, choice.fecha, now);
  const [slot] = freeSlots(info, choice.fecha, use, {
    filter: { horaInicio: choice.hora, horaFin: choice.hora },
    now,
    locale: ctx.locale,
    promo: null,
  });
  // Not a tee time of the course, started already, or without a place or a rate left.
  if (!slot || slot.hora !== choice.hora) throw cartRefusal('horaNoValida');
  const players = choice.numJugadores;
  if (players > slot.jugadoresDisponibles) throw cartRefusal('jugadoresInsuficientes');
  const rate = slot.tarifas.find((t) => t.idTarifa === choice.idTarifa);
  if (!rate) throw cartRefusal('tarifaNoValida');
  // A rate with a buggy sells only as many places as the free buggies carry.
  if (players > rate.numJugadoresReservables) throw cartRefusal('buggiesInsuficientes');

  const wanted = choice.servicios.filter((s) => s.numUnidades > 0);
  const services: CartTee['serviciosSeleccionados'] = [];
  if (wanted.length > 0) {
    const offered = servicesFree(info, choice, use.services);
    const includedBuggies = rate.serviciosIncluidos.includes(BUGGY) ? buggiesFor(players) : 0;
    for (const want of wanted) {
      const found = offered.find((o) => o.service.serviceId === want.idServicio);
      if (!found || services.some((s) => s.idServicio === want.idServicio))
        throw cartRefusal('servicioNoDisponible');
      // The rate's own buggies come out of the same stock as the ones asked for on top.
      const free = found.free - (want.idServicio === BUGGY ? includedBuggies : 0);
      if (want.numUnidades > Math.min(free, unitsPerGroup(want.idServicio, players)))
        throw cartRefusal(
          want.idServicio === BUGGY ? 'buggiesInsuficientes' : 'demasiadasUnidades',
        );
      services.push({ idServicio: want.idServicio, numUnidades: want.numUnidades });
    }
  }
  return {
    course: { clubId: info.club.id, courseId: info.course.id },
    tee: {
      fecha: choice.fecha,
      hora: choice.hora,
      jugadoresDisponibles: slot.jugadoresDisponibles,
      tarifasSeleccionadas: [{ idTarifa: rate.idTarifa, numJugadores: players }],
      serviciosSeleccionados: services,
    },
  };
}

/**
 * A multipack as one cart item, priced from the engine's tables (pricePack checks the pack, its
 * sale period, window and rounds), each round's tee time with the players' places free now; the
 * pre-booking holds them under lock later, like any tee time's.
 */
export async function packItem(
  ctx: CallContext,
  choice: { idMultipack: number; numJugadores: number; rondas: z.infer<typeof rondaElegida>[] },
): Promise<CartPackItem> {
  const now = ctx.clock.now();
  // The club of each round is the course's own: the caller names only the course.
  const courses = await coursesOfMultipacks(ctx.db, [choice.idMultipack]);
  const clubOf = new Map(courses.map((c) => [c.courseId, c.clubId]));
  const { pack, lines } = await pricePack(
    ctx.db,
    {
      idMultipack: choice.idMultipack,
      numJugadores: choice.numJugadores,
      rondas: choice.rondas.map((r) => ({
        idVendedorProveedor: clubOf.get(r.idRecorrido) ?? 0,
        idRecorrido: r.idRecorrido,
        fecha: r.fecha,
        hora: r.hora,
      })),
    },
    { locale: ctx.locale, now },
  );
  // The rounds' places are read together, not one round after another.
  const used = await Promise.all(
    lines.map((line) => playersUsed(ctx.db, line.info.course.id, line.date, now)),
  );
  for (const [i, line] of lines.entries()) {
    if ((used[i]?.get(line.time) ?? 0) + line.players > line.info.course.playersPerSlot)
      throw failure('notEnoughPlayers');
  }
  return pack;
}
