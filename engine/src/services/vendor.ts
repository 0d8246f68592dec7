/**
 * The Vendedor controller (`Vendedor/*`, and `DatosClub/ObtenerRecorridos|ObtenerTarjetas`): the
 * vendor's clubs and courses with their scorecards, languages and message board.
 */
import { LANGUAGES } from '@fairway/rules';
import {
  obtenerClubAleatorioTTB,
  obtenerDatosClubTTB,
  obtenerIdiomas,
  obtenerMensajesTablon,
  obtenerMensajesTablonOfertas,
  obtenerProveedores,
  obtenerProveedoresYRecorridos,
  obtenerRecorridosClub,
  obtenerRecorridosVendedor,
  obtenerTarjetasClub,
} from '@fairway/contract/vendedor';
import { failure } from '../calls/fail.ts';
import { handle } from '../calls/registry.ts';
import type { CallContext, Registered } from '../calls/registry.ts';
import { localName } from '../i18n/locale-rules.ts';
import {
  allPlaces,
  allRegions,
  boardMessagesOf,
  clubsByIds,
  clubsWithPlaces,
  clubWithPlace,
  coursesOfClubs,
  coursesWithClubs,
  liveOfferCodes,
  randomClubId,
} from './catalog-queries.ts';
import { placesWithPages } from './gazetteer.ts';
import { holesOfCourses } from './scorecard-queries.ts';
import { clubImage } from './image-urls.ts';
import { localNow } from './tee-sheet.ts';

/** The shop's own day: offers run by the vendor's calendar, in Spain. */
const VENDOR_TIME_ZONE = 'Europe/Madrid';

async function clubData(ctx: CallContext, clubId: number) {
  const row = await clubWithPlace(ctx.db, clubId);
  if (!row) throw failure('clubNotFound');
  const courseRows = await coursesOfClubs(ctx.db, [clubId]);
  const { club, place, region } = row;
  const placeName = localName(place.names, ctx.locale);
  return {
    idVendedorProveedor: club.id,
    nombreClub: club.name,
    descripcion: localName(club.description, ctx.locale),
    zonaHoraria: club.timeZone,
    idRegion: region.id,
    nombreRegion: localName(region.names, ctx.locale),
    idMunicipio: place.id,
    nombreMunicipio: placeName,
    latitud: club.lat,
    longitud: club.lon,
    imagen: clubImage(club.key),
    prestigio: club.prestige,
    permiteCancelacionOnline: club.onlineCancellation,
    horasLimiteCancelacion: club.cancellationDeadlineHours,
    telefono: club.phone,
    email: club.email,
    web: club.website,
    direccion: club.address,
    codigoPostal: club.postalCode,
    esMultiCampo: courseRows.length > 1,
    listaRecorridos: courseRows.map((c) => ({
      idRec: c.id,
      nombre: c.name,
      direccion: club.address,
      codigoPostal: club.postalCode,
      lugar: placeName,
      hoyos: c.holes,
      par: c.par,
    })),
  };
}

async function providers(ctx: CallContext, regionId: number | undefined) {
  const list = await clubsWithPlaces(ctx.db, regionId);
  return list.map(({ club, place }) => ({
    idVendedorProveedor: club.id,
    nombre: club.name,
    idMunicipio: place.id,
    nombreMunicipio: localName(place.names, ctx.locale),
    idRegion: place.regionId,
  }));
}

async function board(ctx: CallContext, kind: 'info' | 'offer') {
  const list = await boardMessagesOf(ctx.db, kind);
  // An offer about a promocode shows only while checkout would take the code: never a discount
  // that has ended, or that this engine does not hold (the demo codes exist only in development).
  const codes = list.flatMap((m) => (m.promoCode ? [m.promoCode] : []));
  const today = localNow(VENDOR_TIME_ZONE, ctx.clock.now()).date;
  const live = await liveOfferCodes(ctx.db, codes, today);
  return list
    .filter((m) => m.promoCode === null || live.has(m.promoCode))
    .map((m) => ({
      idMensaje: m.id,
      titulo: localName(m.title, ctx.locale),
      texto: localName(m.body, ctx.locale),
      ...(m.promoCode ? { codigoPromocional: m.promoCode } : {}),
    }));
}

const obtenerRecorridosVendedorCall = handle(obtenerRecorridosVendedor, async (input, ctx) => {
  const all = await coursesWithClubs(ctx.db);
  const filtered =
    input.idVendedorProveedor === undefined
      ? all
      : all.filter((r) => r.club.id === input.idVendedorProveedor);
  const regionRows = await allRegions(ctx.db);
  const placeRows = await allPlaces(ctx.db);
  return {
    datos: {
      listaRecorridos: filtered.map(({ course, club, place }) => ({
        idRec: course.id,
        idVP: club.id,
        clubNombre: club.name,
        nom: course.name,
        idRegion: place.regionId,
        idMunicipio: place.id,
      })),
      listaRegiones: regionRows.map((r) => ({
        idL: r.id,
        nombreRegion: localName(r.names, ctx.locale),
        pais: r.country,
      })),
      listaMunicipios: placeRows.map((m) => ({
        idMunicipio: m.id,
        nombreMunicipio: localName(m.names, ctx.locale),
        idRegion: m.regionId,
      })),
      listaLugares: placesWithPages().map((g) => ({
        idLugar: g.id,
        nombre: g.name[ctx.locale],
      })),
    },
  };
});

const obtenerDatosClubTTBCall = handle(obtenerDatosClubTTB, async (input, ctx) => ({
  datos: await clubData(ctx, input.idVendedorProveedor),
}));

const obtenerClubAleatorioTTBCall = handle(obtenerClubAleatorioTTB, async (input, ctx) => {
  const clubId = await randomClubId(ctx.db, input.idRegion);
  if (clubId === null) throw failure('clubNotFound');
  return { datos: await clubData(ctx, clubId) };
});

const obtenerProveedoresCall = handle(obtenerProveedores, async (input, ctx) => ({
  datos: { listaProveedores: await providers(ctx, input.idRegion) },
}));

const obtenerProveedoresYRecorridosCall = handle(
  obtenerProveedoresYRecorridos,
  async (input, ctx) => {
    const list = await providers(ctx, input.idRegion);
    const clubIds = list.map((p) => p.idVendedorProveedor);
    const courseRows = await coursesOfClubs(ctx.db, clubIds);
    const clubRows = await clubsByIds(ctx.db, clubIds);
    return {
      datos: {
        listaProveedores: list.map((p) => {
          const club = clubRows.find((c) => c.id === p.idVendedorProveedor);
          return {
            ...p,
            listaRecorridos: courseRows
              .filter((c) => c.clubId === p.idVendedorProveedor)
              .map((c) => ({
                idRec: c.id,
                nombre: c.name,
                direccion: club?.address ?? '',
                codigoPostal: club?.postalCode ?? '',
                lugar: p.nombreMunicipio,
                hoyos: c.holes,
                par: c.par,
              })),
          };
        }),
      },
    };
  },
);

const obtenerIdiomasCall = handle(obtenerIdiomas, async () => ({
  datos: {
    listaIdiomas: LANGUAGES.map((language) => ({
      codigo: language.value,
      nombre: language.name,
      cultura: language.code,
    })),
  },
}));

const obtenerMensajesTablonCall = handle(obtenerMensajesTablon, async (_input, ctx) => ({
  datos: { listaMensajes: await board(ctx, 'info') },
}));

const obtenerMensajesTablonOfertasCall = handle(
  obtenerMensajesTablonOfertas,
  async (_input, ctx) => ({
    datos: { listaMensajes: await board(ctx, 'offer') },
  }),
);

const obtenerRecorridosClubCall = handle(obtenerRecorridosClub, async (input, ctx) => ({
  datos: { listaRecorridos: (await clubData(ctx, input.idVendedorProveedor)).listaRecorridos },
}));

const obtenerTarjetasClubCall = handle(obtenerTarjetasClub, async (input, ctx) => {
  const courseRows = await coursesOfClubs(ctx.db, [input.idVendedorProveedor]);
  // Every club has a course: none means no such club.
  if (courseRows.length === 0) throw failure('clubNotFound');
  const holeRows = await holesOfCourses(
    ctx.db,
    courseRows.map((c) => c.id),
  );
  return {
    datos: {
      listaTarjetas: courseRows.map((c) => ({
        idRec: c.id,
        nombre: c.name,
        hoyos: c.holes,
        par: c.par,
        listaHoyos: holeRows
          .filter((h) => h.courseId === c.id)
          .map((h) => ({
            hoyo: h.number,
            par: h.par,
            metrosBlancas: h.whiteMetres,
            metrosAmarillas: h.yellowMetres,
            metrosRojas: h.redMetres,
          })),
      })),
    },
  };
});

export const vendedorCalls: Registered[] = [
  obtenerRecorridosVendedorCall,
  obtenerDatosClubTTBCall,
  obtenerClubAleatorioTTBCall,
  obtenerProveedoresCall,
  obtenerProveedoresYRecorridosCall,
  obtenerIdiomasCall,
  obtenerMensajesTablonCall,
  obtenerMensajesTablonOfertasCall,
  obtenerRecorridosClubCall,
  obtenerTarjetasClubCall,
];
