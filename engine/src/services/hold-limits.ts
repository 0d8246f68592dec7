/**
 * Issue 24's brakes on places held without paying, shared by every call that holds: RealizarPreReserva
 * (tee times and multipacks) and InscribirJugadores (tournaments). A client address may ask for
 * only so many holds an hour (the engine's one rate limiter), and it, and the holder's e-mail,
 * may keep only so much waiting for payment at once (hold-limit-rules.ts).
 */
import { unpaidHoldLimits } from '../config.ts';
import { failure } from '../calls/fail.ts';
import type { CallContext } from '../calls/registry.ts';
import type { Executor } from '../db/client.ts';
import { holdCountText } from '../i18n/messages.ts';
import { HOLD_KINDS, holdRefusal } from './hold-limit-rules.ts';
import type { HoldCounts, HoldSubject } from './hold-limit-rules.ts';
import { unpaidHoldsOf } from './hold-queries.ts';
import { holdKeys } from './throttle-rules.ts';
import { accountKey } from './user-rules.ts';

/** Counts one hold request against the caller's address; refuses while that address waits. */
export async function throttleHold(ctx: CallContext): Promise<void> {
  const keys = holdKeys(ctx.ip);
  await ctx.throttle.check(keys, ctx.locale);
  await ctx.throttle.count(keys);
}

export function holdSubject(ctx: CallContext, holderEmail: string): HoldSubject {
  return { address: ctx.ip, email: accountKey(holderEmail) };
}

/**
 * Refuses a hold that would take the address or the e-mail past a limit, saying what is held and
 * not paid, never that the tee time or the tournament is full. Called in the hold's transaction
 * once the caller's replaced holds are given back, so changing one's own order never counts twice,
 * and after lockHoldsOf (hold-queries.ts), so two holds sent together cannot both pass.
 */
export async function checkUnpaidHolds(
  tx: Executor,
  ctx: CallContext,
  subject: HoldSubject,
  wanted: HoldCounts,
  now: Date,
): Promise<void> {
  const limits = unpaidHoldLimits(ctx.config);
  if (!HOLD_KINDS.some((kind) => limits[kind] > 0 && wanted[kind] > 0)) return;
  const held = await unpaidHoldsOf(tx, subject, now);
  const refusal = holdRefusal(held, wanted, limits);
  if (refusal === null) return;
  const count = (n: number, form: 'plain' | 'unpaid') =>
    holdCountText(refusal.kind, n, ctx.locale, form);
  throw refusal.held > 0
    ? failure('unpaidHoldsHeld', {
        held: count(refusal.held, 'unpaid'),
        limit: count(refusal.limit, 'plain'),
      })
    : failure('unpaidHoldTooLarge', {
        limit: count(refusal.limit, 'plain'),
        wanted: count(refusal.wanted, 'plain'),
      });
}
