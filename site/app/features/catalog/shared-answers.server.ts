/**
 * The engine's answers that are the same for every visitor in a culture, as the pages read them:
 * through the shared cache with stale-while-revalidate (cached.server.ts), each with the kind of
 * data it is (docs/decisions/0015). All are 'basic' calls: they depend on the shop's vendor and
 * the culture, never on the golfer's session or login.
 */
import { engineFilters, filtersKey } from '../region/region-filters.ts';
import type { RegionFilters } from '../region/region-filters.ts';
import { busqueda, vendedor } from '@fairway/contract';
import type { BoardMessage } from '../content/board.ts';
import { clubDetails } from './club-details.server.ts';
import type { ClubDetails } from './club-details.server.ts';
import { cacheDeps } from '../../platform/request/request-context.server.ts';
import { clubDetailsDeps } from './catalog-deps.server.ts';
import type { EngineResult } from '../../platform/engine/engine.server.ts';
import type { ClubName } from './place-names.server.ts';
import { sharedCall } from '../../platform/engine/page-calls.server.ts';
import type { PageCalls } from '../../platform/engine/page-calls.server.ts';

const tilesSchema = busqueda.listarCajitas.answer.shape.listaCajitas;
const boardSchema = vendedor.obtenerMensajesTablon.answer.shape.datos.shape.listaMensajes;
const resultsSchema = busqueda.listarResultadosTTB.answer.pick({ listaClubes: true, lugar: true });
type ResultsAnswer = (typeof busqueda.listarResultadosTTB.answer)['_output'];

export type RegionTile = (typeof tilesSchema)['_output'][number];
export type RegionResult = (typeof resultsSchema)['_output']['listaClubes'][number];

/** A gazetteer place as its page sees it (an airport, a coast, a city). */
export interface GazetteerPlaceView {
  name: string;
  /** No club of its own: the list holds the nearest ones. */
  noClubs: boolean;
}

/** The clubs around the golfer's position ("near me"), as the page sees them. */
export interface AroundView {
  /** The radius the engine took the clubs within, in km. */
  radiusKm: number;
  /** None inside it: the list holds the nearest ones. */
  noClubs: boolean;
}

/** What a results page is told beside the clubs. */
interface ResultsView {
  clubs: RegionResult[];
  place: GazetteerPlaceView | null;
  around: AroundView | null;
}

/** Home's region tiles (Portal/Home/ListarCajitas): catalog data. */
export function regionTiles(
  calls: PageCalls,
  culture: string,
): Promise<EngineResult<RegionTile[]>> {
  return sharedCall(
    calls,
    cacheDeps('catalog'),
    `tiles:v1:${culture}`,
    tilesSchema,
    busqueda.listarCajitas,
    {},
    { action: 'regions' },
    (answer) => answer.listaCajitas,
  );
}

/** The seller's notice board or offers; they dress the page, so a failure alerts nobody. */
export function boardMessages(
  calls: PageCalls,
  culture: string,
  which: 'notices' | 'offers',
): Promise<EngineResult<BoardMessage[]>> {
  return sharedCall(
    calls,
    cacheDeps('board'),
    `board:v1:${culture}:${which}`,
    boardSchema,
    which === 'notices' ? vendedor.obtenerMensajesTablon : vendedor.obtenerMensajesTablonOfertas,
    {},
    { action: 'page', noShow: true },
    (answer) => answer.datos.listaMensajes,
  );
}

export type Place =
  | { idMunicipio: number }
  | { idRegion: number }
  | { idLugar: number }
  /** The golfer's position, already rounded (features/search/position.ts). */
  | { latitud: number; longitud: number };

/** The engine's answer as the page sees it: Spanish field names stop here. */
function resultsView(
  answer: Pick<ResultsAnswer, 'listaClubes' | 'lugar' | 'alrededor'>,
): ResultsView {
  return {
    clubs: answer.listaClubes,
    place: answer.lugar ? { name: answer.lugar.nombre, noClubs: answer.lugar.sinClubes } : null,
    around: answer.alrededor
      ? { radiusKm: answer.alrededor.radioKm, noClubs: answer.alrededor.sinClubes }
      : null,
  };
}

/**
 * A region's, municipality's or gazetteer place's clubs with tee times on a day, each with its
 * first time and its price range (Portal/Busqueda/ListarResultadosTTB), and for a place its name:
 * availability, never older than a minute. Around the golfer's position the engine is asked
 * each time: a position never goes into the shared cache (a key is stored, in Redis too).
 */
export async function regionResults(
  calls: PageCalls,
  culture: string,
  where: Place,
  date: string,
  filters: RegionFilters = {},
): Promise<EngineResult<ResultsView>> {
  const body = { ...where, fecha: date, ...engineFilters(filters) };
  if ('latitud' in where) {
    const answer = await calls.call(busqueda.listarResultadosTTB, body, { action: 'regionClubs' });
    return answer.ok ? { ok: true, data: resultsView(answer.data) } : answer;
  }
  const place =
    'idMunicipio' in where
      ? `m${where.idMunicipio}`
      : 'idRegion' in where
        ? `r${where.idRegion}`
        : `l${where.idLugar}`;
  const result = await sharedCall(
    calls,
    cacheDeps('availability'),
    `region-results:v2:${culture}:${place}:${date}:${filtersKey(filters)}`,
    resultsSchema,
    busqueda.listarResultadosTTB,
    body,
    { action: 'regionClubs' },
    (answer) => ({ listaClubes: answer.listaClubes, lugar: answer.lugar }),
  );
  return result.ok ? { ok: true, data: resultsView(result.data) } : result;
}

/**
 * Home's club to discover: one of the shop's clubs at random, each view its own, with its details
 * from the cache. The engine's Vendedor/ObtenerClubAleatorioTTB draws the same way (one of the
 * vendor's clubs, with the same details), but costs a call per view. Null when it cannot be read.
 */
export async function discoverClub(
  calls: PageCalls,
  culture: string,
  clubs: readonly ClubName[],
  random = Math.random,
): Promise<ClubDetails | null> {
  const club = clubs[Math.floor(random() * clubs.length)];
  if (!club) return null;
  const details = await clubDetails(calls, clubDetailsDeps(culture), club.idVP, { quiet: true });
  return details.ok ? details.data : null;
}
