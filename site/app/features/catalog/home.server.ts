import { cacheDeps } from '../../platform/request/request-context.server.ts';
import { clubDetailsDeps } from './catalog-deps.server.ts';
import { featuredClubs } from './featured-clubs.server.ts';
import type { FeaturedClub } from './featured-clubs.server.ts';
import type { ClubDetails } from './club-details.server.ts';
import type { RegionTile } from './shared-answers.server.ts';
import { localePath } from '../../platform/locale.ts';
import type { NamesSnapshot } from './place-names.server.ts';
import { pageCalls } from '../../platform/engine/page-calls.server.ts';
import type { PageContext } from '../../platform/engine/page-calls.server.ts';
import { clubPath, regionPath } from './places.ts';
import { searchExamples } from '../search/search-examples.ts';
import type { SearchExampleView } from '../search/search-examples.ts';
import { log } from '../../platform/log.server.ts';
import type { FeaturedClubView } from './FeaturedClubs.tsx';

/** A region's tile as the home page shows it. */
export interface RegionTileView {
  id: number;
  title: string;
  image: string;
  courses: number;
  /** Without the locale. */
  path: string;
}

export function regionTileView(tile: RegionTile): RegionTileView {
  return {
    id: tile.idCajita,
    title: tile.titulo,
    image: tile.imagen,
    courses: tile.numRecorridos,
    path: regionPath(tile.titulo, tile.idCajita),
  };
}

/** The club to discover, as the home page's spotlight shows it; null without a course. */
export function discoverView(club: ClubDetails | null, locale: PageContext['locale']) {
  const course = club?.listaRecorridos[0];
  if (!club || !course) return null;
  return {
    name: club.nombreClub,
    place: { municipality: club.nombreMunicipio, region: club.nombreRegion },
    description: club.descripcion,
    href: localePath(locale, clubPath(club.nombreClub, club.idVendedorProveedor, course.idRec)),
    imageSrc: club.imagen,
  };
}

type Places = Pick<NamesSnapshot, 'clubs' | 'regions' | 'municipalities'>;

export const NO_PLACES: Places = { clubs: [], regions: [], municipalities: [] };

function placeNames(places: Places, idMunicipio: number, idRegion: number) {
  return {
    municipality: places.municipalities.find((m) => m.idMunicipio === idMunicipio)?.name ?? '',
    region: places.regions.find((r) => r.idL === idRegion)?.name ?? '',
  };
}

/**
 * The featured clubs are streamed, not awaited: finding each candidate's next free tee time is a
 * dozen availability calls, and the first paint (hero, search, notices, regions) must not wait
 * for them. The list is also cached for a minute (featured-clubs.server.ts), so most views find it
 * ready and the stream closes at once. The promise never rejects: any failure leaves the part out,
 * and so does a list not found before the stream's end (settleWithin, in the loader).
 */
export async function streamedFeatured(
  ctx: PageContext,
  request: Request,
  places: Places,
): Promise<FeaturedClubView[]> {
  // Its own call reader: the notice this loader returned has been sent before these calls end.
  const calls = pageCalls(ctx, request);
  try {
    const clubs = await featuredClubs(
      calls,
      {
        cache: cacheDeps('availability'),
        details: clubDetailsDeps(ctx.culture),
        culture: ctx.culture,
      },
      places,
    );
    return clubs.map((club: FeaturedClub): FeaturedClubView => ({
      key: club.idVP,
      name: club.name,
      courseName: club.courseName,
      place: placeNames(places, club.idMunicipio, club.idRegion),
      href: localePath(ctx.locale, clubPath(club.name, club.idVP, club.idRec)),
      imageSrc: club.imageSrc,
      next: club.next,
      courseId: club.idRec,
    }));
  } catch (error) {
    // An expired session's redirect cannot be followed any more; the next page renews it.
    if (!(error instanceof Response)) log().warn({ err: error }, 'featured clubs');
    return [];
  }
}

/**
 * The search's invitation changes once a day: made once per names snapshot (the cache hands every
 * request the same one), locale and day, not sorted anew on every view.
 */
const examplesMade = new WeakMap<object, Map<string, SearchExampleView[]>>();

export function examplesOf(places: Places, locale: PageContext['locale'], now = new Date()) {
  const key = `${locale}:${Math.floor(now.getTime() / 86_400_000)}`;
  let byKey = examplesMade.get(places);
  if (!byKey) {
    byKey = new Map();
    examplesMade.set(places, byKey);
  }
  let examples = byKey.get(key);
  if (!examples) {
    examples = searchExamples(places, locale, now);
    byKey.set(key, examples);
  }
  return examples;
}
