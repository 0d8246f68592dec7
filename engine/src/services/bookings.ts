/**
 * The Reserva controller: completing, releasing and reading a booking, its voucher and payment,
 * and the back office's records. GuardarTarjetaDePago, keeping the card that paid, lives with
 * the saved cards in user-cards.ts.
 */
import {
  comprobarTrasferFee,
  estaReservaOK,
  generarEmailsVoucher,
  guardarEstadoDevolucion,
  guardarEstadoTransferSplit,
  obtenerDatosBraintree,
  obtenerEstadoReservaYPago,
  obtenerDatosPasarelaRedsysGreenFees,
  obtenerIFrameReserva,
  obtenerReservaDetalles,
  obtenerReservaDetallesGoogleAnalytics,
  obtenerReservaDetallesPago,
  obtenerVoucher,
  providerCalls,
  realizarReserva,
  revocarReserva,
} from '@fairway/contract/reserva';
import { cancellationDeadline } from '@fairway/rules';
import { Fail, failure } from '../calls/fail.ts';
import { handle } from '../calls/registry.ts';
import type { CallContext, Registered } from '../calls/registry.ts';
import { setSplitState, transfersWithClubs } from '../payments/club-shares.ts';
import { renderVoucher } from '../render/voucher.ts';
import { bookingForCaller } from './booking-access.ts';
import { closeReleasedPayments } from './hold-release.ts';
import { startPayment } from './payment-start.ts';
import {
  paymentOf,
  reservationByLocator,
  reservationLinesWithNames,
} from './reservation-queries.ts';
import type { PaymentRow, ReservationRow } from './reservation-queries.ts';
import {
  confirmReservation,
  recordEvent,
  releaseHolds,
  requireReservation,
  visibleStatus,
  voucherDedupeKey,
  voucherMailOf,
  voucherView,
} from './reservations.ts';

/** The back office's calls: it sees every booking. */
async function anyReservation(ctx: CallContext, localizador: string): Promise<ReservationRow> {
  return requireReservation(await reservationByLocator(ctx.db, localizador));
}

function paymentState(p: PaymentRow | null, amount: number) {
  return {
    estadoPago: p?.status ?? 'sinPago',
    importe: p?.amount ?? amount,
    marcaTarjeta: p?.cardBrand ?? null,
    ultimosDigitos: p?.cardLast4 ?? null,
  };
}

const obtenerIFrameReservaCall = handle(obtenerIFrameReserva, async (input, ctx) => {
  const row = await bookingForCaller(ctx, input.localizador, input.email);
  const started = await startPayment(ctx, row, {
    urlOk: input.urlOk,
    urlKo: input.urlKo,
  });
  return { datos: { url: started.url, idPago: started.payment.publicId } };
});

/**
 * Completes a booking with nothing to pay (a free round, a full discount). Anything to pay goes
 * through the card page, a saved card included: its security code is asked there.
 */
const realizarReservaCall = handle(realizarReserva, async (input, ctx) => {
  const row = await bookingForCaller(ctx, input.localizador, input.email);
  if (row.status === 'confirmed')
    return { datos: { localizador: row.localizador, estado: 'confirmed' } };
  if (row.status !== 'held' || row.total > 0) throw failure('bookingNotPayable');
  const outcome = await ctx.db.transaction((tx) =>
    confirmReservation(tx, ctx.mailer, row.id, ctx.clock.now(), ctx.config.ENGINE_SITE_ORIGINS),
  );
  if (outcome === 'lost') throw failure('holdExpired');
  if (outcome === 'promoUsedUp') throw failure('promoUsedUp', { code: row.promoCode ?? '' });
  return { datos: { localizador: row.localizador, estado: 'confirmed' } };
});

const revocarReservaCall = handle(revocarReserva, async (input, ctx) => {
  const row = await bookingForCaller(ctx, input.localizador, input.email);
  if (row.status === 'confirmed' || row.status === 'cancelled') throw failure('bookingNotPayable');
  const released = await ctx.db.transaction((tx) => releaseHolds(tx, [row.id]));
  await closeReleasedPayments(ctx, released);
  return { datos: { localizador: row.localizador, estado: 'released' } };
});

const obtenerVoucherCall = handle(obtenerVoucher, async (input, ctx) => {
  const row = await bookingForCaller(ctx, input.localizador, input.email);
  if (row.status !== 'confirmed' && row.status !== 'cancelled') throw failure('bookingNotFound');
  return { html: renderVoucher(await voucherView(ctx.db, row)) };
});

const obtenerReservaDetallesCall = handle(obtenerReservaDetalles, async (input, ctx) => {
  const row = await bookingForCaller(ctx, input.localizador, input.email);
  const lines = await reservationLinesWithNames(ctx.db, row.id);
  return {
    datos: {
      localizador: row.localizador,
      estado: visibleStatus(row, ctx.clock.now()),
      fechaReserva: row.createdAt.toISOString(),
      fechaExpiracion: row.status === 'held' ? row.holdExpiresAt.toISOString() : null,
      nombre: row.holderName,
      apellidos: row.holderSurname,
      email: row.holderEmail,
      promoCode: row.promoCode,
      subtotal: row.subtotal,
      descuento: row.discount,
      comision: row.fee,
      total: row.total,
      lineas: lines.map((l) => ({
        idVendedorProveedor: l.clubId,
        nombreClub: l.clubName,
        idRecorrido: l.courseId,
        nombreRecorrido: l.courseName,
        fecha: l.playDate,
        hora: l.teeTime,
        zonaHoraria: l.timeZone,
        jugadores: l.players,
        direccion: l.clubAddress,
        permiteCancelacionOnline: l.onlineCancellation,
        fechaLimiteCancelacion: l.onlineCancellation
          ? cancellationDeadline(l.startsAt, l.cancellationDeadlineHours).toISOString()
          : null,
        tarifas: l.rates.map((x) => ({
          idTarifa: x.idTarifa,
          nombre: x.name,
          precio: x.unitPrice,
          cantidad: x.quantity,
          total: x.total,
        })),
        servicios: l.services.map((x) => ({
          idServicio: x.idServicio,
          nombre: x.name,
          precio: x.unitPrice,
          cantidad: x.quantity,
          total: x.total,
        })),
        total: l.lineTotal,
      })),
    },
  };
});

const obtenerReservaDetallesGoogleAnalyticsCall = handle(
  obtenerReservaDetallesGoogleAnalytics,
  async (input, ctx) => {
    const row = await bookingForCaller(ctx, input.localizador, input.email);
    const lines = await reservationLinesWithNames(ctx.db, row.id);
    return {
      datos: {
        transaction_id: row.localizador,
        value: row.total,
        currency: 'EUR',
        items: lines.map((l) => ({
          item_id: `${l.courseId}-${l.playDate}-${l.teeTime}`,
          item_name: `${l.clubName} – ${l.courseName}`,
          price: l.lineTotal,
          quantity: l.players,
        })),
      },
    };
  },
);

const obtenerReservaDetallesPagoCall = handle(obtenerReservaDetallesPago, async (input, ctx) => {
  const row = await bookingForCaller(ctx, input.localizador, input.email);
  return { datos: paymentState(await paymentOf(ctx.db, row.id), row.total) };
});

const estaReservaOKCall = handle(estaReservaOK, async (input, ctx) => {
  const row = await bookingForCaller(ctx, input.localizador, input.email);
  return { datos: { ok: row.status === 'confirmed', estado: row.status } };
});

const obtenerEstadoReservaYPagoCall = handle(obtenerEstadoReservaYPago, async (input, ctx) => {
  const row = await bookingForCaller(ctx, input.localizador, input.email);
  const estado = visibleStatus(row, ctx.clock.now());
  return {
    datos: { ...paymentState(await paymentOf(ctx.db, row.id), row.total), estadoReserva: estado },
  };
});

/**
 * Redsys's redirect form for a held booking, with Bizum's beside it when configured: the proof
 * of the booking is checked as for the card page (bookingForCaller), then a payment is opened.
 */
const obtenerDatosPasarelaRedsysGreenFeesCall = handle(
  obtenerDatosPasarelaRedsysGreenFees,
  async (input, ctx) => {
    if (ctx.config.PAYMENT_PROVIDER !== 'redsys') throw new Fail(3, 'providerNotConfigured');
    const row = await bookingForCaller(ctx, input.localizador, input.email);
    const { payment, step } = await startPayment(ctx, row, {
      urlOk: input.urlOk,
      urlKo: input.urlKo,
    });
    if (step.kind !== 'form') throw new Error('Redsys pays through a form');
    const bizum = step.alternatives.find((a) => a.method === 'bizum')?.form ?? null;
    const signed = (fields: Record<string, string>) => ({
      Ds_SignatureVersion: fields.Ds_SignatureVersion ?? '',
      Ds_MerchantParameters: fields.Ds_MerchantParameters ?? '',
      Ds_Signature: fields.Ds_Signature ?? '',
    });
    return {
      datos: {
        idPago: payment.publicId,
        url: step.form.action,
        importe: payment.amount,
        fechaExpiracion: row.holdExpiresAt.toISOString(),
        ...signed(step.form.fields),
        bizum: bizum ? signed(bizum.fields) : null,
      },
    };
  },
);

/**
 * Braintree's client token for a held booking, and the payment the Drop-in's nonce will pay: the
 * proof of the booking is checked as for the card page (bookingForCaller), then a payment is
 * opened. The nonce goes to POST /pasarela/braintree/pago (payments/braintree.ts).
 */
const obtenerDatosBraintreeCall = handle(obtenerDatosBraintree, async (input, ctx) => {
  if (ctx.config.PAYMENT_PROVIDER !== 'braintree') throw new Fail(3, 'providerNotConfigured');
  const row = await bookingForCaller(ctx, input.localizador, input.email);
  const { payment, step } = await startPayment(ctx, row, {
    urlOk: input.urlOk,
    urlKo: input.urlKo,
  });
  if (step.kind !== 'clientToken') throw new Error('Braintree pays through a client token');
  return {
    datos: {
      idPago: payment.publicId,
      clientToken: step.token,
      importe: payment.amount,
      moneda: payment.currency,
      fechaExpiracion: row.holdExpiresAt.toISOString(),
    },
  };
});

/** The other providers' gateway calls (Stripe): this engine has none of them yet. */
const providerNotConfiguredCalls = providerCalls.map((spec) =>
  handle(spec, async () => {
    throw new Fail(3, 'providerNotConfigured');
  }),
);

/** The fee Fairway keeps, never refunded, and the clubs' shares as recorded (club-shares.ts). */
const comprobarTrasferFeeCall = handle(comprobarTrasferFee, async (input, ctx) => {
  const row = await bookingForCaller(ctx, input.localizador, input.email);
  const shares = await transfersWithClubs(ctx.db, row.id);
  return {
    datos: {
      comision: row.fee,
      reembolsable: false,
      transferencias: shares.map(({ transfer: t, clubName }) => ({
        idVendedorProveedor: t.clubId,
        nombreClub: clubName,
        importe: t.amount,
        importeRevertido: t.reversed,
        estado: t.status,
        idTransferencia: t.transferId,
      })),
    },
  };
});

const guardarEstadoDevolucionCall = handle(guardarEstadoDevolucion, async (input, ctx) => {
  const row = await anyReservation(ctx, input.localizador);
  await recordEvent(ctx.db, row.id, 'refund', { estado: input.estado, importe: input.importe });
  return {};
});

/**
 * The back office's word on the clubs' shares of a paid booking (one club's, or all), kept in
 * club_transfers beside what Stripe Connect did, and in the booking's audit trail.
 */
const guardarEstadoTransferSplitCall = handle(guardarEstadoTransferSplit, async (input, ctx) => {
  const row = await anyReservation(ctx, input.localizador);
  // Only a paid booking has shares: a hold never paid owes the clubs nothing.
  if (row.status !== 'confirmed' && row.status !== 'cancelled') throw failure('bookingNotFound');
  const club = input.idVendedorProveedor;
  const set = await ctx.db.transaction(async (tx) => {
    const changed = await setSplitState(tx, row, input.estado, club, ctx.clock.now());
    if (changed > 0)
      await recordEvent(tx, row.id, 'transferSplit', {
        estado: input.estado,
        ...(club === undefined ? {} : { idVendedorProveedor: club }),
      });
    return changed;
  });
  if (set === 0) throw failure('clubNotFound');
  return {};
});

const generarEmailsVoucherCall = handle(generarEmailsVoucher, async (input, ctx) => {
  const row = await bookingForCaller(ctx, input.localizador, input.email);
  if (row.status !== 'confirmed' && row.status !== 'cancelled') throw failure('bookingNotFound');
  // The confirmation's dedupe key: a booking's voucher goes out once, however often this is
  // called, so a reference cannot be used to flood the holder's inbox.
  const queued = await ctx.mailer.enqueue(ctx.db, {
    kind: 'voucher',
    to: row.holderEmail,
    content: await voucherMailOf(ctx.db, row, ctx.config.ENGINE_SITE_ORIGINS),
    dedupeKey: voucherDedupeKey(row.localizador),
  });
  return { datos: { emailsGenerados: queued ? 1 : 0 } };
});

export const reservaCalls: Registered[] = [
  realizarReservaCall,
  revocarReservaCall,
  obtenerVoucherCall,
  obtenerReservaDetallesCall,
  obtenerReservaDetallesGoogleAnalyticsCall,
  obtenerReservaDetallesPagoCall,
  estaReservaOKCall,
  obtenerEstadoReservaYPagoCall,
  obtenerIFrameReservaCall,
  obtenerDatosPasarelaRedsysGreenFeesCall,
  obtenerDatosBraintreeCall,
  ...providerNotConfiguredCalls,
  comprobarTrasferFeeCall,
  guardarEstadoDevolucionCall,
  guardarEstadoTransferSplitCall,
  generarEmailsVoucherCall,
];
