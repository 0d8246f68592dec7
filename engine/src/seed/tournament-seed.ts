import { addDays, zonedInstant } from '@fairway/rules';
import { asc, count, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  clubs,
  courses,
  tournamentResults,
  tournamentRounds,
  tournaments,
  tournamentTeeTimes,
} from '../db/schema.ts';
import { fromMinutes, toMinutes } from '../services/tee-sheet.ts';
import { SEED_PLAYER_NAMES, SEED_TOURNAMENTS } from './tournament-data.ts';
import type { SeedTournament } from './tournament-data.ts';

/** Four groups per round, ten minutes apart, from the round's first tee. */
function draw(t: SeedTournament, tournamentId: number) {
  return t.rounds.flatMap((round, r) =>
    [0, 1, 2, 3].map((group) => ({
      tournamentId,
      round: r + 1,
      teeTime: fromMinutes(toMinutes(round.firstTee) + group * 10),
      startingTee: 1,
      players: [0, 1, 2, 3].map(
        (p) => SEED_PLAYER_NAMES[(group * 4 + p + r) % SEED_PLAYER_NAMES.length] ?? '',
      ),
    })),
  );
}

/** A stroke count per round for every drawn player, best first. */
function ratings(t: SeedTournament, tournamentId: number) {
  return SEED_PLAYER_NAMES.map((player, i) => {
    const scores = t.rounds.map((_, r) => 70 + ((i * 7 + r * 3) % 15));
    return { player, handicap: (i * 37) % 25, scores, total: scores.reduce((a, b) => a + b, 0) };
  })
    .sort((a, b) => a.total - b.total || a.player.localeCompare(b.player))
    .map((line, i) => ({ tournamentId, position: i + 1, ...line }));
}

/**
 * Adds the seeded tournaments to a catalog that has none: a fresh one, or one seeded before
 * tournaments existed. Their dates count from `today`, so each state shows on the day of seeding
 * and the states then move on with the calendar as a real club's would.
 */
export async function seedTournamentsIfEmpty(db: Db, today: string): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(tournaments);
  if (existing && existing.n > 0) return 0;
  const clubRows = await db
    .select({ id: clubs.id, key: clubs.key, timeZone: clubs.timeZone })
    .from(clubs)
    .where(
      inArray(
        clubs.key,
        SEED_TOURNAMENTS.map((t) => t.clubKey),
      ),
    );
  // A catalog grown or trimmed by hand may lack a club: its tournaments are left out.
  const clubByKey = new Map(clubRows.map((c) => [c.key, c]));
  const courseRows = clubRows.length
    ? await db
        .select({ id: courses.id, clubId: courses.clubId })
        .from(courses)
        .where(
          inArray(
            courses.clubId,
            clubRows.map((c) => c.id),
          ),
        )
        .orderBy(asc(courses.id))
    : [];
  let added = 0;
  await db.transaction(async (tx) => {
    for (const t of SEED_TOURNAMENTS) {
      const club = clubByKey.get(t.clubKey);
      const course = courseRows.find((c) => c.clubId === club?.id);
      if (!club || !course) continue;
      const at = (day: number, time: string) =>
        zonedInstant(club.timeZone, addDays(today, day), time);
      const [row] = await tx
        .insert(tournaments)
        .values({
          key: t.key,
          clubId: club.id,
          name: t.name,
          description: t.description,
          entryFee: t.entryFee,
          maxPlayers: t.maxPlayers,
          handicapMin: t.handicap[0],
          handicapMax: t.handicap[1],
          onlineRegistration: t.onlineRegistration,
          registrationOpensAt: at(t.opens, '09:00'),
          registrationClosesAt: at(t.closes, '20:00'),
          schedulePublishedAt:
            t.schedulePublished === undefined ? null : at(t.schedulePublished, '12:00'),
          ratingsPublishedAt:
            t.ratingsPublished === undefined ? null : at(t.ratingsPublished, '12:00'),
        })
        .returning({ id: tournaments.id });
      if (!row) throw new Error('tournament insert returned nothing');
      await tx.insert(tournamentRounds).values(
        t.rounds.map((r, i) => ({
          tournamentId: row.id,
          number: i + 1,
          playDate: addDays(today, r.day),
          firstTee: r.firstTee,
          courseId: course.id,
          format: r.format,
        })),
      );
      if (t.schedulePublished !== undefined)
        await tx.insert(tournamentTeeTimes).values(draw(t, row.id));
      if (t.ratingsPublished !== undefined)
        await tx.insert(tournamentResults).values(ratings(t, row.id));
      added += 1;
    }
  });
  return added;
}
