import { asc, eq, is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
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
 * call. The whole catalog is read at once, in three queries, and kept for this long: read course
 * by course, a day's availability at a course not seen in the last TTL cost three more round
 * trips, which with thousands of courses was most calls (docs/benchmarks.md, issue 28).
 */
const TTL_MS = 30_000;

interface Catalog {
  at: number;
  courses: Map<number, CourseInfo>;
}

let current: Catalog | null = null;
let loading: Promise<Catalog> | null = null;
/** Bumped by clearCatalogCache, so a read started before it is not kept after it. */
let generation = 0;

export function clearCatalogCache(): void {
  current = null;
  loading = null;
  generation += 1;
}

type RateRow = typeof rates.$inferSelect;
type ServiceRow = { cs: typeof clubServices.$inferSelect; names: Names };

function infoOf(
  course: CourseRow,
  club: ClubRow,
  rateRows: RateRow[],
  serviceRows: ServiceRow[],
): CourseInfo {
  return {
    course,
    club,
    rates: rateRows,
    services: serviceRows.map((s) => ({
      serviceId: s.cs.serviceId,
      names: s.names,
      price: s.cs.price,
      stock: s.cs.serviceId === 1 ? club.buggyStock : s.cs.stock,
      usageMinutes: s.cs.serviceId === 1 ? club.buggyUsageMinutes : s.cs.usageMinutes,
    })),
  };
}

function groupBy<T>(items: T[], key: (item: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

async function readCatalog(executor: Executor): Promise<Catalog> {
  const at = Date.now();
  const [courseRows, rateRows, serviceRows] = await Promise.all([
    executor
      .select({ course: courses, club: clubs })
      .from(courses)
      .innerJoin(clubs, eq(clubs.id, courses.clubId)),
    executor.select().from(rates).orderBy(asc(rates.id)),
    executor
      .select({ cs: clubServices, names: services.names })
      .from(clubServices)
      .innerJoin(services, eq(services.id, clubServices.serviceId))
      .orderBy(asc(clubServices.serviceId)),
  ]);
  const ratesOf = groupBy(rateRows, (r) => r.courseId);
  const servicesOf = groupBy(serviceRows, (s) => s.cs.clubId);
  const map = new Map<number, CourseInfo>();
  for (const { course, club } of courseRows)
    map.set(
      course.id,
      infoOf(course, club, ratesOf.get(course.id) ?? [], servicesOf.get(club.id) ?? []),
    );
  return { at, courses: map };
}

function reload(executor: Executor): Promise<Catalog> {
  if (loading) return loading;
  const started = generation;
  const load = readCatalog(executor).then((catalog) => {
    if (started === generation) current = catalog;
    return catalog;
  });
  loading = load;
  const done = () => {
    if (loading === load) loading = null;
  };
  load.then(done, done);
  return load;
}

/** One course read on its own: one added since the catalog was read, or none at all. */
async function readCourse(executor: Executor, courseId: number): Promise<CourseInfo | null> {
  const [row] = await executor
    .select({ course: courses, club: clubs })
    .from(courses)
    .innerJoin(clubs, eq(clubs.id, courses.clubId))
    .where(eq(courses.id, courseId))
    .limit(1);
  if (!row) return null;
  const [rateRows, serviceRows] = await Promise.all([
    executor.select().from(rates).where(eq(rates.courseId, courseId)).orderBy(asc(rates.id)),
    executor
      .select({ cs: clubServices, names: services.names })
      .from(clubServices)
      .innerJoin(services, eq(services.id, clubServices.serviceId))
      .where(eq(clubServices.clubId, row.club.id))
      .orderBy(asc(clubServices.serviceId)),
  ]);
  return infoOf(row.course, row.club, rateRows, serviceRows);
}

export async function courseInfo(executor: Executor, courseId: number): Promise<CourseInfo | null> {
  // Inside a transaction the shared read is neither started nor awaited: on PGlite its one
  // connection is the transaction's, so a read queued behind the transaction while the
  // transaction waited for it would never end. It answers from the catalog there is (stale or
  // not), else reads its course on its own; the next call outside a transaction refreshes.
  let catalog = current;
  if (!is(executor, PgTransaction) && (!catalog || Date.now() - catalog.at >= TTL_MS)) {
    const next = reload(executor);
    if (catalog) next.catch(() => undefined);
    else catalog = await next;
  }
  const found = catalog?.courses.get(courseId);
  if (found) return found;
  const read = await readCourse(executor, courseId);
  if (read && catalog && catalog === current) catalog.courses.set(courseId, read);
  return read;
}

export async function clubCourses(executor: Executor, clubId: number): Promise<CourseRow[]> {
  return executor.select().from(courses).where(eq(courses.clubId, clubId)).orderBy(asc(courses.id));
}
