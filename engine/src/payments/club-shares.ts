/**
 * The clubs' share of a paid booking, whichever provider took the money: the booking's total less
 * Fairway's non-refundable transaction fee, split between its clubs by what their lines cost (a
 * promocode's discount is borne pro rata), and the record of what became of each share
 * (`club_transfers`). Stripe Connect moves the shares by itself (stripe-connect.ts); with any
 * other provider, or for a club with no connected account, the back office settles them and
 * records it with GuardarEstadoTransferSplit.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { clubTransfers, clubs, reservationLines } from '../db/schema.ts';
import type { SplitState } from '../db/schema.ts';
import type { ReservationRow } from '../services/reservation-queries.ts';
import { cents, euros } from '../services/tee-sheet.ts';
import { registrationOfReservation } from '../services/tournament-queries.ts';

export type ClubTransferRow = typeof clubTransfers.$inferSelect;

export interface ClubShare {
  clubId: number;
  /** The club's connected account now; null when it has none. */
  destination: string | null;
  cents: number;
}

/**
 * Splits `totalCents` in proportion to `weights` (largest remainder first), so the parts add up
 * to the cent; with no weight at all, everything goes to the first part.
 */
export function splitByWeight(totalCents: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0) return [];
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? totalCents : 0));
  const exact = weights.map((w) => (totalCents * w) / sum);
  const parts = exact.map(Math.floor);
  let left = totalCents - parts.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((x, i) => ({ i, r: x - Math.floor(x) }))
    .sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/** The cents the clubs receive of a booking: all it cost but Fairway's fee. */
export function clubsPartCents(row: Pick<ReservationRow, 'total' | 'fee'>): number {
  return Math.max(0, cents(row.total) - cents(row.fee));
}

/**
 * Each club's share of the booking, clubs in the order of their first line. A tournament entry
 * has no tee-time lines: its whole part goes to the tournament's club.
 */
export async function clubSharesOf(executor: Executor, row: ReservationRow): Promise<ClubShare[]> {
  const lines = await executor
    .select({
      clubId: reservationLines.clubId,
      destination: clubs.stripeAccount,
      lineTotal: reservationLines.lineTotal,
    })
    .from(reservationLines)
    .innerJoin(clubs, eq(clubs.id, reservationLines.clubId))
    .where(eq(reservationLines.reservationId, row.id))
    .orderBy(asc(reservationLines.id));
  const byClub = new Map<number, { destination: string | null; weight: number }>();
  for (const l of lines) {
    const club = byClub.get(l.clubId) ?? { destination: l.destination, weight: 0 };
    club.weight += cents(l.lineTotal);
    byClub.set(l.clubId, club);
  }
  if (byClub.size === 0) {
    const entry = await registrationOfReservation(executor, row.id);
    if (entry) byClub.set(entry.club.id, { destination: entry.club.stripeAccount, weight: 1 });
  }
  const clubsOfBooking = [...byClub.entries()];
  const parts = splitByWeight(
    clubsPartCents(row),
    clubsOfBooking.map(([, c]) => c.weight),
  );
  return clubsOfBooking.map(([clubId, c], i) => ({
    clubId,
    destination: c.destination,
    cents: parts[i] ?? 0,
  }));
}

/**
 * The booking's shares as recorded, created `pendiente` the first time (with the clubs' accounts
 * as they are then); a share already recorded is left as it is, so this is safe to repeat.
 */
export async function recordShares(
  executor: Executor,
  row: ReservationRow,
  paymentId: number | null,
): Promise<ClubTransferRow[]> {
  const shares = await clubSharesOf(executor, row);
  if (shares.length > 0)
    await executor
      .insert(clubTransfers)
      .values(
        shares.map((s): typeof clubTransfers.$inferInsert => ({
          reservationId: row.id,
          clubId: s.clubId,
          paymentId,
          destination: s.destination,
          amount: euros(s.cents),
          status: 'pendiente',
        })),
      )
      .onConflictDoNothing();
  return transfersOf(executor, row.id);
}

/** The recorded shares of a booking, in the order they were recorded. */
export function transfersOf(executor: Executor, reservationId: number) {
  return executor
    .select()
    .from(clubTransfers)
    .where(eq(clubTransfers.reservationId, reservationId))
    .orderBy(asc(clubTransfers.id));
}

/** The recorded shares with their clubs' names, as ComprobarTrasferFee answers them. */
export function transfersWithClubs(executor: Executor, reservationId: number) {
  return executor
    .select({ transfer: clubTransfers, clubName: clubs.name })
    .from(clubTransfers)
    .innerJoin(clubs, eq(clubs.id, clubTransfers.clubId))
    .where(eq(clubTransfers.reservationId, reservationId))
    .orderBy(asc(clubTransfers.id));
}

/**
 * The back office's word on a booking's shares (GuardarEstadoTransferSplit): every club's, or one
 * club's. Recorded first when no provider recorded them (a booking paid through Redsys or the
 * sandbox, settled by bank transfer). Answers how many shares it set; 0 when the club has none
 * in this booking.
 */
export async function setSplitState(
  executor: Executor,
  row: ReservationRow,
  state: SplitState,
  clubId: number | undefined,
  now: Date,
): Promise<number> {
  await recordShares(executor, row, null);
  const changed = await executor
    .update(clubTransfers)
    .set({ status: state, updatedAt: now })
    .where(
      and(
        eq(clubTransfers.reservationId, row.id),
        clubId === undefined ? sql`true` : eq(clubTransfers.clubId, clubId),
      ),
    )
    .returning({ id: clubTransfers.id });
  return changed.length;
}
