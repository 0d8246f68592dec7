/** Reviews' SQL (issue 29): the booking a review is written for, a club's list, reports. */
import { and, asc, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import {
  clubs,
  courses,
  outbox,
  reservationLines,
  reservations,
  reviewReports,
  reviews,
  users,
} from '../db/schema.ts';
import { REPORTS_TO_HIDE, ROUND_MINUTES } from './review-rules.ts';

/** The caller's booking by its reference, line by line (first tee time first); [] when not theirs. */
export function ownBookingLines(executor: Executor, localizador: string, userId: number) {
  return executor
    .select({
      reservationId: reservations.id,
      status: reservations.status,
      locale: reservations.locale,
      clubId: reservationLines.clubId,
      courseId: reservationLines.courseId,
      startsAt: reservationLines.startsAt,
      holes: courses.holes,
      reviewId: reviews.id,
      name: users.name,
      surname: users.surname,
    })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.userId))
    .innerJoin(reservationLines, eq(reservationLines.reservationId, reservations.id))
    .innerJoin(courses, eq(courses.id, reservationLines.courseId))
    .leftJoin(reviews, eq(reviews.reservationId, reservations.id))
    .where(and(eq(reservations.localizador, localizador), eq(reservations.userId, userId)))
    .orderBy(asc(reservationLines.startsAt), asc(reservationLines.id));
}

export interface NewReview {
  reservationId: number | null;
  clubId: number;
  courseId: number;
  userId: number | null;
  authorName: string;
  rating: number;
  text: string;
  locale: string;
  createdAt: Date;
}

/** Resolves null when the booking already has one (the unique index decides a race). */
export async function insertReview(executor: Executor, review: NewReview): Promise<number | null> {
  const rows = await executor
    .insert(reviews)
    .values(review)
    .onConflictDoNothing({ target: reviews.reservationId })
    .returning({ id: reviews.id });
  return rows[0]?.id ?? null;
}

function shownOf(clubId: number, courseId: number | undefined) {
  return and(
    eq(reviews.clubId, clubId),
    eq(reviews.hidden, false),
    courseId === undefined ? undefined : eq(reviews.courseId, courseId),
  );
}

export async function reviewSummary(executor: Executor, clubId: number, courseId?: number) {
  const [row] = await executor
    .select({
      count: sql<number>`count(*)::int`,
      sum: sql<number>`coalesce(sum(${reviews.rating}), 0)::int`,
    })
    .from(reviews)
    .where(shownOf(clubId, courseId));
  return { count: row?.count ?? 0, sum: row?.sum ?? 0 };
}

/** One page of a club's shown reviews: the caller's language first, then newest first. */
export function reviewPage(
  executor: Executor,
  args: { clubId: number; courseId?: number; locale: string; limit: number; offset: number },
) {
  return executor
    .select({
      id: reviews.id,
      rating: reviews.rating,
      text: reviews.text,
      locale: reviews.locale,
      createdAt: reviews.createdAt,
      authorName: reviews.authorName,
      courseId: reviews.courseId,
      courseName: courses.name,
    })
    .from(reviews)
    .innerJoin(courses, eq(courses.id, reviews.courseId))
    .where(shownOf(args.clubId, args.courseId))
    .orderBy(
      desc(sql`${reviews.locale} = ${args.locale}`),
      desc(reviews.createdAt),
      desc(reviews.id),
    )
    .limit(args.limit)
    .offset(args.offset);
}

/**
 * Counts one report per session and hides the review at REPORTS_TO_HIDE; false when there is no
 * such review shown. A session's second report of the same review changes nothing.
 */
export async function reportReview(
  executor: Executor,
  reviewId: number,
  sessionId: number,
): Promise<boolean> {
  const [review] = await executor
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.hidden, false)));
  if (!review) return false;
  const added = await executor
    .insert(reviewReports)
    .values({ reviewId, sessionId })
    .onConflictDoNothing()
    .returning({ reviewId: reviewReports.reviewId });
  if (added.length > 0) {
    await executor
      .update(reviews)
      .set({
        reports: sql`${reviews.reports} + 1`,
        hidden: sql`${reviews.reports} + 1 >= ${REPORTS_TO_HIDE}`,
      })
      .where(eq(reviews.id, reviewId));
  }
  return true;
}

/** When a reservation's last round ends, in SQL: the same rule as review-rules.ts playedAt. */
const roundEnd = sql`max(${reservationLines.startsAt} + make_interval(mins => case when ${courses.holes} = 9 then ${ROUND_MINUTES[9]}::int else ${ROUND_MINUTES[18]}::int end))`;

/** The user's paid bookings whose rounds have ended and that have no review yet, latest first. */
export function bookingsToReview(executor: Executor, userId: number, now: Date) {
  return executor
    .select({
      localizador: reservations.localizador,
      clubId: sql<number>`(array_agg(${reservationLines.clubId} order by ${reservationLines.startsAt}, ${reservationLines.id}))[1]`,
      courseId: sql<number>`(array_agg(${reservationLines.courseId} order by ${reservationLines.startsAt}, ${reservationLines.id}))[1]`,
      playDate: sql<string>`(array_agg(${reservationLines.playDate}::text order by ${reservationLines.startsAt}, ${reservationLines.id}))[1]`,
      teeTime: sql<string>`(array_agg(${reservationLines.teeTime} order by ${reservationLines.startsAt}, ${reservationLines.id}))[1]`,
      clubName: sql<string>`(array_agg(${clubs.name} order by ${reservationLines.startsAt}, ${reservationLines.id}))[1]`,
      courseName: sql<string>`(array_agg(${courses.name} order by ${reservationLines.startsAt}, ${reservationLines.id}))[1]`,
    })
    .from(reservations)
    .innerJoin(reservationLines, eq(reservationLines.reservationId, reservations.id))
    .innerJoin(courses, eq(courses.id, reservationLines.courseId))
    .innerJoin(clubs, eq(clubs.id, reservationLines.clubId))
    .leftJoin(reviews, eq(reviews.reservationId, reservations.id))
    .where(
      and(
        eq(reservations.userId, userId),
        eq(reservations.status, 'confirmed'),
        isNull(reviews.id),
      ),
    )
    .groupBy(reservations.id)
    .having(lte(roundEnd, now))
    .orderBy(desc(roundEnd));
}

const INVITATION_KEY_PREFIX = 'review-invitation:';

/** The outbox dedupe key that makes the invitation once per booking. */
export const invitationKey = (reservationId: number) => `${INVITATION_KEY_PREFIX}${reservationId}`;

/**
 * Paid bookings of a user account whose rounds ended between `since` and `now`, with no review and
 * no invitation queued: what the timed job invites. A guest's booking has no account to review with.
 */
export function invitationsDue(executor: Executor, now: Date, since: Date, limit: number) {
  return executor
    .select({
      reservationId: reservations.id,
      localizador: reservations.localizador,
      locale: reservations.locale,
      email: reservations.holderEmail,
      name: reservations.holderName,
      clubName: sql<string>`(array_agg(${clubs.name} order by ${reservationLines.startsAt}, ${reservationLines.id}))[1]`,
      courseName: sql<string>`(array_agg(${courses.name} order by ${reservationLines.startsAt}, ${reservationLines.id}))[1]`,
      playDate: sql<string>`(array_agg(${reservationLines.playDate}::text order by ${reservationLines.startsAt}, ${reservationLines.id}))[1]`,
    })
    .from(reservations)
    .innerJoin(reservationLines, eq(reservationLines.reservationId, reservations.id))
    .innerJoin(courses, eq(courses.id, reservationLines.courseId))
    .innerJoin(clubs, eq(clubs.id, reservationLines.clubId))
    .leftJoin(reviews, eq(reviews.reservationId, reservations.id))
    .leftJoin(
      outbox,
      eq(outbox.dedupeKey, sql`${INVITATION_KEY_PREFIX} || ${reservations.id}::text`),
    )
    .where(
      and(
        eq(reservations.status, 'confirmed'),
        sql`${reservations.userId} is not null`,
        isNull(reviews.id),
        isNull(outbox.id),
      ),
    )
    .groupBy(reservations.id)
    .having(and(lte(roundEnd, now), gt(roundEnd, since)))
    .orderBy(asc(reservations.id))
    .limit(limit);
}
