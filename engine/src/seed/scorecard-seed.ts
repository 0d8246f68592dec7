import { eq, isNull } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { clubs, courseHoles, courses } from '../db/schema.ts';
import { scorecardOf } from './scorecard-rules.ts';

export interface CourseToCard {
  courseId: number;
  clubKey: string;
  courseKey: string;
  holes: number;
  par: number;
}

/** Rows per insert: 6 parameters each stays far below PostgreSQL's 65,535. */
const BATCH = 1000;

/** Writes each course's seeded scorecard (scorecard-rules.ts); returns the holes written. */
export async function insertScorecards(
  executor: Executor,
  list: readonly CourseToCard[],
): Promise<number> {
  const holeRows = list.flatMap((c) =>
    scorecardOf({
      clubKey: c.clubKey,
      courseKey: c.courseKey,
      // The schema allows only 9 and 18 (courses_holes_ck).
      holes: c.holes === 9 ? 9 : 18,
      par: c.par,
    }).map((h) => ({ courseId: c.courseId, ...h })),
  );
  for (let i = 0; i < holeRows.length; i += BATCH)
    await executor.insert(courseHoles).values(holeRows.slice(i, i + BATCH));
  return holeRows.length;
}

/**
 * Gives a scorecard to every course that has none: a catalog seeded before scorecards existed
 * (migration 0014), or a course added by hand. A card already there stays as it is, so the engine
 * runs this at every start.
 */
export async function addScorecards(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const bare = await tx
      .selectDistinct({
        courseId: courses.id,
        clubKey: clubs.key,
        courseKey: courses.key,
        holes: courses.holes,
        par: courses.par,
      })
      .from(courses)
      .innerJoin(clubs, eq(clubs.id, courses.clubId))
      .leftJoin(courseHoles, eq(courseHoles.courseId, courses.id))
      .where(isNull(courseHoles.courseId));
    return bare.length ? insertScorecards(tx, bare) : 0;
  });
}
