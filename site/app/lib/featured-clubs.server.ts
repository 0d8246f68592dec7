/**
 * The home page's featured clubs, chosen for availability: the home page promises real tee times,
 * so it puts forward the clubs a golfer can play soonest, each with that next free tee time. One
 * club stands for each region (its first by name, so the choice is stable), which keeps the list
 * varied and bounds the engine calls by the number of regions, not of clubs.
 */
import { addDays } from '@fairway/rules';
import { z } from 'zod';
import { cachedValue } from './cached.server.ts';
import type { CacheDeps } from './cached.server.ts';
import { todayIn } from './club-date.ts';
import { clubDetails } from './club-details.server.ts';
import type { ClubDetailsDeps } from './club-details.server.ts';
import type { ClubName, NamesSnapshot } from './names.server.ts';
import { nextTeeTime } from './next-tee-times.server.ts';
import type { PageCalls } from './page.server.ts';

export const FEATURED_COUNT = 6;

export interface NextTeeTimeView {
  /** YYYY-MM-DD, club-local. */
  date: string;
  /** HH:MM, club-local. */
  time: string;
  /** The club's today, so the page says 'Today' or 'Tomorrow' by the club's clock. */
  today: string;
}

export interface FeaturedClub {
  idVP: number;
  /** The course of that next tee time. */
  idRec: number;
  name: string;
  courseName: string;
  idRegion: number;
  idMunicipio: number;
  imageSrc: string;
  next: NextTeeTimeView;
}

const featuredSchema = z.array(
  z.object({
    idVP: z.number().int(),
    idRec: z.number().int(),
    name: z.string(),
    courseName: z.string(),
    idRegion: z.number().int(),
    idMunicipio: z.number().int(),
    imageSrc: z.string(),
    next: z.object({ date: z.string(), time: z.string(), today: z.string() }),
  }),
);

export function featuredKey(culture: string): string {
  return `featured:v2:${culture}`;
}

/** The first club by name of each region. */
export function featuredCandidates(clubs: readonly ClubName[]): ClubName[] {
  const byRegion = new Map<number, ClubName>();
  for (const club of [...clubs].sort((a, b) => a.name.localeCompare(b.name)))
    if (!byRegion.has(club.idRegion)) byRegion.set(club.idRegion, club);
  return [...byRegion.values()];
}

/** A club's next free tee time over all its courses, or null (none, or a call failed). */
async function nextTeeTimeOf(
  calls: PageCalls,
  detailsDeps: ClubDetailsDeps,
  club: ClubName,
  now: Date,
): Promise<FeaturedClub | null> {
  // The time zone makes 'today' the club's own; the details are cached with the names.
  const details = await clubDetails(calls, detailsDeps, club.idVP);
  if (!details.ok) return null;
  const today = todayIn(details.data.zonaHoraria, now);
  // The engine answers the nearest day *after* the one asked: asking from yesterday includes
  // today, whose times already gone it leaves out.
  const next = await nextTeeTime(calls, club.idVP, addDays(today, -1), 'featuredClubs');
  if (!next || next.date < today) return null;
  return {
    idVP: club.idVP,
    idRec: next.courseId,
    name: club.name,
    courseName: next.courseName,
    idRegion: club.idRegion,
    idMunicipio: club.idMunicipio,
    imageSrc: details.data.imagen,
    next: { date: next.date, time: next.time, today },
  };
}

/**
 * Up to FEATURED_COUNT clubs with their next free tee time, soonest first (by each club's own
 * clock; ties by name). A club whose availability could not be read is left out, since nothing
 * can be promised for it; an empty list means the part is not shown.
 */
export async function featuredClubs(
  calls: PageCalls,
  deps: { cache: CacheDeps; details: ClubDetailsDeps; culture: string },
  snapshot: Pick<NamesSnapshot, 'clubs'>,
  now = new Date(),
): Promise<FeaturedClub[]> {
  // Kept as availability (cacheDeps('availability')): a busy home page does not ask a dozen
  // availability calls per view, and no time shown is older than a minute.
  const list = await cachedValue(
    deps.cache,
    featuredKey(deps.culture),
    featuredSchema,
    async () => {
      const found = await Promise.all(
        featuredCandidates(snapshot.clubs).map((club) =>
          nextTeeTimeOf(calls, deps.details, club, now),
        ),
      );
      const chosen = found
        .filter((club) => club !== null)
        .sort(
          (a, b) =>
            `${a.next.date}T${a.next.time}`.localeCompare(`${b.next.date}T${b.next.time}`) ||
            a.name.localeCompare(b.name),
        )
        .slice(0, FEATURED_COUNT);
      return chosen.length > 0 ? chosen : null;
    },
  );
  return list ?? [];
}
