import { sql } from 'drizzle-orm';
import { rows } from '../db/client.ts';
import type { Executor } from '../db/client.ts';
import type { Names, TermKind } from '../db/schema.ts';

/** Changes whenever a search term is added or removed: the index reloads on a new value. */
export async function searchTermsVersion(executor: Executor): Promise<string> {
  const [row] = await rows<{ n: number; max: number }>(
    executor,
    sql`select count(*)::int as n, coalesce(max(id), 0)::int as max from search_terms`,
  );
  return `${row?.n ?? 0}:${row?.max ?? 0}`;
}

export interface SearchCatalog {
  regions: { id: number; key: string; names: Names; country: string }[];
  places: { id: number; names: Names; region_id: number; region: Names }[];
  clubs: {
    id: number;
    name: string;
    area: string | null;
    course: number | null;
    place: Names;
    lat: number;
    lon: number;
  }[];
  terms: { term: string; kind: TermKind; ref_id: number }[];
}

/** Everything the suggestions are made of: what may be suggested, and the names it answers to. */
export async function searchCatalog(executor: Executor): Promise<SearchCatalog> {
  const regions = await rows<SearchCatalog['regions'][number]>(
    executor,
    sql`select id, key, names, country from regions`,
  );
  const places = await rows<SearchCatalog['places'][number]>(
    executor,
    sql`select m.id, m.names, m.region_id, r.names as region
        from municipalities m join regions r on r.id = m.region_id`,
  );
  const clubs = await rows<SearchCatalog['clubs'][number]>(
    executor,
    sql`select c.id, c.name, c.area, c.lat, c.lon, (select min(co.id) from courses co where co.club_id = c.id) as course,
          m.names as place
        from clubs c join municipalities m on m.id = c.municipality_id`,
  );
  const terms = await rows<SearchCatalog['terms'][number]>(
    executor,
    sql`select term, kind, ref_id from search_terms`,
  );
  return { regions, places, clubs, terms };
}
