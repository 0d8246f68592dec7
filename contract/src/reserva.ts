import { FIELD_MAX } from '@fairway/rules';
import { z } from 'zod';
import { call, email, hhmm, id, isoDate, localizador, shortText } from './envelope.ts';
import { jsonCarrito } from './carrito.ts';

/**
 * Proof a caller may give with a booking reference: the holder's e-mail (compared trimmed and
 * case-insensitively). Without it a booking answers only to the session that made it or the
 * logged-in user who owns it; anyone else gets 'Booking not found', as for an unknown reference.
 */
export const bookingProof = { email: email.optional() };

/** A call on one booking by its reference, with the optional e-mail proof. */
export const byRef = z.strictObject({ localizador, ...bookingProof });
/** A call by reference that needs more than an e-mail (the owner's user credentials) or no proof. */
const refOnly = z.strictObject({ localizador });

/**
 * Who a pre-booking is for: the holder who receives the voucher, and the terms accepted. Shared
 * by every call that holds something to pay (a cart, a tournament registration).
 */
export const titular = {
  nombre: shortText,
  apellidos: shortText,
  email,
  telefono: z.string().max(FIELD_MAX.phone).optional(),
  aceptaCondiciones: z.boolean(),
};

export const realizarPreReserva = call(
  'PreReserva/RealizarPreReserva',
  'basicOrUser',
  z.strictObject({
    /** The cart's locator; its stored content is booked unless jsonCarrito is given. */
    localizadorCarrito: localizador,
    jsonCarrito: jsonCarrito.optional(),
    ...titular,
    promoCode: z.string().trim().max(40).optional(),
  }),
  z.object({
    datos: z.object({
      localizador,
      fechaExpiracion: z.string(),
      subtotal: z.number(),
      descuento: z.number(),
      comision: z.number(),
      total: z.number(),
    }),
  }),
);

/** Keep (or not) the card that will pay this booking; the logged-in owner only, before or after the card page opens. */
export const modificarSalvarTarjeta = call(
  'PreReserva/ModificarSalvarTarjeta',
  'user',
  z.strictObject({ localizador, salvarTarjeta: z.boolean() }),
  z.object({ datos: z.object({ salvarTarjeta: z.boolean() }) }),
);

/**
 * Opens the provider's card page for a pre-booking. With the user credentials of the booking's
 * owner, `salvarTarjeta: true` keeps the card that pays (as ModificarSalvarTarjeta), and
 * `idUsuarioTarjeta` pays with one of the caller's saved cards: the page then shows that card
 * ('Visa •••• 4242, 12/2028') and asks only for its security code. Another user's card answers
 * 'Card not found'. The site never sees a card number either way.
 */
/**
 * The shop's outcome pages on one of the engine's ENGINE_SITE_ORIGINS, without query or
 * fragment: `[/{locale}]/payment-controller/ok` or `[/{locale}]/tournament-payment/ok` (`ko` for
 * urlKo), else cod 3. The provider's page adds `localizador=` to their query.
 */
const returnPages = {
  urlOk: z.string().max(2000).optional(),
  urlKo: z.string().max(2000).optional(),
};

export const obtenerDatosPasarelaPreReserva = call(
  'PreReserva/ObtenerDatosPasarelaPreReserva',
  'basicOrUser',
  z.strictObject({
    localizador,
    ...bookingProof,
    ...returnPages,
    salvarTarjeta: z.boolean().optional(),
    idUsuarioTarjeta: id.optional(),
  }),
  z.object({
    datos: z.object({
      pasarela: z.string(),
      idPago: z.string(),
      url: z.string(),
      importe: z.number(),
      fechaExpiracion: z.string(),
    }),
  }),
);

export const realizarReserva = call(
  'Reserva/RealizarReserva',
  'basicOrUser',
  // Completes a booking with nothing to pay; anything to pay goes through the card page.
  byRef,
  z.object({ datos: z.object({ localizador, estado: z.string() }) }),
);

export const revocarReserva = call(
  'Reserva/RevocarReserva',
  'basicOrUser',
  byRef,
  z.object({ datos: z.object({ localizador, estado: z.string() }) }),
);

export const obtenerVoucher = call(
  'Reserva/ObtenerVoucher',
  'basicOrUser',
  byRef,
  z.object({ html: z.string() }),
);

const lineaReserva = z.object({
  idVendedorProveedor: z.number().int(),
  nombreClub: z.string(),
  idRecorrido: z.number().int(),
  nombreRecorrido: z.string(),
  fecha: z.string(),
  hora: z.string(),
  zonaHoraria: z.string(),
  jugadores: z.number().int(),
  /** The club's postal address (the .ics LOCATION). */
  direccion: z.string(),
  permiteCancelacionOnline: z.boolean(),
  /** Until when the line may be cancelled online (ISO date-time); null when it may not. */
  fechaLimiteCancelacion: z.string().nullable(),
  tarifas: z.array(
    z.object({
      idTarifa: z.number().int(),
      nombre: z.string(),
      precio: z.number(),
      cantidad: z.number().int(),
      total: z.number(),
    }),
  ),
  servicios: z.array(
    z.object({
      idServicio: z.number().int(),
      nombre: z.string(),
      precio: z.number(),
      cantidad: z.number().int(),
      total: z.number(),
    }),
  ),
  total: z.number(),
});

export const detalleReserva = z.object({
  localizador: z.string(),
  estado: z.string(),
  fechaReserva: z.string(),
  fechaExpiracion: z.string().nullable(),
  nombre: z.string(),
  apellidos: z.string(),
  email: z.string(),
  promoCode: z.string().nullable(),
  subtotal: z.number(),
  descuento: z.number(),
  comision: z.number(),
  total: z.number(),
  lineas: z.array(lineaReserva),
});

export const obtenerReservaDetalles = call(
  'Reserva/ObtenerReservaDetalles',
  'basicOrUser',
  byRef,
  z.object({ datos: detalleReserva }),
);

export const obtenerReservaDetallesGoogleAnalytics = call(
  'Reserva/ObtenerReservaDetallesGoogleAnalytics',
  'basicOrUser',
  byRef,
  z.object({
    datos: z.object({
      transaction_id: z.string(),
      value: z.number(),
      currency: z.string(),
      items: z.array(
        z.object({
          item_id: z.string(),
          item_name: z.string(),
          price: z.number(),
          quantity: z.number().int(),
        }),
      ),
    }),
  }),
);

export const estadoPago = z.object({
  estadoPago: z.string(),
  importe: z.number(),
  marcaTarjeta: z.string().nullable(),
  ultimosDigitos: z.string().nullable(),
});

export const obtenerReservaDetallesPago = call(
  'Reserva/ObtenerReservaDetallesPago',
  'basicOrUser',
  byRef,
  z.object({ datos: estadoPago }),
);

export const estaReservaOK = call(
  'Reserva/EstaReservaOK',
  'basicOrUser',
  byRef,
  z.object({ datos: z.object({ ok: z.boolean(), estado: z.string() }) }),
);

export const obtenerIFrameReserva = call(
  'Reserva/ObtenerIFrameREserva',
  'basicOrUser',
  z.strictObject({
    localizador,
    ...bookingProof,
    ...returnPages,
  }),
  z.object({ datos: z.object({ url: z.string(), idPago: z.string() }) }),
);

/** Providers the real shop uses; they answer cod 3 until configured. */
export const PROVIDER_CALLS = [
  'Reserva/ObtenerDatosStripe',
  'Reserva/ObtenerDatosStripePSD2',
] as const;

/** A form the browser posts, as is, to Redsys's payment page (`url`). */
const redsysForm = z.object({
  Ds_SignatureVersion: z.string(),
  /** Base64 JSON: amount in cents, order, merchant code, terminal, currency 978, type 0, URLs. */
  Ds_MerchantParameters: z.string(),
  Ds_Signature: z.string(),
});

/**
 * Opens a Redsys payment for a pre-booking (PAYMENT_PROVIDER=redsys; else cod 3 'Payment provider
 * not configured'): the signed form to post to Redsys's page `url`, and with Bizum configured,
 * `bizum`, the same payment's form for Bizum (null without). Proof of the booking as
 * ObtenerDatosPasarelaPreReserva. Redsys notifies the engine and returns the golfer to `urlOk` or
 * `urlKo` with `localizador=` in their query.
 */
export const obtenerDatosPasarelaRedsysGreenFees = call(
  'Reserva/ObtenerDatosPasarelaRedsysGreenFees',
  'basicOrUser',
  z.strictObject({
    localizador,
    ...bookingProof,
    ...returnPages,
  }),
  z.object({
    datos: redsysForm.extend({
      idPago: z.string(),
      url: z.string(),
      importe: z.number(),
      fechaExpiracion: z.string(),
      bizum: redsysForm.nullable(),
    }),
  }),
);
/**
 * Opens a Braintree payment for a pre-booking (PAYMENT_PROVIDER=braintree; else cod 3 'Payment
 * provider not configured'): the client token the Drop-in starts with, and the payment's id
 * (`idPago`). Proof of the booking as ObtenerDatosPasarelaPreReserva. The shop then posts the
 * Drop-in's nonce to the engine's POST /pasarela/braintree/pago with `idPago`, `localizador`,
 * the holder's `email` and `nonce`; the engine charges it and answers the outcome.
 */
export const obtenerDatosBraintree = call(
  'Reserva/ObtenerDatosBraintree',
  'basicOrUser',
  z.strictObject({
    localizador,
    ...bookingProof,
    ...returnPages,
  }),
  z.object({
    datos: z.object({
      idPago: z.string(),
      clientToken: z.string(),
      importe: z.number(),
      moneda: z.string(),
      fechaExpiracion: z.string(),
    }),
  }),
);

export const providerCalls = PROVIDER_CALLS.map((path) =>
  call(path, 'basicOrUser', refOnly, z.object({})),
);

/** What became of a club's share of a paid booking (Stripe Connect, or the back office's word). */
export const ESTADOS_TRANSFERENCIA = ['pendiente', 'realizado', 'fallido'] as const;

/**
 * The fee Fairway keeps of a booking (never refunded), and each club's share of the rest as
 * recorded once paid: the amount, what a refund took back of it, its state and Stripe's transfer.
 */
export const comprobarTrasferFee = call(
  'Reserva/ComprobarTrasferFee',
  'basicOrUser',
  byRef,
  z.object({
    datos: z.object({
      comision: z.number(),
      reembolsable: z.boolean(),
      transferencias: z.array(
        z.object({
          idVendedorProveedor: z.number().int(),
          nombreClub: z.string(),
          importe: z.number(),
          importeRevertido: z.number(),
          estado: z.enum(ESTADOS_TRANSFERENCIA),
          idTransferencia: z.string().nullable(),
        }),
      ),
    }),
  }),
);

export const guardarTarjetaDePago = call(
  'Reserva/GuardarTarjetaDePago',
  'user',
  refOnly,
  z.object({ datos: z.object({ idUsuarioTarjeta: z.number().int() }) }),
);

export const guardarEstadoDevolucion = call(
  'Reserva/GuardarEstadoDevolucion',
  'backOffice',
  z.strictObject({
    localizador,
    estado: z.enum(['solicitada', 'realizada', 'rechazada']),
    importe: z.number().min(0).max(100_000),
  }),
  z.object({}),
);

export const guardarEstadoTransferSplit = call(
  'Reserva/GuardarEstadoTransferSplit',
  'backOffice',
  z.strictObject({
    localizador,
    estado: z.enum(ESTADOS_TRANSFERENCIA),
    /** One club's share; without it, every club's share of the booking. */
    idVendedorProveedor: id.optional(),
  }),
  z.object({}),
);

export const generarEmailsVoucher = call(
  'Reserva/GenerarEmailsVoucher',
  'basicOrUser',
  byRef,
  z.object({ datos: z.object({ emailsGenerados: z.number().int() }) }),
);

export const obtenerEstadoReservaYPago = call(
  'Reserva/ObtenerEstadoReservaYPago',
  'basicOrUser',
  byRef,
  z.object({ datos: estadoPago.extend({ estadoReserva: z.string() }) }),
);

/**
 * Two modes: a booking (`localizador`, optional `email` proof), or a tee time not booked yet
 * (`idVendedorProveedor`, `idRecorrido`, `fecha`, `hora`) so checkout can show the policy before
 * paying. One object with a refinement rather than a union: every call's request is one strict
 * object whose fields callers and the bad-input walk can enumerate.
 */
export const tipoCancelacionRequest = z
  .strictObject({
    localizador: z.string().max(20).optional(),
    ...bookingProof,
    idVendedorProveedor: id.optional(),
    idRecorrido: id.optional(),
    fecha: isoDate.optional(),
    hora: hhmm.optional(),
  })
  .superRefine((v, ctx) => {
    const teeTime = [v.idVendedorProveedor, v.idRecorrido, v.fecha, v.hora];
    const given = teeTime.filter((x) => x !== undefined).length;
    if (v.localizador !== undefined) {
      if (given > 0)
        ctx.addIssue({
          code: 'custom',
          path: ['localizador'],
          message: 'give either localizador or idVendedorProveedor, idRecorrido, fecha and hora',
        });
      return;
    }
    if (v.email !== undefined)
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'only with localizador' });
    if (given < teeTime.length)
      ctx.addIssue({
        code: 'custom',
        path: ['localizador'],
        message: 'give localizador, or idVendedorProveedor, idRecorrido, fecha and hora',
      });
  });

const tipoCancelacion = z.enum(['online', 'contactarClub', 'fueraDePlazo']);

/**
 * The tee time (a multipack round, a tournament entry's first round) whose club stops a booking
 * from being cancelled online: every line is judged by its own club's policy and deadline.
 */
export const lineaBloqueante = z.object({
  nombreClub: z.string(),
  nombreRecorrido: z.string(),
  /** Club-local YYYY-MM-DD and HH:MM, in `zonaHoraria`. */
  fecha: z.string(),
  hora: z.string(),
  zonaHoraria: z.string(),
  /** Why: the club takes no online cancellations, or its deadline has passed. */
  tipo: z.enum(['contactarClub', 'fueraDePlazo']),
  /** The club's deadline for this tee time (ISO date-time, UTC). */
  fechaLimite: z.string(),
});

export const obtenerTipoCancelacion = call(
  'PreCancelacion/ObtenerTipoCancelacion',
  'basicOrUser',
  tipoCancelacionRequest,
  z.object({
    datos: z.object({
      /** Online only when every line of the booking allows it. */
      tipo: tipoCancelacion,
      /** Every line's club takes online cancellations. */
      permiteCancelacionOnline: z.boolean(),
      /** The hours of the line that decides `fechaLimite`. */
      horasLimite: z.number().int(),
      /** Until when the booking may be cancelled online: its lines' earliest deadline, or the blocking line's. */
      fechaLimite: z.string(),
      /** What cancelling now refunds: every line's share when all are online, else 0. Null for a tee time not booked yet. */
      importeDevolucion: z.number().nullable(),
      /** Null for a tee time not booked yet. */
      comisionNoReembolsable: z.number().nullable(),
      /** The line that stops online cancellation; null when none does, and for a tee time not booked yet. An engine that does not name it answers without it. */
      lineaBloqueante: lineaBloqueante.nullable().default(null),
    }),
  }),
);

export const realizarPreCancelacionWeb = call(
  'PreCancelacion/RealizarPreCancelacionWeb',
  'basicOrUser',
  z.strictObject({
    localizador: z.string().max(20),
    idPlataforma: z.number().int().min(0).max(100),
    ...bookingProof,
  }),
  z.object({ localizadorCancelacion: z.string() }),
);

export const realizarCancelacion = call(
  'Cancelacion/RealizarCancelacion',
  'basicOrUser',
  z.strictObject({
    localizador: z.string().max(20),
    localizadorCancelacion: z.string().max(20),
    ...bookingProof,
  }),
  z.object({
    datos: z.object({
      localizador: z.string(),
      estado: z.string(),
      importeDevuelto: z.number(),
      /**
       * `realizada` once every provider took its refund (or nothing was due); `solicitada` when a
       * provider refused or never answered, and the back office sends it (GuardarEstadoDevolucion).
       */
      estadoDevolucion: z.enum(['realizada', 'solicitada']),
    }),
  }),
);
