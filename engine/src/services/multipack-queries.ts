/** Reads of multipacks, their courses and the usual green fees a pack's price is compared with. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import {
  clubs,
  courses,
  multipackCourses,
  multipacks,
  municipalities,
  rates,
  regions,
} from '../db/schema.ts';

export interface MultipackFilter {
  regionId?: number | undefined;
  clubId?: number | undefined;
  multipackId?: number | undefined;
}

/** Packs with their region, ordered by id. */
export function multipacksWithRegion(executor: Executor, filter: MultipackFilter) {
  const where: SQL[] = [];
  if (filter.regionId !== undefined) where.push(eq(multipacks.regionId, filter.regionId));
  if (filter.multipackId !== undefined) where.push(eq(multipacks.id, filter.multipackId));
  if (filter.clubId !== undefined)
    where.push(
      sql`exists (select 1 from multipack_courses mc join courses c on c.id = mc.course_id
                  where mc.multipack_id = ${multipacks.id} and c.club_id = ${filter.clubId})`,
    );
  return executor
    .select({ pack: multipacks, region: regions })
    .from(multipacks)
    .innerJoin(regions, eq(regions.id, multipacks.regionId))
    .where(and(...where))
    .orderBy(asc(multipacks.id));
}
export type MultipackWithRegion = Awaited<ReturnType<typeof multipacksWithRegion>>[number];

/** The courses of some packs with their club and region, by pack then course. */
export function coursesOfMultipacks(executor: Executor, multipackIds: number[]) {
  if (multipackIds.length === 0) return Promise.resolve([]);
  return executor
    .select({
      multipackId: multipackCourses.multipackId,
      courseId: courses.id,
      courseName: courses.name,
      holes: courses.holes,
      basePrice: courses.basePrice,
      clubId: clubs.id,
      clubName: clubs.name,
      timeZone: clubs.timeZone,
      regionId: regions.id,
      regionNames: regions.names,
    })
    .from(multipackCourses)
    .innerJoin(courses, eq(courses.id, multipackCourses.courseId))
    .innerJoin(clubs, eq(clubs.id, courses.clubId))
    .innerJoin(municipalities, eq(municipalities.id, clubs.municipalityId))
    .innerJoin(regions, eq(regions.id, municipalities.regionId))
    .where(inArray(multipackCourses.multipackId, multipackIds))
    .orderBy(asc(multipackCourses.multipackId), asc(courses.id));
}
export type MultipackCourse = Awaited<ReturnType<typeof coursesOfMultipacks>>[number];

/** The standard (rack) weekday green fee of each course, where it has one. */
export async function standardFees(
  executor: Executor,
  courseIds: number[],
): Promise<Map<number, number>> {
  if (courseIds.length === 0) return new Map();
  const found = await executor
    .select({ courseId: rates.courseId, price: rates.weekdayPrice })
    .from(rates)
    .where(and(inArray(rates.courseId, courseIds), eq(rates.kind, 'standard')))
    .orderBy(asc(rates.id));
  const out = new Map<number, number>();
  for (const row of found) if (!out.has(row.courseId)) out.set(row.courseId, row.price);
  return out;
}

/** Names of packs by id (the voucher names a booking's packs in its own language). */
export async function multipackNames(executor: Executor, multipackIds: number[]) {
  if (multipackIds.length === 0) return new Map<number, typeof multipacks.$inferSelect.names>();
  const found = await executor
    .select({ id: multipacks.id, names: multipacks.names })
    .from(multipacks)
    .where(inArray(multipacks.id, multipackIds));
  return new Map(found.map((r) => [r.id, r.names]));
}
