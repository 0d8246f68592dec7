import { z } from 'zod';
import { call, hhmm, id, isoDate, jugadoresAny, localizador, nothing } from './envelope.ts';

const players = z.number().int().min(1).max(4);
const price = z.number().min(0).max(100_000);

export const tarifa = z.object({
  idTarifa: z.number().int(),
  idTarifaHorario: z.number().int(),
  idTarifaTipo: z.number().int(),
  nombre: z.string(),
  obsTarifa: z.string(),
  precio: z.number(),
  precioNeto: z.number(),
  precioRack: z.number(),
  descuento: z.number(),
  promoCodeId: z.number().int().nullable(),
  serviciosIncluidos: z.array(z.number().int()),
  numJugadoresReservables: z.number().int(),
});

export const horaDisponible = z.object({
  hora: z.string(),
  jugadoresDisponibles: z.number().int(),
  idRecorrido: z.number().int(),
  tarifas: z.array(tarifa),
});

const dayBase = {
  idVendedorProveedor: id,
  idVendedorTourOperador: z.number().int().min(0).optional(),
  fecha: isoDate,
  horaInicio: hhmm.optional(),
  horaFin: hhmm.optional(),
  jugadores: jugadoresAny.optional(),
  precioInicio: price.optional(),
  precioFin: price.optional(),
  promoCode: z.string().max(40).optional(),
  idTarifaTipoUso: z.number().int().min(0).optional(),
};

export const obtenerDisponibilidadDia = call(
  'Disponibilidad/ObtenerDisponibilidadDia',
  'basic',
  z.strictObject({
    ...dayBase,
    idRecorrido: id,
    pageSize: z.number().int().min(1).max(200).optional(),
    pageNum: z.number().int().min(1).max(10_000).optional(),
  }),
  z.object({
    horasDisponibles: z.array(horaDisponible),
    totalHoras: z.number().int(),
    zonaHoraria: z.string(),
    /**
     * Set, with no tee times, for a day past how far ahead the course sells: the day its sheet
     * opens (`fechaApertura`, club-local YYYY-MM-DD) and the furthest day open today
     * (`ultimoDiaAbierto`). Null for a day within the window.
     */
    fueraDeVentana: z
      .object({ fechaApertura: z.string(), ultimoDiaAbierto: z.string() })
      .nullable()
      .optional(),
  }),
);

export const obtenerDisponibilidadCercanasDia = call(
  'Disponibilidad/ObtenerDisponibilidadCercanasDia',
  'basic',
  z.strictObject(dayBase),
  z.object({
    listGreenFeesRecorridoDisponible: z.array(
      z.object({
        idRecorrido: z.number().int(),
        nombreRecorrido: z.string(),
        fechaHoraJuegoPosterior: z.string(),
      }),
    ),
  }),
);

const teeTimeBase = {
  idVendedorProveedor: id,
  idVendedorTourOperador: z.number().int().min(0).optional(),
  idRecorrido: id,
  fecha: isoDate,
  hora: hhmm,
  numJugadores: players,
};

export const obtenerDisponibilidadServiciosTeeTime = call(
  'Disponibilidad/ObtenerDisponibilidadServiciosTeeTime',
  'basic',
  z.strictObject(teeTimeBase),
  z.object({
    datos: z.object({
      listaServiciosDisponibles: z.array(
        z.object({
          idServicio: z.number().int(),
          idServicioPrecio: z.number().int(),
          servicioNombre: z.string(),
          servicioPrecio: z.number(),
          numUnidadesReservables: z.number().int(),
        }),
      ),
    }),
  }),
);

export const haySuficientesBuggies = call(
  'Disponibilidad/HaySuficientesBuggies',
  'basic',
  z.strictObject({ ...teeTimeBase, numBuggiesRequeridos: z.number().int().min(1).max(4) }),
  z.object({ hayDisponibilidad: z.boolean(), buggiesDisponibles: z.number().int() }),
);

export const comprobacionTarifaNeta = call(
  'Disponibilidad/ComprobacionTarifaNeta',
  'basic',
  z.strictObject({ ...teeTimeBase, idTarifa: id }),
  z.object({
    datos: z.object({
      valida: z.boolean(),
      precio: z.number(),
      precioNeto: z.number(),
      precioRack: z.number(),
    }),
  }),
);

export const obtenerNuevoLocalizador = call(
  'Disponibilidad/ObtenerNuevoLocalizador',
  'basic',
  nothing.strict(),
  z.object({ datos: z.object({ localizador }) }),
);

export const obtenerDisponibilidadProveedorRecorridoDia = call(
  'Disponibilidad/ObtenerDisponibilidadProveedorRecorridoDia',
  'basic',
  z.strictObject({
    idVendedorProveedor: id,
    idVendedorTourOperador: z.number().int().min(0).optional(),
    fecha: isoDate,
    jugadores: jugadoresAny.optional(),
  }),
  z.object({
    datos: z.object({
      zonaHoraria: z.string(),
      listaRecorridos: z.array(
        z.object({
          idRecorrido: z.number().int(),
          nombreRecorrido: z.string(),
          hoyos: z.number().int(),
          numHorasDisponibles: z.number().int(),
          primeraHora: z.string().nullable(),
          ultimaHora: z.string().nullable(),
          precioDesde: z.number().nullable(),
        }),
      ),
    }),
  }),
);
