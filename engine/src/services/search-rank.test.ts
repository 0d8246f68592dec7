import { describe, expect, it } from 'vitest';
import { normaliseTerm } from './search-normalise.ts';
import {
  MATCH,
  MAX_SHORT_SUGGESTIONS,
  MAX_SUGGESTIONS,
  betterMatch,
  compareRanked,
  firstInOrder,
  matchGroup,
  matchOf,
  rankSuggestions,
} from './search-rank.ts';
import type { SuggestionKind } from '@fairway/contract';
import type { Ranked } from './search-rank.ts';

/**
 * A candidate as the index builds it: the keyword matched against one of its names (`name`),
 * shown as `as` (its label), for a club unless `kind` says otherwise.
 */
function candidate(
  keyword: string,
  name: string,
  options: { kind?: SuggestionKind; viaArea?: boolean; as?: string; similarity?: number } = {},
): Ranked & { name: string } {
  const match = matchOf(normaliseTerm(keyword), normaliseTerm(name));
  if (match === null) throw new Error(`'${keyword}' does not match '${name}'`);
  const label = options.as ?? name;
  return {
    name: label,
    kind: options.kind ?? 'CLUB',
    match,
    viaArea: options.viaArea ?? false,
    similarity: options.similarity ?? 0.5,
    label,
  };
}

const order = (keyword: string, list: (Ranked & { name: string })[]) =>
  rankSuggestions(list, normaliseTerm(keyword)).map((c) => c.name);

describe('how a keyword meets a name', () => {
  it.each([
    ['malaga', 'malaga', MATCH.exact],
    ['costa del sol', 'costa del sol', MATCH.exact],
    ['sotogrande', 'real club de golf sotogrande', MATCH.wholeWords],
    ['la manga', 'la manga club', MATCH.wholeWords],
    ['sol', 'solar del sol', MATCH.wholeWords],
    ['mala', 'malaga', MATCH.nameStart],
    ['costa', 'costa blancas', MATCH.wholeWords],
    ['sevil', 'real club de golf de sevilla', MATCH.wordStart],
    ['lag', 'malaga', MATCH.contained],
    ['sevila', 'sevilla', MATCH.typo],
    ['sevila', 'real club pineda de sevilla', MATCH.typo],
    ['valderama', 'real club valderrama', MATCH.typo],
    ['vilamora', 'vilamoura', MATCH.typo],
    ['madiera', 'madeira', MATCH.typo],
  ] as const)('%s in %s', (keyword, term, match) => {
    expect(matchOf(keyword, term)).toBe(match);
  });

  it('finds nothing for two typos, unrelated letters or an empty keyword', () => {
    expect(matchOf('svila', 'sevilla')).toBeNull();
    expect(matchOf('xyz', 'malaga')).toBeNull();
    expect(matchOf('', 'malaga')).toBeNull();
  });

  it('takes no extra letter before the beginning of a word for a typo', () => {
    expect(matchOf('malga', 'algarve')).toBeNull();
    expect(matchOf('malga', 'malaga')).toBe(MATCH.typo);
  });

  it('allows no typo under four letters', () => {
    expect(matchOf('mlg', 'malaga')).toBeNull();
    expect(matchOf('malg', 'malaga')).toBe(MATCH.typo);
    expect(matchOf('mlg', 'malga')).toBeNull();
  });

  it('puts the six matches in the four groups of the rule', () => {
    expect(
      [
        MATCH.exact,
        MATCH.wholeWords,
        MATCH.nameStart,
        MATCH.wordStart,
        MATCH.contained,
        MATCH.typo,
      ].map(matchGroup),
    ).toEqual(['exact', 'prefix', 'prefix', 'prefix', 'contained', 'typo']);
  });
});

describe('the order of the suggestions', () => {
  it('is exact, then prefix, then contained, then typo', () => {
    const list = [
      candidate('lago', 'Vale do Lagos'),
      candidate('lago', 'Quinta do Lago'),
      candidate('lago', 'Lago'),
      candidate('lago', 'Palago'),
      candidate('lago', 'Lagoa'),
      candidate('lago', 'Largo'),
    ];
    expect(order('lago', list)).toEqual([
      'Lago',
      'Quinta do Lago',
      'Lagoa',
      'Vale do Lagos',
      'Palago',
      'Largo',
    ]);
  });

  it('never lets a typo match push out an exact or prefix one, however many typos there are', () => {
    // Typos of the best kind and closeness, against prefixes of the worst.
    const typos = Array.from({ length: 30 }, (_, i) =>
      candidate('sevilla', 'Sevila', { kind: 'REG', as: `typo ${i}`, similarity: 0.99 }),
    );
    const prefixes = Array.from({ length: 9 }, (_, i) =>
      candidate('sevilla', `Sevilla Golf ${i}`, { viaArea: true, similarity: 0.01 }),
    );
    const exact = candidate('sevilla', 'Sevilla', { viaArea: true, similarity: 0.01 });
    const first = order('sevilla', [...typos, ...prefixes, exact]);
    expect(first).toEqual(['Sevilla', ...prefixes.map((p) => p.name)]);
    expect(first).toHaveLength(MAX_SUGGESTIONS);
    expect(order('sevilla', [...typos, exact])[1]).toBe('typo 0');
  });

  it('gives regions, then places, then clubs within a group', () => {
    const list = [
      candidate('madrid', 'Club de Campo Villa de Madrid'),
      candidate('madrid', 'Madrid', { kind: 'MUN' }),
      candidate('madrid', 'Madrid', { kind: 'REG', as: 'Madrid (region)' }),
    ];
    expect(order('madrid', list)).toEqual([
      'Madrid (region)',
      'Madrid',
      'Club de Campo Villa de Madrid',
    ]);
  });

  it('lets a club that matches in a better group come before a region or place', () => {
    expect(
      order('sevilla', [
        candidate('sevilla', 'Sevila', { kind: 'MUN' }),
        candidate('sevilla', 'Real Club de Golf de Sevilla'),
      ]),
    ).toEqual(['Real Club de Golf de Sevilla', 'Sevila']);
    expect(
      order('valderrama', [
        candidate('valderrama', 'Valderrama Alta', { kind: 'REG' }),
        candidate('valderrama', 'Valderrama'),
      ]),
    ).toEqual(['Valderrama', 'Valderrama Alta']);
  });

  it('counts a club’s area at best as a prefix, after the club bearing the name itself', () => {
    const list = [
      candidate('sotogrande', 'Sotogrande', { viaArea: true, as: 'Almenara Golf' }),
      candidate('sotogrande', 'Real Club de Golf Sotogrande'),
      candidate('sotogrande', 'Sotogrande', { viaArea: true, as: 'Real Club Valderrama' }),
    ];
    expect(order('sotogrande', list)).toEqual([
      'Real Club de Golf Sotogrande',
      'Almenara Golf',
      'Real Club Valderrama',
    ]);
  });

  it('still puts an area before worse matches of clubs’ own names', () => {
    const list = [
      candidate('vilamoura', 'Vilamoura Park', { as: 'Vilamoura Park Hotel Golf' }),
      candidate('vilamoura', 'Vilamoura', { viaArea: true, as: 'Dom Pedro Old Course' }),
      candidate('vilamoura', 'Vilamoura', { kind: 'MUN', as: 'Vilamoura (place)' }),
      candidate('vilamoura', 'Novilamoura'),
      candidate('vilamoura', 'Vilamora'),
    ];
    expect(order('vilamoura', list)).toEqual([
      'Vilamoura (place)',
      'Vilamoura Park Hotel Golf',
      'Dom Pedro Old Course',
      'Novilamoura',
      'Vilamora',
    ]);
  });

  it('breaks ties by closeness, then by label, whatever order the candidates came in', () => {
    const near = candidate('costa', 'Costa Ballena', { similarity: 0.6 });
    const far = candidate('costa', 'Costa Ballena Ocean Golf', { similarity: 0.3 });
    const b = candidate('costa', 'Costa B', { similarity: 0.3 });
    expect(order('costa', [far, b, near])).toEqual([
      'Costa Ballena',
      'Costa B',
      'Costa Ballena Ocean Golf',
    ]);
    expect(order('costa', [near, far, b])).toEqual(order('costa', [b, near, far]));
  });

  it('keeps the best of a suggestion’s names: a better group, then its own name over its area', () => {
    const exact = { match: MATCH.exact, viaArea: false, similarity: 1 };
    const prefix = { match: MATCH.nameStart, viaArea: false, similarity: 1 };
    expect(betterMatch(exact, prefix)).toBe(true);
    expect(betterMatch(prefix, exact)).toBe(false);
    const ownName = { match: MATCH.wordStart, viaArea: false, similarity: 0.1 };
    const area = { match: MATCH.exact, viaArea: true, similarity: 0.9 };
    expect(betterMatch(ownName, area)).toBe(true);
    expect(betterMatch(area, ownName)).toBe(false);
    expect(betterMatch(area, { ...ownName, match: MATCH.contained })).toBe(true);
  });
});

describe('short keywords', () => {
  it('match the start of a word only', () => {
    expect(matchOf('ma', 'malaga')).toBe(MATCH.nameStart);
    expect(matchOf('ma', 'la manga club')).toBe(MATCH.wordStart);
    expect(matchOf('ma', 'alhama')).toBeNull();
    expect(matchOf('a', 'la cala')).toBeNull();
    expect(matchOf('l', 'la cala')).toBe(MATCH.nameStart);
  });

  it(`give at most ${MAX_SHORT_SUGGESTIONS} suggestions`, () => {
    const many = Array.from({ length: 20 }, (_, i) => candidate('ma', `Malaga ${i}`));
    // 'mal' is no longer short.
    expect(order('ma', many)).toHaveLength(MAX_SHORT_SUGGESTIONS);
    expect(order('mal', many)).toHaveLength(MAX_SUGGESTIONS);
  });
});

describe('keeping the first in order', () => {
  it('gives what a full sort would, for any input order', () => {
    const numbers = Array.from({ length: 200 }, (_, i) => (i * 7919) % 211);
    const byValue = (a: number, z: number) => a - z;
    expect(firstInOrder(numbers, 10, byValue)).toEqual([...numbers].sort(byValue).slice(0, 10));
    expect(firstInOrder(numbers.reverse(), 10, byValue)).toEqual(
      [...numbers].sort(byValue).slice(0, 10),
    );
    expect(firstInOrder([3, 1, 2], 10, byValue)).toEqual([1, 2, 3]);
    expect(firstInOrder([3, 1, 2], 0, byValue)).toEqual([]);
  });

  it('agrees with compareRanked for suggestions', () => {
    const list = ['Lago', 'Lagoa', 'Palago', 'Largo', 'Lagos do Sul'].map((n) =>
      candidate('lago', n),
    );
    expect(rankSuggestions(list, 'lago')).toEqual([...list].sort(compareRanked));
  });

  it('puts a gazetteer place after regions and places, and a far club after a near one', () => {
    const santander = candidate('santander', 'Santander', { kind: 'LUG' });
    const pedrena = candidate('santander', 'Santander', {
      viaArea: true,
      as: 'Real Golf de Pedreña',
    });
    const bank = { ...candidate('santander', 'Golf Santander'), far: true };
    expect(order('santander', [bank, pedrena, santander])).toEqual([
      'Santander',
      'Real Golf de Pedreña',
      'Golf Santander',
    ]);
    // Without the far mark, a club's own name comes before an area, as for 'sotogrande'.
    expect(order('santander', [{ ...bank, far: false }, pedrena])).toEqual([
      'Golf Santander',
      'Real Golf de Pedreña',
    ]);
    const madrid = candidate('madrid', 'Madrid', { kind: 'MUN' });
    const airport = candidate('madrid', 'Madrid', { kind: 'LUG', as: 'Madrid Airport (MAD)' });
    const region = candidate('madrid', 'Madrid', { kind: 'REG', as: 'Madrid region' });
    expect(order('madrid', [airport, madrid, region])).toEqual([
      'Madrid region',
      'Madrid',
      'Madrid Airport (MAD)',
    ]);
  });
});
