import type { EngineResult } from '../../../platform/engine/engine.server.ts';
import type { PageCalls, PageContext } from '../../../platform/engine/page-calls.server.ts';
import type { MissingView } from '../views.ts';

/** The hold the payment step shows: whether it is still payable, and what it is for. */
export interface HoldToPay {
  /** held, confirmed, released, expired or cancelled (the engine's words for both subjects). */
  status: string;
  holdExpiresAt: string | null;
  /** What is being paid for, said above the countdown; null where the golfer has just seen it. */
  summary: { tournament: string; count: number } | null;
  /** Where the golfer goes once the hold has lapsed, to make it again. */
  againPath: string;
}

/**
 * What is being paid for: a tee-time cart (multipacks go into the cart and pay with it) or a
 * tournament entry. The payment step and the gateway are one flow for both; each subject answers
 * the questions in which they differ. Paths are unprefixed; the flow adds the locale.
 */
export interface PaymentSubject<View> {
  /** The payment step, the gateway, and the base of the ok and ko addresses. */
  paths: { step: string; gateway: string; outcomes: string };
  /** Where a golfer with nothing (left) to pay is sent. */
  exitPath: string;
  /** The hold's reference, from the cookie the registration or checkout set. */
  referenceOf(request: Request): string | null;
  /** The hold as the payment step shows it. */
  readHold(
    calls: PageCalls,
    reference: string,
    proof: { email?: string },
  ): Promise<EngineResult<HoldToPay>>;
  /** Asks the engine for one new payment of the hold: the card page's address. */
  startPayment(
    ctx: PageContext,
    calls: PageCalls,
    request: Request,
    reference: string,
  ): Promise<EngineResult<string>>;
  /** Paid already (in another tab, or the back button after paying). */
  isPaid(calls: PageCalls, reference: string, proof: { email?: string }): Promise<boolean>;
  /** For the gateway's failure page: another way to pay (the cart's other saved cards), or null. */
  otherCardPath(request: Request): string | null;
  /**
   * The ok or ko page's view of the reference the card page returned (see ../outcome.server.ts),
   * with any cookies to set. The missing reference is answered before this is asked.
   */
  readOutcome(
    ctx: PageContext,
    calls: PageCalls,
    request: Request,
    reference: string,
    outcome: 'ok' | 'ko',
  ): Promise<{ view: View | MissingView; headers?: Headers }>;
}
