import { z } from 'zod';
import { call, email, id, nothing, shortText } from './envelope.ts';

const password = z.string().min(1).max(200);
const phone = z.string().trim().max(30);
const country = z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code');

export const crearUsuario = call(
  'Usuarios/CrearUsuario',
  'basic',
  z.strictObject({
    nombre: shortText,
    apellidos: shortText,
    email,
    password,
    telefono: phone,
    pais: country,
    aceptaCondiciones: z.boolean(),
  }),
  z.object({ datos: z.object({ idUsuario: z.number().int() }) }),
);

export const usuario = z.object({
  idUsuario: z.number().int(),
  nombre: z.string(),
  apellidos: z.string(),
  email: z.string(),
  telefono: z.string(),
  pais: z.string(),
});

export const modificarUsuario = call(
  'Usuarios/ModificarUsuario',
  'user',
  z.strictObject({
    nombre: shortText,
    apellidos: shortText,
    email,
    telefono: phone,
    pais: country,
  }),
  z.object({ datos: usuario }),
);

export const eliminarUsuario = call(
  'Usuarios/EliminarUsuario',
  'user',
  z.strictObject({ password }),
  z.object({}),
);

export const obtenerUsuario = call(
  'Usuarios/ObtenerUsuario',
  'user',
  nothing.strict(),
  z.object({ datos: usuario }),
);

export const obtenerPasswordUsuarioPorIdJugadorRepwin = call(
  'Usuarios/ObtenerPasswordUsuarioPorIdJugadorRepwin',
  'basic',
  // Never answers a password: it sends the player's account a recovery e-mail instead.
  z.strictObject({ idJugadorRepwin: z.string().trim().min(1).max(40) }),
  z.object({ datos: z.object({ enviado: z.boolean() }) }),
);

export const recuperarPasswordUsuario = call(
  'Usuarios/RecuperarPasswordUsuario',
  'basic',
  z.strictObject({ email, urlRecuperacion: z.string().max(2000).optional() }),
  z.object({}),
);

export const modificarPasswordUsuario = call(
  'Usuarios/ModificarPasswordUsuario',
  'basicOrUser',
  z
    .strictObject({
      passwordActual: password.optional(),
      tokenRecuperacion: z.string().max(200).optional(),
      passwordNueva: password,
    })
    .refine((r) => (r.passwordActual === undefined) !== (r.tokenRecuperacion === undefined), {
      message: 'give either passwordActual (logged in) or tokenRecuperacion',
    }),
  z.object({}),
);

export const logarUsuario = call(
  'Usuarios/LogarUsuario',
  'basic',
  z.strictObject({ email, password }),
  z.object({
    datos: z.object({ token: z.string(), expiracion: z.string(), idUsuario: z.number().int() }),
  }),
);

export const reservaUsuario = z.object({
  fechaReserva: z.string(),
  localizador: z.string(),
  estado: z.string(),
  nombreClub: z.string(),
  nombreRecorrido: z.string(),
  idVendedorProveedor: z.number().int(),
  fechaJuego: z.string(),
  horaJuego: z.string(),
  zonaHoraria: z.string(),
  jugadores: z.number().int(),
  total: z.number(),
  cancelable: z.boolean(),
});

export const obtenerReservasUsuario = call(
  'Usuarios/ObtenerReservasUsuario',
  'user',
  nothing.strict(),
  z.object({ reservas: z.array(reservaUsuario) }),
);

export const obtenerReservasZonasUsuario = call(
  'Usuarios/ObtenerReservasZonasUsuario',
  'user',
  nothing.strict(),
  z.object({
    datos: z.object({
      listaZonas: z.array(
        z.object({
          idRegion: z.number().int(),
          nombreRegion: z.string(),
          numReservas: z.number().int(),
        }),
      ),
    }),
  }),
);

export const tarjeta = z.object({
  idUsuarioTarjeta: z.number().int(),
  numeroTarjeta: z.string(),
  caducidadTarjeta: z.string(),
  marca: z.string(),
  titular: z.string(),
});

export const listarTarjetasUsuario = call(
  'Usuarios/ListarTarjetasUsuario',
  'user',
  nothing.strict(),
  z.object({ datos: z.object({ listaTarjetas: z.array(tarjeta) }) }),
);

/** Cards are saved from a provider token the hosted card page issued; never from a number. */
export const crearTarjetaUsuario = call(
  'Usuarios/CrearTarjetaUsuario',
  'user',
  z.strictObject({ tokenTarjeta: z.string().min(1).max(200) }),
  z.object({ datos: tarjeta }),
);

export const crearTarjetaExtendidaUsuario = call(
  'Usuarios/CrearTarjetaExtendidaUsuario',
  'user',
  z.strictObject({ tokenTarjeta: z.string().min(1).max(200), titular: shortText.min(1) }),
  z.object({ datos: tarjeta }),
);

export const eliminarTarjetaUsuario = call(
  'Usuarios/EliminarTarjetaUsuario',
  'user',
  z.strictObject({ idUsuarioTarjeta: id }),
  z.object({}),
);

export const comprobarExisteTarjetaUsuario = call(
  'Usuarios/ComprobarExisteTarjetaUsuario',
  'user',
  z.strictObject({ tokenTarjeta: z.string().min(1).max(200) }),
  z.object({ datos: z.object({ existe: z.boolean() }) }),
);

export const recorridoFavorito = z.object({
  idRecorrido: z.number().int(),
  nombreRecorrido: z.string(),
  idVendedorProveedor: z.number().int(),
  nombreClub: z.string(),
  nombreMunicipio: z.string(),
});

export const obtenerUsuarioRecorridosFavoritos = call(
  'Usuarios/ObtenerUsuarioRecorridosFavoritos',
  'user',
  nothing.strict(),
  z.object({ datos: z.object({ listaRecorridos: z.array(recorridoFavorito) }) }),
);

export const crearUsuarioRecorridoFavorito = call(
  'Usuarios/CrearUsuarioRecorridoFavorito',
  'user',
  z.strictObject({ idRecorrido: id }),
  z.object({}),
);

export const eliminarUsuarioRecorridoFavorito = call(
  'Usuarios/EliminarUsuarioREcorridoFavorito',
  'user',
  z.strictObject({ idRecorrido: id }),
  z.object({}),
);

export const obtenerNotificacionesPushUsuario = call(
  'Usuarios/ObtenerNotificacionesPushUsuario',
  'user',
  nothing.strict(),
  z.object({
    datos: z.object({
      listaNotificaciones: z.array(
        z.object({
          tipo: z.string(),
          titulo: z.string(),
          texto: z.string(),
          localizador: z.string(),
          fecha: z.string(),
        }),
      ),
    }),
  }),
);
