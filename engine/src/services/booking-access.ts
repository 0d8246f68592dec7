import { localizador as localizadorSchema } from '@fairway/contract/envelope';
import { failure } from '../calls/fail.ts';
import type { CallContext } from '../calls/registry.ts';
import type { ThrottleKey } from './throttle.ts';
import { reservationByLocator } from './reservation-queries.ts';
import type { ReservationRow } from './reservation-queries.ts';

function sameEmail(given: string, stored: string): boolean {
  return given.trim().toLowerCase() === stored.trim().toLowerCase();
}

/** Whether the caller made this booking or cart: its session, or its logged-in user. */
export function isOwner(
  ctx: CallContext,
  row: { sessionId: number | null; userId: number | null },
): boolean {
  const { sessionId, userId } = ctx.caller;
  return (
    (sessionId > 0 && row.sessionId === sessionId) || (userId !== null && row.userId === userId)
  );
}

/**
 * The one door to a booking by its reference. A booking answers to the session that made it,
 * the logged-in user who owns it, or a caller giving the holder's e-mail; anyone else gets
 * 'Booking not found' (cod 2), word for word the answer for an unknown reference, so a
 * stranger learns nothing about whether the reference exists.
 *
 * An e-mail, when given, must be the holder's even for the owner: the cancellation form sends
 * what the golfer typed, and a wrong address must not pass because of the browser it came from.
 * A logged-in caller never reaches another account's booking, e-mail or not.
 *
 * Failed proofs count against the caller's address and the reference (ctx.throttle); the owner
 * reading their own booking without an e-mail is never counted nor limited.
 */
export async function bookingForCaller(
  ctx: CallContext,
  localizador: string,
  email?: string,
): Promise<ReservationRow> {
  if (!localizadorSchema.safeParse(localizador).success) throw failure('referenceNotValid');
  const row = await reservationByLocator(ctx.db, localizador);
  if (row && email === undefined && isOwner(ctx, row)) return row;
  const keys: ThrottleKey[] = [
    { kind: 'lookupAddress', subject: ctx.ip },
    { kind: 'lookupReference', subject: localizador.trim().toUpperCase() },
  ];
  await ctx.throttle.check(keys, ctx.locale);
  const otherAccount =
    ctx.caller.userId !== null &&
    row !== null &&
    row.userId !== null &&
    row.userId !== ctx.caller.userId;
  const proven = email !== undefined && row !== null && sameEmail(email, row.holderEmail);
  if (!row || otherAccount || !proven) {
    await ctx.throttle.count(keys);
    throw failure('bookingNotFound');
  }
  // The holder's own typos are forgiven; the address keeps its count, or guessing at many
  // references with one right e-mail in between would never slow down.
  await ctx.throttle.reset(keys.filter((key) => key.kind === 'lookupReference'));
  return row;
}
