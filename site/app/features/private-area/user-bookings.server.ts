/**
 * The private area's bookings against the engine: the golfer's list (ObtenerReservasUsuario),
 * one booking's voucher, and cancelling one. The user token is the proof for all three: the
 * engine answers only for the account's own bookings, so no e-mail travels with them.
 */
import { usuarios } from '@fairway/contract';
import type { RefundState } from '@fairway/rules';
import { parseReference } from '../checkout/booking.server.ts';
import { voucherHtml } from '../payment/voucher.server.ts';
import { cancelBooking } from './cancellation.server.ts';
import { zoneName } from '../catalog/club-date.ts';
import { refusalText } from '../../platform/engine/engine.server.ts';
import type { EngineResult } from '../../platform/engine/engine.server.ts';
import type { PageCalls } from '../../platform/engine/page-calls.server.ts';
import { sanitizeHtml } from '../../platform/rendering/sanitize-html.server.ts';
import { splitBookings, userBookingView } from './user-bookings.ts';
import type { SplitBookings } from './user-bookings.ts';

export async function readUserBookings(
  calls: PageCalls,
  culture: string,
  now: number,
): Promise<EngineResult<SplitBookings>> {
  const answer = await calls.call(
    usuarios.obtenerReservasUsuario,
    {},
    { action: 'booking', noShow: true },
  );
  if (!answer.ok) return answer;
  const views = answer.data.reservas.map((row) =>
    userBookingView(row, (timeZone, date) => zoneName(timeZone, date, culture)),
  );
  return { ok: true, data: splitBookings(views, now) };
}

export interface VoucherView {
  reference: string;
  /** The engine's voucher, sanitized (it carries names others typed); null when it could not be read. */
  html: string | null;
}

/** The voucher the bookings page shows for `?voucher=REF`; null for no or a malformed reference. */
export async function readVoucher(
  calls: PageCalls,
  asked: string | null,
): Promise<VoucherView | null> {
  const reference = parseReference(asked);
  if (!reference) return null;
  const html = await voucherHtml(calls, reference, {});
  return { reference, html: html === null ? null : sanitizeHtml(html) };
}

export type CancelOutcome =
  | { ok: true; reference: string; refund: number; refundState: RefundState }
  | { ok: false; reference: string | null; detail: string | null };

/**
 * Cancels one of the golfer's bookings by its reference from the form. The engine checks both
 * ownership (the user token) and the club's policy; its refusal (cod 2 or 3) is shown as written.
 */
export async function cancelUserBooking(calls: PageCalls, form: FormData): Promise<CancelOutcome> {
  const given = form.get('reference');
  const reference = parseReference(typeof given === 'string' ? given : null);
  if (!reference) return { ok: false, reference: null, detail: null };
  const done = await cancelBooking(calls, reference, {});
  if (done.ok) return { ok: true, reference, ...done.data };
  return { ok: false, reference, detail: refusalText(done) };
}
