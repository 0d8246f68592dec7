/** A user's favourite courses. */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { clubs, courses, favourites, municipalities, regions } from '../db/schema.ts';

/** Newest favourite first, with what the private area links to: course, club, place and region. */
export function favouritesOf(executor: Executor, userId: number) {
  return executor
    .select({
      courseId: courses.id,
      courseName: courses.name,
      clubId: clubs.id,
      clubName: clubs.name,
      municipalityId: municipalities.id,
      municipality: municipalities.names,
      regionId: regions.id,
      region: regions.names,
    })
    .from(favourites)
    .innerJoin(courses, eq(courses.id, favourites.courseId))
    .innerJoin(clubs, eq(clubs.id, courses.clubId))
    .innerJoin(municipalities, eq(municipalities.id, clubs.municipalityId))
    .innerJoin(regions, eq(regions.id, municipalities.regionId))
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt), asc(courses.id));
}

export async function courseExists(executor: Executor, courseId: number): Promise<boolean> {
  const [course] = await executor
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1);
  return course !== undefined;
}

/** Adding twice keeps one favourite. */
export async function addFavourite(
  executor: Executor,
  userId: number,
  courseId: number,
): Promise<void> {
  await executor.insert(favourites).values({ userId, courseId }).onConflictDoNothing();
}

export async function removeFavourite(
  executor: Executor,
  userId: number,
  courseId: number,
): Promise<void> {
  await executor
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.courseId, courseId)));
}
