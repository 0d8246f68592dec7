/** Reviews (issue 29): who may write one, and how a club's list reads. Pure. */
import type { MotivoOpinion } from '@fairway/contract/opiniones';
import { REVIEW_LIMITS, type Locale } from '@fairway/rules';

/**
 * How long a round takes from its tee time: a booking can be reviewed once its last round should
 * have ended. The tee time is an instant already placed in the club's time zone (starts_at), so
 * "passed" is the club's, not the server's.
 */
export const ROUND_MINUTES = { 9: 150, 18: 300 } as const;

export function roundMinutes(holes: number): number {
  return holes === 9 ? ROUND_MINUTES[9] : ROUND_MINUTES[18];
}

export interface ReviewableLine {
  startsAt: Date;
  holes: number;
}

/** When the booking's last round ends: its latest tee time plus that course's round. */
export function playedAt(lines: readonly ReviewableLine[]): Date {
  let end = 0;
  for (const line of lines) {
    end = Math.max(end, line.startsAt.getTime() + roundMinutes(line.holes) * 60_000);
  }
  return new Date(end);
}

/** Why a booking of the caller's cannot be reviewed now, or null when it can. */
export function reviewRefusal(
  booking: { status: string; lines: readonly ReviewableLine[]; reviewed: boolean },
  now: Date,
): MotivoOpinion | null {
  if (booking.status !== 'confirmed') return 'reservaNoPagada';
  if (booking.lines.length === 0 || playedAt(booking.lines) > now) return 'rondaNoJugada';
  if (booking.reviewed) return 'yaOpinada';
  return null;
}

/** The name shown with a review: the first name and the surname's initial ('Ana M.'). */
export function authorName(name: string, surname: string): string {
  const first = name.trim().split(/\s+/u)[0] ?? '';
  const initial = [...surname.trim()][0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/** The average of the ratings to one decimal, or null with none. */
export function averageRating(sum: number, count: number): number | null {
  return count === 0 ? null : Math.round((sum / count) * 10) / 10;
}

/** Reports that hide a review until someone looks at it. */
export const REPORTS_TO_HIDE = 3;

export function pageWindow(page: number): { limit: number; offset: number } {
  return { limit: REVIEW_LIMITS.pageSize, offset: (page - 1) * REVIEW_LIMITS.pageSize };
}

/** How far back the timed job looks for played bookings to invite: an engine started on old data
 * must not mail every booking it ever took. */
export const INVITATION_WINDOW_DAYS = 14;

/** The shop's review page for a booking, in the golfer's language on the shop's first origin. */
export function reviewPageUrl(
  siteOrigins: readonly string[],
  locale: Locale,
  localizador: string,
): string {
  const origin = siteOrigins[0];
  if (origin === undefined) throw new Error('ENGINE_SITE_ORIGINS is empty');
  return new URL(`/${locale}/private-area/reviews/${localizador}`, origin).toString();
}
