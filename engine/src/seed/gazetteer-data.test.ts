import { LOCALES } from '@fairway/rules';
import { describe, expect, it } from 'vitest';
import { haversineKm } from '../services/tee-sheet.ts';
import { SEED_REGIONS } from './catalog-data.ts';
import { AIRPORT_RADIUS_KM, GAZETTEER } from './gazetteer-data.ts';

const places = SEED_REGIONS.flatMap((region) =>
  region.municipalities.map((m) => ({ region, municipality: m })),
);
const placeByKey = new Map(places.map((p) => [p.municipality.key, p]));

describe('the gazetteer', () => {
  it('has unique ids and keys, and a name in each language', () => {
    expect(new Set(GAZETTEER.map((g) => g.id)).size).toBe(GAZETTEER.length);
    expect(new Set(GAZETTEER.map((g) => g.key)).size).toBe(GAZETTEER.length);
    for (const g of GAZETTEER)
      for (const l of LOCALES) expect(g.name[l], `${g.key} ${l}`).not.toBe('');
  });

  it('names only municipalities and regions the catalog has, in the entry’s own country', () => {
    for (const g of GAZETTEER) {
      for (const key of g.municipalities ?? []) {
        const p = placeByKey.get(key);
        expect(p, `${g.key}: ${key}`).toBeDefined();
        expect(p?.region.country, `${g.key}: ${key}`).toBe(g.country);
      }
      if (g.region) expect(SEED_REGIONS.map((r) => r.key)).toContain(g.region);
    }
  });

  it('puts every catalog municipality in a province, island or district', () => {
    const covered = new Set(
      GAZETTEER.filter((g) => ['province', 'island', 'district'].includes(g.kind)).flatMap(
        (g) => g.municipalities ?? [],
      ),
    );
    for (const p of places) expect(covered, p.municipality.key).toContain(p.municipality.key);
    expect(
      GAZETTEER.filter((g) => ['province', 'island', 'district'].includes(g.kind)).length,
    ).toBeGreaterThanOrEqual(30);
  });

  it('places a province, island, district or coast near its own clubs', () => {
    // Catches a latitude and longitude swapped or mistyped: no listed club lies far away.
    for (const g of GAZETTEER)
      for (const key of g.municipalities ?? [])
        for (const club of placeByKey.get(key)?.municipality.clubs ?? [])
          expect(haversineKm(g, club), `${g.key}: ${club.key}`).toBeLessThan(
            g.kind === 'coast' ? 200 : 150,
          );
  });

  it('covers the coasts and airports of issue 27, airports reaching 60 km', () => {
    const names = new Set(GAZETTEER.flatMap((g) => [g.name.en, g.name.es, ...g.otherNames]));
    for (const coast of [
      'Costa del Sol',
      'Costa de la Luz',
      'Costa Brava',
      'Costa Daurada',
      'Costa Blanca',
      'Costa Cálida',
      'Costa Verde',
      'Costa de Lisboa',
      'Costa de Prata',
    ])
      expect(names, coast).toContain(coast);
    const airports = GAZETTEER.filter((g) => g.kind === 'airport');
    for (const code of 'AGP ALC FAO LIS OPO PMI BCN GRO REU MAD BIO SVQ XRY LPA TFS TFN FNC PDL RMU'.split(
      ' ',
    ))
      expect(
        airports.find((a) => a.otherNames.includes(code)),
        code,
      ).toBeDefined();
    for (const a of airports) expect(a.radiusKm).toBe(AIRPORT_RADIUS_KM);
  });

  it('puts each airport near the clubs golfers fly there for', () => {
    const clubs = places.flatMap((p) => p.municipality.clubs);
    const at = (code: string) => GAZETTEER.find((g) => g.key === `airport-${code}`);
    const near = (code: string, club: string) => {
      const a = at(code);
      const c = clubs.find((x) => x.key === club);
      if (!a || !c) throw new Error(`${code} ${club}`);
      return haversineKm(a, c);
    };
    expect(near('fao', 'quinta-do-lago')).toBeLessThan(10);
    expect(near('agp', 'parador-de-malaga-golf')).toBeLessThan(5);
    expect(near('pmi', 'son-gual-golf')).toBeLessThan(10);
    expect(near('tfs', 'golf-del-sur')).toBeLessThan(10);
    expect(near('tfn', 'real-club-de-golf-de-tenerife')).toBeLessThan(10);
    expect(near('bcn', 'club-de-golf-terramar')).toBeLessThan(40);
    expect(near('lis', 'penha-longa-golf')).toBeLessThan(40);
  });
});
