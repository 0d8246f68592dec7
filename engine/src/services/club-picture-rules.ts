/**
 * What a club's picture shows (issue 29: every club showed the same drawing). The catalog says it
 * in words: the club's description names the sea, the pines, the lakes and the sierra, so the
 * scene is read from its English text; the club's position (the subtropical islands) and its key
 * (the exact layout, so two clubs alike in words still differ) do the rest. Same data, same
 * picture: nothing random, nothing fetched.
 */
export interface ClubPictureData {
  key: string;
  lat: number;
  /** The English description. */
  description: string;
}

export type Setting = 'coast' | 'inland';
export type Relief = 'flat' | 'hills' | 'mountains' | 'volcano';
export type Trees = 'none' | 'pines' | 'palms' | 'broadleaf';

export interface ClubScene {
  setting: Setting;
  relief: Relief;
  trees: Trees;
  /** A lake, a river or a lagoon on the course. */
  water: boolean;
  /** The course ends at a cliff over the sea. */
  cliffs: boolean;
  /** Sand dunes between the course and the sea. */
  dunes: boolean;
  /** South of 30° N (the Canaries): a warmer sky and light. */
  subtropical: boolean;
  /** Layout from the key: where the green sits (0–1 of the width) and the sky's shade (0–1). */
  greenAt: number;
  shade: number;
  /** Drawn the other way round, so clubs alike in words still differ at a glance. */
  mirrored: boolean;
}

const SEA =
  /\b(sea|seaside|beach|beaches|coast|ocean|atlantic|mediterranean|bay|dunes|links|cliffs?|clifftop|peninsula|surfers)\b/i;
const CLIFFS = /\b(cliffs?|clifftop|clifftops)\b/i;
const DUNES = /\b(dunes|links|sand spit)\b/i;
const WATER = /\b(lakes?|water|watery|river|lagoon|waterfalls?|estuary|marshes|ria)\b/i;
const VOLCANO = /\b(volcan\w*|crater|teide)\b/i;
const MOUNTAINS = /\b(mountains?|sierra|picos|montgó|tramuntana|plateau)\b/i;
const HILLS = /\b(hills?|hilly|hillside|foothills|valley|terraced|ravines?|undulating|steep)\b/i;
const PALMS = /\b(palms?|palm-lined|banana)\b/i;
const PINES = /\b(pines?|pine woods|pine forest|eucalyptus|cedars?)\b/i;
const BROADLEAF =
  /\b(oaks?|cork|olive|orange|almond|ash|trees|tree-lined|forest|wooded|woods|groves?|gardens|oasis)\b/i;

/** Which of the scene's parts the description names (pure, for the tests). */
export function sceneFeatures(
  description: string,
): Omit<ClubScene, 'subtropical' | 'greenAt' | 'shade' | 'mirrored'> {
  const relief: Relief = VOLCANO.test(description)
    ? 'volcano'
    : MOUNTAINS.test(description)
      ? 'mountains'
      : HILLS.test(description)
        ? 'hills'
        : 'flat';
  // A named kind of tree decides; palms and pines before the broad-leaved, as they are the ones
  // a golfer pictures the course by.
  const trees: Trees = PALMS.test(description)
    ? 'palms'
    : PINES.test(description)
      ? 'pines'
      : BROADLEAF.test(description)
        ? 'broadleaf'
        : 'none';
  const setting: Setting = SEA.test(description) ? 'coast' : 'inland';
  return {
    setting,
    relief,
    trees,
    water: WATER.test(description),
    cliffs: setting === 'coast' && CLIFFS.test(description),
    dunes: setting === 'coast' && DUNES.test(description),
  };
}

/**
 * FNV-1a over the key: a few well-mixed bits, the same in Node and in a browser (the stories draw
 * the same pictures), with no library.
 */
function keyHash(key: string): number {
  let hash = 0x811c9dc5;
  for (const char of key) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function clubScene(club: ClubPictureData): ClubScene {
  const h = keyHash(club.key);
  return {
    ...sceneFeatures(club.description),
    subtropical: club.lat < 30,
    greenAt: 0.45 + ((h & 0xff) / 255) * 0.35,
    shade: ((h >>> 8) & 0xff) / 255,
    mirrored: ((h >>> 16) & 1) === 1,
  };
}
