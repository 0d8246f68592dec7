import { sql } from 'drizzle-orm';
import { rows } from '../db/client.ts';
import type { Db } from '../db/client.ts';
import type { Names } from '../db/schema.ts';
import type { EngineLocale } from '../i18n/messages.ts';
import { matchRank, normaliseTerm } from './search-normalise.ts';

export const MAX_SUGGESTIONS = 10;
/** How stale a new club may be in suggestions when another process added it. */
const REFRESH_MS = 30_000;

interface Entry {
  kind: 'MUN' | 'CLUB';
  id: number;
  id2: number;
  labels: Record<EngineLocale, string>;
}

interface Term {
  term: string;
  entry: number;
  grams: Set<string>;
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
 * Suggestions are answered from memory: the catalog's names, loaded from PostgreSQL's
 * search_terms and kept as a trigram index. A suggestion costs no database round trip, and the
 * index is rebuilt when the catalog in the database changes.
 */
export class SearchIndex {
  private entries: Entry[] = [];
  private terms: Term[] = [];
  private postings = new Map<string, number[]>();
  private version = '';
  private checkedAt = 0;
  private loading: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  private async currentVersion(): Promise<string> {
    const [row] = await rows<{ n: number; max: number }>(
      this.db,
      sql`select count(*)::int as n, coalesce(max(id), 0)::int as max from search_terms`,
    );
    return `${row?.n ?? 0}:${row?.max ?? 0}`;
  }

  private async load(version: string): Promise<void> {
    const places = await rows<{ id: number; names: Names; region_id: number; region: Names }>(
      this.db,
      sql`select m.id, m.names, m.region_id, r.names as region from municipalities m join regions r on r.id = m.region_id`,
    );
    const clubRows = await rows<{ id: number; name: string; course: number; place: Names }>(
      this.db,
      sql`select c.id, c.name, (select min(co.id) from courses co where co.club_id = c.id) as course, m.names as place
          from clubs c join municipalities m on m.id = c.municipality_id`,
    );
    const termRows = await rows<{ term: string; kind: string; ref_id: number }>(
      this.db,
      sql`select term, kind, ref_id from search_terms`,
    );
    const entries: Entry[] = [];
    const byKey = new Map<string, number>();
    const label = (f: (l: EngineLocale) => string) => ({
      en: f('en'),
      es: f('es'),
      fr: f('fr'),
      sv: f('sv'),
    });
    for (const p of places) {
      byKey.set(`MUN:${p.id}`, entries.length);
      entries.push({
        kind: 'MUN',
        id: Number(p.id),
        id2: Number(p.region_id),
        labels: label((l) => `${p.names[l] || p.names.en}, ${p.region[l] || p.region.en}`),
      });
    }
    for (const c of clubRows) {
      byKey.set(`CLUB:${c.id}`, entries.length);
      entries.push({
        kind: 'CLUB',
        id: Number(c.course ?? 0),
        id2: Number(c.id),
        labels: label((l) => `${c.name}, ${c.place[l] || c.place.en}`),
      });
    }
    const terms: Term[] = [];
    const postings = new Map<string, number[]>();
    for (const t of termRows) {
      const entry = byKey.get(`${t.kind}:${t.ref_id}`);
      if (entry === undefined) continue;
      const grams = trigrams(t.term);
      const index = terms.length;
      terms.push({ term: t.term, entry, grams });
      for (const g of grams) {
        const list = postings.get(g);
        if (list) list.push(index);
        else postings.set(g, [index]);
      }
    }
    this.entries = entries;
    this.terms = terms;
    this.postings = postings;
    this.version = version;
  }

  /** Loads on first use; afterwards checks the catalog's version in the background. */
  async ready(): Promise<void> {
    if (!this.version) {
      this.loading ??= this.currentVersion().then((v) => this.load(v));
      await this.loading;
      this.checkedAt = Date.now();
      return;
    }
    if (Date.now() - this.checkedAt > REFRESH_MS) {
      this.checkedAt = Date.now();
      void this.currentVersion()
        .then((v) => (v !== this.version ? this.load(v) : undefined))
        .catch(() => undefined);
    }
  }

  async suggest(keyword: string, locale: EngineLocale, vendorId: number) {
    const k = normaliseTerm(keyword);
    if (!k) return [];
    await this.ready();
    const kGrams = trigrams(k);
    const candidates = new Set<number>();
    if (k.length < 3) {
      // Too short for trigrams: a prefix of the name or of one of its words.
      this.terms.forEach((t, i) => {
        if (t.term.includes(k)) candidates.add(i);
      });
    } else {
      // Every name containing the keyword contains its first three letters.
      for (const i of this.postings.get(k.slice(0, 3)) ?? []) candidates.add(i);
      if (k.length >= 4) {
        // One typo breaks at most three trigrams, so a near match holds one of the four rarest.
        const rarest = [...kGrams]
          .sort((a, z) => (this.postings.get(a)?.length ?? 0) - (this.postings.get(z)?.length ?? 0))
          .slice(0, 4);
        for (const g of rarest) for (const i of this.postings.get(g) ?? []) candidates.add(i);
      }
    }
    const best = new Map<number, { rank: number; sim: number }>();
    for (const i of candidates) {
      const term = this.terms[i];
      if (!term) continue;
      let shared = 0;
      for (const g of kGrams) if (term.grams.has(g)) shared += 1;
      if (!term.term.includes(k) && shared < kGrams.size - 4) continue;
      const rank = matchRank(k, term.term);
      if (rank === null) continue;
      const sim = shared / (kGrams.size + term.grams.size - shared);
      const prior = best.get(term.entry);
      if (!prior || rank < prior.rank || (rank === prior.rank && sim > prior.sim))
        best.set(term.entry, { rank, sim });
    }
    return [...best.entries()]
      .map(([entry, score]) => ({ entry: this.entries[entry], ...score }))
      .filter((r): r is { entry: Entry; rank: number; sim: number } => r.entry !== undefined)
      .sort(
        (a, z) =>
          a.rank - z.rank ||
          (a.entry.kind === z.entry.kind ? 0 : a.entry.kind === 'MUN' ? -1 : 1) ||
          z.sim - a.sim ||
          // A plain comparison: collation-aware compare is slow enough to dominate a broad keyword.
          (a.entry.labels[locale] < z.entry.labels[locale]
            ? -1
            : a.entry.labels[locale] > z.entry.labels[locale]
              ? 1
              : 0),
      )
      .slice(0, MAX_SUGGESTIONS)
      .map(({ entry }) => ({
        label: entry.labels[locale],
        data: {
          cat: entry.kind,
          id: entry.id,
          id2: entry.id2,
          id3: entry.kind === 'MUN' ? 0 : vendorId,
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
