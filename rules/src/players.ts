/**
 * A tournament player's fields (docs/product.md#tournaments: name, surname, handicap, level, sex,
 * turn and cell phone) and what makes two entries the same player. The site's form and the engine's
 * registration both check players with these, so a row the form lets through is one the engine
 * takes, and a duplicate is found the same way on both sides.
 */
import { cultureFor } from './culture';
import type { LocaleOrCulture } from './format';
import { validateEmail } from './validation';

export const PLAYER_LEVELS = ['beginner', 'intermediate', 'advanced', 'professional'] as const;
export const PLAYER_SEXES = ['male', 'female'] as const;
export const PLAYER_TURNS = ['morning', 'afternoon', 'any'] as const;
export type PlayerLevel = (typeof PLAYER_LEVELS)[number];
export type PlayerSex = (typeof PLAYER_SEXES)[number];
export type PlayerTurn = (typeof PLAYER_TURNS)[number];

/** Handicap index bounds any player can have (World Handicap System: plus 10 to 54). */
export const PLAYER_HANDICAP_MIN = -10;
export const PLAYER_HANDICAP_MAX = 54;

/**
 * A cell phone as compared: its digits, a leading international '00' read as '+'. Null when it
 * cannot be a phone number (E.164 allows at most 15 digits; none is shorter than 6).
 */
export function phoneKey(phone: string): string | null {
  if (!/^\+?[\d\s().-]+$/.test(phone.trim())) return null;
  const digits = phone.replace(/\D/g, '').replace(/^00/, '');
  return digits.length >= 6 && digits.length <= 15 ? digits : null;
}

/** An e-mail as compared: trimmed and folded; null when there is none. */
export function emailKey(email: string | null | undefined): string | null {
  const folded = email?.trim().toLowerCase() ?? '';
  return folded === '' ? null : folded;
}

export interface PlayerKeys {
  phoneKey: string;
  emailKey: string | null;
}

/**
 * The position of the first player who shares a phone or an e-mail with one already entered
 * (`taken`) or with an earlier player of the same list; null when there is none.
 */
export function firstEnteredTwice(
  players: readonly PlayerKeys[],
  taken: readonly PlayerKeys[] = [],
): number | null {
  const phones = new Set(taken.map((t) => t.phoneKey));
  const emails = new Set(taken.flatMap((t) => (t.emailKey ? [t.emailKey] : [])));
  for (const [i, p] of players.entries()) {
    if (phones.has(p.phoneKey) || (p.emailKey !== null && emails.has(p.emailKey))) return i;
    phones.add(p.phoneKey);
    if (p.emailKey !== null) emails.add(p.emailKey);
  }
  return null;
}

/** What one field of a player's row can be wrong with. */
export type PlayerFieldProblem =
  'required' | 'handicapNumber' | 'handicapLimits' | 'phone' | 'email' | 'duplicate';

export interface PlayerInput {
  name: string;
  surname: string;
  /** As typed: a comma or a dot for decimals, a leading '+' for a plus handicap. */
  handicap: string;
  level: string;
  sex: string;
  turn: string;
  phone: string;
  email: string;
}

export type PlayerProblems = Partial<Record<keyof PlayerInput, PlayerFieldProblem>>;

/**
 * A handicap index as golfers write it: '12.4', '12,4', '+2' (a plus handicap, stored negative),
 * at most one decimal. Null when it is not one.
 */
export function parseHandicap(text: string): number | null {
  const t = text.trim().replace(',', '.');
  const match = /^([+-]?)(\d{1,2})(?:\.(\d))?$/.exec(t);
  if (!match) return null;
  const value = Number(`${match[2]}${match[3] ? `.${match[3]}` : ''}`);
  return match[1] === '+' ? -value : value;
}

/**
 * A handicap index as golfers read it: a plus handicap (stored negative) as '+2', never '-2',
 * which would read as 2; one decimal at most, with the locale's decimal sign.
 */
export function formatHandicap(value: number, locale: LocaleOrCulture): string {
  const digits = new Intl.NumberFormat(cultureFor(locale).culture, {
    maximumFractionDigits: 1,
  }).format(Math.abs(value));
  return value < 0 ? `+${digits}` : digits;
}

/**
 * Each row's problems, field by field, then duplicates: a row sharing a phone or an e-mail with
 * an earlier row gets `duplicate` on the field that matched. Rows are 0-based, as given.
 */
export function checkPlayerRows(
  rows: readonly PlayerInput[],
  limits: { handicapMin: number; handicapMax: number },
): PlayerProblems[] {
  const problems = rows.map((row): PlayerProblems => {
    const p: PlayerProblems = {};
    for (const field of ['name', 'surname', 'handicap', 'level', 'sex', 'turn', 'phone'] as const)
      if (row[field].trim() === '') p[field] = 'required';
    if (!p.handicap) {
      const handicap = parseHandicap(row.handicap);
      if (handicap === null) p.handicap = 'handicapNumber';
      else if (handicap < limits.handicapMin || handicap > limits.handicapMax)
        p.handicap = 'handicapLimits';
    }
    if (!p.level && !(PLAYER_LEVELS as readonly string[]).includes(row.level)) p.level = 'required';
    if (!p.sex && !(PLAYER_SEXES as readonly string[]).includes(row.sex)) p.sex = 'required';
    if (!p.turn && !(PLAYER_TURNS as readonly string[]).includes(row.turn)) p.turn = 'required';
    if (!p.phone && phoneKey(row.phone) === null) p.phone = 'phone';
    if (row.email.trim() !== '' && validateEmail(row.email.trim())) p.email = 'email';
    return p;
  });
  const phones = new Set<string>();
  const emails = new Set<string>();
  rows.forEach((row, i) => {
    const phone = phoneKey(row.phone);
    const email = problems[i]?.email ? null : emailKey(row.email);
    const p = problems[i] ?? {};
    if (phone !== null && phones.has(phone) && !p.phone) p.phone = 'duplicate';
    else if (email !== null && emails.has(email) && !p.email) p.email = 'duplicate';
    if (phone !== null) phones.add(phone);
    if (email !== null) emails.add(email);
  });
  return problems;
}

export function hasProblems(problems: readonly PlayerProblems[]): boolean {
  return problems.some((p) => Object.keys(p).length > 0);
}
