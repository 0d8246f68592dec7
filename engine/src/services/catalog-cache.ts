import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { clubServices, clubs, courses, rates, services } from '../db/schema.ts';
import type { Names } from '../db/schema.ts';
import type { RateRule } from './tee-sheet.ts';

export type ClubRow = typeof clubs.$inferSelect;
export type CourseRow = typeof courses.$inferSelect;

export interface ClubService {
  serviceId: number;
  names: Names;
  price: number;
  stock: number;
  usageMinutes: number;
}

export interface CourseInfo {
  course: CourseRow;
  club: ClubRow;
  rates: (RateRule & { names: Names; notes: Names })[];
  services: ClubService[];
}

/**
 * Course rules change only when the catalog is re-seeded, while availability reads them on every
 * call; a short-lived cache keeps those reads off the database without serving stale rules long.
 */
const TTL_MS = 30_000;
const cache = new Map<number, { at: number; info: CourseInfo }>();

export function clearCatalogCache(): void {
  cache.clear();
}

export async function courseInfo(executor: Executor, courseId: number): Promise<CourseInfo | null> {
  const hit = cache.get(courseId);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.info;
  const [row] = await executor
    .select({ course: courses, club: clubs })
    .from(courses)
    .innerJoin(clubs, eq(clubs.id, courses.clubId))
    .where(eq(courses.id, courseId))
    .limit(1);
  if (!row) return null;
  const rateRows = await executor
    .select()
    .from(rates)
    .where(eq(rates.courseId, courseId))
    .orderBy(asc(rates.id));
  const serviceRows = await executor
    .select({ cs: clubServices, names: services.names })
    .from(clubServices)
    .innerJoin(services, eq(services.id, clubServices.serviceId))
    .where(eq(clubServices.clubId, row.club.id))
    .orderBy(asc(clubServices.serviceId));
  const info: CourseInfo = {
    course: row.course,
    club: row.club,
    rates: rateRows,
    services: serviceRows.map((s) => ({
      serviceId: s.cs.serviceId,
      names: s.names,
      price: s.cs.price,
      stock: s.cs.serviceId === 1 ? row.club.buggyStock : s.cs.stock,
      usageMinutes: s.cs.serviceId === 1 ? row.club.buggyUsageMinutes : s.cs.usageMinutes,
    })),
  };
  cache.set(courseId, { at: Date.now(), info });
  return info;
}

export async function clubCourses(executor: Executor, clubId: number): Promise<CourseRow[]> {
  return executor.select().from(courses).where(eq(courses.clubId, clubId)).orderBy(asc(courses.id));
}
