/**
 * The booking flow's server half: the guest and booking cookies, the owner proof sent with calls
 * by reference, and the engine calls of checkout, payment and the outcome pages, mapped to the
 * English views of ./booking.ts.
 */
import { isLocale, validateEmail } from '@fairway/design-system/rules';
import type { Locale, RuleCode } from '@fairway/design-system/rules';
import { reserva } from '@fairway/engine/contract';
import QRCode from 'qrcode';
import { bookingView, paymentOutcome, policyView } from './booking.ts';
import type { BookingView, CancellationPolicyView, PaymentOutcome } from './booking.ts';
import { COOKIE, parseCookies, serializeCookie } from './cookies.server.ts';
import type { EngineResult } from './engine.server.ts';
import type { PageAction } from './engine-notice.ts';
import type { PageCalls } from './page.server.ts';

export interface Holder {
  name: string;
  surname: string;
  email: string;
}

const REFERENCE = /^[A-Z0-9]{8}$/;

/** A booking reference as the engine writes it (8 capital letters or digits), else null. */
export function parseReference(value: string | null | undefined): string | null {
  const ref = value?.trim().toUpperCase() ?? '';
  return REFERENCE.test(ref) ? ref : null;
}

/** The guest details kept from an earlier checkout (SPEC.md section 4), to pre-fill the form. */
export function guestOf(request: Request): Holder {
  const cookies = parseCookies(request.headers.get('cookie'));
  return {
    name: cookies[COOKIE.guestName] ?? '',
    surname: cookies[COOKIE.guestSurname] ?? '',
    email: cookies[COOKIE.guestMail] ?? '',
  };
}

/** The guest cookies, expiring with the token like every other cookie of the session. */
export function guestCookies(
  holder: Holder,
  isGuest: boolean,
  expires: Date,
  secure: boolean,
): string[] {
  const options = { expires, secure };
  return [
    serializeCookie(COOKIE.guestName, holder.name, options),
    serializeCookie(COOKIE.guestSurname, holder.surname, options),
    serializeCookie(COOKIE.guestMail, holder.email, options),
    serializeCookie(COOKIE.isGuest, String(isGuest), options),
  ];
}

export function bookingLocatorOf(request: Request): string | null {
  return parseReference(parseCookies(request.headers.get('cookie'))[COOKIE.bookingLocator]);
}

/** HttpOnly (cookies.server.ts): only the server needs to know which hold is being paid. */
export function bookingCookie(reference: string, expires: Date, secure: boolean): string {
  return serializeCookie(COOKIE.bookingLocator, reference, { expires, secure });
}

/**
 * The booking's e-mail, sent with every call by reference. The anonymous session that made the
 * hold may have been renewed while the golfer was on the card page; the e-mail still proves the
 * booking is theirs (the engine answers 'Booking not found' otherwise).
 */
export function ownerProof(request: Request): { email?: string } {
  const email = parseCookies(request.headers.get('cookie'))[COOKIE.guestMail]?.trim();
  return email && validateEmail(email) === null ? { email } : {};
}

/** The locale cookie's language, for the unprefixed server paths. */
export function cookieLocale(request: Request): Locale {
  const value = parseCookies(request.headers.get('cookie'))[COOKIE.locale];
  return value && isLocale(value) ? value : 'en';
}

/**
 * SPEC.md section 2: the server paths /payment/ssr and /payment-gateway/ssr send the browser to
 * the locale's page with a timestamp (so no cache serves a stale one). Other paths: null.
 */
export function ssrRedirectPath(pathname: string, locale: Locale, now: number): string | null {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/payment/ssr') return `/${locale}/payment?timestamp=${now}`;
  if (path === '/payment-gateway/ssr') return `/${locale}/payment-gateway?timestamp=${now}`;
  return null;
}

/**
 * Where the card page sends the golfer back: this site's own origin, as the browser reached it
 * (the engine accepts only the origins in ENGINE_SITE_ORIGINS).
 */
export function returnUrls(request: Request, locale: Locale): { urlOk: string; urlKo: string } {
  const origin = new URL(request.url).origin;
  return {
    urlOk: `${origin}/${locale}/payment-controller/ok`,
    urlKo: `${origin}/${locale}/payment-controller/ko`,
  };
}

export type HolderErrors = Partial<Record<keyof Holder | 'terms', RuleCode>>;

/** SPEC.md section 5: a purchase needs name, surname and e-mail, and the terms accepted. */
export function validateHolder(holder: Holder, termsAccepted: boolean): HolderErrors {
  const errors: HolderErrors = {};
  if (!holder.name.trim()) errors.name = 'field.required';
  if (!holder.surname.trim()) errors.surname = 'field.required';
  const email = validateEmail(holder.email);
  if (email) errors.email = email;
  if (!termsAccepted) errors.terms = 'terms.required';
  return errors;
}

export async function readBooking(
  calls: PageCalls,
  reference: string,
  proof: { email?: string },
  action: PageAction,
): Promise<EngineResult<BookingView>> {
  const result = await calls.call(
    reserva.obtenerReservaDetalles,
    { localizador: reference, ...proof },
    { action },
  );
  return result.ok ? { ok: true, data: bookingView(result.data.datos) } : result;
}

/** One look at the booking and its payment (ObtenerEstadoReservaYPago); the ok page polls it. */
export async function readPaymentOutcome(
  calls: PageCalls,
  reference: string,
  proof: { email?: string },
): Promise<EngineResult<PaymentOutcome>> {
  const result = await calls.call(
    reserva.obtenerEstadoReservaYPago,
    { localizador: reference, ...proof },
    { action: 'booking', noShow: true },
  );
  return result.ok
    ? {
        ok: true,
        data: paymentOutcome(result.data.datos.estadoReserva, result.data.datos.estadoPago),
      }
    : result;
}

/** A booked reservation's policy; null when it could not be read (the page says so). */
export async function bookingPolicy(
  calls: PageCalls,
  reference: string,
  proof: { email?: string },
): Promise<CancellationPolicyView | null> {
  const result = await calls.call(
    reserva.obtenerTipoCancelacion,
    { localizador: reference, ...proof },
    { action: 'booking', noShow: true },
  );
  return result.ok ? policyView(result.data.datos) : null;
}

/** A tee time's policy before it is booked (checkout); null when it could not be read. */
export async function teeTimePolicy(
  calls: PageCalls,
  teeTime: { clubId: number; courseId: number; date: string; time: string },
): Promise<CancellationPolicyView | null> {
  const result = await calls.call(
    reserva.obtenerTipoCancelacion,
    {
      idVendedorProveedor: teeTime.clubId,
      idRecorrido: teeTime.courseId,
      fecha: teeTime.date,
      hora: teeTime.time,
    },
    { action: 'checkout', noShow: true },
  );
  return result.ok ? policyView(result.data.datos) : null;
}

/**
 * The hold (RealizarPreReserva). The engine answers the same hold for the same cart and owner
 * while it lives, so a second 'Pay' (double click, back button) never makes a second booking.
 */
export async function holdCart(
  calls: PageCalls,
  input: { cartLocator: string; holder: Holder; promoCode: string | null },
): Promise<EngineResult<{ reference: string; expiresAt: string; total: number }>> {
  const result = await calls.call(
    reserva.realizarPreReserva,
    {
      localizadorCarrito: input.cartLocator,
      nombre: input.holder.name.trim(),
      apellidos: input.holder.surname.trim(),
      email: input.holder.email.trim(),
      aceptaCondiciones: true,
      ...(input.promoCode ? { promoCode: input.promoCode } : {}),
    },
    { action: 'checkout', noShow: true },
  );
  return result.ok
    ? {
        ok: true,
        data: {
          reference: result.data.datos.localizador,
          expiresAt: result.data.datos.fechaExpiracion,
          total: result.data.datos.total,
        },
      }
    : result;
}

/** The hosted card page's address for the hold (one new pending payment per call). */
export async function cardPageUrl(
  calls: PageCalls,
  reference: string,
  proof: { email?: string },
  urls: { urlOk: string; urlKo: string },
): Promise<EngineResult<string>> {
  const result = await calls.call(
    reserva.obtenerDatosPasarelaPreReserva,
    { localizador: reference, ...urls, ...proof },
    { action: 'payment', noShow: true },
  );
  return result.ok ? { ok: true, data: result.data.datos.url } : result;
}

/** The voucher's HTML as the engine renders it (sanitized by the caller). */
export async function voucherHtml(
  calls: PageCalls,
  reference: string,
  proof: { email?: string },
): Promise<string | null> {
  const result = await calls.call(
    reserva.obtenerVoucher,
    { localizador: reference, ...proof },
    { action: 'booking', noShow: true },
  );
  return result.ok ? result.data.html : null;
}

/**
 * The reference as a QR code for the club's desk: an SVG in a data URI, which the CSP's
 * `img-src 'self' data:` already allows (no inline markup, no extra origin).
 */
export async function qrCodeDataUri(reference: string): Promise<string> {
  const svg = await QRCode.toString(reference, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
