import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { clubs } from '../db/schema.ts';
import type { SeedClub, TimeZone } from './seed-types.ts';
import { insertClubs } from './seed.ts';

const WORDS = [
  'Golf',
  'Links',
  'Country Club',
  'Golf Resort',
  'Club de Golf',
  'Golf & Spa',
  'Pitch & Putt',
];
const COURSE_NAMES = [
  'Norte',
  'Sur',
  'Los Olivos',
  'Las Palmeras',
  'El Lago',
  'Championship',
  'Academy',
];

/**
 * Grows the catalog to `target` clubs with invented clubs spread over the real municipalities and
 * their areas, for load tests; their names and areas become search terms as the seed's do.
 * Deterministic: the n-th generated club is always the same.
 */
export async function scaleCatalog(
  db: Db,
  target: number,
  log: (line: string) => void = () => undefined,
): Promise<number> {
  const [current] = await db.select({ n: count() }).from(clubs);
  let have = Number(current?.n ?? 0);
  const places =
    await db.execute(sql`select m.id, m.names->>'es' as name, r.key as region, (select c.time_zone from clubs c where c.municipality_id = m.id limit 1) as tz,
      (select avg(c.lat) from clubs c where c.municipality_id = m.id) as lat, (select avg(c.lon) from clubs c where c.municipality_id = m.id) as lon,
      (select array_agg(distinct c.area order by c.area) from clubs c where c.municipality_id = m.id and c.area is not null) as areas
      from municipalities m join regions r on r.id = m.region_id order by m.id`);
  const list = (
    places as unknown as {
      rows: {
        id: number;
        name: string;
        tz: string | null;
        lat: number | null;
        lon: number | null;
        areas: string[] | null;
      }[];
    }
  ).rows.filter((p) => p.tz);
  if (list.length === 0) throw new Error('seed the catalog first');
  while (have < target) {
    const batch = Math.min(250, target - have);
    const byPlace = new Map<number, SeedClub[]>();
    for (let i = 0; i < batch; i += 1) {
      const n = have + i + 1;
      const place = list[n % list.length];
      if (!place) continue;
      const holes = n % 5 === 0 ? 9 : 18;
      // Every other club of a place with known areas stands in one of them, as the seed's do.
      const areas = place.areas ?? [];
      const area = n % 2 === 0 && areas.length ? areas[(n / 2) % areas.length] : undefined;
      const club: SeedClub = {
        key: `scale-${n}`,
        name: `${place.name} ${WORDS[n % WORDS.length]} ${n}`,
        address: `Camino del Golf ${n}, ${area ?? place.name}`,
        ...(area ? { area } : {}),
        postalCode: String(10000 + (n % 89999)).padStart(5, '0'),
        lat: Number(place.lat ?? 40) + ((n % 17) - 8) * 0.01,
        lon: Number(place.lon ?? -3) + ((n % 13) - 6) * 0.01,
        timeZone: place.tz as TimeZone,
        prestige: n % 23 === 0,
        buggyStock: 10 + (n % 50),
        buggyUsageMinutes: holes === 9 ? 150 : 270,
        onlineCancellation: n % 4 !== 0,
        cancellationDeadlineHours: [24, 48, 72][n % 3] ?? 24,
        description: {
          en: 'A load-test club.',
          es: 'Un club para pruebas de carga.',
          fr: 'Un club de test de charge.',
          sv: 'En klubb för lasttester.',
        },
        courses: [
          {
            key: 'main',
            name: COURSE_NAMES[n % COURSE_NAMES.length] ?? 'Main',
            holes,
            par: holes === 9 ? 31 : 72,
            firstTee: '08:00',
            lastTee: '17:00',
            intervalMinutes: 10,
            daysAhead: 60,
            basePrice: 40 + (n % 120),
          },
        ],
      };
      byPlace.set(place.id, [...(byPlace.get(place.id) ?? []), club]);
    }
    await db.transaction(async (tx) => {
      for (const [placeId, group] of byPlace) await insertClubs(tx, placeId, group);
    });
    have += batch;
    log(`${have} clubs`);
  }
  await db.execute(sql`analyze`);
  return have;
}
