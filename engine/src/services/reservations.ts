import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import { validateEmail } from '@fairway/design-system/rules';
import { holdMilliseconds } from '../config.ts';
import * as r from '../contract/reserva.ts';
import type { Db, Executor, Tx } from '../db/client.ts';
import {
  payments,
  reservationEvents,
  reservationLines,
  reservations,
  teeSlots,
} from '../db/schema.ts';
import { Fail, failure, invalid } from '../http/fail.ts';
import { handle } from '../http/registry.ts';
import type { CallContext, Registered } from '../http/registry.ts';
import { voucherMail } from '../render/mail.ts';
import { renderVoucher } from '../render/voucher.ts';
import type { RenderLocale, VoucherView } from '../render/voucher.ts';
import { newLocator, playersUsed, servicesUsed, unitsFree } from './availability.ts';
import { courseInfo } from './catalog-cache.ts';
import { cartForCaller } from './cart.ts';
import type { Mailer } from './outbox.ts';
import { parseCart, priceCart } from './offers.ts';
import type { PricedLine } from './offers.ts';
import { bookingForCaller } from './booking-access.ts';
import { cardOfUser, setSaveCard } from './card-queries.ts';
import { cardExpired } from './card-rules.ts';
import {
  paymentOf,
  reservationByLocator,
  reservationLinesWithNames,
} from './reservation-queries.ts';
import type { PaymentRow, ReservationRow } from './reservation-queries.ts';
import { checkShopUrl } from './shop-url-rules.ts';

/**
 * Locks the tee slots, then the clubs, always in the same order, so two bookings that share
 * slots queue behind each other instead of deadlocking. Capacity is then counted inside the
 * same transaction: PostgreSQL, not this process, decides who gets the last places.
 */
export async function lockAndCheckCapacity(
  tx: Tx,
  lines: PricedLine[],
  now: Date,
  ignoreReservationId?: number,
): Promise<void> {
  const slots = [...lines].sort(
    (a, b) =>
      a.info.course.id - b.info.course.id ||
      a.date.localeCompare(b.date) ||
      a.time.localeCompare(b.time),
  );
  for (const line of slots) {
    await tx
      .insert(teeSlots)
      .values({ courseId: line.info.course.id, playDate: line.date, teeTime: line.time })
      .onConflictDoNothing();
    await tx.execute(
      sql`select 1 from tee_slots where course_id = ${line.info.course.id} and play_date = ${line.date} and tee_time = ${line.time} for update`,
    );
  }
  const clubIds = [
    ...new Set(lines.filter((l) => l.services.length > 0).map((l) => l.info.club.id)),
  ].sort((a, b) => a - b);
  for (const clubId of clubIds) {
    await tx.execute(sql`select 1 from clubs where id = ${clubId} for update`);
  }
  const excluding = ignoreReservationId ?? 0;
  for (const line of slots) {
    const used =
      (await playersUsed(tx, line.info.course.id, line.date, now, excluding)).get(line.time) ?? 0;
    if (used + line.players > line.info.course.playersPerSlot) throw failure('notEnoughPlayers');
  }
  for (const clubId of clubIds) {
    const clubLines = lines.filter((l) => l.info.club.id === clubId);
    const dates = clubLines.map((l) => l.date).sort();
    const from = dates[0];
    const to = dates.at(-1);
    if (!from || !to) continue;
    // One read over the whole span: every booked line once, each counted on its own.
    const pending = await servicesUsed(tx, clubId, { from, to }, now, excluding);
    for (const line of clubLines) {
      for (const service of line.services) {
        const stock =
          line.info.services.find((s) => s.serviceId === service.idServicio)?.stock ?? 0;
        const start = line.startsAt.getTime();
        if (
          service.quantity >
          unitsFree(pending, service.idServicio, stock, start, service.usageMinutes)
        ) {
          throw failure(service.idServicio === 1 ? 'notEnoughBuggies' : 'notEnoughService');
        }
        pending.push({
          serviceId: service.idServicio,
          startsAt: start,
          units: service.quantity,
          usageMinutes: service.usageMinutes,
        });
      }
    }
  }
}

export function requireReservation(row: ReservationRow | null): ReservationRow {
  if (!row) throw failure('bookingNotFound');
  return row;
}

/** The status a caller sees: a hold past its expiry is expired even before the sweep marks it. */
export function visibleStatus(row: ReservationRow, now: Date): string {
  return row.status === 'held' && !holdIsLive(row, now) ? 'expired' : row.status;
}

/** Whether a hold still counts; past its expiry it is treated as released even before the sweep. */
export function holdIsLive(row: ReservationRow, now: Date): boolean {
  return row.status === 'held' && row.holdExpiresAt.getTime() > now.getTime();
}

async function event(
  executor: Executor,
  reservationId: number,
  kind: string,
  data: Record<string, unknown>,
) {
  await executor.insert(reservationEvents).values({ reservationId, kind, data });
}

export async function voucherView(executor: Executor, row: ReservationRow): Promise<VoucherView> {
  const lines = await reservationLinesWithNames(executor, row.id);
  const first = lines[0];
  if (!first) throw failure('bookingNotFound');
  return {
    locale: row.locale as RenderLocale,
    localizador: row.localizador,
    status: row.status === 'cancelled' ? 'cancelled' : 'confirmed',
    clubName: first.clubName,
    courseName: first.courseName,
    clubAddress: first.clubAddress,
    date: first.playDate,
    time: first.teeTime,
    timeZone: first.timeZone,
    holes: first.holes === 9 ? 9 : 18,
    players: lines.reduce((sum, l) => sum + l.players, 0),
    holderName: `${row.holderName} ${row.holderSurname}`,
    holderEmail: row.holderEmail,
    rates: lines.flatMap((l) =>
      l.rates.map((x) => ({
        name: x.name,
        unitPrice: x.unitPrice,
        quantity: x.quantity,
        total: x.total,
      })),
    ),
    services: lines.flatMap((l) =>
      l.services.map((x) => ({
        name: x.name,
        unitPrice: x.unitPrice,
        quantity: x.quantity,
        total: x.total,
      })),
    ),
    discount: row.discount,
    promoCode: row.promoCode,
    fee: row.fee,
    total: row.total,
    bookedAt: (row.confirmedAt ?? row.createdAt).toISOString(),
    cancellationPolicy: {
      allowed: first.onlineCancellation,
      deadlineHours: first.cancellationDeadlineHours,
    },
  };
}

/** One voucher e-mail per booking: the confirmation and GenerarEmailsVoucher share this key. */
export function voucherDedupeKey(localizador: string): string {
  return `voucher:${localizador}`;
}

/**
 * The one way a held reservation becomes a booking. Safe to run twice: the second run finds
 * the reservation confirmed and changes nothing. A hold that lapsed is re-checked against
 * capacity; if the places went to someone else, the caller refunds.
 */
export async function confirmReservation(
  tx: Tx,
  mailer: Mailer,
  reservationId: number,
  now: Date,
): Promise<'confirmed' | 'already' | 'lost'> {
  await tx.execute(sql`select id from reservations where id = ${reservationId} for update`);
  const [row] = await tx.select().from(reservations).where(eq(reservations.id, reservationId));
  if (!row) return 'lost';
  if (row.status === 'confirmed') return 'already';
  if (row.status === 'cancelled') return 'lost';
  if (!holdIsLive(row, now)) {
    const lines = await tx
      .select()
      .from(reservationLines)
      .where(eq(reservationLines.reservationId, row.id));
    const priced: PricedLine[] = [];
    for (const line of lines) {
      const info = await courseInfo(tx, line.courseId);
      if (!info) return 'lost';
      priced.push({
        info,
        date: line.playDate,
        time: line.teeTime,
        players: line.players,
        startsAt: line.startsAt,
        rates: line.rates,
        services: line.services,
        totalCents: 0,
      });
    }
    try {
      await lockAndCheckCapacity(tx, priced, now, row.id);
    } catch (error) {
      if (error instanceof Fail) return 'lost';
      throw error;
    }
  }
  await tx
    .update(reservations)
    .set({ status: 'confirmed', confirmedAt: now })
    .where(eq(reservations.id, row.id));
  const confirmed = { ...row, status: 'confirmed', confirmedAt: now };
  await mailer.enqueue(tx, {
    kind: 'voucher',
    to: row.holderEmail,
    content: voucherMail(await voucherView(tx, confirmed)),
    dedupeKey: voucherDedupeKey(row.localizador),
  });
  await event(tx, row.id, 'confirmed', {});
  return 'confirmed';
}

export function newPublicId(): string {
  return randomBytes(18).toString('base64url');
}

interface HeldLine {
  courseId: number;
  playDate: string;
  teeTime: string;
  players: number;
  rates: { idTarifa: number; quantity: number }[];
  services: { idServicio: number; quantity: number }[];
}

/**
 * What makes two pre-bookings of a cart the same: the tee times, players, rates and services,
 * the promocode and the holder. Prices are left out: a second click seconds later is the same
 * order even if a rate changed meanwhile; the hold keeps the price it was made with.
 */
function holdFingerprint(
  lines: HeldLine[],
  extra: {
    holderName: string;
    holderSurname: string;
    holderEmail: string;
    holderPhone: string;
    promoCode: string | null;
  },
): string {
  const normalised = lines
    .map((l) => ({
      slot: `${l.courseId}|${l.playDate}|${l.teeTime}`,
      players: l.players,
      rates: l.rates.map((x) => `${x.idTarifa}x${x.quantity}`).sort(),
      services: l.services.map((x) => `${x.idServicio}x${x.quantity}`).sort(),
    }))
    .sort((a, b) => a.slot.localeCompare(b.slot));
  return JSON.stringify({
    lines: normalised,
    holder: [extra.holderName, extra.holderSurname, extra.holderEmail.toLowerCase()],
    phone: extra.holderPhone,
    promoCode: extra.promoCode,
  });
}

/** The caller's live holds made from one cart locator, each with its fingerprint. */
async function liveHoldsOfCart(tx: Tx, ctx: CallContext, cartLocalizador: string, now: Date) {
  const { sessionId, userId } = ctx.caller;
  const owned =
    userId !== null
      ? or(eq(reservations.userId, userId), eq(reservations.sessionId, sessionId))
      : eq(reservations.sessionId, sessionId);
  const rows = await tx
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.cartLocalizador, cartLocalizador),
        eq(reservations.status, 'held'),
        gt(reservations.holdExpiresAt, now),
        owned,
      ),
    );
  const out: { row: ReservationRow; fingerprint: string }[] = [];
  for (const row of rows) {
    const lines = await tx
      .select()
      .from(reservationLines)
      .where(eq(reservationLines.reservationId, row.id));
    out.push({ row, fingerprint: holdFingerprint(lines, row) });
  }
  return out;
}

/** Releases holds and closes their open payments, as RevocarReserva does. */
async function releaseHolds(executor: Executor, ids: number[]): Promise<void> {
  await executor
    .update(reservations)
    .set({ status: 'released' })
    .where(and(inArray(reservations.id, ids), eq(reservations.status, 'held')));
  await executor
    .update(payments)
    .set({ status: 'expired' })
    .where(
      and(inArray(payments.reservationId, ids), inArray(payments.status, ['pending', 'challenge'])),
    );
}

function checkHolder(input: { nombre: string; apellidos: string; email: string }): void {
  if (!input.nombre.trim() || !input.apellidos.trim() || !input.email.trim())
    throw invalid('purchaseFieldsRequired');
  const emailRule = validateEmail(input.email);
  if (emailRule) throw invalid(emailRule === 'email.empty' ? 'emailEmpty' : 'emailInvalid');
}

/** The back office's calls: it sees every booking. */
async function anyReservation(ctx: CallContext, localizador: string): Promise<ReservationRow> {
  return requireReservation(await reservationByLocator(ctx.db, localizador));
}

function paymentState(p: PaymentRow | null, amount: number) {
  return {
    estadoPago: p?.status ?? 'sinPago',
    importe: p?.amount ?? amount,
    marcaTarjeta: p?.cardBrand ?? null,
    ultimosDigitos: p?.cardLast4 ?? null,
  };
}

/** How the card page takes the money: a card typed in, or a saved card of the caller's. */
export interface PaymentOptions {
  urlOk?: string | undefined;
  urlKo?: string | undefined;
  /** A saved card (checked to be the caller's): the page asks only for its security code. */
  userCardId?: number | undefined;
}

export async function createPayment(
  ctx: CallContext,
  executor: Executor,
  row: ReservationRow,
  options: PaymentOptions,
) {
  const now = ctx.clock.now();
  // The card page sends the golfer (with the booking reference) to these: only the shop's will do.
  const origins = ctx.config.ENGINE_SITE_ORIGINS;
  if (options.urlOk !== undefined) checkShopUrl('urlOk', options.urlOk, origins);
  if (options.urlKo !== undefined) checkShopUrl('urlKo', options.urlKo, origins);
  if (row.status === 'confirmed') throw failure('bookingNotPayable');
  if (!holdIsLive(row, now)) throw failure('holdExpired');
  const publicId = newPublicId();
  await executor.insert(payments).values({
    publicId,
    reservationId: row.id,
    provider: ctx.config.PAYMENT_PROVIDER,
    status: 'pending',
    amount: row.total,
    returnUrlOk: options.urlOk ?? null,
    returnUrlKo: options.urlKo ?? null,
    userCardId: options.userCardId ?? null,
  });
  return { publicId, url: `${ctx.baseUrl}/sandbox/pay/${publicId}` };
}

/**
 * The saved-card choices of ObtenerDatosPasarelaPreReserva, checked before anything is written.
 * Both are for the logged-in user who owns the booking (decision 0008: an e-mail proof does not
 * do); a card must be that user's own and not expired.
 */
async function cardChoices(
  ctx: CallContext,
  row: ReservationRow,
  input: { salvarTarjeta?: boolean | undefined; idUsuarioTarjeta?: number | undefined },
): Promise<{ userCardId?: number; saveCard?: boolean }> {
  if (input.salvarTarjeta === undefined && input.idUsuarioTarjeta === undefined) return {};
  const userId = ctx.caller.userId;
  if (userId === null)
    throw invalid('invalidField', {
      detail: 'salvarTarjeta, idUsuarioTarjeta: user credentials required',
    });
  if (row.userId !== userId) throw failure('bookingNotFound');
  if (input.idUsuarioTarjeta === undefined) return { saveCard: input.salvarTarjeta ?? false };
  if (input.salvarTarjeta === true)
    throw invalid('invalidField', { detail: 'salvarTarjeta: a saved card is kept already' });
  const card = await cardOfUser(ctx.db, input.idUsuarioTarjeta, userId);
  if (!card) throw failure('cardNotFound');
  if (cardExpired(card, ctx.clock.now())) throw failure('cardExpired');
  return { userCardId: card.id };
}

export const reservaCalls: Registered[] = [
  handle(r.realizarPreReserva, async (input, ctx) => {
    if (!input.aceptaCondiciones) throw invalid('termsRequired');
    checkHolder(input);
    const content = input.jsonCarrito
      ? parseCart(input.jsonCarrito)
      : await cartForCaller(ctx, input.localizadorCarrito);
    if (content.listaClubesRecorridos.length === 0) throw failure('cartEmpty');
    const now = ctx.clock.now();
    const priced = await priceCart(ctx.db, content, {
      promoCode: input.promoCode ?? null,
      locale: ctx.locale,
      now,
      fee: ctx.config.ENGINE_TRANSACTION_FEE,
    });
    const holdExpiresAt = new Date(now.getTime() + holdMilliseconds(ctx.config));
    const holder = {
      holderName: input.nombre.trim(),
      holderSurname: input.apellidos.trim(),
      holderEmail: input.email.trim(),
      holderPhone: input.telefono?.trim() ?? '',
    };
    const wanted = holdFingerprint(
      priced.lines.map((l) => ({
        courseId: l.info.course.id,
        playDate: l.date,
        teeTime: l.time,
        players: l.players,
        rates: l.rates,
        services: l.services,
      })),
      { ...holder, promoCode: priced.promoCode },
    );
    const held = await ctx.db.transaction(async (tx) => {
      // Two Pay clicks arrive together: the owner's pre-bookings of one cart queue here, so the
      // second finds the first's hold instead of racing it to a second one.
      const owner =
        ctx.caller.userId !== null ? `u${ctx.caller.userId}` : `s${ctx.caller.sessionId}`;
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`prereserva:${owner}:${input.localizadorCarrito}`}, 0))`,
      );
      const live = await liveHoldsOfCart(tx, ctx, input.localizadorCarrito, now);
      for (const hold of live) {
        if (hold.fingerprint === wanted) return hold.row;
      }
      // The cart or the holder changed: the old hold gives its places back before the new one.
      if (live.length > 0)
        await releaseHolds(
          tx,
          live.map((h) => h.row.id),
        );
      await lockAndCheckCapacity(tx, priced.lines, now);
      const [row] = await tx
        .insert(reservations)
        .values({
          localizador: newLocator(),
          cartLocalizador: input.localizadorCarrito,
          sessionId: ctx.caller.sessionId,
          userId: ctx.caller.userId,
          status: 'held',
          holdExpiresAt,
          locale: ctx.locale,
          ...holder,
          promoCode: priced.promoCode,
          subtotal: priced.subtotal,
          discount: priced.discount,
          fee: priced.fee,
          total: priced.total,
        })
        .returning();
      if (!row) throw new Error('reservation insert returned nothing');
      await tx.insert(reservationLines).values(
        priced.lines.map((l) => ({
          reservationId: row.id,
          clubId: l.info.club.id,
          courseId: l.info.course.id,
          playDate: l.date,
          teeTime: l.time,
          startsAt: l.startsAt,
          players: l.players,
          rates: l.rates,
          services: l.services,
          lineTotal: l.totalCents / 100,
        })),
      );
      return row;
    });
    return {
      datos: {
        localizador: held.localizador,
        fechaExpiracion: held.holdExpiresAt.toISOString(),
        subtotal: held.subtotal,
        descuento: held.discount,
        comision: held.fee,
        total: held.total,
      },
    };
  }),

  handle(r.obtenerDatosPasarelaPreReserva, async (input, ctx) => {
    const row = await bookingForCaller(ctx, input.localizador, input.email);
    const choices = await cardChoices(ctx, row, input);
    const payment = await ctx.db.transaction(async (tx) => {
      if (choices.saveCard !== undefined) await setSaveCard(tx, row.id, choices.saveCard);
      return createPayment(ctx, tx, row, {
        urlOk: input.urlOk,
        urlKo: input.urlKo,
        userCardId: choices.userCardId,
      });
    });
    return {
      datos: {
        pasarela: ctx.config.PAYMENT_PROVIDER,
        idPago: payment.publicId,
        url: payment.url,
        importe: row.total,
        fechaExpiracion: row.holdExpiresAt.toISOString(),
      },
    };
  }),

  handle(r.obtenerIFrameReserva, async (input, ctx) => {
    const row = await bookingForCaller(ctx, input.localizador, input.email);
    const payment = await createPayment(ctx, ctx.db, row, {
      urlOk: input.urlOk,
      urlKo: input.urlKo,
    });
    return { datos: { url: payment.url, idPago: payment.publicId } };
  }),

  /**
   * Completes a booking with nothing to pay (a free round, a full discount). Anything to pay goes
   * through the card page, a saved card included: its security code is asked there.
   */
  handle(r.realizarReserva, async (input, ctx) => {
    const row = await bookingForCaller(ctx, input.localizador, input.email);
    if (row.status === 'confirmed')
      return { datos: { localizador: row.localizador, estado: 'confirmed' } };
    if (row.status !== 'held' || row.total > 0) throw failure('bookingNotPayable');
    const outcome = await ctx.db.transaction((tx) =>
      confirmReservation(tx, ctx.mailer, row.id, ctx.clock.now()),
    );
    if (outcome === 'lost') throw failure('holdExpired');
    return { datos: { localizador: row.localizador, estado: 'confirmed' } };
  }),

  handle(r.revocarReserva, async (input, ctx) => {
    const row = await bookingForCaller(ctx, input.localizador, input.email);
    if (row.status === 'confirmed' || row.status === 'cancelled')
      throw failure('bookingNotPayable');
    await ctx.db.transaction((tx) => releaseHolds(tx, [row.id]));
    return { datos: { localizador: row.localizador, estado: 'released' } };
  }),

  handle(r.obtenerVoucher, async (input, ctx) => {
    const row = await bookingForCaller(ctx, input.localizador, input.email);
    if (row.status !== 'confirmed' && row.status !== 'cancelled') throw failure('bookingNotFound');
    return { html: renderVoucher(await voucherView(ctx.db, row)) };
  }),

  handle(r.obtenerReservaDetalles, async (input, ctx) => {
    const row = await bookingForCaller(ctx, input.localizador, input.email);
    const lines = await reservationLinesWithNames(ctx.db, row.id);
    return {
      datos: {
        localizador: row.localizador,
        estado: visibleStatus(row, ctx.clock.now()),
        fechaReserva: row.createdAt.toISOString(),
        fechaExpiracion: row.status === 'held' ? row.holdExpiresAt.toISOString() : null,
        nombre: row.holderName,
        apellidos: row.holderSurname,
        email: row.holderEmail,
        promoCode: row.promoCode,
        subtotal: row.subtotal,
        descuento: row.discount,
        comision: row.fee,
        total: row.total,
        lineas: lines.map((l) => ({
          idVendedorProveedor: l.clubId,
          nombreClub: l.clubName,
          idRecorrido: l.courseId,
          nombreRecorrido: l.courseName,
          fecha: l.playDate,
          hora: l.teeTime,
          zonaHoraria: l.timeZone,
          jugadores: l.players,
          direccion: l.clubAddress,
          permiteCancelacionOnline: l.onlineCancellation,
          fechaLimiteCancelacion: l.onlineCancellation
            ? new Date(l.startsAt.getTime() - l.cancellationDeadlineHours * 3600_000).toISOString()
            : null,
          tarifas: l.rates.map((x) => ({
            idTarifa: x.idTarifa,
            nombre: x.name,
            precio: x.unitPrice,
            cantidad: x.quantity,
            total: x.total,
          })),
          servicios: l.services.map((x) => ({
            idServicio: x.idServicio,
            nombre: x.name,
            precio: x.unitPrice,
            cantidad: x.quantity,
            total: x.total,
          })),
          total: l.lineTotal,
        })),
      },
    };
  }),

  handle(r.obtenerReservaDetallesGoogleAnalytics, async (input, ctx) => {
    const row = await bookingForCaller(ctx, input.localizador, input.email);
    const lines = await reservationLinesWithNames(ctx.db, row.id);
    return {
      datos: {
        transaction_id: row.localizador,
        value: row.total,
        currency: 'EUR',
        items: lines.map((l) => ({
          item_id: `${l.courseId}-${l.playDate}-${l.teeTime}`,
          item_name: `${l.clubName} – ${l.courseName}`,
          price: l.lineTotal,
          quantity: l.players,
        })),
      },
    };
  }),

  handle(r.obtenerReservaDetallesPago, async (input, ctx) => {
    const row = await bookingForCaller(ctx, input.localizador, input.email);
    return { datos: paymentState(await paymentOf(ctx.db, row.id), row.total) };
  }),

  handle(r.estaReservaOK, async (input, ctx) => {
    const row = await bookingForCaller(ctx, input.localizador, input.email);
    return { datos: { ok: row.status === 'confirmed', estado: row.status } };
  }),

  handle(r.obtenerEstadoReservaYPago, async (input, ctx) => {
    const row = await bookingForCaller(ctx, input.localizador, input.email);
    const estado = visibleStatus(row, ctx.clock.now());
    return {
      datos: { ...paymentState(await paymentOf(ctx.db, row.id), row.total), estadoReserva: estado },
    };
  }),

  ...r.providerCalls.map((spec) =>
    handle(spec, async () => {
      throw new Fail(3, 'providerNotConfigured');
    }),
  ),

  handle(r.comprobarTrasferFee, async (input, ctx) => {
    const row = await bookingForCaller(ctx, input.localizador, input.email);
    return { datos: { comision: row.fee, reembolsable: false } };
  }),

  handle(r.guardarEstadoDevolucion, async (input, ctx) => {
    const row = await anyReservation(ctx, input.localizador);
    await event(ctx.db, row.id, 'refund', { estado: input.estado, importe: input.importe });
    return {};
  }),

  handle(r.guardarEstadoTransferSplit, async (input, ctx) => {
    const row = await anyReservation(ctx, input.localizador);
    await event(ctx.db, row.id, 'transferSplit', { estado: input.estado });
    return {};
  }),

  handle(r.generarEmailsVoucher, async (input, ctx) => {
    const row = await bookingForCaller(ctx, input.localizador, input.email);
    if (row.status !== 'confirmed' && row.status !== 'cancelled') throw failure('bookingNotFound');
    // The confirmation's dedupe key: a booking's voucher goes out once, however often this is
    // called, so a reference cannot be used to flood the holder's inbox.
    const queued = await ctx.mailer.enqueue(ctx.db, {
      kind: 'voucher',
      to: row.holderEmail,
      content: voucherMail(await voucherView(ctx.db, row)),
      dedupeKey: voucherDedupeKey(row.localizador),
    });
    return { datos: { emailsGenerados: queued ? 1 : 0 } };
  }),
];

/** Marks lapsed holds expired, so operators see them as such; capacity never waited for this. */
export async function sweepExpiredHolds(db: Db, now: Date): Promise<number> {
  const swept = await db
    .update(reservations)
    .set({ status: 'expired' })
    .where(and(eq(reservations.status, 'held'), lt(reservations.holdExpiresAt, now)))
    .returning({ id: reservations.id });
  return swept.length;
}
