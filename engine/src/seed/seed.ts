import { LOCALES } from '@fairway/rules';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import {
  blogPosts,
  boardMessages,
  clubServices,
  clubs,
  courses,
  municipalities,
  offers,
  rates,
  regions,
  searchTerms,
  services,
  texts,
} from '../db/schema.ts';
import type { Names, TermKind } from '../db/schema.ts';
import { termsOf } from '../services/search-normalise.ts';
import { cents, euros, fromMinutes, toMinutes } from '../services/tee-sheet.ts';
import { SEED_REGIONS } from './catalog-data.ts';
import { clubContact } from './club-contact.ts';
import { SEED_BLOG_POSTS, SEED_BOARD_MESSAGES, SEED_TEXTS } from './content-data.ts';
import type { SeedClub, SeedCourse, SeedMunicipality, SeedRegion } from './seed-types.ts';
import { insertScorecards } from './scorecard-seed.ts';

export const BLOG_ID = '7301';

const SERVICES: {
  id: number;
  code: string;
  names: Names;
  price: number;
  stock: number;
  usage: number;
}[] = [
  {
    id: 1,
    code: 'buggy',
    names: { en: 'Buggy', es: 'Buggy', fr: 'Voiturette', sv: 'Golfbil' },
    price: 35,
    stock: 0,
    usage: 0,
  },
  {
    id: 2,
    code: 'trolley',
    names: { en: 'Trolley', es: 'Carro', fr: 'Chariot', sv: 'Golfvagn' },
    price: 6,
    stock: 30,
    usage: 300,
  },
  {
    id: 3,
    code: 'club-rental',
    names: {
      en: 'Club rental',
      es: 'Alquiler de palos',
      fr: 'Location de clubs',
      sv: 'Hyrklubbor',
    },
    price: 30,
    stock: 12,
    usage: 300,
  },
];

const RATE_NAMES: Record<
  'early' | 'standard' | 'twilight' | 'buggy',
  { names: Names; notes: Names }
> = {
  early: {
    names: {
      en: 'Early bird green fee',
      es: 'Green fee madrugador',
      fr: 'Green fee lève-tôt',
      sv: 'Greenfee tidig start',
    },
    notes: {
      en: 'Tee off before 9:00',
      es: 'Salida antes de las 9:00',
      fr: 'Départ avant 9h00',
      sv: 'Start före 09.00',
    },
  },
  standard: {
    names: { en: 'Green fee', es: 'Green fee', fr: 'Green fee', sv: 'Greenfee' },
    notes: {
      en: 'Standard rate',
      es: 'Tarifa estándar',
      fr: 'Tarif standard',
      sv: 'Ordinarie pris',
    },
  },
  twilight: {
    names: {
      en: 'Twilight green fee',
      es: 'Green fee twilight',
      fr: 'Green fee crépuscule',
      sv: 'Greenfee skymning',
    },
    notes: {
      en: 'Afternoon tee times',
      es: 'Salidas de tarde',
      fr: "Départs de l'après-midi",
      sv: 'Eftermiddagstider',
    },
  },
  buggy: {
    names: {
      en: 'Green fee + buggy',
      es: 'Green fee + buggy',
      fr: 'Green fee + voiturette',
      sv: 'Greenfee + golfbil',
    },
    notes: {
      en: 'One buggy for every two players included',
      es: 'Incluye un buggy por cada dos jugadores',
      fr: 'Une voiturette pour deux joueurs incluse',
      sv: 'En golfbil per två spelare ingår',
    },
  },
};

/** High season: winter sun on the islands and the Algarve, spring and autumn on the mainland. */
function highSeason(timeZone: string): number[] {
  if (timeZone === 'Atlantic/Canary' || timeZone === 'Atlantic/Madeira')
    return [11, 12, 1, 2, 3, 4];
  if (timeZone === 'Europe/Lisbon') return [2, 3, 4, 5, 10, 11];
  return [3, 4, 5, 10, 11];
}

/** The rates of a course, derived from its base price: early bird, standard, twilight, buggy. */
export function courseRates(course: SeedCourse, timeZone: string) {
  const price = (factor: number) => euros(cents(course.basePrice * factor));
  const first = toMinutes(course.firstTee);
  const last = toMinutes(course.lastTee) + 1;
  const early = Math.max(first, Math.min(toMinutes('09:00'), last));
  const twilight = Math.max(
    early,
    Math.min(toMinutes(course.holes === 9 ? '16:00' : '14:30'), last),
  );
  const months = highSeason(timeZone);
  const base = { highSeasonFactor: 1.25, highSeasonMonths: months, netFactor: 0.85 };
  const out = [];
  if (early > first)
    out.push({
      kind: 'early' as const,
      bandStart: fromMinutes(first),
      bandEnd: fromMinutes(early),
      weekdayPrice: price(0.8),
      weekendPrice: price(0.95),
      includedServiceIds: [] as number[],
      ...base,
    });
  if (twilight > early)
    out.push({
      kind: 'standard' as const,
      bandStart: fromMinutes(early),
      bandEnd: fromMinutes(twilight),
      weekdayPrice: price(1),
      weekendPrice: price(1.2),
      includedServiceIds: [] as number[],
      ...base,
    });
  if (last > twilight)
    out.push({
      kind: 'twilight' as const,
      bandStart: fromMinutes(twilight),
      bandEnd: fromMinutes(last),
      weekdayPrice: price(0.6),
      weekendPrice: price(0.7),
      includedServiceIds: [] as number[],
      ...base,
    });
  const buggyExtra = course.holes === 9 ? 14 : 22;
  out.push({
    kind: 'buggy' as const,
    bandStart: fromMinutes(first),
    bandEnd: fromMinutes(last),
    weekdayPrice: euros(cents(course.basePrice + buggyExtra)),
    weekendPrice: euros(cents(course.basePrice * 1.2 + buggyExtra)),
    includedServiceIds: [1],
    ...base,
  });
  return out.map((r) => ({
    ...r,
    names: RATE_NAMES[r.kind].names,
    notes: RATE_NAMES[r.kind].notes,
  }));
}

interface TermRow {
  term: string;
  kind: TermKind;
  refId: number;
}

function termRows(kind: TermKind, refId: number, names: readonly string[]): TermRow[] {
  return termsOf(names).map((term) => ({ term, kind, refId }));
}

/** A region answers to its name in every language and to its other names, whatever the caller's. */
function regionTerms(region: SeedRegion, id: number): TermRow[] {
  return termRows('REG', id, [...Object.values(region.name), ...(region.otherNames ?? [])]);
}

function placeTerms(place: SeedMunicipality, id: number): TermRow[] {
  return termRows('MUN', id, [...Object.values(place.name), ...(place.otherNames ?? [])]);
}

function clubTerms(club: SeedClub, id: number): TermRow[] {
  return [
    ...termRows('CLUB', id, [club.name]),
    ...termRows('AREA', id, club.area ? [club.area] : []),
  ];
}

/** Inserts clubs with their courses, scorecards, rates, services and search terms, in batches. */
export async function insertClubs(
  executor: Executor,
  municipalityId: number,
  list: SeedClub[],
): Promise<void> {
  if (list.length === 0) return;
  const inserted = await executor
    .insert(clubs)
    .values(
      list.map((c) => ({
        key: c.key,
        name: c.name,
        municipalityId,
        address: c.address,
        area: c.area ?? null,
        postalCode: c.postalCode,
        lat: c.lat,
        lon: c.lon,
        timeZone: c.timeZone,
        prestige: c.prestige,
        buggyStock: c.buggyStock,
        buggyUsageMinutes: c.buggyUsageMinutes,
        onlineCancellation: c.onlineCancellation,
        cancellationDeadlineHours: c.cancellationDeadlineHours,
        description: c.description,
        ...clubContact(c),
      })),
    )
    .returning({ id: clubs.id, key: clubs.key });
  const idOf = new Map(inserted.map((r) => [r.key, r.id]));
  const courseValues = list.flatMap((c) =>
    c.courses.map((co) => ({
      clubId: idOf.get(c.key) ?? 0,
      key: co.key,
      name: co.name,
      holes: co.holes,
      par: co.par,
      firstTee: co.firstTee,
      lastTee: co.lastTee,
      intervalMinutes: co.intervalMinutes,
      daysAhead: co.daysAhead,
      basePrice: co.basePrice,
    })),
  );
  const insertedCourses = await executor
    .insert(courses)
    .values(courseValues)
    .returning({ id: courses.id, clubId: courses.clubId, key: courses.key });
  const rateValues = list.flatMap((c) =>
    c.courses.flatMap((co) => {
      const courseId =
        insertedCourses.find((x) => x.clubId === idOf.get(c.key) && x.key === co.key)?.id ?? 0;
      return courseRates(co, c.timeZone).map((r) => ({ ...r, courseId }));
    }),
  );
  await executor.insert(rates).values(rateValues);
  await insertScorecards(
    executor,
    list.flatMap((c) =>
      c.courses.flatMap((co) => {
        const row = insertedCourses.find((x) => x.clubId === idOf.get(c.key) && x.key === co.key);
        return row ? [{ ...co, courseId: row.id, clubKey: c.key, courseKey: co.key }] : [];
      }),
    ),
  );
  await executor.insert(clubServices).values(
    list.flatMap((c) =>
      SERVICES.map((s) => ({
        clubId: idOf.get(c.key) ?? 0,
        serviceId: s.id,
        price: s.price,
        stock: s.id === 1 ? c.buggyStock : s.stock,
        usageMinutes: s.id === 1 ? c.buggyUsageMinutes : s.usage,
      })),
    ),
  );
  await executor
    .insert(searchTerms)
    .values(list.flatMap((c) => clubTerms(c, idOf.get(c.key) ?? 0)))
    .onConflictDoNothing();
}

export async function insertRegion(executor: Executor, region: SeedRegion): Promise<void> {
  const [r] = await executor
    .insert(regions)
    .values({
      key: region.key,
      country: region.country,
      names: region.name,
      description: region.description,
    })
    .returning({ id: regions.id });
  if (!r) throw new Error('region insert returned nothing');
  await executor.insert(searchTerms).values(regionTerms(region, r.id)).onConflictDoNothing();
  for (const m of region.municipalities) {
    const [row] = await executor
      .insert(municipalities)
      .values({ regionId: r.id, key: m.key, names: m.name })
      .returning({ id: municipalities.id });
    if (!row) throw new Error('municipality insert returned nothing');
    await executor.insert(searchTerms).values(placeTerms(m, row.id)).onConflictDoNothing();
    await insertClubs(executor, row.id, m.clubs);
  }
}

/**
 * A catalog seeded by an earlier engine lacks what the search answers to since issue 13: region
 * names, places' and regions' other names, and clubs' areas. This adds those missing from the seed
 * data, matched by key, and writes nothing once they are there, so the engine runs it at every
 * start. It only adds: an area already set, or a name an operator added, stays as it is.
 */
export async function addSearchNames(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const seedPlaces = SEED_REGIONS.flatMap((r) => r.municipalities);
    const seedClubs = seedPlaces.flatMap((m) => m.clubs).filter((c) => c.area);
    const regionIds = new Map(
      (await tx.select({ id: regions.id, key: regions.key }).from(regions)).map((r) => [
        r.key,
        r.id,
      ]),
    );
    const placeIds = new Map(
      (
        await tx.select({ id: municipalities.id, key: municipalities.key }).from(municipalities)
      ).map((m) => [m.key, m.id]),
    );
    const clubRows = seedClubs.length
      ? await tx
          .select({ id: clubs.id, key: clubs.key, area: clubs.area })
          .from(clubs)
          .where(
            inArray(
              clubs.key,
              seedClubs.map((c) => c.key),
            ),
          )
      : [];
    const clubByKey = new Map(clubRows.map((c) => [c.key, c]));
    for (const club of seedClubs) {
      const row = clubByKey.get(club.key);
      if (row?.area === null)
        await tx.update(clubs).set({ area: club.area }).where(eq(clubs.id, row.id));
    }
    const wanted = [
      ...SEED_REGIONS.flatMap((r) => {
        const id = regionIds.get(r.key);
        return id === undefined ? [] : regionTerms(r, id);
      }),
      ...seedPlaces.flatMap((m) => {
        const id = placeIds.get(m.key);
        return id === undefined ? [] : placeTerms(m, id);
      }),
      ...seedClubs.flatMap((c) => {
        const id = clubByKey.get(c.key)?.id;
        return id === undefined ? [] : clubTerms(c, id).filter((t) => t.kind === 'AREA');
      }),
    ];
    // Compared here rather than left to ON CONFLICT, which would spend a sequence number on each
    // existing term at every start.
    const have = new Set(
      (
        await tx
          .select({ term: searchTerms.term, kind: searchTerms.kind, refId: searchTerms.refId })
          .from(searchTerms)
          .where(inArray(searchTerms.kind, ['REG', 'MUN', 'AREA']))
      ).map((t) => `${t.kind}:${t.refId}:${t.term}`),
    );
    const missing = wanted.filter((t) => !have.has(`${t.kind}:${t.refId}:${t.term}`));
    if (missing.length) await tx.insert(searchTerms).values(missing).onConflictDoNothing();
    return missing.length;
  });
}

/** First start: the catalog, texts, blog and offers. Does nothing on a database that has them. */
export interface SeedOptions {
  /**
   * The well-known demo codes (FAIRWAY10, WELCOME5, …) are public in this repository, so a
   * production shop must not honour them: the engine seeds them only outside production.
   */
  promoCodes?: boolean;
}

export async function seedIfEmpty(
  db: Db,
  today: string,
  options: SeedOptions = {},
): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(regions);
  if (existing && existing.n > 0) return false;
  await db.transaction(async (tx) => {
    await tx
      .insert(services)
      .values(SERVICES.map((s) => ({ id: s.id, code: s.code, names: s.names })));
    for (const region of SEED_REGIONS) await insertRegion(tx, region);
    await tx.insert(texts).values(
      SEED_TEXTS.flatMap((t) =>
        LOCALES.map((locale) => ({
          kind: t.kind,
          locale,
          title: t.title[locale],
          html: t.html[locale],
        })),
      ),
    );
    await tx
      .insert(blogPosts)
      .values(
        SEED_BLOG_POSTS.map((p) => ({ ...p, blogId: BLOG_ID, published: new Date(p.published) })),
      );
    await tx.insert(boardMessages).values(
      SEED_BOARD_MESSAGES.map((m) => ({
        kind: m.kind,
        title: m.title,
        body: m.body,
        promoCode: m.promoCode ?? null,
      })),
    );
    if (options.promoCodes === false) return;
    const until = `${Number(today.slice(0, 4)) + 2}-12-31`;
    const [valderrama] = await tx
      .select({ id: clubs.id })
      .from(clubs)
      .where(eq(clubs.key, 'real-club-valderrama'));
    await tx.insert(offers).values([
      {
        code: 'FAIRWAY10',
        kind: 'percent',
        value: 10,
        names: {
          en: '10% off green fees',
          es: '10 % de descuento en green fees',
          fr: '10 % de remise sur les green fees',
          sv: '10 % rabatt på greenfee',
        },
        validFrom: today,
        validTo: until,
      },
      {
        code: 'WELCOME5',
        kind: 'fixed',
        value: 5,
        // A welcome: once per customer, as its name says.
        maxUsesPerCustomer: 1,
        names: {
          en: '5 € welcome discount',
          es: 'Descuento de bienvenida de 5 €',
          fr: 'Remise de bienvenue de 5 €',
          sv: '5 € välkomstrabatt',
        },
        validFrom: today,
        validTo: until,
      },
      {
        code: 'FOURBALL',
        kind: 'free_player',
        value: 0,
        minPlayers: 4,
        names: {
          en: 'Fourball: the fourth player free',
          es: 'Fourball: el cuarto jugador gratis',
          fr: 'Fourball : le quatrième joueur offert',
          sv: 'Fourball: fjärde spelaren gratis',
        },
        validFrom: today,
        validTo: until,
      },
      ...(valderrama
        ? [
            {
              code: 'VALDERRAMA15',
              kind: 'percent',
              value: 15,
              clubId: valderrama.id,
              names: {
                en: '15% off at Valderrama',
                es: '15 % en Valderrama',
                fr: '15 % à Valderrama',
                sv: '15 % på Valderrama',
              },
              validFrom: today,
              validTo: until,
            },
          ]
        : []),
      {
        code: 'EXPIRED2024',
        kind: 'percent',
        value: 20,
        names: {
          en: 'Expired offer',
          es: 'Oferta caducada',
          fr: 'Offre expirée',
          sv: 'Utgånget erbjudande',
        },
        validFrom: '2024-01-01',
        validTo: '2024-12-31',
      },
    ]);
  });
  // Fresh statistics, so the planner knows the catalog's size from the first request.
  await db.execute(sql`analyze`);
  return true;
}
