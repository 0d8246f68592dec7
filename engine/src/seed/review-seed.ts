/**
 * Seeds a few hundred reviews over every course (issue 29), so club pages show ratings on a fresh
 * shop. Deterministic: the same catalog always gets the same reviews, dated back from `today`.
 * Seeded reviews belong to no booking and no account (reviews.reservation_id, user_id null); they
 * are signed by SEED_REVIEWERS.
 */
import { LOCALES, type Locale } from '@fairway/rules';
import { asc, count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { courses, reviews } from '../db/schema.ts';
import { SEED_REVIEW_TEXTS, SEED_REVIEWERS } from './review-data.ts';

/** A small seeded generator (mulberry32): the same seed, the same reviews. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(items: readonly T[], random: () => number): T =>
  items[Math.floor(random() * items.length)] as T;

/** Most golfers liked their round: ratings lean to 4 and 5, as on any booking site. */
function rating(random: () => number): 2 | 3 | 4 | 5 {
  const r = random();
  if (r < 0.45) return 5;
  if (r < 0.8) return 4;
  if (r < 0.94) return 3;
  return 2;
}

/** Reviews per course: 1 to 4, so clubs differ and the total stays a few hundred. */
const MAX_PER_COURSE = 4;

export async function seedReviewsIfEmpty(db: Db, today: string): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(reviews);
  if (existing && existing.n > 0) return 0;
  const courseRows = await db
    .select({ id: courses.id, clubId: courses.clubId })
    .from(courses)
    .orderBy(asc(courses.id));
  const day0 = Date.parse(`${today}T12:00:00Z`);
  const values: (typeof reviews.$inferInsert)[] = [];
  for (const course of courseRows) {
    const random = generator(course.id * 7919);
    const n = 1 + Math.floor(random() * MAX_PER_COURSE);
    for (let i = 0; i < n; i += 1) {
      const locale: Locale = pick(LOCALES, random);
      const stars = rating(random);
      const daysAgo = 1 + Math.floor(random() * 365);
      values.push({
        clubId: course.clubId,
        courseId: course.id,
        authorName: pick(SEED_REVIEWERS[locale], random),
        rating: stars,
        text: pick(SEED_REVIEW_TEXTS[locale][stars], random),
        locale,
        createdAt: new Date(day0 - daysAgo * 86_400_000 - Math.floor(random() * 36_000_000)),
      });
    }
  }
  if (values.length === 0) return 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < values.length; i += 500)
      await tx.insert(reviews).values(values.slice(i, i + 500));
  });
  return values.length;
}
