/**
 * The one rule of cancelling online. Each club decides whether its tee times may be cancelled
 * online and until how many hours before the tee time; a booking holds tee times (multipack rounds,
 * a tournament entry) at several clubs, and every one of them is judged by its own club. The
 * engine cancels and refunds with this rule, the private area lists bookings with it, and the site
 * shows its deadlines on the club's wall clock with it.
 */
import { zonedNow } from './time-zone';

/** Online and still open; the club does not take online cancellations; its deadline has passed. */
export type CancellationKind = 'online' | 'contactClub' | 'deadlinePassed';

/** What one club allows for one tee time. */
export interface CancellationTerms {
  /** When the round starts. */
  startsAt: Date;
  /** The club takes online cancellations at all. */
  onlineCancellation: boolean;
  /** Until how many hours before the tee time. */
  cancellationDeadlineHours: number;
}

export interface LineVerdict {
  kind: CancellationKind;
  /** The instant the club stops taking online cancellations (also when it takes none at all). */
  deadline: Date;
}

export interface BookingVerdict<L extends CancellationTerms> {
  kind: CancellationKind;
  /**
   * Until when the booking may be cancelled online: its lines' earliest deadline. Once a line is
   * blocking, that line's deadline.
   */
  deadline: Date;
  /** The line that stops online cancellation; null when every line allows it. */
  blocking: (L & LineVerdict) | null;
  /** Every line with its own verdict, in the order given. */
  lines: (L & LineVerdict)[];
}

const HOUR_MS = 3_600_000;

/** The club's hours before the tee time. */
export function cancellationDeadline(startsAt: Date, deadlineHours: number): Date {
  return new Date(startsAt.getTime() - deadlineHours * HOUR_MS);
}

/** One tee time judged by its own club at one instant. */
export function judgeLine(terms: CancellationTerms, now: Date): LineVerdict {
  const deadline = cancellationDeadline(terms.startsAt, terms.cancellationDeadlineHours);
  if (!terms.onlineCancellation) return { kind: 'contactClub', deadline };
  return { kind: now.getTime() < deadline.getTime() ? 'online' : 'deadlinePassed', deadline };
}

/**
 * A booking at one instant: online only when every line is. A line whose club takes no online
 * cancellations is named before one whose deadline passed (asking that club is the golfer's way
 * out either way); among equals, the first. A booking without lines has nothing to cancel online.
 * Cancelling is all or nothing and an online line gives back what was paid for it, so the sum of
 * the lines' refunds is all that was paid when the booking is online, and nothing otherwise.
 */
export function judgeBooking<L extends CancellationTerms>(
  lines: readonly L[],
  now: Date,
): BookingVerdict<L> {
  const judged = lines.map((line) => ({ ...line, ...judgeLine(line, now) }));
  const blocking =
    judged.find((l) => l.kind === 'contactClub') ??
    judged.find((l) => l.kind === 'deadlinePassed') ??
    null;
  if (blocking)
    return { kind: blocking.kind, deadline: blocking.deadline, blocking, lines: judged };
  const earliest = judged.reduce<Date | null>(
    (soonest, l) => (soonest === null || l.deadline < soonest ? l.deadline : soonest),
    null,
  );
  if (earliest === null)
    return { kind: 'contactClub', deadline: now, blocking: null, lines: judged };
  return { kind: 'online', deadline: earliest, blocking: null, lines: judged };
}

/**
 * An instant (the engine's deadlines are UTC ISO) as the club's wall clock, 'YYYY-MM-DDTHH:MM':
 * a deadline means the club's time, and the design system shows dates and times as written.
 */
export function clubWallClock(iso: string, timeZone: string): string {
  const { date, minutes } = zonedNow(timeZone, new Date(iso));
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${date}T${hh}:${mm}`;
}

/**
 * How a cancelled booking's refund reaches the card: `sent` when the payment provider took the
 * refund, `byHand` when it refused or never answered and the back office sends it instead.
 */
export type RefundState = 'sent' | 'byHand';

/**
 * The working days within which the cancel page promises the refund on the card: card refunds
 * show within 5 to 10 working days of the provider taking them (the banks' usual delay, as Stripe
 * and Redsys state); one the back office sends by hand may take a week more.
 */
export const REFUND_WORKING_DAYS: Readonly<Record<RefundState, number>> = { sent: 10, byHand: 15 };
