import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { CULTURES, LOCALES } from '@fairway/design-system/rules';
import { holdMilliseconds } from '../config.ts';
import * as b from '../contract/busqueda.ts';
import * as co from '../contract/comun.ts';
import * as v from '../contract/vendedor.ts';
import { rows } from '../db/client.ts';
import {
  boardMessages,
  clubs,
  courses,
  municipalities,
  offers,
  regions,
  texts,
} from '../db/schema.ts';
import { failure } from '../http/fail.ts';
import { handle } from '../http/registry.ts';
import type { CallContext, Registered } from '../http/registry.ts';
import type { EngineLocale } from '../i18n/messages.ts';
import { cardBrandFromNumber, securityCodeLength } from '@fairway/design-system/rules';
import { dayAvailability, localName } from './availability.ts';
import { courseInfo } from './catalog-cache.ts';
import { searchIndexFor } from './search-index.ts';
import { haversineKm, localNow } from './tee-sheet.ts';

export function clubImage(key: string): string {
  return `/images/clubs/${key}.svg`;
}
export function regionImage(key: string): string {
  return `/images/regions/${key}.svg`;
}
export const PRESTIGE_BADGE = '/images/prestige.svg';

async function resultsFor(ctx: CallContext, input: b.ListarResultadosRequest) {
  const located = ctx.db
    .select({ id: clubs.id, lat: clubs.lat, lon: clubs.lon })
    .from(clubs)
    .innerJoin(municipalities, eq(municipalities.id, clubs.municipalityId));
  let clubIds: number[];
  let centre: { lat: number; lon: number } | null = null;
  if (input.idMunicipio !== undefined) {
    // The place's own clubs only; every club's position is read only when a radius is asked.
    const own = await located.where(eq(clubs.municipalityId, input.idMunicipio));
    if (own.length === 0) {
      const [exists] = await ctx.db
        .select({ id: municipalities.id })
        .from(municipalities)
        .where(eq(municipalities.id, input.idMunicipio));
      if (!exists) throw failure('placeNotFound');
    }
    clubIds = own.map((c) => c.id);
    if (own.length > 0) {
      const c0 = {
        lat: own.reduce((sum, c) => sum + c.lat, 0) / own.length,
        lon: own.reduce((sum, c) => sum + c.lon, 0) / own.length,
      };
      centre = c0;
      if (input.distancia) {
        const radius = input.distancia;
        const all = await ctx.db
          .select({ id: clubs.id, lat: clubs.lat, lon: clubs.lon })
          .from(clubs);
        clubIds = all.filter((c) => haversineKm(c0, c) <= radius).map((c) => c.id);
      }
    }
  } else {
    const own = await located.where(
      eq(municipalities.regionId, input.idRegion ?? input.idLista ?? 0),
    );
    if (own.length === 0) throw failure('placeNotFound');
    clubIds = own.map((c) => c.id);
  }
  const courseRows = clubIds.length
    ? await ctx.db
        .select({ id: courses.id })
        .from(courses)
        .where(inArray(courses.clubId, clubIds))
        .orderBy(asc(courses.id))
    : [];
  const now = ctx.clock.now();
  // Only the municipalities of the clubs listed, once, rather than one lookup per course.
  const placeRows = clubIds.length
    ? await ctx.db
        .selectDistinct({ id: municipalities.id, names: municipalities.names })
        .from(municipalities)
        .innerJoin(clubs, eq(clubs.municipalityId, municipalities.id))
        .where(inArray(clubs.id, clubIds))
    : [];
  const placeNames = new Map(placeRows.map((p) => [p.id, localName(p.names, ctx.locale)]));
  // Courses are independent: on the PostgreSQL server their reads run side by side on the pool.
  const computed = await Promise.all(
    courseRows.map(async ({ id }) => {
      const info = await courseInfo(ctx.db, id);
      if (!info) return null;
      const slots = await dayAvailability(
        ctx.db,
        info,
        input.fecha,
        { jugadores: input.jugadores },
        now,
        ctx.locale,
        null,
      );
      if (slots.length === 0) return null;
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
      };
    }),
  );
  const lista = computed.filter((c) => c !== null);
  return lista.sort((a, z) => a.distancia - z.distancia || a.precioDesde - z.precioDesde);
}

async function clubData(ctx: CallContext, clubId: number) {
  const [row] = await ctx.db
    .select({ c: clubs, m: municipalities, r: regions })
    .from(clubs)
    .innerJoin(municipalities, eq(municipalities.id, clubs.municipalityId))
    .innerJoin(regions, eq(regions.id, municipalities.regionId))
    .where(eq(clubs.id, clubId));
  if (!row) throw failure('clubNotFound');
  const courseRows = await ctx.db
    .select()
    .from(courses)
    .where(eq(courses.clubId, clubId))
    .orderBy(asc(courses.id));
  const place = localName(row.m.names, ctx.locale);
  return {
    idVendedorProveedor: row.c.id,
    nombreClub: row.c.name,
    descripcion: localName(row.c.description, ctx.locale),
    zonaHoraria: row.c.timeZone,
    idRegion: row.r.id,
    nombreRegion: localName(row.r.names, ctx.locale),
    idMunicipio: row.m.id,
    nombreMunicipio: place,
    latitud: row.c.lat,
    longitud: row.c.lon,
    imagen: clubImage(row.c.key),
    prestigio: row.c.prestige,
    permiteCancelacionOnline: row.c.onlineCancellation,
    horasLimiteCancelacion: row.c.cancellationDeadlineHours,
    esMultiCampo: courseRows.length > 1,
    listaRecorridos: courseRows.map((c) => ({
      idRec: c.id,
      nombre: c.name,
      direccion: row.c.address,
      codigoPostal: row.c.postalCode,
      lugar: place,
      hoyos: c.holes,
      par: c.par,
    })),
  };
}

async function providers(ctx: CallContext, regionId: number | undefined) {
  const query = ctx.db
    .select({ c: clubs, m: municipalities })
    .from(clubs)
    .innerJoin(municipalities, eq(municipalities.id, clubs.municipalityId));
  const list = await (
    regionId === undefined ? query : query.where(eq(municipalities.regionId, regionId))
  ).orderBy(asc(clubs.name));
  return list.map((r) => ({
    idVendedorProveedor: r.c.id,
    nombre: r.c.name,
    idMunicipio: r.m.id,
    nombreMunicipio: localName(r.m.names, ctx.locale),
    idRegion: r.m.regionId,
  }));
}

function countryNames(locale: EngineLocale) {
  const display = new Intl.DisplayNames([CULTURES[locale].culture], { type: 'region' });
  return COUNTRY_CODES.map((codigo) => ({ codigo, nombre: display.of(codigo) ?? codigo })).sort(
    (a, z) => a.nombre.localeCompare(z.nombre, CULTURES[locale].culture),
  );
}

/** Countries a golfer may give on sign-up: the EU and EEA, the UK, and the shop's other markets. */
const COUNTRY_CODES = [
  'AD',
  'AR',
  'AT',
  'AU',
  'BE',
  'BG',
  'BR',
  'CA',
  'CH',
  'CL',
  'CN',
  'CO',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GI',
  'GR',
  'HR',
  'HU',
  'IE',
  'IL',
  'IN',
  'IS',
  'IT',
  'JP',
  'KR',
  'LI',
  'LT',
  'LU',
  'LV',
  'MA',
  'MC',
  'MT',
  'MX',
  'NL',
  'NO',
  'NZ',
  'PE',
  'PL',
  'PT',
  'RO',
  'RU',
  'SA',
  'SE',
  'SG',
  'SI',
  'SK',
  'TR',
  'UA',
  'US',
  'UY',
  'ZA',
];

const LANGUAGE_NAMES: Record<EngineLocale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  sv: 'Svenska',
};

async function text(ctx: CallContext, kind: string) {
  const [row] = await ctx.db
    .select()
    .from(texts)
    .where(sql`${texts.kind} = ${kind} and ${texts.locale} = ${ctx.locale}`);
  if (!row) throw failure('placeNotFound');
  return { datos: { titulo: row.title, texto: row.html } };
}

export const catalogCalls: Registered[] = [
  handle(b.listarSugerencias, async (input, ctx) => ({
    listaElementos: await searchIndexFor(ctx.db).suggest(
      input.keyword,
      ctx.locale,
      ctx.caller.vendorId,
    ),
  })),
  handle(b.listarResultadosTTB, async (input, ctx) => ({
    listaClubes: await resultsFor(ctx, input as b.ListarResultadosRequest),
  })),
  handle(b.listarResultados, async (input, ctx) => ({
    listaClubes: await resultsFor(ctx, input as b.ListarResultadosRequest),
  })),
  handle(b.listarCajitas, async (_input, ctx) => {
    const counts = await rows<{ region_id: number; n: number }>(
      ctx.db,
      sql`select m.region_id, count(co.id)::int as n from courses co join clubs c on c.id = co.club_id
          join municipalities m on m.id = c.municipality_id group by m.region_id`,
    );
    const list = await ctx.db.select().from(regions).orderBy(asc(regions.id));
    return {
      listaCajitas: list.map((r) => ({
        idCajita: r.id,
        titulo: localName(r.names, ctx.locale),
        desc: localName(r.description, ctx.locale),
        imagen: regionImage(r.key),
        numRecorridos: Number(counts.find((c) => Number(c.region_id) === r.id)?.n ?? 0),
      })),
    };
  }),

  handle(v.obtenerRecorridosVendedor, async (input, ctx) => {
    const all = await ctx.db
      .select({ co: courses, c: clubs, m: municipalities })
      .from(courses)
      .innerJoin(clubs, eq(clubs.id, courses.clubId))
      .innerJoin(municipalities, eq(municipalities.id, clubs.municipalityId))
      .orderBy(asc(courses.id));
    const filtered =
      input.idVendedorProveedor === undefined
        ? all
        : all.filter((r) => r.c.id === input.idVendedorProveedor);
    const regionRows = await ctx.db.select().from(regions).orderBy(asc(regions.id));
    const munRows = await ctx.db.select().from(municipalities).orderBy(asc(municipalities.id));
    return {
      datos: {
        listaRecorridos: filtered.map((r) => ({
          idRec: r.co.id,
          idVP: r.c.id,
          clubNombre: r.c.name,
          nom: r.co.name,
          idRegion: r.m.regionId,
          idMunicipio: r.m.id,
        })),
        listaRegiones: regionRows.map((r) => ({
          idL: r.id,
          nombreRegion: localName(r.names, ctx.locale),
          pais: r.country,
        })),
        listaMunicipios: munRows.map((m) => ({
          idMunicipio: m.id,
          nombreMunicipio: localName(m.names, ctx.locale),
          idRegion: m.regionId,
        })),
      },
    };
  }),
  handle(v.obtenerDatosClubTTB, async (input, ctx) => ({
    datos: await clubData(ctx, input.idVendedorProveedor),
  })),
  handle(v.obtenerClubAleatorioTTB, async (input, ctx) => {
    const [pick] = await rows<{ id: number }>(
      ctx.db,
      input.idRegion === undefined
        ? sql`select id from clubs order by random() limit 1`
        : sql`select c.id from clubs c join municipalities m on m.id = c.municipality_id where m.region_id = ${input.idRegion} order by random() limit 1`,
    );
    if (!pick) throw failure('clubNotFound');
    return { datos: await clubData(ctx, Number(pick.id)) };
  }),
  handle(v.obtenerProveedores, async (input, ctx) => ({
    datos: { listaProveedores: await providers(ctx, input.idRegion) },
  })),
  handle(v.obtenerProveedoresYRecorridos, async (input, ctx) => {
    const list = await providers(ctx, input.idRegion);
    const courseRows = list.length
      ? await ctx.db
          .select()
          .from(courses)
          .where(
            inArray(
              courses.clubId,
              list.map((p) => p.idVendedorProveedor),
            ),
          )
          .orderBy(asc(courses.id))
      : [];
    const clubRows = list.length
      ? await ctx.db
          .select()
          .from(clubs)
          .where(
            inArray(
              clubs.id,
              list.map((p) => p.idVendedorProveedor),
            ),
          )
      : [];
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
  }),
  handle(v.obtenerIdiomas, async () => ({
    datos: {
      listaIdiomas: LOCALES.map((l) => ({
        codigo: l,
        nombre: LANGUAGE_NAMES[l],
        cultura: CULTURES[l].culture,
      })),
    },
  })),
  handle(v.obtenerMensajesTablon, async (_i, ctx) => ({
    datos: { listaMensajes: await board(ctx, 'info') },
  })),
  handle(v.obtenerMensajesTablonOfertas, async (_i, ctx) => ({
    datos: { listaMensajes: await board(ctx, 'offer') },
  })),
  handle(v.obtenerRecorridosClub, async (input, ctx) => ({
    datos: { listaRecorridos: (await clubData(ctx, input.idVendedorProveedor)).listaRecorridos },
  })),

  handle(co.obtenerPaises, async (_i, ctx) => ({
    datos: { listaPaises: countryNames(ctx.locale) },
  })),
  handle(co.obtenerMarcaTarjeta, async (input) => {
    const brand = cardBrandFromNumber(input.prefijoTarjeta.padEnd(16, '0'));
    if (brand === 'unknown') throw failure('cardPrefixUnknown');
    return { datos: { marca: brand, longitudCodigoSeguridad: securityCodeLength(brand) } };
  }),
  handle(co.obtenerTexto, async (input, ctx) => text(ctx, input.idTipoTexto)),
  handle(co.obtenerTextoGenericoCookies, async (_i, ctx) => text(ctx, 'cookies')),
  handle(co.obtenerConfiguracionFrontalWeb, async (_i, ctx) => ({
    datos: {
      nombre: 'Fairway',
      moneda: 'EUR',
      comisionTransaccion: ctx.config.ENGINE_TRANSACTION_FEE,
      comisionReembolsable: false,
      // Whole minutes in the contract; a hold of seconds (tests) reads as the minute it starts.
      minutosRetencion: Math.ceil(holdMilliseconds(ctx.config) / 60_000),
      maxJugadores: 4,
      diasVentanaMultipack: 30,
      pasarela: ctx.config.PAYMENT_PROVIDER,
      idiomas: [...LOCALES],
      emailContacto: 'hello@fairway.example',
    },
  })),
];

/** The shop's own day: offers run by the vendor's calendar, in Spain. */
const VENDOR_TIME_ZONE = 'Europe/Madrid';

async function board(ctx: CallContext, kind: 'info' | 'offer') {
  const list = await ctx.db
    .select()
    .from(boardMessages)
    .where(eq(boardMessages.kind, kind))
    .orderBy(asc(boardMessages.id));
  // An offer about a promocode shows only while checkout would take the code: never a discount
  // that has ended, or that this engine does not hold (the demo codes exist only in development).
  const codes = list.flatMap((m) => (m.promoCode ? [m.promoCode] : []));
  const today = localNow(VENDOR_TIME_ZONE, ctx.clock.now()).date;
  const live = new Set(
    codes.length === 0
      ? []
      : (
          await ctx.db
            .select({ code: offers.code })
            .from(offers)
            .where(
              and(
                inArray(offers.code, codes),
                lte(offers.validFrom, today),
                gte(offers.validTo, today),
              ),
            )
        ).map((o) => o.code),
  );
  return list
    .filter((m) => m.promoCode === null || live.has(m.promoCode))
    .map((m) => ({
      idMensaje: m.id,
      titulo: localName(m.title, ctx.locale),
      texto: localName(m.body, ctx.locale),
      ...(m.promoCode ? { codigoPromocional: m.promoCode } : {}),
    }));
}
