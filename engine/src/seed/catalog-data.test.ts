import { LOCALES } from '@fairway/rules';
import { describe, it, expect } from 'vitest';
import { normaliseTerm } from '../services/search-normalise.ts';
import { SEED_REGIONS } from './catalog-data.ts';
import type {
  LocalizedText,
  SeedClub,
  SeedCourse,
  SeedMunicipality,
  SeedRegion,
  TimeZone,
} from './seed-types.ts';

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

interface ClubRow {
  region: SeedRegion;
  municipality: SeedMunicipality;
  club: SeedClub;
}

const municipalities = SEED_REGIONS.flatMap((region) =>
  region.municipalities.map((municipality) => ({ region, municipality })),
);
const clubRows: ClubRow[] = municipalities.flatMap(({ region, municipality }) =>
  municipality.clubs.map((club) => ({ region, municipality, club })),
);
const courseRows = clubRows.flatMap((row) =>
  row.club.courses.map((course) => ({ ...row, course })),
);

function minutes(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

function duplicates(keys: string[]): string[] {
  return keys.filter((key, index) => keys.indexOf(key) !== index);
}

/** Each LocalizedText in the catalog with a label saying where it sits, so a failure names the culprit. */
function allTexts(): { where: string; text: LocalizedText }[] {
  const texts: { where: string; text: LocalizedText }[] = [];
  for (const region of SEED_REGIONS) {
    texts.push({ where: `${region.key}.name`, text: region.name });
    texts.push({ where: `${region.key}.description`, text: region.description });
    for (const municipality of region.municipalities) {
      texts.push({ where: `${municipality.key}.name`, text: municipality.name });
      for (const club of municipality.clubs)
        texts.push({ where: `${club.key}.description`, text: club.description });
    }
  }
  return texts;
}

interface Box {
  name: string;
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
  zone: TimeZone;
}

// Generous rectangles around each land mass; the islands get their own so a typo'd sign
// (a Canary club placed in the Sahara, a Madeira club in the sea off Morocco) is caught.
const SPAIN_BOXES: Box[] = [
  {
    name: 'mainland Spain',
    minLat: 35.9,
    maxLat: 43.9,
    minLon: -9.4,
    maxLon: 3.4,
    zone: 'Europe/Madrid',
  },
  {
    name: 'Balearic Islands',
    minLat: 38.6,
    maxLat: 40.2,
    minLon: 1.1,
    maxLon: 4.4,
    zone: 'Europe/Madrid',
  },
  {
    name: 'Canary Islands',
    minLat: 27.6,
    maxLat: 29.5,
    minLon: -18.2,
    maxLon: -13.3,
    zone: 'Atlantic/Canary',
  },
];
const PORTUGAL_BOXES: Box[] = [
  {
    name: 'mainland Portugal',
    minLat: 36.9,
    maxLat: 42.2,
    minLon: -9.6,
    maxLon: -6.1,
    zone: 'Europe/Lisbon',
  },
  {
    name: 'Madeira',
    minLat: 32.5,
    maxLat: 33.2,
    minLon: -17.3,
    maxLon: -16.2,
    zone: 'Atlantic/Madeira',
  },
  {
    name: 'Azores',
    minLat: 36.9,
    maxLat: 39.8,
    minLon: -31.4,
    maxLon: -24.7,
    zone: 'Atlantic/Azores',
  },
];

function boxOf(club: SeedClub, boxes: Box[]): Box | undefined {
  return boxes.find(
    (b) =>
      club.lat >= b.minLat && club.lat <= b.maxLat && club.lon >= b.minLon && club.lon <= b.maxLon,
  );
}

/** The zone a club's region dictates, independent of its coordinates. */
function regionZone(region: SeedRegion): TimeZone {
  if (region.key === 'canary-islands') return 'Atlantic/Canary';
  if (region.key === 'madeira') return 'Atlantic/Madeira';
  if (region.key === 'azores') return 'Atlantic/Azores';
  return region.country === 'ES' ? 'Europe/Madrid' : 'Europe/Lisbon';
}

describe('SEED_REGIONS size', () => {
  it('has at least 12 regions and 60 clubs', () => {
    expect(SEED_REGIONS.length).toBeGreaterThanOrEqual(12);
    expect(clubRows.length).toBeGreaterThanOrEqual(60);
  });

  it('covers both countries', () => {
    expect(SEED_REGIONS.some((r) => r.country === 'ES')).toBe(true);
    expect(SEED_REGIONS.some((r) => r.country === 'PT')).toBe(true);
  });

  it('has no empty region or municipality, and 1 to 3 courses per club', () => {
    for (const region of SEED_REGIONS)
      expect(region.municipalities.length, region.key).toBeGreaterThan(0);
    for (const { municipality } of municipalities)
      expect(municipality.clubs.length, municipality.key).toBeGreaterThan(0);
    for (const { club } of clubRows) {
      expect(club.courses.length, club.key).toBeGreaterThanOrEqual(1);
      expect(club.courses.length, club.key).toBeLessThanOrEqual(3);
    }
  });
});

describe('keys', () => {
  it('are kebab-case ASCII everywhere', () => {
    const keys = [
      ...SEED_REGIONS.map((r) => r.key),
      ...municipalities.map(({ municipality }) => municipality.key),
      ...clubRows.map(({ club }) => club.key),
      ...courseRows.map(({ course }) => course.key),
    ];
    for (const key of keys) expect(key, key).toMatch(KEBAB);
  });

  it('are unique for regions, municipalities and clubs', () => {
    expect(duplicates(SEED_REGIONS.map((r) => r.key))).toEqual([]);
    expect(duplicates(municipalities.map(({ municipality }) => municipality.key))).toEqual([]);
    expect(duplicates(clubRows.map(({ club }) => club.key))).toEqual([]);
  });

  it('are unique per club for courses', () => {
    for (const { club } of clubRows)
      expect(duplicates(club.courses.map((c) => c.key)), club.key).toEqual([]);
  });
});

describe('localized texts', () => {
  it('have four non-empty values', () => {
    for (const { where, text } of allTexts()) {
      expect(Object.keys(text).sort(), where).toEqual([...LOCALES].sort());
      for (const locale of LOCALES) expect(text[locale].trim(), `${where}.${locale}`).not.toBe('');
    }
  });

  it('translate every description instead of copying the English', () => {
    const descriptions = [
      ...SEED_REGIONS.map((r) => ({ where: r.key, text: r.description })),
      ...clubRows.map(({ club }) => ({ where: club.key, text: club.description })),
    ];
    for (const { where, text } of descriptions) {
      expect(new Set(LOCALES.map((l) => text[l])).size, where).toBe(4);
    }
  });

  it('name Sevilla and Málaga with their exonyms', () => {
    const sevilla = municipalities.find(
      ({ municipality }) => municipality.key === 'sevilla',
    )?.municipality;
    expect(sevilla?.name).toEqual({ es: 'Sevilla', en: 'Seville', fr: 'Séville', sv: 'Sevilla' });
    expect(sevilla?.clubs.length).toBeGreaterThan(0);

    const malaga = municipalities.find(
      ({ municipality }) => municipality.key === 'malaga',
    )?.municipality;
    expect(malaga?.name).toEqual({ es: 'Málaga', en: 'Malaga', fr: 'Malaga', sv: 'Málaga' });
    expect(malaga?.clubs.length).toBeGreaterThan(0);
  });

  it('names the Andalucía region in four languages', () => {
    const andalucia = SEED_REGIONS.find((r) => r.key === 'andalucia');
    expect(andalucia?.name).toEqual({
      es: 'Andalucía',
      en: 'Andalusia',
      fr: 'Andalousie',
      sv: 'Andalusien',
    });
  });
});

describe('tee sheets', () => {
  it('use valid HH:MM times with the first tee before the last', () => {
    for (const { club, course } of courseRows) {
      const where = `${club.key}/${course.key}`;
      expect(course.firstTee, where).toMatch(HH_MM);
      expect(course.lastTee, where).toMatch(HH_MM);
      expect(minutes(course.firstTee), where).toBeLessThan(minutes(course.lastTee));
    }
  });

  it('keep tee hours, interval and booking horizon realistic', () => {
    for (const { club, course } of courseRows) {
      const where = `${club.key}/${course.key}`;
      expect(minutes(course.firstTee), where).toBeGreaterThanOrEqual(minutes('07:30'));
      expect(minutes(course.firstTee), where).toBeLessThanOrEqual(minutes('09:00'));
      expect(minutes(course.lastTee), where).toBeGreaterThanOrEqual(minutes('16:00'));
      expect(minutes(course.lastTee), where).toBeLessThanOrEqual(minutes('18:30'));
      expect([8, 10, 12, 15], where).toContain(course.intervalMinutes);
      expect(course.daysAhead, where).toBeGreaterThanOrEqual(30);
      expect(course.daysAhead, where).toBeLessThanOrEqual(90);
    }
  });

  it('include both 9-hole and 18-hole courses, with at least 8 nines', () => {
    const holes = courseRows.map(({ course }) => course.holes);
    expect(holes).toContain(18);
    expect(holes.filter((h) => h === 9).length).toBeGreaterThanOrEqual(8);
  });

  it('have a par that fits the number of holes', () => {
    const parRange = (c: SeedCourse): [number, number] => (c.holes === 9 ? [27, 37] : [54, 74]);
    for (const { club, course } of courseRows) {
      const [min, max] = parRange(course);
      expect(course.par, `${club.key}/${course.key}`).toBeGreaterThanOrEqual(min);
      expect(course.par, `${club.key}/${course.key}`).toBeLessThanOrEqual(max);
    }
  });
});

describe('prices and rules', () => {
  it('keep green fees between 35 and 250 euros', () => {
    for (const { club, course } of courseRows) {
      expect(Number.isInteger(course.basePrice), club.key).toBe(true);
      expect(course.basePrice, `${club.key}/${course.key}`).toBeGreaterThanOrEqual(35);
      expect(course.basePrice, `${club.key}/${course.key}`).toBeLessThanOrEqual(250);
    }
  });

  it('price prestige clubs above the catalog average', () => {
    const top = (club: SeedClub) => Math.max(...club.courses.map((c) => c.basePrice));
    const average = clubRows.reduce((sum, { club }) => sum + top(club), 0) / clubRows.length;
    for (const { club } of clubRows.filter(({ club }) => club.prestige)) {
      expect(top(club), club.key).toBeGreaterThan(average);
    }
    for (const key of [
      'real-club-valderrama',
      'finca-cortesin-golf-club',
      'monte-rei-golf',
      'san-lorenzo-golf-course',
    ]) {
      const club = clubRows.find((row) => row.club.key === key)?.club;
      expect(club?.prestige, key).toBe(true);
      expect(club ? top(club) : 0, key).toBeGreaterThanOrEqual(200);
    }
  });

  it('size buggy fleets and round lengths by holes', () => {
    for (const { club } of clubRows) {
      expect(club.buggyStock, club.key).toBeGreaterThanOrEqual(10);
      expect(club.buggyStock, club.key).toBeLessThanOrEqual(80);
      if (club.courses.every((c) => c.holes === 9)) {
        expect(club.buggyUsageMinutes, club.key).toBe(150);
      } else {
        expect(club.buggyUsageMinutes, club.key).toBeGreaterThanOrEqual(240);
        expect(club.buggyUsageMinutes, club.key).toBeLessThanOrEqual(300);
      }
    }
  });

  it('close online cancellation at 24, 48 or 72 hours, and about a quarter of clubs do not allow it', () => {
    for (const { club } of clubRows)
      expect([24, 48, 72], club.key).toContain(club.cancellationDeadlineHours);
    const share = clubRows.filter(({ club }) => !club.onlineCancellation).length / clubRows.length;
    expect(share).toBeGreaterThanOrEqual(0.15);
    expect(share).toBeLessThanOrEqual(0.35);
  });
});

describe('places', () => {
  it('put every club inside its country, islands included', () => {
    for (const { region, club } of clubRows) {
      const box = boxOf(club, region.country === 'ES' ? SPAIN_BOXES : PORTUGAL_BOXES);
      expect(box, `${club.key} at ${club.lat},${club.lon}`).toBeDefined();
    }
  });

  it('give each club the time zone of its region and of the land it stands on', () => {
    for (const { region, club } of clubRows) {
      expect(club.timeZone, club.key).toBe(regionZone(region));
      const box = boxOf(club, region.country === 'ES' ? SPAIN_BOXES : PORTUGAL_BOXES);
      expect(box?.zone, club.key).toBe(club.timeZone);
    }
  });

  it('keeps Canary, Madeira and Azores zones out of the other country', () => {
    for (const { region, club } of clubRows) {
      const allowed: TimeZone[] =
        region.country === 'ES'
          ? ['Europe/Madrid', 'Atlantic/Canary']
          : ['Europe/Lisbon', 'Atlantic/Madeira', 'Atlantic/Azores'];
      expect(allowed, club.key).toContain(club.timeZone);
    }
  });

  it('use the postal code format of the country', () => {
    for (const { region, club } of clubRows) {
      expect(club.postalCode, club.key).toMatch(
        region.country === 'ES' ? /^\d{5}$/ : /^\d{4}-\d{3}$/,
      );
      expect(club.name.trim(), club.key).not.toBe('');
      expect(club.address.trim(), club.key).not.toBe('');
    }
  });
});

describe('search names', () => {
  const named = [
    ...SEED_REGIONS.map((r) => ({ where: r.key, name: r.name, other: r.otherNames ?? [] })),
    ...municipalities.map(({ municipality: m }) => ({
      where: m.key,
      name: m.name,
      other: m.otherNames ?? [],
    })),
  ];

  it('give other names only where they add a name the four languages do not have', () => {
    for (const { where, name, other } of named) {
      const four = new Set(LOCALES.map((l) => normaliseTerm(name[l])));
      for (const o of other) {
        expect(o.trim(), where).not.toBe('');
        expect(four.has(normaliseTerm(o)), `${where}: ${o}`).toBe(false);
      }
      expect(duplicates(other.map(normaliseTerm)), where).toEqual([]);
    }
  });

  it('let the regions of issue 13 answer to their local names', () => {
    const answersTo = (key: string) => {
      const r = SEED_REGIONS.find((x) => x.key === key);
      return r ? [...Object.values(r.name), ...(r.otherNames ?? [])].map(normaliseTerm) : [];
    };
    expect(answersTo('lisbon-coast')).toEqual(
      expect.arrayContaining(['lisboa', 'lisbon', 'lisbonne', 'lissabon']),
    );
    expect(answersTo('catalonia')).toEqual(
      expect.arrayContaining(['catalonia', 'cataluna', 'catalunya', 'catalogne', 'katalonien']),
    );
    expect(answersTo('canary-islands')).toEqual(
      expect.arrayContaining(['canary islands', 'islas canarias', 'iles canaries', 'kanarieoarna']),
    );
    expect(answersTo('azores')).toEqual(expect.arrayContaining(['azores', 'acores', 'azorerna']));
  });

  it('give areas that are neither empty nor the municipality itself, and some to the famous resorts', () => {
    for (const { municipality, club } of clubRows) {
      if (club.area === undefined) continue;
      expect(club.area.trim(), club.key).not.toBe('');
      const place = new Set(LOCALES.map((l) => normaliseTerm(municipality.name[l])));
      expect(place.has(normaliseTerm(club.area)), club.key).toBe(false);
    }
    const areaOf = (key: string) => clubRows.find((row) => row.club.key === key)?.club.area;
    expect(areaOf('dom-pedro-old-course')).toBe('Vilamoura');
    expect(areaOf('real-club-valderrama')).toBe('Sotogrande');
    expect(areaOf('quinta-do-lago')).toBe('Quinta do Lago');
    expect(areaOf('real-club-de-golf-las-brisas')).toBe('Nueva Andalucía');
  });
});
