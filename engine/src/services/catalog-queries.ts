/** Reads of the catalog: regions, places, clubs, courses, texts and the message board. */
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Locale } from '@fairway/rules';
import { rows } from '../db/client.ts';
import type { Executor } from '../db/client.ts';
import {
  boardMessages,
  clubs,
  courses,
  municipalities,
  offers,
  regions,
  texts,
} from '../db/schema.ts';

export interface ClubPosition {
  id: number;
  lat: number;
  lon: number;
}

const position = { id: clubs.id, lat: clubs.lat, lon: clubs.lon };

export function clubsOfPlace(executor: Executor, municipalityId: number): Promise<ClubPosition[]> {
  return executor.select(position).from(clubs).where(eq(clubs.municipalityId, municipalityId));
}

export async function placeExists(executor: Executor, municipalityId: number): Promise<boolean> {
  const [found] = await executor
    .select({ id: municipalities.id })
    .from(municipalities)
    .where(eq(municipalities.id, municipalityId));
  return found !== undefined;
}

export function clubsOfRegion(executor: Executor, regionId: number): Promise<ClubPosition[]> {
  return executor
    .select(position)
    .from(clubs)
    .innerJoin(municipalities, eq(municipalities.id, clubs.municipalityId))
    .where(eq(municipalities.regionId, regionId));
}

export function allClubPositions(executor: Executor): Promise<ClubPosition[]> {
  return executor.select(position).from(clubs);
}

/** Every club's position with the keys of its municipality and region, for the gazetteer's places. */
export function clubPositionsWithKeys(executor: Executor) {
  return executor
    .select({
      id: clubs.id,
      lat: clubs.lat,
      lon: clubs.lon,
      municipality: municipalities.key,
      region: regions.key,
      country: regions.country,
    })
    .from(clubs)
    .innerJoin(municipalities, eq(municipalities.id, clubs.municipalityId))
    .innerJoin(regions, eq(regions.id, municipalities.regionId));
}

export async function courseIdsOfClubs(executor: Executor, clubIds: number[]): Promise<number[]> {
  if (clubIds.length === 0) return [];
  const found = await executor
    .select({ id: courses.id })
    .from(courses)
    .where(inArray(courses.clubId, clubIds))
    .orderBy(asc(courses.id));
  return found.map((c) => c.id);
}

/** The places of the clubs listed, once each, rather than one lookup per course. */
export function placesOfClubs(executor: Executor, clubIds: number[]) {
  if (clubIds.length === 0) return Promise.resolve([]);
  return executor
    .selectDistinct({ id: municipalities.id, names: municipalities.names })
    .from(municipalities)
    .innerJoin(clubs, eq(clubs.municipalityId, municipalities.id))
    .where(inArray(clubs.id, clubIds));
}

/** A club with its place and region, or null. */
export async function clubWithPlace(executor: Executor, clubId: number) {
  const [row] = await executor
    .select({ club: clubs, place: municipalities, region: regions })
    .from(clubs)
    .innerJoin(municipalities, eq(municipalities.id, clubs.municipalityId))
    .innerJoin(regions, eq(regions.id, municipalities.regionId))
    .where(eq(clubs.id, clubId));
  return row ?? null;
}

export function coursesOfClubs(executor: Executor, clubIds: number[]) {
  if (clubIds.length === 0) return Promise.resolve([]);
  return executor
    .select()
    .from(courses)
    .where(inArray(courses.clubId, clubIds))
    .orderBy(asc(courses.id));
}

export function clubsByIds(executor: Executor, clubIds: number[]) {
  if (clubIds.length === 0) return Promise.resolve([]);
  return executor.select().from(clubs).where(inArray(clubs.id, clubIds));
}

/** Clubs with their places, by name; of one region when given. */
export function clubsWithPlaces(executor: Executor, regionId: number | undefined) {
  const query = executor
    .select({ club: clubs, place: municipalities })
    .from(clubs)
    .innerJoin(municipalities, eq(municipalities.id, clubs.municipalityId));
  return (
    regionId === undefined ? query : query.where(eq(municipalities.regionId, regionId))
  ).orderBy(asc(clubs.name));
}

export async function randomClubId(
  executor: Executor,
  regionId: number | undefined,
): Promise<number | null> {
  const [pick] = await rows<{ id: number }>(
    executor,
    regionId === undefined
      ? sql`select id from clubs order by random() limit 1`
      : sql`select c.id from clubs c join municipalities m on m.id = c.municipality_id where m.region_id = ${regionId} order by random() limit 1`,
  );
  return pick ? Number(pick.id) : null;
}

/** Every course with its club and place, by course id. */
export function coursesWithClubs(executor: Executor) {
  return executor
    .select({ course: courses, club: clubs, place: municipalities })
    .from(courses)
    .innerJoin(clubs, eq(clubs.id, courses.clubId))
    .innerJoin(municipalities, eq(municipalities.id, clubs.municipalityId))
    .orderBy(asc(courses.id));
}

export function allRegions(executor: Executor) {
  return executor.select().from(regions).orderBy(asc(regions.id));
}

export function allPlaces(executor: Executor) {
  return executor.select().from(municipalities).orderBy(asc(municipalities.id));
}

/** How many courses each region holds, by region id. */
export async function courseCountsByRegion(executor: Executor): Promise<Map<number, number>> {
  const counts = await rows<{ region_id: number; n: number }>(
    executor,
    sql`select m.region_id, count(co.id)::int as n from courses co join clubs c on c.id = co.club_id
          join municipalities m on m.id = c.municipality_id group by m.region_id`,
  );
  return new Map(counts.map((c) => [Number(c.region_id), Number(c.n)]));
}

export async function textOf(executor: Executor, kind: string, locale: Locale) {
  const [row] = await executor
    .select()
    .from(texts)
    .where(sql`${texts.kind} = ${kind} and ${texts.locale} = ${locale}`);
  return row ?? null;
}

export function boardMessagesOf(executor: Executor, kind: 'info' | 'offer') {
  return executor
    .select()
    .from(boardMessages)
    .where(eq(boardMessages.kind, kind))
    .orderBy(asc(boardMessages.id));
}

/** Which of the promocodes checkout takes on `today`. */
export async function liveOfferCodes(
  executor: Executor,
  codes: string[],
  today: string,
): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const found = await executor
    .select({ code: offers.code })
    .from(offers)
    .where(
      and(inArray(offers.code, codes), lte(offers.validFrom, today), gte(offers.validTo, today)),
    );
  return new Set(found.flatMap((o) => (o.code === null ? [] : [o.code])));
}
