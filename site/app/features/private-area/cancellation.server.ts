/**
 * The cancel page's two steps against the engine (docs/product.md#cancellation, issue 12 step 8):
 * look the booking up by reference and e-mail, then pre-cancel and cancel it. Every call carries
 * the golfer's e-mail as the proof of ownership, so a reference alone never reveals whether a
 * booking exists: the engine answers 'Booking not found' alike for an unknown reference and a wrong
 * e-mail.
 */
import { reserva, torneos } from '@fairway/contract';
import type { RefundState } from '@fairway/rules';
import { zoneName } from '../catalog/club-date.ts';
import {
  cancellationView,
  hasErrors,
  normalizeReference,
  validateCancellationForm,
} from './cancellation.ts';
import type {
  CancellationActionData,
  CancellationFormValues,
  CancellationMessage,
  CancellationView,
} from './cancellation.ts';
import type { EngineFailure, EngineResult } from '../../platform/engine/engine.server.ts';
import type { PageCalls } from '../../platform/engine/page-calls.server.ts';

/** The engine's platform id for the web shop (RealizarPreCancelacionWeb's idPlataforma). */
const WEB_PLATFORM = 1;

/** Long enough for any e-mail (RFC 5321: 254) and a reference typed with spaces; no more is kept. */
const MAX_TYPED = 254;

function typed(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, MAX_TYPED) : '';
}

/**
 * A refusal (cod 2 or 3) is the engine telling the golfer something, in their language; anything
 * else is the engine failing, for the layout's alert.
 */
function isRefusal(failure: EngineFailure): boolean {
  return failure.cod === 2 || failure.cod === 3;
}

type LookUp = { ok: true; view: CancellationView } | EngineFailure;

async function lookUp(
  calls: PageCalls,
  reference: string,
  email: string,
  culture: string,
): Promise<LookUp> {
  const proof = { localizador: reference, email: email.trim() };
  // One after the other: an unknown reference then costs the golfer one failed look-up against
  // the engine's per-reference limit, not two.
  const policy = await calls.call(reserva.obtenerTipoCancelacion, proof, {
    action: 'booking',
    noShow: true,
  });
  if (!policy.ok) return policy;
  const details = await calls.call(reserva.obtenerReservaDetalles, proof, {
    action: 'booking',
    noShow: true,
  });
  if (!details.ok) return details;
  // A tournament entry has no tee-time lines: its first round is read from the registration.
  let entry = null;
  if (details.data.datos.lineas.length === 0) {
    const registration = await calls.call(torneos.obtenerInscripcion, proof, {
      action: 'booking',
      noShow: true,
    });
    if (!registration.ok) return registration;
    entry = registration.data.datos;
  }
  const view = cancellationView(
    details.data.datos,
    policy.data.datos,
    (timeZone, date) => zoneName(timeZone, date, culture),
    entry,
  );
  if (!view) return { ok: false, cod: 2, msg: '', sessionExpired: false };
  return { ok: true, view };
}

function notFound(failure: EngineFailure): CancellationMessage | null {
  if (!isRefusal(failure)) return null;
  return failure.msg ? { kind: 'engine', text: failure.msg } : { kind: 'bookingNotFound' };
}

/** The page's action: `intent` lookup or cancel, the reference and the e-mail from the form. */
export async function cancellationAction(
  form: FormData,
  calls: PageCalls,
  culture: string,
): Promise<CancellationActionData> {
  const intent = form.get('intent') === 'cancel' ? 'cancel' : 'lookup';
  const values: CancellationFormValues = {
    reference: typed(form, 'reference'),
    email: typed(form, 'email'),
  };
  const base: CancellationActionData = {
    intent,
    values,
    errors: {},
    message: null,
    booking: null,
    alert: null,
    relogin: false,
  };
  const errors = validateCancellationForm(values);
  if (hasErrors(errors)) return { ...base, errors };
  const reference = normalizeReference(values.reference);

  const found = await lookUp(calls, reference, values.email, culture);
  if (!found.ok) {
    return {
      ...base,
      message: notFound(found),
      alert: isRefusal(found) || calls.notice.relogin ? null : 'booking',
      relogin: calls.notice.relogin,
    };
  }
  const view = found.view;
  // Only an active booking whose policy allows it goes on to cancel; anything else is shown as
  // it stands, with the policy's own explanation (contact the club, deadline passed).
  if (intent === 'lookup' || view.status === 'cancelled' || view.policy.kind !== 'online') {
    return { ...base, booking: view };
  }

  const failed = (failure: EngineFailure): CancellationActionData => ({
    ...base,
    booking: view,
    message: {
      kind: 'failedToCancel',
      detail: isRefusal(failure) && failure.msg ? failure.msg : null,
    },
    alert: isRefusal(failure) || calls.notice.relogin ? null : 'cancellation',
    relogin: calls.notice.relogin,
  });
  const done = await cancelBooking(calls, reference, { email: values.email.trim() });
  if (!done.ok) return failed(done);
  return {
    ...base,
    booking: {
      ...view,
      status: 'cancelled',
      refund: done.data.refund,
      refundState: done.data.refundState,
    },
  };
}

/**
 * The engine's two steps of cancelling (pre-cancel, then cancel with its reference). The proof is
 * the holder's e-mail from the cancel page, or none from the private area: the engine knows the
 * logged-in owner by the user token. Failures come back unshown, for the caller to word.
 */
export async function cancelBooking(
  calls: PageCalls,
  reference: string,
  proof: { email?: string },
): Promise<EngineResult<{ refund: number; refundState: RefundState }>> {
  const pre = await calls.call(
    reserva.realizarPreCancelacionWeb,
    { localizador: reference, idPlataforma: WEB_PLATFORM, ...proof },
    { action: 'cancellation', noShow: true },
  );
  if (!pre.ok) return pre;
  const done = await calls.call(
    reserva.realizarCancelacion,
    { localizador: reference, localizadorCancelacion: pre.data.localizadorCancelacion, ...proof },
    { action: 'cancellation', noShow: true },
  );
  if (!done.ok) return done;
  const { importeDevuelto, estadoDevolucion } = done.data.datos;
  return {
    ok: true,
    data: {
      refund: importeDevuelto,
      refundState: estadoDevolucion === 'realizada' ? 'sent' : 'byHand',
    },
  };
}
