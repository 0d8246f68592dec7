/**
 * The order of the search box's suggestions (issue 13), as one pure rule. The index finds the
 * names a keyword may mean; this module says how well each one matches and which come first.
 *
 * 1. The match, in four groups, best first:
 *    - exact: the keyword is the whole name ('algarve' → Algarve);
 *    - prefix: the keyword starts a word of the name: whole words ('sotogrande' in 'Real Club de
 *      Golf Sotogrande'), then the name's start ('costa' in 'Costa del Sol'), then another word's
 *      start ('sol' in 'Costa del Sol');
 *    - contained: anywhere else ('lag' in 'Málaga');
 *    - typo: one letter wrong, missing, extra or swapped, from four letters on ('sevila').
 *    A better group always comes first, so a typo match never pushes out an exact or prefix one.
 *    A club found by its area ('vilamoura' → Dom Pedro Old Course, in Vilamoura) counts at best as
 *    a prefix match: the keyword names where the club is, not the club, so a club or place that
 *    bears the name itself comes first.
 * 2. Within a group, regions, then places, then the gazetteer's places (airports, coasts, issue
 *    27), then clubs; a club far from the city or airport the keyword names comes after the near
 *    ones. A keyword that names a place is answered
 *    by the place before the clubs named after it ('Sevilla' before 'Real Club de Golf de
 *    Sevilla'): the place's page lists those clubs too, and a club wins whenever it matches in a
 *    better group ('valderrama').
 * 3. Then a club found by its own name before one found by its area: 'sotogrande' puts Real Club
 *    de Golf Sotogrande before Sotogrande's other clubs, Almenara and Valderrama.
 * 4. Then the finer match above (whole words, name start, word start), then the name closest in
 *    length and letters (trigram similarity), then the label, so equal answers keep one order.
 *
 * Keywords of one or two letters match the start of a word only, and give at most five
 * suggestions: 'ma' inside a word would match most of the catalog, and ten such answers are noise.
 */
import type { SuggestionKind } from '@fairway/contract';
import { oneTypoApart } from './search-normalise.ts';

export const MAX_SUGGESTIONS = 10;
export const MAX_SHORT_SUGGESTIONS = 5;
/** Keywords of at most this many letters are short: word starts only, and fewer suggestions. */
export const SHORT_KEYWORD_LENGTH = 2;
/** One typo is tolerated from this length on; shorter keywords would match everything. */
export const TYPO_MIN_LENGTH = 4;

export const MATCH = {
  exact: 0,
  wholeWords: 1,
  nameStart: 2,
  wordStart: 3,
  contained: 4,
  typo: 5,
} as const;
export type Match = (typeof MATCH)[keyof typeof MATCH];
export type MatchGroup = 'exact' | 'prefix' | 'contained' | 'typo';

const GROUPS: readonly MatchGroup[] = ['exact', 'prefix', 'contained', 'typo'];

/** The group's place in GROUPS; numbers, as this runs for every name a broad keyword matches. */
function groupIndex(match: Match): number {
  return match === MATCH.exact ? 0 : match <= MATCH.wordStart ? 1 : match - 2;
}

export function matchGroup(match: Match): MatchGroup {
  return GROUPS[groupIndex(match)] ?? 'typo';
}

/** The place in GROUPS a candidate ranks at: an area's exact match counts as a prefix (rule 1). */
function rankIndex(r: Pick<Ranked, 'match' | 'viaArea'>): number {
  return r.viaArea && r.match === MATCH.exact ? 1 : groupIndex(r.match);
}

export function isShortKeyword(keyword: string): boolean {
  return keyword.length <= SHORT_KEYWORD_LENGTH;
}

export function suggestionLimit(keyword: string): number {
  return isShortKeyword(keyword) ? MAX_SHORT_SUGGESTIONS : MAX_SUGGESTIONS;
}

/**
 * How a normalised keyword meets a normalised name (see `normaliseTerm`), or null for no match.
 * `words` is the name split on spaces; the index passes it ready to avoid a split per call.
 */
export function matchOf(keyword: string, term: string, words = term.split(' ')): Match | null {
  if (!keyword) return null;
  if (term === keyword) return MATCH.exact;
  const first = term.indexOf(keyword);
  if (first !== -1) {
    // The best of the occurrences that start a word ('sol' in 'solar del sol' is a whole word).
    let best: Match | null = null;
    for (let at = first; at !== -1; at = term.indexOf(keyword, at + 1)) {
      if (at > 0 && term[at - 1] !== ' ') continue;
      const end = at + keyword.length;
      if (end === term.length || term[end] === ' ') return MATCH.wholeWords;
      best ??= at === 0 ? MATCH.nameStart : MATCH.wordStart;
    }
    return best ?? (isShortKeyword(keyword) ? null : MATCH.contained);
  }
  if (keyword.length < TYPO_MIN_LENGTH) return null;
  // A typo in the whole name, in as many of its words as the keyword has, or in their beginning:
  // the keyword one typo from the window's first k or k + 1 letters (a letter wrong or missing).
  // Not its first k - 1: an extra letter there would make 'malga' a typo of 'algarve'.
  const span = keyword.split(' ').length;
  const k = keyword.length;
  for (let i = 0; i + span <= words.length; i += 1) {
    const window = span === 1 ? (words[i] ?? '') : words.slice(i, i + span).join(' ');
    if (window.length < k - 1) continue;
    if (oneTypoApart(keyword, window)) return MATCH.typo;
    for (let length = k; length <= k + 1 && length < window.length; length += 1)
      if (oneTypoApart(keyword, window, length)) return MATCH.typo;
  }
  return null;
}

const KIND_ORDER: Record<SuggestionKind, number> = { REG: 0, MUN: 1, LUG: 2, CLUB: 3 };

/** What the rule needs to know of one candidate suggestion: its best match over its names. */
export interface Ranked {
  kind: SuggestionKind;
  match: Match;
  /** Found by a club's area rather than by its own name. */
  viaArea: boolean;
  /** Trigram similarity of keyword and matched name, 0 to 1. */
  similarity: number;
  /** The label in the caller's language. */
  label: string;
  /**
   * A club found by its own name that lies far from a city or airport the keyword names exactly
   * ('santander': Golf Santander, near Madrid, against Santander's Pedreña). Ranks after the
   * clubs of its group that are near (issue 27).
   */
  far?: boolean;
}

/** Negative when `a` comes first. */
export function compareRanked(a: Ranked, z: Ranked): number {
  return (
    rankIndex(a) - rankIndex(z) ||
    KIND_ORDER[a.kind] - KIND_ORDER[z.kind] ||
    Number(a.far ?? false) - Number(z.far ?? false) ||
    Number(a.viaArea) - Number(z.viaArea) ||
    a.match - z.match ||
    z.similarity - a.similarity ||
    // Code-point order: a collation-aware compare is slow enough to show on a broad keyword.
    (a.label < z.label ? -1 : a.label > z.label ? 1 : 0)
  );
}

/** Which of two matches of the same suggestion (by different names) counts. */
export function betterMatch(
  a: Pick<Ranked, 'match' | 'viaArea' | 'similarity'>,
  z: Pick<Ranked, 'match' | 'viaArea' | 'similarity'>,
): boolean {
  const byGroup = rankIndex(a) - rankIndex(z);
  if (byGroup !== 0) return byGroup < 0;
  if (a.viaArea !== z.viaArea) return !a.viaArea;
  return a.match < z.match || (a.match === z.match && a.similarity > z.similarity);
}

/**
 * The first `limit` of `items` in `compare` order. A broad keyword ('golf') matches thousands of
 * names for ten places; keeping the best ten as they come costs one comparison for most names,
 * where sorting them all costs a dozen.
 */
export function firstInOrder<T>(
  items: Iterable<T>,
  limit: number,
  compare: (a: T, z: T) => number,
) {
  const best: T[] = [];
  if (limit <= 0) return best;
  for (const item of items) {
    if (best.length === limit && compare(item, best[limit - 1] as T) >= 0) continue;
    let at = best.length;
    while (at > 0 && compare(item, best[at - 1] as T) < 0) at -= 1;
    best.splice(at, 0, item);
    if (best.length > limit) best.pop();
  }
  return best;
}

/** The suggestions to give, in order: the rule above applied to every candidate. */
export function rankSuggestions<T extends Ranked>(candidates: Iterable<T>, keyword: string): T[] {
  return firstInOrder(candidates, suggestionLimit(keyword), compareRanked);
}
