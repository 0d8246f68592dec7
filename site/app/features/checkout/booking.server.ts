/**
 * The booking flow's checkout half: the guest and booking cookies, the owner proof sent with calls
 * by reference, the hold and the booking's reads, mapped to the English views of ./booking.ts.
 * Paying the hold (the card page, its outcome, the voucher) is features/payment's.
 */
import { FIELD_MAX, validateEmail } from '@fairway/rules';
import type { RuleCode } from '@fairway/rules';
import { REFERENCE, reserva, usuarios } from '@fairway/contract';
import { bookingView, policyView, savedCardView } from './booking.ts';
import type { BookingView, CancellationPolicyView, CardChoice, SavedCardView } from './booking.ts';
import { COOKIE, parseCookies, serializeCookie } from '../../platform/request/cookies.ts';
import type { EngineResult } from '../../platform/engine/engine.server.ts';
import type { PageAction } from '../../platform/engine/engine-notice.ts';
import type { PageCalls } from '../../platform/engine/page-calls.server.ts';

export interface Holder {
  name: string;
  surname: string;
  email: string;
}

/**
 * A form's text field, cut at `max` characters: a tampered form sends the engine no more than its
 * own fields take (FIELD_MAX), nor echoes more back to the page.
 */
export function formText(form: FormData, name: string, max: number): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, max) : '';
}

/** The holder's fields of checkout's or a tournament registration's form, as typed. */
export function holderFields(form: FormData): Holder {
  return {
    name: formText(form, 'name', FIELD_MAX.name),
    surname: formText(form, 'surname', FIELD_MAX.name),
    email: formText(form, 'email', FIELD_MAX.email).trim(),
  };
}

/** A booking reference as the engine writes it (8 capital letters or digits), else null. */
export function parseReference(value: string | null | undefined): string | null {
  const ref = value?.trim().toUpperCase() ?? '';
  return REFERENCE.accepted.test(ref) ? ref : null;
}

/**
 * The guest details kept from an earlier checkout (docs/product.md#sessions), to pre-fill the form.
 * Details a logged-in golfer's checkout wrote (isGuest false) are an account's, not a guest's:
 * after logging out they pre-fill nothing.
 */
export function guestOf(request: Request): Holder {
  const cookies = parseCookies(request.headers.get('cookie'));
  if (cookies[COOKIE.isGuest] === 'false') return { name: '', surname: '', email: '' };
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

/** The booking cookie's two parts: the hold's reference, and how a logged-in golfer pays it. */
function bookingCookieParts(request: Request): [string, string] {
  const value = parseCookies(request.headers.get('cookie'))[COOKIE.bookingLocator] ?? '';
  const colon = value.indexOf(':');
  return colon < 0 ? [value, ''] : [value.slice(0, colon), value.slice(colon + 1)];
}

export function bookingLocatorOf(request: Request): string | null {
  return parseReference(bookingCookieParts(request)[0]);
}

const SAVED_CARD_CHOICE = /^card\.([1-9]\d{0,9})$/;

function encodeCardChoice(choice: CardChoice): string {
  if (choice.kind === 'saved') return `card.${choice.cardId}`;
  return choice.save ? 'save' : 'new';
}

/** How the golfer chose to pay the hold in the booking cookie; null for a guest's. */
export function cardChoiceOf(request: Request): CardChoice | null {
  const value = bookingCookieParts(request)[1];
  if (value === 'new' || value === 'save') return { kind: 'new', save: value === 'save' };
  const saved = SAVED_CARD_CHOICE.exec(value);
  return saved ? { kind: 'saved', cardId: Number(saved[1]) } : null;
}

/**
 * HttpOnly (cookies.server.ts): only the server needs to know which hold is being paid. A
 * logged-in golfer's card choice rides with the reference (`REF:save`, `REF:card.12`), so it
 * never outlives its hold and the gateway, and a retry after a decline, pay the way checkout
 * was told. The engine still checks a saved card is the caller's: the cookie is only a wish.
 */
export function bookingCookie(
  reference: string,
  expires: Date,
  secure: boolean,
  choice: CardChoice | null = null,
): string {
  const value = choice ? `${reference}:${encodeCardChoice(choice)}` : reference;
  return serializeCookie(COOKIE.bookingLocator, value, { expires, secure });
}

/**
 * Checkout's card fields: `card` is 'new' or a saved card's id, `saveCard` the box to keep a new
 * card. Null for anything else (a tampered form); the saved card's owner is checked afterwards.
 */
export function parseCardChoice(card: string, saveCard: boolean): CardChoice | null {
  if (card === 'new' || card === '') return { kind: 'new', save: saveCard };
  return /^[1-9]\d{0,9}$/.test(card) ? { kind: 'saved', cardId: Number(card) } : null;
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

export type HolderErrors = Partial<Record<keyof Holder | 'terms', RuleCode>>;

/**
 * docs/product.md#validation: a purchase needs name, surname and e-mail, and the terms accepted.
 */
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

/**
 * The logged-in golfer's name, surname and e-mail, from their account (ObtenerUsuario): the
 * booking's holder, never what the browser sends.
 */
export async function accountHolder(calls: PageCalls): Promise<EngineResult<Holder>> {
  const result = await calls.call(usuarios.obtenerUsuario, {}, { action: 'checkout' });
  return result.ok
    ? {
        ok: true,
        data: {
          name: result.data.datos.nombre,
          surname: result.data.datos.apellidos,
          email: result.data.datos.email,
        },
      }
    : result;
}

/** The golfer's saved cards (ListarTarjetasUsuario), usable ones first; unreadable rows left out. */
export async function savedCards(
  calls: PageCalls,
  now: Date,
): Promise<EngineResult<SavedCardView[]>> {
  const result = await calls.call(
    usuarios.listarTarjetasUsuario,
    {},
    { action: 'checkout', noShow: true },
  );
  if (!result.ok) return result;
  const cards = result.data.datos.listaTarjetas
    .map((row) => savedCardView(row, now))
    .filter((card): card is SavedCardView => card !== null);
  return {
    ok: true,
    data: [...cards.filter((c) => !c.expired), ...cards.filter((c) => c.expired)],
  };
}
