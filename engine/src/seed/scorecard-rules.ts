/**
 * The seeded scorecards: a course's holes with their pars and lengths, made up from the course's
 * keys, hole count and par so that every start, and every engine, draws the same card. Pure.
 */

export type HolePar = 3 | 4 | 5;

export interface SeedHole {
  /** 1 to 18. */
  number: number;
  par: HolePar;
  whiteMetres: number;
  yellowMetres: number;
  redMetres: number;
}

export interface ScorecardCourse {
  clubKey: string;
  courseKey: string;
  holes: 9 | 18;
  par: number;
}

/** A course all of par 3s: a pitch and putt, or a short par-3 course. */
export function isPitchAndPutt(course: { holes: number; par: number }): boolean {
  return course.par === course.holes * 3;
}

/** FNV-1a: a stable 32-bit number from the course's keys. */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, and the same numbers on every platform for one seed. */
function randomFrom(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(list: readonly T[], random: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}

/**
 * How many par 3s and par 5s a course of this size and par has: a par-72 eighteen has four of
 * each, a par-36 nine two; a lower par trades par 5s, then par 4s, for par 3s, a higher one the
 * other way.
 */
export function parMix(holes: 9 | 18, par: number): { threes: number; fives: number } {
  if (!Number.isInteger(par) || par < holes * 3 || par > holes * 5)
    throw new Error(`no ${holes}-hole course has a par of ${par}`);
  let threes = holes === 18 ? 4 : 2;
  let fives = threes + (par - holes * 4);
  if (fives < 0) {
    threes -= fives;
    fives = 0;
  }
  // A par so high that par 3s alone cannot balance it: fewer par 3s, and par 5s for the rest.
  while (threes + fives > holes) {
    threes -= 1;
    fives -= 1;
  }
  return { threes, fives };
}

/** Metres from the back (white) tee: a pitch and putt's holes are short pitches. */
function whiteLength(par: HolePar, pitchAndPutt: boolean, random: () => number): number {
  const [low, high] = pitchAndPutt
    ? [45, 110]
    : par === 3
      ? [130, 200]
      : par === 4
        ? [300, 420]
        : [440, 530];
  return low + Math.round(random() * (high - low));
}

/** The course's holes, their pars adding up to its par, the same for the same course every time. */
export function scorecardOf(course: ScorecardCourse): SeedHole[] {
  const random = randomFrom(hashOf(`${course.clubKey}/${course.courseKey}`));
  const { threes, fives } = parMix(course.holes, course.par);
  const pitchAndPutt = isPitchAndPutt(course);
  // An eighteen shares its par 3s and 5s between the nines, so each nine plays as a round.
  const nines = course.holes === 18 ? 2 : 1;
  const pars: HolePar[] = [];
  for (let nine = 0; nine < nines; nine++) {
    const t = nines === 2 && nine === 1 ? Math.floor(threes / 2) : Math.ceil(threes / nines);
    const f = nines === 2 && nine === 1 ? Math.ceil(fives / 2) : Math.floor(fives / nines);
    const fours = 9 - t - f;
    const nineList: HolePar[] = [
      ...Array<HolePar>(t).fill(3),
      ...Array<HolePar>(fours).fill(4),
      ...Array<HolePar>(f).fill(5),
    ];
    pars.push(...shuffled(nineList, random));
  }
  return pars.map((par, i) => {
    const white = whiteLength(par, pitchAndPutt, random);
    return {
      number: i + 1,
      par,
      whiteMetres: white,
      yellowMetres: Math.round(white * (pitchAndPutt ? 0.9 : 0.93)),
      redMetres: Math.round(white * (pitchAndPutt ? 0.8 : 0.82)),
    };
  });
}
