/**
 * The PreReserva controller: RealizarPreReserva holds a cart's tee times and multipacks for 15
 * minutes (within issue 24's limits on unpaid holds, hold-limits.ts), and
 * ObtenerDatosPasarelaPreReserva opens the card page for the hold. ModificarSalvarTarjeta, the
 * saved-card choice, lives with the saved cards in user-cards.ts.
 */
import { sql } from 'drizzle-orm';
import { holdMilliseconds } from '../config.ts';
import { obtenerDatosPasarelaPreReserva, realizarPreReserva } from '@fairway/contract/reserva';
import { reservationLines, reservations } from '../db/schema.ts';
import { failure, invalid } from '../calls/fail.ts';
import { handle } from '../calls/registry.ts';
import type { CallContext, Registered } from '../calls/registry.ts';
import { newLocator } from './availability.ts';
import { bookingForCaller } from './booking-access.ts';
import { cardOfUser, setSaveCard } from './card-queries.ts';
import { cardExpired } from './card-rules.ts';
import { cartForCaller } from './cart.ts';
import { cartHoldCounts } from './hold-limit-rules.ts';
import { checkUnpaidHolds, holdSubject, throttleHold } from './hold-limits.ts';
import { lockHoldsOf } from './hold-queries.ts';
import { checkOfferUsageLocked } from './offer-usage.ts';
import { parseCart, priceCart } from './offers.ts';
import { checkHolder, holdFingerprint } from './pre-booking-rules.ts';
import { judgePromo } from './promo-throttle.ts';
import { linesOfReservation, liveHoldsOfCart } from './reservation-queries.ts';
import type { ReservationRow } from './reservation-queries.ts';
import { startPayment } from './payment-start.ts';
import { closeReleasedPayments } from './hold-release.ts';
import { lockAndCheckCapacity, releaseHolds, type ReleasedPayment } from './reservations.ts';

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
  // A card pays only through the provider that keeps it.
  if (card?.provider !== ctx.config.PAYMENT_PROVIDER) throw failure('cardNotFound');
  if (cardExpired(card, ctx.clock.now())) throw failure('cardExpired');
  return { userCardId: card.id };
}

const realizarPreReservaCall = handle(realizarPreReserva, async (input, ctx) => {
  if (!input.aceptaCondiciones) throw invalid('termsRequired');
  checkHolder(input);
  await throttleHold(ctx);
  const content = input.jsonCarrito
    ? parseCart(input.jsonCarrito)
    : await cartForCaller(ctx, input.localizadorCarrito);
  if (content.listaClubesRecorridos.length === 0 && (content.listaMultipacks ?? []).length === 0)
    throw failure('cartEmpty');
  const now = ctx.clock.now();
  const priced = await judgePromo(ctx, input.promoCode, () =>
    priceCart(ctx.db, content, {
      promoCode: input.promoCode ?? null,
      locale: ctx.locale,
      now,
      fee: ctx.config.ENGINE_TRANSACTION_FEE,
    }),
  );
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
  const subject = holdSubject(ctx, holder.holderEmail);
  // Set inside the transaction, read only once it has committed: a rolled-back release left
  // nothing to close.
  let released: ReleasedPayment[] = [];
  const held = await ctx.db.transaction(async (tx) => {
    // Two Pay clicks arrive together: the owner's pre-bookings of one cart queue here, so the
    // second finds the first's hold instead of racing it to a second one.
    const owner = ctx.caller.userId !== null ? `u${ctx.caller.userId}` : `s${ctx.caller.sessionId}`;
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`prereserva:${owner}:${input.localizadorCarrito}`}, 0))`,
    );
    await lockHoldsOf(tx, subject);
    const live = await liveHoldsOfCart(tx, ctx.caller, input.localizadorCarrito, now);
    for (const hold of live) {
      if (holdFingerprint(await linesOfReservation(tx, hold.id), hold) === wanted) return hold;
    }
    // The cart or the holder changed: the old hold gives its places back before the new one.
    if (live.length > 0)
      released = await releaseHolds(
        tx,
        live.map((h) => h.id),
      );
    await checkUnpaidHolds(tx, ctx, subject, cartHoldCounts(priced.lines, priced.packs), now);
    // The code's use is claimed with the places (offer-usage.ts): over its limit, nothing is held.
    if (priced.promoCode)
      await checkOfferUsageLocked(tx, { code: priced.promoCode, email: holder.holderEmail, now });
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
        clientAddress: subject.address,
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
        multipackId: l.multipackId ?? null,
      })),
    );
    return row;
  });
  await closeReleasedPayments(ctx, released);
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
});

const obtenerDatosPasarelaPreReservaCall = handle(
  obtenerDatosPasarelaPreReserva,
  async (input, ctx) => {
    const row = await bookingForCaller(ctx, input.localizador, input.email);
    const choices = await cardChoices(ctx, row, input);
    // The card choice is written with the payment; the provider is asked after both commit.
    const { saveCard } = choices;
    const payment = await startPayment(
      ctx,
      row,
      { urlOk: input.urlOk, urlKo: input.urlKo, userCardId: choices.userCardId },
      saveCard === undefined ? undefined : (tx) => setSaveCard(tx, row.id, saveCard),
    );
    return {
      datos: {
        pasarela: ctx.config.PAYMENT_PROVIDER,
        idPago: payment.payment.publicId,
        url: payment.url,
        importe: row.total,
        fechaExpiracion: row.holdExpiresAt.toISOString(),
      },
    };
  },
);

export const preReservaCalls: Registered[] = [
  realizarPreReservaCall,
  obtenerDatosPasarelaPreReservaCall,
];
