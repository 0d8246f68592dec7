import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { courseHoles } from '../db/schema.ts';

/** The holes of these courses, each course's in playing order. */
export function holesOfCourses(executor: Executor, courseIds: readonly number[]) {
  if (courseIds.length === 0) return Promise.resolve([]);
  return executor
    .select()
    .from(courseHoles)
    .where(inArray(courseHoles.courseId, [...courseIds]))
    .orderBy(asc(courseHoles.courseId), asc(courseHoles.number));
}
