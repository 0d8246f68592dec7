import { z } from 'zod';
import { call, id, nothing } from './envelope.ts';

const recorridoVendedor = z.object({
  idRec: z.number().int(),
  idVP: z.number().int(),
  clubNombre: z.string(),
  nom: z.string(),
  idRegion: z.number().int(),
  idMunicipio: z.number().int(),
});

export const obtenerRecorridosVendedor = call(
  'Vendedor/ObtenerRecorridosVendedor',
  'basic',
  z.strictObject({
    idVendedorProveedor: id.optional(),
    idVendedorTourOperador: z.number().int().min(0).optional(),
  }),
  z.object({
    datos: z.object({
      listaRecorridos: z.array(recorridoVendedor),
      listaRegiones: z.array(
        z.object({ idL: z.number().int(), nombreRegion: z.string(), pais: z.string() }),
      ),
      listaMunicipios: z.array(
        z.object({
          idMunicipio: z.number().int(),
          nombreMunicipio: z.string(),
          idRegion: z.number().int(),
        }),
      ),
      /**
       * The gazetteer's places with a page of their own (an airport, a coast, a province, an
       * island, a city: `ListarResultadosTTB` by `idLugar`), named in the caller's language.
       */
      listaLugares: z.array(z.object({ idLugar: z.number().int(), nombre: z.string() })).optional(),
    }),
  }),
);

export const recorridoClub = z.object({
  idRec: z.number().int(),
  nombre: z.string(),
  direccion: z.string(),
  codigoPostal: z.string(),
  lugar: z.string(),
  hoyos: z.number().int(),
  par: z.number().int(),
});

const datosClub = z.object({
  idVendedorProveedor: z.number().int(),
  nombreClub: z.string(),
  descripcion: z.string(),
  zonaHoraria: z.string(),
  idRegion: z.number().int(),
  nombreRegion: z.string(),
  idMunicipio: z.number().int(),
  nombreMunicipio: z.string(),
  latitud: z.number(),
  longitud: z.number(),
  imagen: z.string(),
  prestigio: z.boolean(),
  permiteCancelacionOnline: z.boolean(),
  horasLimiteCancelacion: z.number().int(),
  /** The club's desk, international form ('+34 952 123 456'). */
  telefono: z.string(),
  email: z.string(),
  /** The club's own site, an absolute https URL. */
  web: z.string(),
  /** The club's street address (its courses repeat it), and its postal code. */
  direccion: z.string(),
  codigoPostal: z.string(),
  esMultiCampo: z.boolean(),
  listaRecorridos: z.array(recorridoClub),
});

export const obtenerDatosClubTTB = call(
  'Vendedor/ObtenerDatosClubTTB',
  'basic',
  z.strictObject({ idVendedorProveedor: id }),
  z.object({ datos: datosClub }),
);

export const obtenerClubAleatorioTTB = call(
  'Vendedor/ObtenerClubAleatorioTTB',
  'basic',
  z.strictObject({ idRegion: id.optional() }),
  z.object({ datos: datosClub }),
);

const proveedor = z.object({
  idVendedorProveedor: z.number().int(),
  nombre: z.string(),
  idMunicipio: z.number().int(),
  nombreMunicipio: z.string(),
  idRegion: z.number().int(),
});

export const obtenerProveedores = call(
  'Vendedor/ObtenerProveedores',
  'basic',
  z.strictObject({ idRegion: id.optional() }),
  z.object({ datos: z.object({ listaProveedores: z.array(proveedor) }) }),
);

export const obtenerProveedoresYRecorridos = call(
  'Vendedor/ObtenerProveedoresYRecorridos',
  'basic',
  z.strictObject({ idRegion: id.optional() }),
  z.object({
    datos: z.object({
      listaProveedores: z.array(proveedor.extend({ listaRecorridos: z.array(recorridoClub) })),
    }),
  }),
);

export const obtenerIdiomas = call(
  'Vendedor/ObtenerIdiomas',
  'basic',
  nothing.strict(),
  z.object({
    datos: z.object({
      listaIdiomas: z.array(
        z.object({ codigo: z.string(), nombre: z.string(), cultura: z.string() }),
      ),
    }),
  }),
);

const mensajes = z.object({
  datos: z.object({
    listaMensajes: z.array(
      z.object({
        idMensaje: z.number().int(),
        titulo: z.string(),
        texto: z.string(),
        /** Offers only: the promocode the offer is about, valid today. */
        codigoPromocional: z.string().optional(),
      }),
    ),
  }),
});
export const obtenerMensajesTablon = call(
  'Vendedor/ObtenerMensajesTablon',
  'basic',
  nothing.strict(),
  mensajes,
);
export const obtenerMensajesTablonOfertas = call(
  'Vendedor/ObtenerMensajesTablonOfertas',
  'basic',
  nothing.strict(),
  mensajes,
);

export const obtenerRecorridosClub = call(
  'DatosClub/ObtenerRecorridos',
  'basic',
  z.strictObject({ idVendedorProveedor: id }),
  z.object({ datos: z.object({ listaRecorridos: z.array(recorridoClub) }) }),
);

const hoyoTarjeta = z.object({
  /** 1 to 18, in the order they are played. */
  hoyo: z.number().int().min(1).max(18),
  par: z.number().int().min(3).max(5),
  /** The hole's length from each tee, in metres: white (back), yellow, red (forward). */
  metrosBlancas: z.number().int().positive(),
  metrosAmarillas: z.number().int().positive(),
  metrosRojas: z.number().int().positive(),
});

/** Each of a club's courses' scorecard: its holes' pars and lengths from the tees. */
export const obtenerTarjetasClub = call(
  'DatosClub/ObtenerTarjetas',
  'basic',
  z.strictObject({ idVendedorProveedor: id }),
  z.object({
    datos: z.object({
      listaTarjetas: z.array(
        z.object({
          idRec: z.number().int(),
          nombre: z.string(),
          hoyos: z.number().int(),
          par: z.number().int(),
          listaHoyos: z.array(hoyoTarjeta),
        }),
      ),
    }),
  }),
);
