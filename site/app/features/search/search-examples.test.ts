import { describe, expect, it } from 'vitest';
import { searchExamples } from './search-examples.ts';

const snapshot = {
  clubs: [
    {
      idVP: 12,
      idRec: 21,
      courseName: 'Valderrama',
      name: 'Real Club Valderrama',
      slug: 'real-club-valderrama',
      idRegion: 2,
      idMunicipio: 5,
    },
    {
      idVP: 40,
      idRec: 61,
      courseName: 'South',
      name: 'Quinta do Lago',
      slug: 'quinta-do-lago',
      idRegion: 11,
      idMunicipio: 9,
    },
  ],
  regions: [
    { idL: 11, name: 'Algarve', slug: 'algarve', country: 'PT' },
    { idL: 8, name: 'Kanarieöarna', slug: 'kanarieoarna', country: 'ES' },
  ],
  municipalities: [
    { idMunicipio: 5, name: 'San Roque', slug: 'san-roque', idRegion: 2 },
    { idMunicipio: 9, name: 'Loulé', slug: 'loule', idRegion: 11 },
  ],
};

describe('the home search’s examples', () => {
  it('are a club, a region and a town of the catalog, each leading to its page', () => {
    const examples = searchExamples(snapshot, 'sv', new Date('2026-11-24T10:00:00Z'));
    expect(examples).toHaveLength(3);
    const [club, region, town] = examples;
    expect(snapshot.clubs.map((c) => c.name)).toContain(club?.label);
    expect(club?.href).toMatch(/^\/sv\/club\/[a-z-]+\?idVP=\d+&rec=\d+$/);
    expect(snapshot.regions.map((r) => r.name)).toContain(region?.label);
    expect(region?.href).toMatch(/^\/sv\/region\/[a-z-]+\?idReg=\d+$/);
    expect(snapshot.municipalities.map((m) => m.name)).toContain(town?.label);
    expect(town?.href).toMatch(/^\/sv\/region\/[a-z-]+\?municipio=[a-z-]+&idMun=\d+$/);
  });

  it('stay the same through a day and change from one day to the next', () => {
    const morning = searchExamples(snapshot, 'en', new Date('2026-11-24T06:00:00Z'));
    const evening = searchExamples(snapshot, 'en', new Date('2026-11-24T22:00:00Z'));
    const nextDay = searchExamples(snapshot, 'en', new Date('2026-11-25T06:00:00Z'));
    expect(evening).toEqual(morning);
    expect(nextDay).not.toEqual(morning);
  });

  it('give none from an empty catalog', () => {
    expect(searchExamples({ clubs: [], regions: [], municipalities: [] }, 'en')).toEqual([]);
  });
});
