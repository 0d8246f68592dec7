import { FIELD_MAX } from '@fairway/rules';
import { z } from 'zod';
import { call, email, id, nothing, shortText } from './envelope.ts';

const password = z.string().min(1).max(FIELD_MAX.password);
const phone = z.string().trim().max(FIELD_MAX.phone);
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

/**
 * The profile. A new e-mail needs the current password (`passwordActual`, checked and throttled
 * as a login): the old address is then told, and the account's other sessions end.
 */
export const modificarUsuario = call(
  'Usuarios/ModificarUsuario',
  'user',
  z.strictObject({
    nombre: shortText,
    apellidos: shortText,
    email,
    telefono: phone,
    pais: country,
    passwordActual: password.optional(),
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
  // `enviado` is true whether or not a player has the id, so the call lists no one.
  z.strictObject({ idJugadorRepwin: z.string().trim().min(1).max(40) }),
  z.object({ datos: z.object({ enviado: z.boolean() }) }),
);

/**
 * Mails a one-time link (60 minutes) to the account of `email`, if there is one: the answer is
 * the same either way. `urlRecuperacion` is the shop's page the link opens, with `token=` as its
 * query: exactly `/reset-password` or `/{locale}/reset-password` on one of the engine's
 * ENGINE_SITE_ORIGINS, without query or fragment (else cod 3 naming the field); without it,
 * `/reset-password` on the first of them. Requests are rate-limited per
 * e-mail and per client address (cod 3 saying when to try again).
 */
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
  // With a recovery token, the account's e-mail, so the shop can log the golfer in at once.
  z.object({ datos: z.object({ email: z.string() }).optional() }),
);

/**
 * Failed logins are rate-limited per account and per client address with growing waits (cod 3
 * saying when to try again); a success forgets the account's failures.
 */
export const logarUsuario = call(
  'Usuarios/LogarUsuario',
  'basic',
  z.strictObject({ email, password }),
  z.object({
    datos: z.object({ token: z.string(), expiracion: z.string(), idUsuario: z.number().int() }),
  }),
);

/**
 * Log out: ends the session of the userToken sent. Afterwards every call refuses that token with
 * cod 4 'Session expired', as for an expired one (so does this call, sent twice).
 */
export const cerrarSesionUsuario = call(
  'Usuarios/CerrarSesionUsuario',
  'user',
  nothing.strict(),
  z.object({}),
);

export const reservaUsuario = z.object({
  fechaReserva: z.string(),
  localizador: z.string(),
  /** 'confirmed' or 'cancelled'. */
  estado: z.string(),
  idVendedorProveedor: z.number().int(),
  nombreClub: z.string(),
  idRecorrido: z.number().int(),
  nombreRecorrido: z.string(),
  /** The first tee time, in the club's local time (YYYY-MM-DD and HH:MM) and zone. */
  fechaJuego: z.string(),
  horaJuego: z.string(),
  zonaHoraria: z.string(),
  /** The same instant as an ISO date-time in UTC, for sorting and 'upcoming or played'. */
  fechaHoraJuego: z.string(),
  /** Tee times in the booking; the row shows the first. */
  numLineas: z.number().int(),
  jugadores: z.number().int(),
  total: z.number(),
  /** Every tee time's club takes online cancellations. */
  permiteCancelacionOnline: z.boolean(),
  /**
   * Until when it may be cancelled online (ISO date-time, UTC): its tee times' earliest deadline,
   * each counted by its own club; null when a club of the booking does not allow it.
   */
  fechaLimiteCancelacion: z.string().nullable(),
  /** Confirmed, and every tee time's club allows it and its deadline has not passed. */
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

/** A favourite course with the ids the shop's club and region pages are linked by. */
export const recorridoFavorito = z.object({
  idRecorrido: z.number().int(),
  nombreRecorrido: z.string(),
  idVendedorProveedor: z.number().int(),
  nombreClub: z.string(),
  idMunicipio: z.number().int(),
  nombreMunicipio: z.string(),
  idRegion: z.number().int(),
  nombreRegion: z.string(),
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
