import type { Db } from '../db/client.ts';
import type { Names } from '../db/schema.ts';
import { LOCALES, type Locale } from '@fairway/rules';
import { GAZETTEER } from '../seed/gazetteer-data.ts';
import type { GazetteerEntry } from '../seed/gazetteer-data.ts';
import { clubLabel, countryName, placeLabel, regionLabel } from './search-labels.ts';
import {
  joinedAndSplit,
  normaliseTerm,
  termsOf,
  withoutGolfWords,
  withoutSmallWords,
} from './search-normalise.ts';
import { searchCatalog, searchTermsVersion } from './search-queries.ts';
import {
  betterMatch,
  isShortKeyword,
  MATCH,
  matchOf,
  rankSuggestions,
  suggestionLimit,
  TYPO_MIN_LENGTH,
} from './search-rank.ts';
import type { SuggestionKind } from '@fairway/contract';
import type { Match, Ranked } from './search-rank.ts';
import { haversineKm } from './tee-sheet.ts';

/** How stale a new club may be in suggestions when another process added it. */
const REFRESH_MS = 30_000;
/**
 * The most trigrams of a keyword a name one typo away can lack: a swap of two letters changes
 * four ('madiera' against 'madeira'), and a typo in the start of a longer word also loses the
 * keyword's last trigram, the one that ends a word ('sotogrnd' in 'sotogrande').
 */
const MISSING_FOR_TYPO = 5;

/**
 * A city or airport named exactly makes a club found by its own name 'far' beyond this many times
 * its radius ('santander': Golf Santander stands 330 km from Santander).
 */
const FAR_RADII = 2;
/** The shortest word start a split or joined keyword's last word may end on ('pine cli'). */
const MIN_START = 3;

/** Something a suggestion may lead to, with its contract ids and its label in each language. */
interface Entry {
  kind: SuggestionKind;
  id: number;
  id2: number;
  labels: Record<Locale, string>;
  /** A club's position, or a gazetteer city's or airport's with its radius. */
  at?: { lat: number; lon: number; radiusKm?: number };
}

/** The names a gazetteer entry answers to, normalised: its four languages and its other names. */
function gazetteerTerms(g: GazetteerEntry): string[] {
  return termsOf([...LOCALES.map((l) => g.name[l]), ...g.otherNames]);
}

interface Term {
  term: string;
  words: string[];
  entry: number;
  viaArea: boolean;
  /** Its distinct trigrams, by their number in `gramIds`. */
  grams: Uint32Array;
}

interface Candidate extends Ranked {
  entry: Entry;
}

/** pg_trgm's trigrams: each word padded with two spaces before and one after. */
export function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text.split(' ')) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i += 1) out.add(padded.slice(i, i + 3));
  }
  return out;
}

/**
 * Trigrams every name holds when it matches the keyword without a typo (exact, prefix or
 * contained, see search-rank.ts), so the names holding the rarest of them are the only ones to
 * check. The keyword's first word may begin inside a word of the name and its last word may stop
 * inside one; the words between are whole words, and a short keyword must start a word.
 */
export function requiredTrigrams(keyword: string): string[] {
  const words = keyword.split(' ');
  const out: string[] = [];
  words.forEach((w, j) => {
    for (let i = 0; i + 3 <= w.length; i += 1) out.push(w.slice(i, i + 3));
    if (j > 0 || isShortKeyword(keyword)) {
      out.push(`  ${w.slice(0, 1)}`);
      if (w.length >= 2) out.push(` ${w.slice(0, 2)}`);
    }
    if (j < words.length - 1) {
      if (w.length >= 2) out.push(`${w.slice(-2)} `);
      else if (j > 0) out.push(` ${w} `);
    }
  });
  return out;
}

/**
 * Suggestions are answered from memory: the catalog's names, loaded from PostgreSQL's
 * search_terms and kept as a trigram index. A suggestion costs no database round trip, and the
 * index is rebuilt when the catalog in the database changes.
 */
export class SearchIndex {
  private entries: Entry[] = [];
  private terms: Term[] = [];
  private postings = new Map<string, number[]>();
  /**
   * Each trigram of the catalog numbered, so counting the trigrams a name shares with the keyword
   * marks numbers in an array instead of hashing strings: it runs for every name a keyword reads.
   */
  private gramIds = new Map<string, number>();
  private marks = new Uint32Array(0);
  private stamp = 0;
  private words = new Set<string>();
  private starts = new Set<string>();
  private version = '';
  private checkedAt = 0;
  private loading: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  private async load(version: string): Promise<void> {
    const catalog = await searchCatalog(this.db);
    const entries: Entry[] = [];
    const byKey = new Map<string, number>();
    const inEach = (f: (l: Locale) => string) =>
      Object.fromEntries(LOCALES.map((l) => [l, f(l)])) as Record<Locale, string>;
    const local = (names: Names, l: Locale) => names[l] || names.en;
    for (const r of catalog.regions) {
      byKey.set(`REG:${r.id}`, entries.length);
      entries.push({
        kind: 'REG',
        id: Number(r.id),
        id2: 0,
        labels: inEach((l) => regionLabel(local(r.names, l), r.country, l)),
      });
    }
    for (const p of catalog.places) {
      byKey.set(`MUN:${p.id}`, entries.length);
      entries.push({
        kind: 'MUN',
        id: Number(p.id),
        id2: Number(p.region_id),
        labels: inEach((l) => placeLabel(local(p.names, l), local(p.region, l))),
      });
    }
    for (const c of catalog.clubs) {
      const at = entries.length;
      byKey.set(`CLUB:${c.id}`, at);
      byKey.set(`AREA:${c.id}`, at);
      entries.push({
        kind: 'CLUB',
        id: Number(c.course ?? 0),
        id2: Number(c.id),
        labels: inEach((l) => clubLabel(c.name, local(c.place, l), c.area)),
        at: { lat: Number(c.lat), lon: Number(c.lon) },
      });
    }
    const terms: Term[] = [];
    const postings = new Map<string, number[]>();
    const gramIds = new Map<string, number>();
    const words = new Set<string>();
    const addOne = (term: string, entry: number, viaArea: boolean) => {
      const grams = trigrams(term);
      const index = terms.length;
      const split = term.split(' ');
      for (const w of split) words.add(w);
      const ids = new Uint32Array(grams.size);
      let n = 0;
      for (const g of grams) {
        let id = gramIds.get(g);
        if (id === undefined) {
          id = gramIds.size;
          gramIds.set(g, id);
        }
        ids[n] = id;
        n += 1;
      }
      terms.push({ term, words: split, entry, viaArea, grams: ids });
      for (const g of grams) {
        const list = postings.get(g);
        if (list) list.push(index);
        else postings.set(g, [index]);
      }
    };
    // Each name, and the same without its small inner words ('quinta lago', issue 27).
    const addTerm = (term: string, entry: number, viaArea: boolean) => {
      addOne(term, entry, viaArea);
      const short = withoutSmallWords(term);
      if (short) addOne(short, entry, viaArea);
    };
    for (const t of catalog.terms) {
      const entry = byKey.get(`${t.kind}:${t.ref_id}`);
      if (entry === undefined) continue;
      addTerm(t.term, entry, t.kind === 'AREA');
    }
    this.addGazetteer(catalog, entries, addTerm, inEach);
    const starts = new Set<string>();
    for (const w of words) for (let n = MIN_START; n <= w.length; n += 1) starts.add(w.slice(0, n));
    this.words = words;
    this.starts = starts;
    this.entries = entries;
    this.terms = terms;
    this.postings = postings;
    this.gramIds = gramIds;
    this.marks = new Uint32Array(gramIds.size);
    this.stamp = 0;
    this.version = version;
  }

  /**
   * The gazetteer's places (issue 27). A place that is one of the catalog's regions lends that
   * region its names; a country lends its names to each of its regions (counting as an area, so a
   * region named after the country comes first); every other place is a suggestion of its own. A
   * city lends its names to the clubs within its radius, as an area: 'santander' finds Pedreña.
   */
  private addGazetteer(
    catalog: Awaited<ReturnType<typeof searchCatalog>>,
    entries: Entry[],
    addTerm: (term: string, entry: number, viaArea: boolean) => void,
    inEach: (f: (l: Locale) => string) => Record<Locale, string>,
  ): void {
    const regionAt = new Map<string, number>();
    entries.forEach((e, i) => {
      if (e.kind !== 'REG') return;
      const r = catalog.regions.find((x) => Number(x.id) === e.id);
      if (r) regionAt.set(r.key, i);
    });
    const clubsAt = entries
      .map((e, i) => ({ e, i }))
      .filter(({ e }) => e.kind === 'CLUB' && e.at !== undefined);
    for (const g of GAZETTEER) {
      const names = gazetteerTerms(g);
      if (g.kind === 'country') {
        for (const r of catalog.regions) {
          const at = regionAt.get(r.key);
          if (r.country !== g.country || at === undefined) continue;
          for (const term of names) addTerm(term, at, true);
        }
        continue;
      }
      const region = g.region ? regionAt.get(g.region) : undefined;
      if (region !== undefined) {
        for (const term of names) addTerm(term, region, false);
        continue;
      }
      const at = entries.length;
      entries.push({
        kind: 'LUG',
        id: g.id,
        id2: 0,
        labels: inEach((l) => placeLabel(g.name[l], countryName(g.country, l))),
        ...(g.radiusKm !== undefined
          ? { at: { lat: g.lat, lon: g.lon, radiusKm: g.radiusKm } }
          : {}),
      });
      for (const term of names) addTerm(term, at, false);
      if (g.kind !== 'city' || g.radiusKm === undefined) continue;
      for (const { e, i } of clubsAt)
        if (e.at && haversineKm(g, e.at) <= g.radiusKm)
          for (const term of names) addTerm(term, i, true);
    }
  }

  /** Loads on first use; afterwards checks the catalog's version in the background. */
  async ready(): Promise<void> {
    if (!this.version) {
      this.loading ??= searchTermsVersion(this.db).then((v) => this.load(v));
      await this.loading;
      this.checkedAt = Date.now();
      return;
    }
    if (Date.now() - this.checkedAt > REFRESH_MS) {
      this.checkedAt = Date.now();
      void searchTermsVersion(this.db)
        .then((v) => (v !== this.version ? this.load(v) : undefined))
        .catch(() => undefined);
    }
  }

  /** A number no trigram is marked with yet; the marks are cleared when the numbers run out. */
  private nextStamp(): number {
    if (this.stamp === 0xffffffff) {
      this.marks.fill(0);
      this.stamp = 0;
    }
    this.stamp += 1;
    return this.stamp;
  }

  private postingsOf(gram: string): number[] {
    return this.postings.get(gram) ?? [];
  }

  /** The terms that may hold the keyword: those holding the rarest trigram every such term holds. */
  private containing(keyword: string): number[] {
    let rarest: number[] | null = null;
    for (const g of requiredTrigrams(keyword)) {
      const list = this.postingsOf(g);
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    return rarest ?? [];
  }

  /**
   * The terms that may be one typo away. Such a term lacks at most MISSING_FOR_TYPO of the
   * keyword's trigrams, so it holds one of the rarest MISSING_FOR_TYPO + 1. The three commonest
   * are never read, though: they are word starts most of the catalog holds ('  s', ' sa' of 'san'),
   * and reading them would check thousands of names for one keystroke. So a typo in a keyword of
   * six letters or fewer is found only where it leaves one of the rarest four trigrams intact, as
   * before issue 13; from seven letters on the rarest five or six are read ('madiera').
   */
  private nearMisses(grams: Set<string>): Set<number> {
    const found = new Set<number>();
    const fewest = [...grams]
      .sort((a, z) => this.postingsOf(a).length - this.postingsOf(z).length)
      .slice(0, Math.max(4, Math.min(MISSING_FOR_TYPO + 1, grams.size - 3)));
    for (const g of fewest) for (const i of this.postingsOf(g)) found.add(i);
    return found;
  }

  /** The keyword, without its golf words, and both joined or split where the names say so. */
  private variantsOf(k: string): string[] {
    const bare = withoutGolfWords(k);
    const bases = bare && bare !== k ? [k, bare] : [k];
    const known = (w: string) => this.words.has(w);
    const knownStart = (w: string) => w.length >= MIN_START && this.starts.has(w);
    return bases.flatMap((b) => [b, ...joinedAndSplit(b, known, knownStart)]);
  }

  /** Marks the clubs found by their own name far from a city or airport matched exactly. */
  private markFar(candidates: Iterable<Candidate>): void {
    const list = [...candidates];
    const centres = list
      .filter((c) => c.kind === 'LUG' && c.match === MATCH.exact && c.entry.at?.radiusKm)
      .map((c) => c.entry.at);
    if (centres.length === 0) return;
    for (const c of list) {
      const at = c.entry.at;
      if (c.kind !== 'CLUB' || c.viaArea || !at) continue;
      c.far = centres.every((p) => p && haversineKm(p, at) > (p.radiusKm ?? 0) * FAR_RADII);
    }
  }

  async suggest(keyword: string, locale: Locale, vendorId: number) {
    const k = normaliseTerm(keyword);
    if (!k) return [];
    await this.ready();
    let kw = k;
    let kGrams = trigrams(k);
    const best = new Map<number, Candidate>();
    // One scratch score per call rather than one per name: a broad keyword reads thousands.
    const score: Pick<Ranked, 'match' | 'viaArea' | 'similarity'> = {
      match: MATCH.exact,
      viaArea: false,
      similarity: 0,
    };
    const { marks } = this;
    let stamp = 0;
    const sharedGrams = (term: Term) => {
      let shared = 0;
      for (const g of term.grams) if (marks[g] === stamp) shared += 1;
      return shared;
    };
    const keep = (term: Term, match: Match, shared: number) => {
      score.match = match;
      score.viaArea = term.viaArea;
      score.similarity = shared / (kGrams.size + term.grams.length - shared);
      const prior = best.get(term.entry);
      if (prior) {
        if (!betterMatch(score, prior)) return;
        prior.match = score.match;
        prior.viaArea = score.viaArea;
        prior.similarity = score.similarity;
        return;
      }
      const entry = this.entries[term.entry];
      if (!entry) return;
      // Field by field: spreading the scratch object took most of a broad keyword's time.
      best.set(term.entry, {
        entry,
        kind: entry.kind,
        label: entry.labels[locale],
        match: score.match,
        viaArea: score.viaArea,
        similarity: score.similarity,
      });
    };
    // A name one typo away lacks at most MISSING_FOR_TYPO of the keyword's trigrams: the count
    // spares the typo test for the rest.
    const considerNear = (term: Term) => {
      const shared = sharedGrams(term);
      if (shared < kGrams.size - MISSING_FOR_TYPO) return;
      const match = matchOf(kw, term.term, term.words);
      if (match !== null) keep(term, match, shared);
    };
    // A name holding the keyword is matched with a few string searches, and its trigrams are
    // counted only when it matches; any other may be a typo.
    const consider = (i: number) => {
      const term = this.terms[i];
      if (!term) return;
      if (!term.term.includes(kw)) {
        considerNear(term);
        return;
      }
      const match = matchOf(kw, term.term, term.words);
      if (match !== null) keep(term, match, sharedGrams(term));
    };
    // The keyword as typed, then without its golf words, then joined or split where the names know
    // the result (issue 27). The best match of each suggestion over all of them counts.
    const tried = new Set<string>();
    for (const variant of this.variantsOf(k)) {
      if (tried.has(variant)) continue;
      tried.add(variant);
      kw = variant;
      kGrams = trigrams(variant);
      stamp = this.nextStamp();
      for (const g of kGrams) {
        const id = this.gramIds.get(g);
        if (id !== undefined) marks[id] = stamp;
      }
      for (const i of this.containing(variant)) consider(i);
      // Typo matches rank after every other match, so once the names holding the keyword fill the
      // list no typo can enter it, and the costly search for them is skipped.
      if (variant.length >= TYPO_MIN_LENGTH && best.size < suggestionLimit(k))
        for (const i of this.nearMisses(kGrams)) consider(i);
    }
    this.markFar(best.values());
    return rankSuggestions(best.values(), k).map(({ entry }) => ({
      label: entry.labels[locale],
      data: {
        cat: entry.kind,
        id: entry.id,
        id2: entry.id2,
        id3: entry.kind === 'CLUB' ? vendorId : 0,
      },
    }));
  }
}

const indexes = new WeakMap<Db, SearchIndex>();
export function searchIndexFor(db: Db): SearchIndex {
  let index = indexes.get(db);
  if (!index) {
    index = new SearchIndex(db);
    indexes.set(db, index);
  }
  return index;
}
