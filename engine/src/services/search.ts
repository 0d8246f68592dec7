/**
 * The Busqueda controller (`Portal/Busqueda/*`, and `Portal/Home/ListarCajitas`): suggestions,
 * the courses of a place or region, every club on the map, the home page's region tiles.
 */
import {
  listarCajitas,
  listarClubesMapa,
  listarResultados,
  listarResultadosTTB,
  listarSugerencias,
} from '@fairway/contract/busqueda';
import type { ClubMapa, ListarResultadosRequest } from '@fairway/contract/busqueda';
import { failure } from '../calls/fail.ts';
import { handle } from '../calls/registry.ts';
import type { CallContext, Registered } from '../calls/registry.ts';
import { localName } from '../i18n/locale-rules.ts';
import { dayAvailability } from './availability.ts';
import type { FreeSlot } from './availability.ts';
import { courseInfo } from './catalog-cache.ts';
import {
  allClubPositions,
  allRegions,
  clubPositionsWithKeys,
  clubsOfPlace,
  clubsOfRegion,
  courseCountsByRegion,
  courseIdsOfClubs,
  placeExists,
  placesOfClubs,
} from './catalog-queries.ts';
import type { ClubPosition } from './catalog-queries.ts';
import { clubsAround, gazetteerEntry, placeKindCode, pointPlace } from './gazetteer.ts';
import { clubImage, PRESTIGE_BADGE, regionImage } from './image-urls.ts';
import { courseWanted, slotsWanted } from './search-filters.ts';
import { searchIndexFor } from './search-index.ts';
import { haversineKm } from './tee-sheet.ts';

interface Searched {
  clubIds: number[];
  /** The point distances are measured from (a municipality's or gazetteer place's only). */
  centre: { lat: number; lon: number } | null;
  /** The gazetteer place asked, for the answer's `lugar`. */
  lugar?: { nombre: string; tipo: string; sinClubes: boolean };
  /** The point asked ("near me"), for the answer's `alrededor`. */
  alrededor?: { radioKm: number; sinClubes: boolean };
}

/**
 * The clubs around a point (the golfer's position, issue 27), or the nearest when none is within
 * the radius. The point is used for this answer only: neither logged nor stored.
 */
async function clubsNearPoint(ctx: CallContext, lat: number, lon: number): Promise<Searched> {
  const place = pointPlace(lat, lon);
  const around = clubsAround(place, await clubPositionsWithKeys(ctx.db));
  return {
    clubIds: around.clubs.map((c) => c.id),
    centre: { lat, lon },
    alrededor: { radioKm: place.radiusKm, sinClubes: around.none },
  };
}

/** A gazetteer place's clubs (issue 27): around it, or the nearest when it has none. */
async function clubsOfGazetteerPlace(ctx: CallContext, idLugar: number): Promise<Searched> {
  const place = gazetteerEntry(idLugar);
  if (!place) throw failure('placeNotFound');
  const around = clubsAround(place, await clubPositionsWithKeys(ctx.db));
  return {
    clubIds: around.clubs.map((c) => c.id),
    centre: { lat: place.lat, lon: place.lon },
    lugar: {
      nombre: place.name[ctx.locale],
      tipo: placeKindCode(place.kind),
      sinClubes: around.none,
    },
  };
}

/** The clubs a search covers, and the point distances are measured from. */
async function clubsSearched(ctx: CallContext, input: ListarResultadosRequest): Promise<Searched> {
  if (input.idLugar !== undefined) return clubsOfGazetteerPlace(ctx, input.idLugar);
  if (input.latitud !== undefined && input.longitud !== undefined)
    return clubsNearPoint(ctx, input.latitud, input.longitud);
  if (input.idMunicipio === undefined) {
    const own = await clubsOfRegion(ctx.db, input.idRegion ?? input.idLista ?? 0);
    if (own.length === 0) throw failure('placeNotFound');
    return { clubIds: own.map((c) => c.id), centre: null };
  }
  // The place's own clubs only; every club's position is read only when a radius is asked.
  const own = await clubsOfPlace(ctx.db, input.idMunicipio);
  if (own.length === 0) {
    if (!(await placeExists(ctx.db, input.idMunicipio))) throw failure('placeNotFound');
    return { clubIds: [], centre: null };
  }
  const centre = centreOf(own);
  if (!input.distancia) return { clubIds: own.map((c) => c.id), centre };
  const radius = input.distancia;
  const all = await allClubPositions(ctx.db);
  return { clubIds: all.filter((c) => haversineKm(centre, c) <= radius).map((c) => c.id), centre };
}

function centreOf(own: ClubPosition[]): { lat: number; lon: number } {
  return {
    lat: own.reduce((sum, c) => sum + c.lat, 0) / own.length,
    lon: own.reduce((sum, c) => sum + c.lon, 0) / own.length,
  };
}

type DayAsked = Pick<
  ListarResultadosRequest,
  | 'fecha'
  | 'jugadores'
  | 'horaInicio'
  | 'horaFin'
  | 'precioFin'
  | 'parteDelDia'
  | 'hoyos'
  | 'conBuggy'
>;

/** A course's free tee times on the day asked that pass the golfer's filters. */
async function courseDay(ctx: CallContext, courseId: number, input: DayAsked, now: Date) {
  const info = await courseInfo(ctx.db, courseId);
  if (!info) return null;
  if (!courseWanted(info.course.holes, input)) return { info, slots: [] };
  const { jugadores, horaInicio, horaFin, precioFin } = input;
  const day = await dayAvailability(
    ctx.db,
    info,
    input.fecha,
    { jugadores, horaInicio, horaFin, precioFin },
    now,
    ctx.locale,
    null,
  );
  return { info, slots: slotsWanted(day, input) };
}

function lowestPrice(slots: FreeSlot[]): number {
  return Math.min(...slots.flatMap((s) => s.tarifas.map((t) => t.precio)));
}

async function resultsFor(ctx: CallContext, input: ListarResultadosRequest) {
  const { clubIds, centre, lugar, alrededor } = await clubsSearched(ctx, input);
  const courseIds = await courseIdsOfClubs(ctx.db, clubIds);
  const now = ctx.clock.now();
  const places = await placesOfClubs(ctx.db, clubIds);
  const placeNames = new Map(places.map((p) => [p.id, localName(p.names, ctx.locale)]));
  // Courses are independent: on the PostgreSQL server their reads run side by side on the pool.
  const computed = await Promise.all(
    courseIds.map(async (id) => {
      const found = await courseDay(ctx, id, input, now);
      if (!found || found.slots.length === 0) return null;
      const { info, slots } = found;
      const prices = slots.flatMap((s) => s.tarifas.map((t) => t.precio));
      return {
        nombreClub: info.club.name,
        nombreRecorrido: info.course.name,
        idVP: info.club.id,
        idVTO: ctx.caller.vendorId,
        idR: info.course.id,
        horaIni: slots[0]?.hora ?? '',
        horaFin: slots.at(-1)?.hora ?? '',
        precioDesde: Math.min(...prices),
        precioHasta: Math.max(...prices),
        distancia: centre ? Math.round(haversineKm(centre, info.club) * 10) / 10 : 0,
        imgPrestigio: info.club.prestige ? PRESTIGE_BADGE : '',
        hoyos: info.course.holes,
        municipio: placeNames.get(info.club.municipalityId) ?? '',
        zonaHoraria: info.club.timeZone,
        imagen: clubImage(info.club.key),
        latitud: info.club.lat,
        longitud: info.club.lon,
      };
    }),
  );
  const lista = computed.filter((c) => c !== null);
  const listaClubes = lista.sort(
    (a, z) => a.distancia - z.distancia || a.precioDesde - z.precioDesde,
  );
  return { listaClubes, ...(lugar ? { lugar } : {}), ...(alrededor ? { alrededor } : {}) };
}

/**
 * Every club once, at its position, with its first free time and lowest price over its courses
 * on the day: a club with none that day is still on the map, with neither.
 */
async function mapClubsFor(ctx: CallContext, input: Pick<DayAsked, 'fecha' | 'jugadores'>) {
  const all = await allClubPositions(ctx.db);
  const clubIds = all.map((c) => c.id);
  const [courseIds, places] = await Promise.all([
    courseIdsOfClubs(ctx.db, clubIds),
    placesOfClubs(ctx.db, clubIds),
  ]);
  const placeNames = new Map(places.map((p) => [p.id, localName(p.names, ctx.locale)]));
  const now = ctx.clock.now();
  const days = await Promise.all(courseIds.map((id) => courseDay(ctx, id, input, now)));
  const byClub = new Map<number, ClubMapa>();
  for (const found of days) {
    if (!found) continue;
    const { info, slots } = found;
    const first = slots[0]?.hora ?? null;
    const price = slots.length > 0 ? lowestPrice(slots) : null;
    const seen = byClub.get(info.club.id);
    if (seen) {
      if (first !== null && (seen.horaIni === null || first < seen.horaIni)) seen.horaIni = first;
      if (price !== null && (seen.precioDesde === null || price < seen.precioDesde))
        seen.precioDesde = price;
      continue;
    }
    byClub.set(info.club.id, {
      idVP: info.club.id,
      nombreClub: info.club.name,
      municipio: placeNames.get(info.club.municipalityId) ?? '',
      latitud: info.club.lat,
      longitud: info.club.lon,
      zonaHoraria: info.club.timeZone,
      horaIni: first,
      precioDesde: price,
    });
  }
  return { listaClubes: [...byClub.values()].sort((a, z) => a.idVP - z.idVP) };
}

const listarSugerenciasCall = handle(listarSugerencias, async (input, ctx) => ({
  listaElementos: await searchIndexFor(ctx.db).suggest(
    input.keyword,
    ctx.locale,
    ctx.caller.vendorId,
  ),
}));

// The contract widens the refined request to a plain object; the shape is ListarResultadosRequest.
const listarResultadosTTBCall = handle(listarResultadosTTB, async (input, ctx) =>
  resultsFor(ctx, input as ListarResultadosRequest),
);

const listarResultadosCall = handle(listarResultados, async (input, ctx) =>
  resultsFor(ctx, input as ListarResultadosRequest),
);

const listarClubesMapaCall = handle(listarClubesMapa, async (input, ctx) =>
  mapClubsFor(ctx, input),
);

const listarCajitasCall = handle(listarCajitas, async (_input, ctx) => {
  const counts = await courseCountsByRegion(ctx.db);
  const list = await allRegions(ctx.db);
  return {
    listaCajitas: list.map((r) => ({
      idCajita: r.id,
      titulo: localName(r.names, ctx.locale),
      desc: localName(r.description, ctx.locale),
      imagen: regionImage(r.key),
      numRecorridos: counts.get(r.id) ?? 0,
    })),
  };
});

export const busquedaCalls: Registered[] = [
  listarSugerenciasCall,
  listarResultadosTTBCall,
  listarResultadosCall,
  listarCajitasCall,
  listarClubesMapaCall,
];
