/** Reads and locks of tournaments, their rounds, registrations, draw and ratings. */
import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Caller } from '../calls/registry.ts';
import { rows } from '../db/client.ts';
import type { Executor, Tx } from '../db/client.ts';
import {
  clubs,
  courses,
  municipalities,
  regions,
  reservations,
  tournamentPlayers,
  tournamentRegistrations,
  tournamentResults,
  tournamentRounds,
  tournaments,
  tournamentTeeTimes,
} from '../db/schema.ts';
import { liveReservation } from './availability.ts';

export interface TournamentFilter {
  regionId?: number | undefined;
  clubId?: number | undefined;
  tournamentId?: number | undefined;
}

/** Tournaments with their club, place and region, ordered by id (the caller orders by date). */
export function tournamentsWithClubs(executor: Executor, filter: TournamentFilter) {
  const where: SQL[] = [];
  if (filter.regionId !== undefined) where.push(eq(regions.id, filter.regionId));
  if (filter.clubId !== undefined) where.push(eq(clubs.id, filter.clubId));
  if (filter.tournamentId !== undefined) where.push(eq(tournaments.id, filter.tournamentId));
  return executor
    .select({ tournament: tournaments, club: clubs, region: regions })
    .from(tournaments)
    .innerJoin(clubs, eq(clubs.id, tournaments.clubId))
    .innerJoin(municipalities, eq(municipalities.id, clubs.municipalityId))
    .innerJoin(regions, eq(regions.id, municipalities.regionId))
    .where(and(...where))
    .orderBy(asc(tournaments.id));
}
export type TournamentWithClub = Awaited<ReturnType<typeof tournamentsWithClubs>>[number];

export function roundsOf(executor: Executor, tournamentIds: number[]) {
  if (tournamentIds.length === 0) return Promise.resolve([]);
  return executor
    .select({ round: tournamentRounds, courseName: courses.name })
    .from(tournamentRounds)
    .innerJoin(courses, eq(courses.id, tournamentRounds.courseId))
    .where(inArray(tournamentRounds.tournamentId, tournamentIds))
    .orderBy(asc(tournamentRounds.tournamentId), asc(tournamentRounds.number));
}
export type RoundWithCourse = Awaited<ReturnType<typeof roundsOf>>[number];

/** Places taken per tournament: confirmed registrations and holds still live. */
export async function placesTaken(
  executor: Executor,
  tournamentIds: number[],
  now: Date,
  excluding = 0,
): Promise<Map<number, number>> {
  if (tournamentIds.length === 0) return new Map();
  const result = await rows<{ tournament_id: number; players: number }>(
    executor,
    sql`select g.tournament_id, sum(g.players)::int as players
        from tournament_registrations g join reservations r on r.id = g.reservation_id
        where g.tournament_id in (${sql.join(tournamentIds, sql`, `)}) and ${liveReservation(now, excluding)}
        group by g.tournament_id`,
  );
  return new Map(result.map((r) => [Number(r.tournament_id), Number(r.players)]));
}

/**
 * The row lock that serialises a tournament's registrations: every decision on its places and
 * its players is made by one transaction at a time, inside PostgreSQL.
 */
export async function lockTournament(tx: Tx, tournamentId: number): Promise<void> {
  await tx.execute(sql`select 1 from tournaments where id = ${tournamentId} for update`);
}

/** The phone and e-mail keys of everyone entered: confirmed, or held and still live. */
export function enteredPlayerKeys(
  executor: Executor,
  tournamentId: number,
  now: Date,
  excluding = 0,
) {
  return rows<{ phoneKey: string; emailKey: string | null }>(
    executor,
    sql`select p.phone_key as "phoneKey", p.email_key as "emailKey"
        from tournament_players p join reservations r on r.id = p.reservation_id
        where p.tournament_id = ${tournamentId} and ${liveReservation(now, excluding)}`,
  );
}

/** The caller's live, unpaid holds of one tournament (its session's, or its user's). */
export function liveRegistrationsOfCaller(
  executor: Executor,
  caller: Pick<Caller, 'sessionId' | 'userId'>,
  tournamentId: number,
  now: Date,
) {
  const owned =
    caller.userId !== null
      ? or(eq(reservations.userId, caller.userId), eq(reservations.sessionId, caller.sessionId))
      : eq(reservations.sessionId, caller.sessionId);
  return executor
    .select({ reservation: reservations })
    .from(tournamentRegistrations)
    .innerJoin(reservations, eq(reservations.id, tournamentRegistrations.reservationId))
    .where(
      and(
        eq(tournamentRegistrations.tournamentId, tournamentId),
        eq(reservations.status, 'held'),
        gt(reservations.holdExpiresAt, now),
        owned,
      ),
    )
    .orderBy(asc(reservations.id));
}

export function playersOfRegistration(executor: Executor, reservationId: number) {
  return executor
    .select()
    .from(tournamentPlayers)
    .where(eq(tournamentPlayers.reservationId, reservationId))
    .orderBy(asc(tournamentPlayers.id));
}
export type PlayerRow = Awaited<ReturnType<typeof playersOfRegistration>>[number];

/** A reservation's tournament registration, with the tournament and its club; null for tee times. */
export async function registrationOfReservation(executor: Executor, reservationId: number) {
  const [row] = await executor
    .select({ registration: tournamentRegistrations, tournament: tournaments, club: clubs })
    .from(tournamentRegistrations)
    .innerJoin(tournaments, eq(tournaments.id, tournamentRegistrations.tournamentId))
    .innerJoin(clubs, eq(clubs.id, tournaments.clubId))
    .where(eq(tournamentRegistrations.reservationId, reservationId));
  return row ?? null;
}

export function teeTimesOf(executor: Executor, tournamentId: number) {
  return executor
    .select()
    .from(tournamentTeeTimes)
    .where(eq(tournamentTeeTimes.tournamentId, tournamentId))
    .orderBy(
      asc(tournamentTeeTimes.round),
      asc(tournamentTeeTimes.teeTime),
      asc(tournamentTeeTimes.startingTee),
    );
}

export function resultsOf(executor: Executor, tournamentId: number) {
  return executor
    .select()
    .from(tournamentResults)
    .where(eq(tournamentResults.tournamentId, tournamentId))
    .orderBy(asc(tournamentResults.position), asc(tournamentResults.id));
}
