import { describe, expect, it } from 'vitest';
import { SEED_REGIONS } from '../seed/catalog-data.ts';
import { requiredTrigrams, trigrams } from './search-index.ts';
import { normaliseTerm } from './search-normalise.ts';
import { MATCH, matchOf } from './search-rank.ts';

/** Every name of the seed catalog, normalised as the index holds it. */
const names = [
  ...SEED_REGIONS.flatMap((r) => [...Object.values(r.name), ...(r.otherNames ?? [])]),
  ...SEED_REGIONS.flatMap((r) =>
    r.municipalities.flatMap((m) => [
      ...Object.values(m.name),
      ...(m.otherNames ?? []),
      ...m.clubs.flatMap((c) => [c.name, ...(c.area ? [c.area] : [])]),
    ]),
  ),
].map(normaliseTerm);

describe('the trigrams a match needs', () => {
  it('are held by every name a keyword matches without a typo, so no such name is missed', () => {
    let checked = 0;
    for (const name of new Set(names)) {
      // Every piece of the name a golfer could type: each start, each length.
      for (let from = 0; from < name.length; from += 1) {
        for (let to = from + 1; to <= name.length; to += 1) {
          const keyword = normaliseTerm(name.slice(from, to));
          const match = keyword ? matchOf(keyword, name) : null;
          if (match === null || match === MATCH.typo) continue;
          const held = trigrams(name);
          for (const g of requiredTrigrams(keyword))
            expect(held.has(g), `${keyword} in ${name}: '${g}'`).toBe(true);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(10_000);
  });

  it('ask a short keyword for a word start and a longer one for its letters', () => {
    expect(requiredTrigrams('ma')).toEqual(['  m', ' ma']);
    expect(requiredTrigrams('lag')).toEqual(['lag']);
    expect(requiredTrigrams('la manga')).toEqual(['la ', 'man', 'ang', 'nga', '  m', ' ma']);
  });
});
