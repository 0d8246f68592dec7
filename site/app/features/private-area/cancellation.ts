/**
 * The cancel page's view of a booking, in English: the engine's booking details and cancellation
 * policy (Spanish contract names) stop here. Pure, so the browser may import the reference rules
 * and the types alike.
 */
import { clubWallClock, validateEmail } from '@fairway/rules';
import type { RefundState, RuleCode } from '@fairway/rules';
import type { BlockingLine, CancellationLine, CancellationPolicy } from '@fairway/design-system';
import type { AnswerOf, reserva, torneos } from '@fairway/contract';
import { REFERENCE } from '@fairway/contract/codes';

type Details = AnswerOf<typeof reserva.obtenerReservaDetalles>['datos'];
type Policy = AnswerOf<typeof reserva.obtenerTipoCancelacion>['datos'];
/**
 * What the cancel page reads of a tournament entry (a booking with no tee-time lines): its club,
 * its first round and how many players it frees.
 */
export type Entry = Pick<
  AnswerOf<typeof torneos.obtenerInscripcion>['datos'],
  'nombreClub' | 'nombreTorneo' | 'fechaInicio' | 'horaInicio' | 'zonaHoraria'
> & { jugadores: readonly unknown[] };

/** What a golfer types, as the engine spells it: read out on the phone it gains spaces and lower case. */
export function normalizeReference(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

/**
 * Only what the engine issues: a reference with an O or a 1 never was, so the golfer is told at
 * once rather than after a round trip.
 */
export function isValidReference(reference: string): boolean {
  return REFERENCE.issued.test(reference);
}

/** The design system's CancellationSummary props, less the page's own (locale, busy, onCancel). */
export interface CancellationView {
  reference: string;
  /** Every tee time, in the engine's order; never empty. */
  lines: CancellationLine[];
  policy: CancellationPolicy;
  /** The line that stops cancelling online, when the engine names one of several. */
  blockedBy: BlockingLine | null;
  /** Euros given back on cancelling (the total less the fee), or given back once cancelled. */
  refund: number;
  /** The transaction fee in euros, never refunded. */
  fee: number;
  status: 'active' | 'cancelled';
  /** Set when the booking was cancelled by this request: how its refund reaches the card. */
  refundState?: RefundState;
}

function policyOf(policy: Policy, timeZone: string): CancellationPolicy {
  if (policy.tipo === 'contactarClub' || !policy.fechaLimite) return { kind: 'contactClub' };
  const deadline = clubWallClock(policy.fechaLimite, timeZone);
  return policy.tipo === 'online'
    ? { kind: 'online', deadline }
    : { kind: 'deadlinePassed', deadline };
}

function blockingLineOf(line: NonNullable<Policy['lineaBloqueante']>): BlockingLine {
  return {
    clubName: line.nombreClub,
    date: line.fecha,
    time: line.hora.slice(0, 5),
    reason: line.tipo === 'contactarClub' ? 'contactClub' : 'deadlinePassed',
    deadline: clubWallClock(line.fechaLimite, line.zonaHoraria),
  };
}

type ZoneNameOf = (timeZone: string, date: string) => string;

/** The tee times as the engine holds them, or a tournament entry's first round as its one line. */
function teeTimesOf(
  details: Details,
  entry: Entry | null,
  zoneNameOf: ZoneNameOf,
): { lines: CancellationLine[]; timeZone: string } | null {
  const first = details.lineas[0];
  if (first) {
    return {
      lines: details.lineas.map((line) => ({
        clubName: line.nombreClub,
        courseName: line.nombreRecorrido,
        date: line.fecha,
        time: line.hora.slice(0, 5),
        timeZoneName: zoneNameOf(line.zonaHoraria, line.fecha),
        players: line.jugadores,
      })),
      timeZone: first.zonaHoraria,
    };
  }
  if (!entry?.fechaInicio || !entry.horaInicio) return null;
  return {
    lines: [
      {
        clubName: entry.nombreClub,
        courseName: entry.nombreTorneo,
        date: entry.fechaInicio,
        time: entry.horaInicio.slice(0, 5),
        timeZoneName: zoneNameOf(entry.zonaHoraria, entry.fechaInicio),
        players: entry.jugadores.length,
      },
    ],
    timeZone: entry.zonaHoraria,
  };
}

/**
 * The booking as the cancel page shows it, or null when it has nothing to show. Every tee time is
 * listed; its policy is every line's (the engine judges each by its own club), and the line that
 * stops it is named. A tournament entry, which has no tee-time lines, is shown by its first round.
 */
export function cancellationView(
  details: Details,
  policy: Policy,
  zoneNameOf: ZoneNameOf,
  entry: Entry | null = null,
): CancellationView | null {
  const teeTimes = teeTimesOf(details, entry, zoneNameOf);
  if (!teeTimes) return null;
  const fee = policy.comisionNoReembolsable ?? details.comision;
  const blocking = policy.lineaBloqueante;
  return {
    reference: details.localizador,
    lines: teeTimes.lines,
    // Once a line blocks, the deadline is that line's, so it reads on that line's club clock.
    policy: policyOf(policy, blocking?.zonaHoraria ?? teeTimes.timeZone),
    // With one tee time the policy's own words already say it.
    blockedBy: blocking && teeTimes.lines.length > 1 ? blockingLineOf(blocking) : null,
    // In cents so 192.5 − 2.5 never prints as 189.99999999999997.
    refund: policy.importeDevolucion ?? Math.max(0, Math.round((details.total - fee) * 100) / 100),
    fee,
    status: details.estado === 'cancelled' ? 'cancelled' : 'active',
  };
}

/** What the golfer typed, kept as typed so the form shows it again after an error. */
export interface CancellationFormValues {
  reference: string;
  email: string;
}

export interface CancellationFieldErrors {
  reference?: 'referenceNotValid' | 'field.required';
  email?: RuleCode;
}

/** A message over the page's result: the engine's own (already in the golfer's language) or ours. */
export type CancellationMessage =
  | { kind: 'engine'; text: string }
  | { kind: 'bookingNotFound' }
  | { kind: 'failedToCancel'; detail: string | null };

export interface CancellationActionData {
  intent: 'lookup' | 'cancel';
  values: CancellationFormValues;
  errors: CancellationFieldErrors;
  message: CancellationMessage | null;
  booking: CancellationView | null;
  /** A call failed for want of the engine (not a refusal): the layout's red alert says so. */
  alert: 'booking' | 'cancellation' | null;
  /** The golfer's login expired during the calls: the layout's re-login modal opens. */
  relogin: boolean;
}

/** The same checks in the browser (before sending) and on the server (without JavaScript). */
export function validateCancellationForm(values: CancellationFormValues): CancellationFieldErrors {
  const errors: CancellationFieldErrors = {};
  const reference = normalizeReference(values.reference);
  if (reference === '') errors.reference = 'field.required';
  else if (!isValidReference(reference)) errors.reference = 'referenceNotValid';
  const email = validateEmail(values.email);
  if (email) errors.email = email;
  return errors;
}

export function hasErrors(errors: CancellationFieldErrors): boolean {
  return errors.reference !== undefined || errors.email !== undefined;
}
