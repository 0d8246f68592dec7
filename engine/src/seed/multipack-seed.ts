import { addDays } from '@fairway/rules';
import { count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { clubs, courses, multipackCourses, multipacks, regions } from '../db/schema.ts';
import { SEED_MULTIPACKS } from './multipack-data.ts';

/**
 * Adds the seeded multipacks to a catalog that has none: a fresh one, or one seeded before
 * multipacks existed (migration 0007). Their sale period counts from `today`.
 */
export async function seedMultipacksIfEmpty(db: Db, today: string): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(multipacks);
  if (existing && existing.n > 0) return 0;
  const regionRows = await db
    .select({ id: regions.id, key: regions.key })
    .from(regions)
    .where(
      inArray(
        regions.key,
        SEED_MULTIPACKS.map((p) => p.regionKey),
      ),
    );
  const clubKeys = [...new Set(SEED_MULTIPACKS.flatMap((p) => p.courses.map(([club]) => club)))];
  const courseRows = await db
    .select({ id: courses.id, key: courses.key, clubKey: clubs.key })
    .from(courses)
    .innerJoin(clubs, eq(clubs.id, courses.clubId))
    .where(inArray(clubs.key, clubKeys));
  const regionByKey = new Map(regionRows.map((r) => [r.key, r.id]));
  let added = 0;
  await db.transaction(async (tx) => {
    for (const p of SEED_MULTIPACKS) {
      const regionId = regionByKey.get(p.regionKey);
      // A catalog grown or trimmed by hand may lack a club: its courses are left out.
      const courseIds = p.courses.flatMap(([clubKey, courseKey]) =>
        courseRows.filter((c) => c.clubKey === clubKey && c.key === courseKey).map((c) => c.id),
      );
      if (regionId === undefined || courseIds.length === 0) continue;
      const [row] = await tx
        .insert(multipacks)
        .values({
          key: p.key,
          names: p.names,
          description: p.description,
          regionId,
          rounds: p.rounds,
          price: p.price,
          windowDays: p.windowDays,
          saleFrom: today,
          saleTo: addDays(today, p.saleDays),
          onSale: p.onSale,
        })
        .returning({ id: multipacks.id });
      if (!row) throw new Error('multipack insert returned nothing');
      await tx
        .insert(multipackCourses)
        .values(courseIds.map((courseId) => ({ multipackId: row.id, courseId })));
      added += 1;
    }
  });
  return added;
}
