import { describe, expect, it } from 'vitest';
import { SEED_REGIONS } from '../seed/catalog-data.ts';
import { clubPictureSvg } from '../render/club-picture.ts';
import { clubScene, sceneFeatures } from './club-picture-rules.ts';

describe('sceneFeatures: what a club picture shows, from its description', () => {
  it('puts a cliffside links by the sea, with its dunes', () => {
    expect(
      sceneFeatures(
        'A nine-hole course on the red cliffs of Falésia beach, over a ravine to the ocean.',
      ),
    ).toMatchObject({ setting: 'coast', cliffs: true, relief: 'hills' });
    expect(sceneFeatures('A windswept links among the dunes north of Porto.')).toMatchObject({
      setting: 'coast',
      dunes: true,
      cliffs: false,
      relief: 'flat',
      trees: 'none',
    });
  });

  it('keeps an inland course inland, with its kind of trees and its water', () => {
    expect(
      sceneFeatures('A Gary Player course on the Aljarafe plateau, with lakes and olive trees.'),
    ).toEqual({
      setting: 'inland',
      relief: 'mountains',
      trees: 'broadleaf',
      water: true,
      cliffs: false,
      dunes: false,
    });
    expect(sceneFeatures('Vilamoura’s first course, with tall umbrella pines.')).toMatchObject({
      setting: 'inland',
      trees: 'pines',
      water: false,
    });
  });

  it('prefers the palms and pines a golfer pictures over the other trees', () => {
    expect(sceneFeatures('Large greens among palms and olive trees.').trees).toBe('palms');
    expect(sceneFeatures('Among cork oaks, the lakes and the pines.').trees).toBe('pines');
  });

  it('reads volcanoes before mountains, mountains before hills', () => {
    expect(sceneFeatures('On the rim of the Bandama volcanic crater, in the hills.').relief).toBe(
      'volcano',
    );
    expect(sceneFeatures('In the Sierra de Mijas foothills.').relief).toBe('mountains');
    expect(sceneFeatures('A hilly course.').relief).toBe('hills');
  });

  it('counts a links as the coast, and draws no cliff or dunes away from it', () => {
    expect(sceneFeatures('Links-style greens far from anything.').setting).toBe('coast');
    expect(sceneFeatures('A flat city course.')).toMatchObject({ cliffs: false, dunes: false });
  });
});

describe('clubScene', () => {
  const brisas = {
    key: 'real-club-de-golf-las-brisas',
    lat: 36.5,
    description: 'Water everywhere.',
  };

  it('is the same for the same club, and differs by key and position', () => {
    expect(clubScene(brisas)).toEqual(clubScene({ ...brisas }));
    const other = clubScene({ ...brisas, key: 'los-naranjos-golf-club' });
    expect([other.greenAt, other.shade]).not.toEqual([
      clubScene(brisas).greenAt,
      clubScene(brisas).shade,
    ]);
    expect(clubScene(brisas).subtropical).toBe(false);
    expect(clubScene({ ...brisas, lat: 28.1 }).subtropical).toBe(true);
  });

  it('gives the seed clubs many different pictures, each small enough to go inside a page', () => {
    const clubs = SEED_REGIONS.flatMap((r) => r.municipalities.flatMap((m) => m.clubs));
    const scenes = clubs.map((c) =>
      clubScene({ key: c.key, lat: c.lat, description: c.description.en }),
    );
    const kinds = new Set(
      scenes.map((s) => `${s.setting}/${s.relief}/${s.trees}/${s.water}/${s.cliffs}/${s.dunes}`),
    );
    expect(kinds.size).toBeGreaterThanOrEqual(20);
    expect(scenes.filter((s) => s.setting === 'coast').length).toBeGreaterThan(20);
    expect(scenes.filter((s) => s.setting === 'inland').length).toBeGreaterThan(20);
    for (const [i, scene] of scenes.entries()) {
      const svg = clubPictureSvg(scene, clubs[i]?.key ?? '');
      // site/app/features/catalog/pictures.server.ts inlines pictures up to 4 KB.
      expect(Buffer.byteLength(svg)).toBeLessThan(4096);
      expect(svg).not.toMatch(/style=/);
    }
  });

  it('draws what the scene has: the sea and the cliff for a clifftop club, neither inland', () => {
    const cliff = clubPictureSvg(
      clubScene({
        key: 'pine-cliffs-golf',
        lat: 37.1,
        description: 'On the red cliffs by the sea.',
      }),
      'pine cliffs golf',
    );
    const inland = clubPictureSvg(
      clubScene({ key: 'golf-madrid', lat: 40.4, description: 'A flat city course.' }),
      'golf madrid',
    );
    expect(cliff).toContain('fill="#3f88b8"');
    expect(cliff).toContain('fill="#b4552f"');
    expect(inland).not.toContain('fill="#3f88b8"');
    expect(inland).not.toContain('fill="#b4552f"');
    expect(cliff).toContain('aria-label="pine cliffs golf"');
  });
});
