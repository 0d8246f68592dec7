import type { Locale } from '@fairway/rules';
import type { EngineResult } from '../../../platform/engine/engine.server.ts';
import type { PageCalls, PageContext } from '../../../platform/engine/page-calls.server.ts';
import type { CardPageFields } from '../card-page.server.ts';
import type { RedsysPayment } from '../redsys.ts';
import type { MissingView, PaymentOutcome } from '../views.ts';

/** Each subject's name in the status endpoint's address. */
export type SubjectName = 'cart' | 'tournament';

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
  name: SubjectName;
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
  /**
   * With Redsys: asks the engine for one new payment of the hold as Redsys's signed forms, which
   * the shop's own page posts (../redsys.server.ts); null when this hold must go through the
   * engine's card page instead (`startPayment`), as a choice the Redsys call does not carry.
   */
  startRedsys(
    ctx: PageContext,
    calls: PageCalls,
    request: Request,
    reference: string,
  ): Promise<EngineResult<RedsysPayment>> | null;
  /**
   * A logged-in golfer's card choice from checkout (a saved card to pay with, or keep the new
   * one); none for a subject without one (a tournament entry).
   */
  cardChoice(ctx: PageContext, request: Request): CardPageFields;
  /** Paid already (in another tab, or the back button after paying). */
  isPaid(calls: PageCalls, reference: string, proof: { email?: string }): Promise<boolean>;
  /** For the gateway's failure page: another way to pay (the cart's other saved cards), or null. */
  otherCardPath(request: Request): string | null;
  /**
   * Where the payment of the reference stands, for the status endpoint an ok page polls while the
   * bank's word is on its way: one look at the engine.
   */
  readStatus(
    calls: PageCalls,
    reference: string,
    proof: { email?: string },
  ): Promise<EngineResult<PaymentOutcome>>;
  /**
   * The ok or ko page's view of the reference the card page returned (../flow.server.ts `paymentOutcome`),
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

/**
 * The site's status endpoint (../status.server.ts) for a subject's reference: what a pending ok
 * page polls, never the engine.
 */
export function statusUrl(subject: SubjectName, reference: string, locale: Locale): string {
  return `/api/booking-status?ref=${reference}&locale=${locale}&subject=${subject}`;
}
