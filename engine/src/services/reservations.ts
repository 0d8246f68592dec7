/**
 * What a booking goes through whoever asks: capacity checked under lock, the hold, the payment
 * it opens, its confirmation with the voucher e-mail, and its release. The calls are in
 * pre-bookings.ts (PreReserva), bookings.ts (Reserva) and cancellations.ts.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { cancellationDeadline, firstEnteredTwice, zonedInstant } from '@fairway/rules';
import type { Locale, PlayerKeys } from '@fairway/rules';
import type { Db, Executor, Tx } from '../db/client.ts';
import {
  courses,
  payments,
  reservationEvents,
  reservationLines,
  reservations,
  teeSlots,
  tournaments,
} from '../db/schema.ts';
import { Fail, failure } from '../calls/fail.ts';
import type { CallContext } from '../calls/registry.ts';
import { voucherMail, type MailContent } from '../render/mail.ts';
import type { VoucherView } from '../render/voucher.ts';
import { voucherTexts } from '../i18n/voucher-texts.ts';
import { playersUsed, servicesUsed, unitsFree } from './availability.ts';
import { courseInfo } from './catalog-cache.ts';
import type { Mailer } from './outbox.ts';
import type { PricedLine } from './offers.ts';
import { localName } from '../i18n/locale-rules.ts';
import { multipackNames } from './multipack-queries.ts';
import { checkOfferUsageLocked } from './offer-usage.ts';
import { reservationLinesWithNames } from './reservation-queries.ts';
import type { LineWithNames, PaymentRow, ReservationRow } from './reservation-queries.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { cents, euros } from './tee-sheet.ts';
import { checkReturnUrl } from './shop-url-rules.ts';
import {
  enteredPlayerKeys,
  lockTournament,
  placesTaken,
  playersOfRegistration,
  registrationOfReservation,
  roundsOf,
} from './tournament-queries.ts';
import { placesLeft } from './tournament-rules.ts';
import { clubDirectionsUrl, mailOrigin, manageBookingUrl } from './voucher-mail-rules.ts';

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

/**
 * A tournament's places as tee-time capacity: its row is locked, then confirmed entries and live
 * holds are counted and their players compared in the same transaction, so concurrent
 * registrations queue and neither a place nor a player is taken twice. Answers the places left
 * once these players are in.
 */
export async function lockAndCheckTournamentPlaces(
  tx: Tx,
  tournamentId: number,
  players: readonly PlayerKeys[],
  now: Date,
  ignoreReservationId = 0,
): Promise<number> {
  await lockTournament(tx, tournamentId);
  const [tournament] = await tx
    .select({ maxPlayers: tournaments.maxPlayers })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  if (!tournament) throw failure('tournamentNotFound');
  const taken =
    (await placesTaken(tx, [tournamentId], now, ignoreReservationId)).get(tournamentId) ?? 0;
  const left = placesLeft(tournament.maxPlayers, taken);
  if (players.length > left) throw failure('tournamentPlacesExceeded');
  const twice = firstEnteredTwice(
    players,
    await enteredPlayerKeys(tx, tournamentId, now, ignoreReservationId),
  );
  if (twice !== null) throw failure('playerEnteredTwice', { n: String(twice + 1) });
  return left - players.length;
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

/** The booking's history, for operators: confirmations, refunds, transfer splits. */
export async function recordEvent(
  executor: Executor,
  reservationId: number,
  kind: string,
  data: Record<string, unknown>,
) {
  await executor.insert(reservationEvents).values({ reservationId, kind, data });
}

/**
 * A booking's multipacks on its voucher: one "Multipack · <name>" line per pack (its price per
 * player × players) and every round's date, time, club and course, in the booking's language.
 */
async function voucherPacks(
  executor: Executor,
  lines: LineWithNames[],
  locale: Locale,
): Promise<{ rates: VoucherView['rates']; packs: NonNullable<VoucherView['multipacks']> }> {
  const ids = [...new Set(lines.flatMap((l) => (l.multipackId === null ? [] : [l.multipackId])))];
  const names = await multipackNames(executor, ids);
  const rates: VoucherView['rates'] = [];
  const packs: NonNullable<VoucherView['multipacks']> = [];
  for (const id of ids) {
    const rounds = lines.filter((l) => l.multipackId === id);
    const players = rounds[0]?.players ?? 1;
    const totalCents = rounds.reduce((sum, l) => sum + cents(l.lineTotal), 0);
    const found = names.get(id);
    const name = found ? localName(found, locale) : (rounds[0]?.rates[0]?.name ?? '');
    rates.push({
      name: `${voucherTexts(locale).multipack} · ${name}`,
      unitPrice: euros(Math.round(totalCents / players)),
      quantity: players,
      total: euros(totalCents),
    });
    packs.push({
      name,
      rounds: rounds.map((l) => ({
        date: l.playDate,
        time: l.teeTime,
        timeZone: l.timeZone,
        clubName: l.clubName,
        courseName: l.courseName,
      })),
    });
  }
  return { rates, packs };
}

/**
 * What the voucher says of cancelling: online only when every tee time's club allows it, until the
 * most hours any of them asks before the tee time it shows, the first: never later than the
 * booking's real deadline (the cancellation rule's, design-system rules/cancellation.ts).
 */
function voucherPolicy(
  clubs: readonly { onlineCancellation: boolean; cancellationDeadlineHours: number }[],
): VoucherView['cancellationPolicy'] {
  return {
    allowed: clubs.length > 0 && clubs.every((c) => c.onlineCancellation),
    deadlineHours: Math.max(0, ...clubs.map((c) => c.cancellationDeadlineHours)),
  };
}

export async function voucherView(executor: Executor, row: ReservationRow): Promise<VoucherView> {
  const all = await reservationLinesWithNames(executor, row.id);
  const first = all[0];
  if (!first) return tournamentVoucherView(executor, row);
  const locale = row.locale as Locale;
  // Tee times list their own rates; a multipack's rounds are listed once, as the pack.
  const lines = all.filter((l) => l.multipackId === null);
  const bought = await voucherPacks(executor, all, locale);
  return {
    locale: row.locale as Locale,
    localizador: row.localizador,
    status: row.status === 'cancelled' ? 'cancelled' : 'confirmed',
    clubName: first.clubName,
    courseName: first.courseName,
    clubAddress: first.clubAddress,
    date: first.playDate,
    time: first.teeTime,
    timeZone: first.timeZone,
    holes: first.holes === 9 ? 9 : 18,
    players:
      lines.reduce((sum, l) => sum + l.players, 0) +
      bought.rates.reduce((sum, r) => sum + r.quantity, 0),
    holderName: `${row.holderName} ${row.holderSurname}`,
    holderEmail: row.holderEmail,
    ...(lines.length > 1
      ? {
          teeTimes: lines.map((l) => ({
            clubName: l.clubName,
            courseName: l.courseName,
            date: l.playDate,
            time: l.teeTime,
            timeZone: l.timeZone,
            holes: l.holes === 9 ? (9 as const) : (18 as const),
            players: l.players,
          })),
        }
      : {}),
    rates: [
      ...lines.flatMap((l) =>
        l.rates.map((x) => ({
          name: x.name,
          unitPrice: x.unitPrice,
          quantity: x.quantity,
          total: x.total,
        })),
      ),
      ...bought.rates,
    ],
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
    cancellationPolicy: voucherPolicy(all),
    ...(bought.packs.length > 0 ? { multipacks: bought.packs } : {}),
    clubId: first.clubId,
    clubPhone: first.clubPhone,
    rounds: all.map((l) => ({
      clubName: l.clubName,
      courseName: l.courseName,
      clubAddress: l.clubAddress,
      date: l.playDate,
      time: l.teeTime,
      timeZone: l.timeZone,
      holes: l.holes,
      deadline: roundDeadline(l.startsAt, l),
    })),
  };
}

/** When a round stops being cancellable online; null when its club takes no online cancellations. */
function roundDeadline(
  startsAt: Date,
  club: { onlineCancellation: boolean; cancellationDeadlineHours: number },
): string | null {
  return club.onlineCancellation
    ? cancellationDeadline(startsAt, club.cancellationDeadlineHours).toISOString()
    : null;
}

/**
 * The voucher e-mail of a booking, linking to the shop's first origin in the booking's language:
 * a booking made logged in is managed from the private area, a guest's from the cancellation page.
 */
export async function voucherMailOf(
  executor: Executor,
  row: ReservationRow,
  siteOrigins: readonly string[],
): Promise<MailContent> {
  const view = await voucherView(executor, row);
  const origin = mailOrigin(siteOrigins);
  return voucherMail(view, {
    manageUrl: manageBookingUrl(origin, view.locale, row.localizador, row.userId !== null),
    directionsUrl: clubDirectionsUrl(origin, view.locale, {
      id: view.clubId ?? 0,
      name: view.clubName,
    }),
  });
}

/** A tournament registration's voucher: the tournament, its rounds and one entry fee per player. */
async function tournamentVoucherView(
  executor: Executor,
  row: ReservationRow,
): Promise<VoucherView> {
  const found = await registrationOfReservation(executor, row.id);
  if (!found) throw failure('bookingNotFound');
  const { registration, tournament, club } = found;
  const rounds = await roundsOf(executor, [tournament.id]);
  const first = rounds[0];
  if (!first) throw failure('tournamentNotFound');
  const locale = row.locale as Locale;
  const players = await playersOfRegistration(executor, row.id);
  const [holes] = await executor
    .select({ holes: courses.holes })
    .from(courses)
    .where(eq(courses.id, first.round.courseId));
  return {
    locale,
    localizador: row.localizador,
    status: row.status === 'cancelled' ? 'cancelled' : 'confirmed',
    clubName: club.name,
    courseName: first.courseName,
    clubAddress: club.address,
    date: first.round.playDate,
    time: first.round.firstTee,
    timeZone: club.timeZone,
    holes: holes?.holes === 9 ? 9 : 18,
    players: registration.players,
    holderName: `${row.holderName} ${row.holderSurname}`,
    holderEmail: row.holderEmail,
    rates: [
      {
        name: `${voucherTexts(locale).entryFee} · ${tournament.name}`,
        unitPrice: registration.entryFee,
        quantity: registration.players,
        total: row.subtotal,
      },
    ],
    services: [],
    discount: row.discount,
    promoCode: row.promoCode,
    fee: row.fee,
    total: row.total,
    bookedAt: (row.confirmedAt ?? row.createdAt).toISOString(),
    // An entry is cancelled by its club's policy, like a tee time (services/cancellations.ts).
    cancellationPolicy: voucherPolicy([club]),
    tournament: {
      name: tournament.name,
      rounds: rounds.map((r) => ({
        date: r.round.playDate,
        time: r.round.firstTee,
        courseName: r.courseName,
        format: r.round.format,
      })),
      players: players.map((p) => ({ name: `${p.name} ${p.surname}`, handicap: p.handicap })),
    },
    clubId: club.id,
    clubPhone: club.phone,
    rounds: rounds.map((r) => ({
      clubName: club.name,
      courseName: r.courseName,
      clubAddress: club.address,
      date: r.round.playDate,
      time: r.round.firstTee,
      timeZone: club.timeZone,
      holes: holes?.holes ?? null,
      deadline: roundDeadline(
        zonedInstant(club.timeZone, r.round.playDate, r.round.firstTee),
        club,
      ),
    })),
  };
}

/** One voucher e-mail per booking: the confirmation and GenerarEmailsVoucher share this key. */
export function voucherDedupeKey(localizador: string): string {
  return `voucher:${localizador}`;
}

/**
 * The one way a held reservation becomes a booking. Safe to run twice: the second run finds
 * the reservation confirmed and changes nothing. A hold that lapsed is re-checked against
 * capacity; if the places went to someone else, the caller refunds. Its promocode's use is
 * checked too (offer-usage.ts): a live hold holds its use, a lapsed one may have lost it, and
 * then the caller refunds in full as well.
 */
export async function confirmReservation(
  tx: Tx,
  mailer: Mailer,
  reservationId: number,
  now: Date,
  /** The shop's origins (ENGINE_SITE_ORIGINS): the voucher e-mail links to the first. */
  siteOrigins: readonly string[],
): Promise<'confirmed' | 'already' | 'lost' | 'promoUsedUp'> {
  await tx.execute(sql`select id from reservations where id = ${reservationId} for update`);
  const [row] = await tx.select().from(reservations).where(eq(reservations.id, reservationId));
  if (!row) return 'lost';
  if (row.status === 'confirmed') return 'already';
  if (row.status === 'cancelled') return 'lost';
  // Before the places, so every transaction takes the offer's lock before the tee times' locks.
  if (row.promoCode !== null) {
    try {
      await checkOfferUsageLocked(tx, {
        code: row.promoCode,
        email: row.holderEmail,
        now,
        except: { reservationId: row.id },
      });
    } catch (error) {
      if (error instanceof Fail) return 'promoUsedUp';
      throw error;
    }
  }
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
      await recheckTournamentEntry(tx, row.id, now);
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
    content: await voucherMailOf(tx, confirmed, siteOrigins),
    dedupeKey: voucherDedupeKey(row.localizador),
  });
  await recordEvent(tx, row.id, 'confirmed', {});
  return 'confirmed';
}

/** A lapsed registration paid late keeps its places only if nobody took them (or its players) meanwhile. */
async function recheckTournamentEntry(tx: Tx, reservationId: number, now: Date): Promise<void> {
  const found = await registrationOfReservation(tx, reservationId);
  if (!found) return;
  const players = await playersOfRegistration(tx, reservationId);
  await lockAndCheckTournamentPlaces(tx, found.tournament.id, players, now, reservationId);
}

export function newPublicId(): string {
  return randomBytes(18).toString('base64url');
}

/** A payment a released hold left open: its provider may still have a page that takes it. */
export interface ReleasedPayment {
  publicId: string;
  provider: string;
  providerReference: string | null;
}

const releasedColumns = {
  publicId: payments.publicId,
  provider: payments.provider,
  providerReference: payments.providerReference,
};

/**
 * Releases holds and closes their open payments, as RevocarReserva does; answers those payments,
 * for the caller to close at their providers once this commits (services/hold-release.ts).
 */
export async function releaseHolds(executor: Executor, ids: number[]): Promise<ReleasedPayment[]> {
  await executor
    .update(reservations)
    .set({ status: 'released' })
    .where(and(inArray(reservations.id, ids), eq(reservations.status, 'held')));
  return executor
    .update(payments)
    .set({ status: 'expired' })
    .where(
      and(inArray(payments.reservationId, ids), inArray(payments.status, ['pending', 'challenge'])),
    )
    .returning(releasedColumns);
}

/** How the card page takes the money: a card typed in, or a saved card of the caller's. */
export interface PaymentOptions {
  urlOk?: string | undefined;
  urlKo?: string | undefined;
  /** A saved card (checked to be the caller's): the page asks only for its security code. */
  userCardId?: number | undefined;
}

/** Opens a pending payment of a live hold with the configured provider. */
export async function createPayment(
  ctx: CallContext,
  executor: Executor,
  row: ReservationRow,
  options: PaymentOptions,
  provider: Pick<PaymentProvider, 'name' | 'referenceFor'>,
): Promise<PaymentRow> {
  const now = ctx.clock.now();
  // The card page sends the golfer (with the booking reference) to these: only the shop's
  // outcome pages will do.
  const origins = ctx.config.ENGINE_SITE_ORIGINS;
  if (options.urlOk !== undefined) checkReturnUrl('urlOk', options.urlOk, origins);
  if (options.urlKo !== undefined) checkReturnUrl('urlKo', options.urlKo, origins);
  if (row.status === 'confirmed') throw failure('bookingNotPayable');
  if (!holdIsLive(row, now)) throw failure('holdExpired');
  const [inserted] = await executor
    .insert(payments)
    .values({
      publicId: newPublicId(),
      reservationId: row.id,
      provider: provider.name,
      status: 'pending',
      amount: row.total,
      currency: 'EUR',
      returnUrlOk: options.urlOk ?? null,
      returnUrlKo: options.urlKo ?? null,
      userCardId: options.userCardId ?? null,
    })
    .returning();
  if (!inserted) throw new Error('payment insert returned nothing');
  if (!provider.referenceFor) return inserted;
  // The provider's order number is derived from the payment's id, so it exists only now.
  const [named] = await executor
    .update(payments)
    .set({ providerReference: provider.referenceFor(inserted.id) })
    .where(eq(payments.id, inserted.id))
    .returning();
  if (!named) throw new Error('payment update returned nothing');
  return named;
}

/**
 * Marks lapsed holds expired, so operators see them as such; capacity never waited for this.
 * Answers the payments they left pending, for the caller to close at their providers. Those stay
 * pending here: a payment that still arrives keeps the places if nobody took them meanwhile
 * (confirmReservation).
 */
export async function sweepExpiredHolds(db: Db, now: Date): Promise<ReleasedPayment[]> {
  const swept = await db
    .update(reservations)
    .set({ status: 'expired' })
    .where(and(eq(reservations.status, 'held'), lt(reservations.holdExpiresAt, now)))
    .returning({ id: reservations.id });
  if (swept.length === 0) return [];
  return db
    .select(releasedColumns)
    .from(payments)
    .where(
      and(
        inArray(
          payments.reservationId,
          swept.map((r) => r.id),
        ),
        inArray(payments.status, ['pending', 'challenge']),
      ),
    );
}
