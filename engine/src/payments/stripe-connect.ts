/**
 * The clubs' share with Stripe Connect, as separate charges and transfers: the golfer pays
 * Fairway's platform account (stripe.ts), then each club's share of the paid booking
 * (club-shares.ts: all but the non-refundable fee) is transferred to the club's connected
 * account, grouped under the booking's reference (`transfer_group`) and funded by the charge that
 * paid it (`source_transaction`). A refund reverses the refunded part of each club's transfer.
 *
 * Stripe is called only after the payment's transaction has committed, never inside one. Each
 * transfer carries an idempotency key per booking and club, and a share already transferred is
 * never sent again, so a replayed webhook moves no money twice; a share Stripe refused is tried
 * again when the event comes again.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import Stripe from 'stripe';
import type { Db } from '../db/client.ts';
import { charges, clubTransfers, payments, reservations } from '../db/schema.ts';
import type { Clock } from '../services/clock.ts';
import { cents, euros } from '../services/tee-sheet.ts';
import { recordShares, splitByWeight, transfersOf } from './club-shares.ts';
import type { ClubTransferRow } from './club-shares.ts';

export interface ConnectDeps {
  db: Db;
  log: Logger;
  clock: Clock;
}

/** The metadata a transfer and a reversal carry, so the Dashboard names booking, club and payment. */
export const TRANSFER_METADATA = {
  booking: 'fairway_booking',
  club: 'fairway_club',
  payment: 'fairway_payment',
} as const;

export const transferKey = (booking: string, clubId: number) =>
  `fairway-transfer-${booking}-${clubId}`;

/**
 * A reversal's key names the transfer and how much of it is reversed once it is done, so the same
 * refund asked again is the same reversal, and a later one is a new one.
 */
const reversalKey = (transferId: string, reversedAfter: number) =>
  `fairway-reversal-${transferId}-${reversedAfter}`;

/** Stripe's charge ids; the engine's own stand-in names (`stripe_pi_…`) fund nothing. */
const isStripeCharge = (id: string | undefined) => id !== undefined && /^(ch|py)_/.test(id);

function reasonOf(error: unknown): string {
  if (error instanceof Stripe.errors.StripeError) return error.code ?? error.type;
  return `Stripe unreachable: ${(error as Error).message}`;
}

/**
 * Transfers each club's share of a Stripe payment that confirmed its booking. Does nothing for a
 * payment that did not (declined, or refunded at the apply step because its hold had lapsed).
 * Answers the booking's shares as recorded afterwards.
 */
export async function transferClubShares(
  deps: ConnectDeps,
  client: Stripe,
  paymentPublicId: string,
): Promise<ClubTransferRow[]> {
  const [found] = await deps.db
    .select({ payment: payments, reservation: reservations })
    .from(payments)
    .innerJoin(reservations, eq(reservations.id, payments.reservationId))
    .where(and(eq(payments.publicId, paymentPublicId), eq(payments.provider, 'stripe')));
  if (found?.payment.status !== 'succeeded' || found.reservation.status !== 'confirmed') return [];
  const { payment, reservation } = found;
  const [charge] = await deps.db
    .select({ id: charges.providerChargeId })
    .from(charges)
    .where(eq(charges.paymentId, payment.id));
  const rows = await recordShares(deps.db, reservation, payment.id);
  for (const row of rows) {
    if (row.transferId !== null || row.status === 'realizado') continue;
    if (row.destination === null) {
      deps.log.info(
        { booking: reservation.localizador, club: row.clubId, cents: cents(row.amount) },
        'club has no connected account: its share waits for the back office',
      );
      continue;
    }
    if (cents(row.amount) === 0) continue;
    const now = deps.clock.now();
    try {
      const transfer = await client.transfers.create(
        {
          amount: cents(row.amount),
          currency: payment.currency.toLowerCase(),
          destination: row.destination,
          transfer_group: reservation.localizador,
          ...(isStripeCharge(charge?.id) ? { source_transaction: charge?.id } : {}),
          metadata: {
            [TRANSFER_METADATA.booking]: reservation.localizador,
            [TRANSFER_METADATA.club]: String(row.clubId),
            [TRANSFER_METADATA.payment]: payment.publicId,
          },
        },
        { idempotencyKey: transferKey(reservation.localizador, row.clubId) },
      );
      await deps.db
        .update(clubTransfers)
        .set({ transferId: transfer.id, status: 'realizado', failureReason: null, updatedAt: now })
        .where(eq(clubTransfers.id, row.id));
    } catch (error) {
      const reason = reasonOf(error);
      deps.log.error(
        { booking: reservation.localizador, club: row.clubId, cents: cents(row.amount), reason },
        'club transfer refused by Stripe',
      );
      await deps.db
        .update(clubTransfers)
        .set({ status: 'fallido', failureReason: reason, updatedAt: now })
        .where(and(eq(clubTransfers.id, row.id), sql`${clubTransfers.transferId} is null`));
    }
  }
  return transfersOf(deps.db, reservation.id);
}

/**
 * Takes `refundedCents` back from the clubs, in proportion to what each still holds of the
 * booking: a transferred share by a reversal of its transfer, a share never transferred by
 * recording it as no longer owed. A reversal Stripe refuses is logged and left for the back
 * office. Never throws: the refund itself has already happened.
 */
export async function reverseClubTransfers(
  deps: ConnectDeps,
  client: Stripe,
  paymentPublicId: string,
  refundedCents: number,
): Promise<void> {
  try {
    const [payment] = await deps.db
      .select({ reservationId: payments.reservationId })
      .from(payments)
      .where(eq(payments.publicId, paymentPublicId));
    if (!payment) return;
    const rows = await transfersOf(deps.db, payment.reservationId);
    const held = rows.map((r) => cents(r.amount) - cents(r.reversed));
    const total = held.reduce((a, b) => a + b, 0);
    const parts = splitByWeight(Math.min(refundedCents, total), held);
    for (const [i, row] of rows.entries()) {
      const part = parts[i] ?? 0;
      if (part <= 0) continue;
      const reversedAfter = cents(row.reversed) + part;
      if (row.transferId !== null) {
        try {
          await client.transfers.createReversal(
            row.transferId,
            { amount: part, metadata: { [TRANSFER_METADATA.payment]: paymentPublicId } },
            { idempotencyKey: reversalKey(row.transferId, reversedAfter) },
          );
        } catch (error) {
          deps.log.error(
            { transfer: row.transferId, club: row.clubId, cents: part, reason: reasonOf(error) },
            'club transfer reversal refused by Stripe',
          );
          continue;
        }
      }
      await deps.db
        .update(clubTransfers)
        .set({ reversed: euros(reversedAfter), updatedAt: deps.clock.now() })
        .where(eq(clubTransfers.id, row.id));
    }
  } catch (error) {
    deps.log.error(
      { payment: paymentPublicId, cents: refundedCents, err: error },
      'club transfers not reversed',
    );
  }
}
