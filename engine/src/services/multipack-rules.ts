/**
 * A multipack's pure rules: whether it is on sale, its window of days from the first round (the
 * design system's isWithinDays and windowDates: one place for the rule, shared with the site),
 * the rounds a purchase may choose, its usual price and how its price is spread over its rounds.
 * No database here.
 */
import { isWithinDays, MULTIPACK_WINDOW_DAYS, windowDates } from '@fairway/rules';
import { failure, invalid } from '../calls/fail.ts';

export interface PackRules {
  rounds: number;
  /** Null: the engine's default window, MULTIPACK_WINDOW_DAYS (Comun's diasVentanaMultipack). */
  windowDays: number | null;
  /** First and last club-local day a first round may be played (YYYY-MM-DD). */
  saleFrom: string;
  saleTo: string;
  onSale: boolean;
  courseIds: readonly number[];
}

export function windowDaysOf(pack: Pick<PackRules, 'windowDays'>): number {
  return pack.windowDays ?? MULTIPACK_WINDOW_DAYS;
}

/** On sale: the club has it on sale and a first round can still be played today or later. */
export function isOnSale(pack: Pick<PackRules, 'onSale' | 'saleTo'>, today: string): boolean {
  return pack.onSale && today <= pack.saleTo;
}

export interface PackWindow {
  fechaPrimeraRonda: string;
  /** The window's last day: `diasVentana` days after the first, never past the pack's season. */
  fechaLimite: string;
  /** Every day from the first to fechaLimite, both included. */
  fechas: string[];
}

export function packWindow(
  pack: Pick<PackRules, 'windowDays' | 'saleTo'>,
  first: string,
): PackWindow {
  const fechas = windowDates(first, windowDaysOf(pack), pack.saleTo);
  return { fechaPrimeraRonda: first, fechaLimite: fechas.at(-1) ?? first, fechas };
}

/** Whether a later round's day is in the window counted from the first round's day. */
export function dayInWindow(
  pack: Pick<PackRules, 'windowDays' | 'saleTo'>,
  first: string,
  date: string,
): boolean {
  return isWithinDays(first, date, windowDaysOf(pack)) && date <= pack.saleTo;
}

export interface ChosenRound {
  idRecorrido: number;
  fecha: string;
  hora: string;
}

/** How a refusal shows a date to the caller (the handler passes the caller's language). */
export type DateText = (iso: string) => string;

/**
 * The rounds a purchase chose, checked against the pack, answered in day order: as many as the
 * pack's rounds, each at one of its courses, one a day at most, the first on a day of the sale
 * period and not before `today`, every other inside the window counted from the first. A day out
 * of the window is refused with cod 3 and the window's dates (the contract's fueraDeVentana).
 */
export function checkRounds<R extends ChosenRound>(
  pack: PackRules,
  rounds: readonly R[],
  today: string,
  dateText: DateText,
): R[] {
  if (rounds.length !== pack.rounds)
    throw invalid('multipackRoundsCount', { n: String(pack.rounds) });
  rounds.forEach((r, i) => {
    if (!pack.courseIds.includes(r.idRecorrido))
      throw invalid('multipackCourseNotIncluded', { n: String(i + 1) });
  });
  const sorted = [...rounds].sort(
    (a, b) => a.fecha.localeCompare(b.fecha) || a.hora.localeCompare(b.hora),
  );
  for (let i = 1; i < sorted.length; i += 1) {
    const day = sorted[i]?.fecha ?? '';
    if (day === sorted[i - 1]?.fecha)
      throw invalid('multipackOneRoundPerDay', { date: dateText(day) });
  }
  const first = sorted[0]?.fecha ?? '';
  if (first < today) throw failure('pastDate');
  if (first < pack.saleFrom || first > pack.saleTo)
    throw invalid('multipackFirstRoundOutsideSale', {
      from: dateText(pack.saleFrom),
      to: dateText(pack.saleTo),
    });
  const window = packWindow(pack, first);
  const outside = sorted.find((r) => !dayInWindow(pack, first, r.fecha));
  if (outside)
    throw invalid(
      'multipackOutOfWindow',
      { date: dateText(outside.fecha), from: dateText(first), to: dateText(window.fechaLimite) },
      {
        fechaPrimeraRonda: first,
        fechaLimite: window.fechaLimite,
        fechasValidas: window.fechas,
      },
    );
  return sorted;
}

/**
 * What the pack's rounds cost one by one at the usual green fee, per player: N times the average
 * of its courses' standard (rack) green fee, in euros to the cent.
 */
export function usualPrice(rounds: number, standardFees: readonly number[]): number {
  if (standardFees.length === 0) return 0;
  const sumCents = standardFees.reduce((sum, fee) => sum + Math.round(fee * 100), 0);
  return Math.round((rounds * sumCents) / standardFees.length) / 100;
}

/**
 * The pack's price for its players spread over its rounds, in cents, as each round's reservation
 * line carries it: equal shares, the odd cents on the first rounds, adding up exactly.
 */
export function roundShares(totalCents: number, rounds: number): number[] {
  const base = Math.floor(totalCents / rounds);
  const rest = totalCents - base * rounds;
  return Array.from({ length: rounds }, (_, i) => base + (i < rest ? 1 : 0));
}
