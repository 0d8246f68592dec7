import { describe, expect, it } from 'vitest';
import { SEED_REGIONS } from './catalog-data.ts';
import { isPitchAndPutt, parMix, scorecardOf } from './scorecard-rules.ts';

const seedCourses = SEED_REGIONS.flatMap((r) =>
  r.municipalities.flatMap((m) =>
    m.clubs.flatMap((club) =>
      club.courses.map((course) => ({
        clubKey: club.key,
        courseKey: course.key,
        holes: course.holes,
        par: course.par,
      })),
    ),
  ),
);

const sum = (list: readonly number[]) => list.reduce((a, b) => a + b, 0);

describe('scorecardOf', () => {
  it('gives every seeded course one hole per hole, numbered from 1, pars adding up to its par', () => {
    expect(seedCourses.length).toBeGreaterThan(100);
    for (const course of seedCourses) {
      const card = scorecardOf(course);
      expect(card.map((h) => h.number)).toEqual(
        Array.from({ length: course.holes }, (_, i) => i + 1),
      );
      expect(sum(card.map((h) => h.par)), `${course.clubKey}/${course.courseKey}`).toBe(course.par);
    }
  });

  it('draws the same card for the same course, and another for another course', () => {
    const course = { clubKey: 'club', courseKey: 'old', holes: 18, par: 72 } as const;
    expect(scorecardOf(course)).toEqual(scorecardOf({ ...course }));
    expect(scorecardOf({ ...course, courseKey: 'new' })).not.toEqual(scorecardOf(course));
  });

  it('makes a pitch and putt all short par 3s, and a full course longer from each tee forward', () => {
    const pitch = scorecardOf({ clubKey: 'c', courseKey: 'p', holes: 9, par: 27 });
    expect(pitch.every((h) => h.par === 3 && h.whiteMetres <= 110)).toBe(true);
    const full = scorecardOf({ clubKey: 'c', courseKey: 'f', holes: 18, par: 72 });
    for (const hole of full) {
      expect(hole.whiteMetres).toBeGreaterThan(hole.yellowMetres);
      expect(hole.yellowMetres).toBeGreaterThan(hole.redMetres);
    }
    expect(sum(full.map((h) => h.whiteMetres))).toBeGreaterThan(5000);
    const par5s = full.filter((h) => h.par === 5);
    const par3s = full.filter((h) => h.par === 3);
    expect(Math.min(...par5s.map((h) => h.whiteMetres))).toBeGreaterThan(
      Math.max(...par3s.map((h) => h.whiteMetres)),
    );
  });

  it('shares an eighteen’s par 3s and 5s between its nines', () => {
    const card = scorecardOf({ clubKey: 'c', courseKey: 'e', holes: 18, par: 72 });
    expect(sum(card.slice(0, 9).map((h) => h.par))).toBe(36);
    expect(sum(card.slice(9).map((h) => h.par))).toBe(36);
  });
});

describe('parMix', () => {
  it('balances a lower or higher par with par 3s or par 5s', () => {
    expect(parMix(18, 72)).toEqual({ threes: 4, fives: 4 });
    expect(parMix(18, 62)).toEqual({ threes: 10, fives: 0 });
    expect(parMix(9, 27)).toEqual({ threes: 9, fives: 0 });
    expect(parMix(9, 29)).toEqual({ threes: 7, fives: 0 });
    expect(parMix(9, 45)).toEqual({ threes: 0, fives: 9 });
  });

  it('refuses a par no course of that size can have', () => {
    expect(() => parMix(9, 26)).toThrow(/par of 26/);
    expect(() => parMix(18, 91)).toThrow(/par of 91/);
  });
});

describe('isPitchAndPutt', () => {
  it('is a course of par 3s only', () => {
    expect(isPitchAndPutt({ holes: 9, par: 27 })).toBe(true);
    expect(isPitchAndPutt({ holes: 9, par: 29 })).toBe(false);
    expect(isPitchAndPutt({ holes: 18, par: 54 })).toBe(true);
  });
});
