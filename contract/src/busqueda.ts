import { z } from 'zod';
import { call, hhmm, id, isoDate, jugadoresAny, nothing } from './envelope.ts';

export const sugerencia = z.object({
  label: z.string(),
  data: z.object({
    /** See `SUGGESTION_KIND` (codes.ts). */
    cat: z.string(),
    id: z.number().int(),
    id2: z.number().int(),
    id3: z.number().int(),
  }),
});

export const listarSugerencias = call(
  'Portal/Busqueda/ListarSugerencias',
  'basic',
  z.strictObject({ keyword: z.string().max(100) }),
  z.object({ listaElementos: z.array(sugerencia) }),
);

const resultadosRequest = z
  .strictObject({
    idMunicipio: id.optional(),
    idRegion: id.optional(),
    idLista: id.optional(),
    /** A gazetteer place (a suggestion of kind 'LUG'): the clubs around it, nearest first. */
    idLugar: id.optional(),
    /**
     * A point (the golfer's position, "near me"), both or neither: the clubs around it, nearest
     * first. The shop sends it rounded to 2 decimals (about 1 km) and the engine keeps none of it.
     */
    latitud: z.number().min(-90).max(90).optional(),
    longitud: z.number().min(-180).max(180).optional(),
    fecha: isoDate,
    distancia: z.number().min(0).max(500).optional(),
    jugadores: jugadoresAny,
    /** The golfer's filters (issue 27); a course is listed only with tee times that pass them. */
    horaInicio: hhmm.optional(),
    horaFin: hhmm.optional(),
    /** See `PARTS_OF_DAY` (@fairway/rules): a twilight-rate time is twilight. */
    parteDelDia: z.enum(['morning', 'midday', 'afternoon', 'twilight']).optional(),
    hoyos: z.union([z.literal(9), z.literal(18)]).optional(),
    /** Euros per player, at most. */
    precioFin: z.number().min(0).max(100_000).optional(),
    /** Only rates with a buggy included (`RATE_KIND.buggy`). */
    conBuggy: z.boolean().optional(),
  })
  .refine((r) => (r.latitud === undefined) === (r.longitud === undefined), {
    message: 'give latitud and longitud together',
  })
  .refine(
    (r) =>
      [r.idMunicipio, r.idRegion, r.idLista, r.idLugar, r.latitud].filter((v) => v !== undefined)
        .length === 1,
    {
      message:
        'give exactly one of idMunicipio, idRegion, idLista, idLugar or latitud and longitud',
    },
  );

export const clubResultado = z.object({
  nombreClub: z.string(),
  nombreRecorrido: z.string(),
  idVP: z.number().int(),
  idVTO: z.number().int(),
  idR: z.number().int(),
  horaIni: z.string(),
  horaFin: z.string(),
  precioDesde: z.number(),
  precioHasta: z.number(),
  distancia: z.number(),
  imgPrestigio: z.string(),
  hoyos: z.number().int(),
  municipio: z.string(),
  zonaHoraria: z.string(),
  imagen: z.string(),
  /** The club's position, for the page's part of the map (an older engine answers without). */
  latitud: z.number().optional(),
  longitud: z.number().optional(),
});

/**
 * The gazetteer place asked by `idLugar`: its name in the caller's language, its kind (see
 * `PLACE_KIND`, codes.ts) and whether it has clubs of its own. Without (`sinClubes`), the list
 * holds the nearest clubs instead, each with its `distancia` in km from the place.
 */
export const lugarResultado = z.object({
  nombre: z.string(),
  tipo: z.string(),
  sinClubes: z.boolean(),
});

/**
 * The point asked by `latitud` and `longitud`: the radius its clubs were taken within, and
 * whether none was inside (`sinClubes`: the list holds the nearest clubs instead).
 */
export const alrededorResultado = z.object({
  radioKm: z.number(),
  sinClubes: z.boolean(),
});

const resultadosAnswer = z.object({
  listaClubes: z.array(clubResultado),
  /** Only when asked by `idLugar`. */
  lugar: lugarResultado.optional(),
  /** Only when asked by `latitud` and `longitud`. */
  alrededor: alrededorResultado.optional(),
});

export const listarResultadosTTB = call(
  'Portal/Busqueda/ListarResultadosTTB',
  'basic',
  resultadosRequest as unknown as z.ZodObject,
  resultadosAnswer,
);
/** The older name of the same call. */
export const listarResultados = call(
  'Portal/Busqueda/ListarResultados',
  'basic',
  resultadosRequest as unknown as z.ZodObject,
  resultadosAnswer,
);
export type ListarResultadosRequest = z.input<typeof resultadosRequest>;

/**
 * Every club of the shop on a map (issue 27), with its first free tee time and lowest price per
 * player on `fecha` for `jugadores` (-1: any); both null on a day it has none.
 */
export const clubMapa = z.object({
  idVP: z.number().int(),
  nombreClub: z.string(),
  municipio: z.string(),
  latitud: z.number(),
  longitud: z.number(),
  zonaHoraria: z.string(),
  horaIni: z.string().nullable(),
  precioDesde: z.number().nullable(),
});

export type ClubMapa = z.infer<typeof clubMapa>;

export const listarClubesMapa = call(
  'Portal/Busqueda/ListarClubesMapa',
  'basic',
  z.strictObject({
    fecha: isoDate,
    jugadores: jugadoresAny,
  }),
  z.object({ listaClubes: z.array(clubMapa) }),
);

export const listarCajitas = call(
  'Portal/Home/ListarCajitas',
  'basic',
  nothing.strict(),
  z.object({
    listaCajitas: z.array(
      z.object({
        idCajita: z.number().int(),
        titulo: z.string(),
        desc: z.string(),
        imagen: z.string(),
        numRecorridos: z.number().int(),
      }),
    ),
  }),
);
