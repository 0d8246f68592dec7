import { describe, expect, it } from 'vitest';
import type { GazetteerEntry } from '../seed/gazetteer-data.ts';
import {
  clubsAround,
  gazetteerEntry,
  NEAR_ME_RADIUS_KM,
  NEAREST_WHEN_NONE,
  placeKindCode,
  pointPlace,
} from './gazetteer.ts';
import type { PlacedClub } from './gazetteer.ts';

const club = (
  id: number,
  lat: number,
  lon: number,
  municipality = 'm',
  country = 'ES',
): PlacedClub => ({
  id,
  lat,
  lon,
  municipality,
  region: 'r',
  country,
});

const base: Pick<GazetteerEntry, 'name' | 'otherNames' | 'country'> = {
  name: { en: 'X', es: 'X', fr: 'X', sv: 'X' },
  otherNames: [],
  country: 'ES',
};

describe('clubsAround', () => {
  // About 11 km per 0.1° of latitude.
  const clubs = [
    club(1, 37.3, -8),
    club(2, 37.05, -8),
    club(3, 37.6, -8, 'far-away'),
    club(4, 37.0, -8, 'inside'),
  ];

  it('takes the clubs within an airport’s radius, nearest first, with their distance', () => {
    const airport: GazetteerEntry = {
      ...base,
      id: 1,
      key: 'a',
      kind: 'airport',
      lat: 37,
      lon: -8,
      radiusKm: 60,
    };
    const around = clubsAround(airport, clubs);
    expect(around.none).toBe(false);
    expect(around.clubs.map((c) => c.id)).toEqual([4, 2, 1]);
    expect(around.clubs[1]?.km).toBeCloseTo(5.56, 1);
  });

  it('takes a province’s own municipalities, whatever the distance', () => {
    const province: GazetteerEntry = {
      ...base,
      id: 2,
      key: 'p',
      kind: 'province',
      lat: 37,
      lon: -8,
      municipalities: ['far-away', 'inside'],
    };
    expect(clubsAround(province, clubs).clubs.map((c) => c.id)).toEqual([4, 3]);
  });

  it('offers the nearest clubs when the place has none', () => {
    const island: GazetteerEntry = {
      ...base,
      id: 3,
      key: 'i',
      kind: 'island',
      lat: 39,
      lon: 1.4,
      municipalities: [],
    };
    const many = Array.from({ length: 8 }, (_, i) => club(10 + i, 38 - i * 0.1, -0.5));
    const around = clubsAround(island, many);
    expect(around.none).toBe(true);
    expect(around.clubs).toHaveLength(NEAREST_WHEN_NONE);
    expect(around.clubs[0]?.id).toBe(10);
    const kms = around.clubs.map((c) => c.km);
    expect(kms).toEqual([...kms].sort((a, z) => a - z));
  });

  it('gives a country its own clubs only', () => {
    const pt: GazetteerEntry = {
      ...base,
      id: 4,
      key: 'c',
      kind: 'country',
      country: 'PT',
      lat: 39,
      lon: -8,
    };
    const mixed = [club(1, 37, -8, 'm', 'PT'), club(2, 40, -3, 'm', 'ES')];
    expect(clubsAround(pt, mixed).clubs.map((c) => c.id)).toEqual([1]);
  });

  it('takes the clubs within the near-me radius of a point, whatever their municipality', () => {
    // 0.4° of latitude is about 44 km, 0.5° about 56 km: one inside the radius, one outside.
    const near = [club(1, 37.4, -8, 'a'), club(2, 37.5, -8, 'b'), club(3, 37.1, -8, 'c')];
    const around = clubsAround(pointPlace(37, -8), near);
    expect(NEAR_ME_RADIUS_KM).toBe(50);
    expect(around.none).toBe(false);
    expect(around.clubs.map((c) => c.id)).toEqual([3, 1]);
    expect(around.clubs.every((c) => c.km <= NEAR_ME_RADIUS_KM)).toBe(true);
  });

  it('offers the nearest clubs to a point with none within the radius', () => {
    const far = Array.from({ length: 7 }, (_, i) => club(20 + i, 40 + i * 0.1, -3));
    const around = clubsAround(pointPlace(36, -3), far);
    expect(around.none).toBe(true);
    expect(around.clubs.map((c) => c.id)).toEqual([20, 21, 22, 23, 24]);
  });

  it('finds the seeded places by id and codes their kind in the contract’s words', () => {
    expect(gazetteerEntry(102)?.otherNames).toContain('FAO');
    expect(gazetteerEntry(999_999)).toBeUndefined();
    expect(placeKindCode('airport')).toBe('aeropuerto');
  });
});
