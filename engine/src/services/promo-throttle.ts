/**
 * Guessing promocodes is slowed down by the engine's one rate limiter (throttle.ts): every call
 * that judges a code the caller typed (AplicarOfertas, RealizarPreReserva, the day's
 * availability with a code) goes through here. An unknown code counts against the client address
 * and the engine session; past their free failures every code waits, a right one too, or the
 * answers would still tell a right guess from a wrong one. Nothing is ever forgiven by a right
 * code: an attacker could clear their count with a known code between guesses.
 *
 * A real code that does not cover the cart (another club, a date outside it) is refused with the
 * same words but not counted: the shop applies the golfer's remembered code on every page, and a
 * cart changed since must not make its owner wait. The same answer tells a guesser nothing.
 */
import { Fail } from '../calls/fail.ts';
import type { CallContext } from '../calls/registry.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { codeExists } from './offers.ts';
import type { ThrottleKey } from './throttle-rules.ts';

function promoKeys(ctx: CallContext): ThrottleKey[] {
  return [
    { kind: 'promoAddress', subject: ctx.ip },
    { kind: 'promoSession', subject: String(ctx.caller.sessionId) },
  ];
}

/** Runs `judge` (which throws 'promoNotValid' for a refused code) under the promocode limiter. */
export async function judgePromo<T>(
  ctx: CallContext,
  code: string | null | undefined,
  judge: () => Promise<T>,
): Promise<T> {
  if (code === null || code === undefined || code.trim() === '') return judge();
  const keys = promoKeys(ctx);
  await ctx.throttle.check(keys, ctx.locale);
  try {
    return await judge();
  } catch (error) {
    if (error instanceof Fail && error.key === 'promoNotValid' && !(await codeExists(ctx.db, code)))
      await ctx.throttle.count(keys);
    throw error;
  }
}

/**
 * The refusals that are the code's, not the cart's: not valid (unknown, or covering nothing in
 * the cart), used up, used by this e-mail as often as it allows, or the limiter's wait.
 */
const CODE_REFUSALS: ReadonlySet<MessageKey> = new Set<MessageKey>([
  'promoNotValid',
  'promoUsedUp',
  'promoAlreadyUsed',
  'tooManyPromoCodes',
]);

/** Whether a refusal met pricing a cart with a code refuses the code, the cart being sound. */
export function isCodeRefusal(error: unknown): error is Fail {
  return error instanceof Fail && CODE_REFUSALS.has(error.key);
}
