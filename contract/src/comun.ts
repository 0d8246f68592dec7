import { z } from 'zod';
import { call, email, nothing } from './envelope.ts';

export const obtenerPaises = call(
  'Comun/Paises/ObtenerPaises',
  'basic',
  nothing.strict(),
  z.object({
    datos: z.object({ listaPaises: z.array(z.object({ codigo: z.string(), nombre: z.string() })) }),
  }),
);

export const obtenerMarcaTarjeta = call(
  'Comun/Pasarelas/ObtenerMarcaTarjeta',
  'basic',
  // Only the first digits: the brand is known from the prefix, and the site never holds a full number.
  z.strictObject({ prefijoTarjeta: z.string().regex(/^\d{1,8}$/, 'must be 1 to 8 digits') }),
  z.object({ datos: z.object({ marca: z.string(), longitudCodigoSeguridad: z.number().int() }) }),
);

export const TEXT_KINDS = ['about', 'contact', 'legal', 'privacy', 'terms', 'cookies'] as const;

export const obtenerTexto = call(
  'Textos/ObtenerTexto',
  'client',
  z.strictObject({ idTipoTexto: z.enum(TEXT_KINDS) }),
  z.object({ datos: z.object({ titulo: z.string(), texto: z.string() }) }),
);

export const obtenerTextoGenericoCookies = call(
  'Textos/ObtenerTextoGenericoCookies',
  'client',
  nothing.strict(),
  z.object({ datos: z.object({ titulo: z.string(), texto: z.string() }) }),
);

export const obtenerConfiguracionFrontalWeb = call(
  'ConfiguracionFrontal/ObtenerConfiguracionFrontalWeb',
  'basic',
  nothing.strict(),
  z.object({
    datos: z.object({
      nombre: z.string(),
      moneda: z.string(),
      comisionTransaccion: z.number(),
      comisionReembolsable: z.boolean(),
      minutosRetencion: z.number().int(),
      maxJugadores: z.number().int(),
      diasVentanaMultipack: z.number().int(),
      pasarela: z.string(),
      idiomas: z.array(z.string()),
      emailContacto: z.string(),
      /** The company that runs the shop and its address, without the country. */
      empresa: z.string(),
      direccionEmpresa: z.string(),
      /** Absent links are null: the shop shows nothing for them. */
      urlProfesionales: z.string().nullable(),
      urlAppStore: z.string().nullable(),
      urlGooglePlay: z.string().nullable(),
    }),
  }),
);

/**
 * Double opt-in: mails the address a link to the shop's confirmation page; only once it is opened
 * (ConfirmarSuscripcion) does the address count as subscribed. The answer is the same whatever
 * the address's state, so it tells nobody whether an address is on the list. An address still
 * waiting gets another link at most once an hour; a subscribed one gets nothing.
 */
export const suscribirse = call(
  'Boletin/Suscribirse',
  'basic',
  z.strictObject({ email }),
  z.object({ datos: z.object({ pendienteConfirmacion: z.literal(true) }) }),
);

/** The link of the confirmation mail: once, within 7 days. Unknown or used: cod 2. */
export const confirmarSuscripcion = call(
  'Boletin/ConfirmarSuscripcion',
  'basic',
  z.strictObject({ tokenConfirmacion: z.string().trim().min(1).max(100) }),
  z.object({ datos: z.object({ suscrito: z.literal(true), email: z.string() }) }),
);

/**
 * The logged-in golfer's own address only: `email`, if sent, must be the account's (else cod 3),
 * and a caller without user credentials is refused, so nobody learns about another address.
 */
export const comprobarSuscripcion = call(
  'Boletin/ComprobarSuscripcion',
  'user',
  z.strictObject({ email: email.optional() }),
  z.object({ datos: z.object({ suscrito: z.boolean(), pendiente: z.boolean() }) }),
);

/**
 * Unsubscribes the logged-in golfer's own address (the account's e-mail, never one the caller
 * names, so no one can take a stranger off the list). Unsubscribing an address that is not on the
 * list changes nothing and is no error.
 */
export const cancelarSuscripcion = call(
  'Boletin/CancelarSuscripcion',
  'user',
  nothing.strict(),
  z.object({ datos: z.object({ suscrito: z.literal(false) }) }),
);
