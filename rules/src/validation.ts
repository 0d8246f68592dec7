import { addDays, parseIsoDate } from './format';

/**
 * Stable codes returned by the rules. They double as react-intl message ids, so renaming one
 * breaks the translations of the four locales: add codes, never rename them.
 */
export type RuleCode =
  | 'email.empty'
  | 'email.format'
  | 'email.invalid'
  | 'password.short'
  | 'password.strict'
  | 'password.mismatch'
  | 'terms.required'
  | 'players.none'
  | 'players.exceeds'
  | 'field.required'
  | 'card.securityCode'
  | 'card.number'
  | 'card.expired'
  | 'player.duplicate'
  | 'pack.outOfRange';

/** English default messages (react-intl `defaultMessage`); the locale files translate them. */
export const RULE_MESSAGES: Record<RuleCode, string> = {
  'email.empty': 'Email cannot be empty',
  'email.format': 'Email format not valid',
  'email.invalid': 'You must introduce a valid email',
  'password.short': 'Password must have at least 6 characters',
  'password.strict':
    'Password must have 8 to 16 characters, one capital letter and one digit or special character',
  'password.mismatch': 'Passwords do not match',
  'terms.required': 'You must accept the terms and conditions',
  'players.none': 'Add at least one player',
  'players.exceeds':
    'Unable to book, the number of players selected is greater than the number of players available',
  'field.required': 'This field is required',
  'card.securityCode': 'The security code must have {digits} digits',
  'card.number': 'Card number not valid',
  'card.expired': 'The card has expired',
  'player.duplicate': 'A player cannot be included twice',
  'pack.outOfRange': 'Choose a date between {from} and {to}',
};

/**
 * Deliberately loose: one @, no spaces, a dot in the domain and a TLD of 2+ letters. The engine
 * is the real judge; a stricter pattern would only reject addresses that do exist.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.\p{L}{2,}$/u;

export function validateEmail(value: string): RuleCode | null {
  if (value.trim() === '') return 'email.empty';
  return EMAIL_PATTERN.test(value) ? null : 'email.format';
}

/**
 * The longest value each kind of personal field takes, in characters: the forms stop typing
 * there and the engine refuses more. An e-mail address is at most 254 (RFC 5321).
 */
export const FIELD_MAX = { name: 200, email: 254, phone: 30, password: 200 } as const;

export const PASSWORD_MIN = 6;
export const PASSWORD_STRICT_MIN = 8;
export const PASSWORD_STRICT_MAX = 16;

export type PasswordMode = 'basic' | 'strict';

/** The parts of the strict password rule, in the order a hint lists them. */
export const PASSWORD_STRICT_REQUIREMENTS = ['length', 'capital', 'digitOrSpecial'] as const;

export type PasswordRequirement = (typeof PASSWORD_STRICT_REQUIREMENTS)[number];

/**
 * Which parts of the strict rule a password meets, one by one, so a hint can show the golfer
 * what is still missing while typing. validatePassword's 'strict' mode is these parts together.
 * Length counts code points, so an emoji is one character, as the user sees it.
 */
export function checkPasswordRequirements(value: string): Record<PasswordRequirement, boolean> {
  const length = [...value].length;
  return {
    length: length >= PASSWORD_STRICT_MIN && length <= PASSWORD_STRICT_MAX,
    capital: /\p{Lu}/u.test(value),
    // Marks are excluded so a decomposed 'é' (e + U+0301) does not pass as a special character.
    digitOrSpecial: /[^\p{L}\p{M}]/u.test(value),
  };
}

/** 'basic' for login, 'strict' for sign-up and password change (docs/product.md#accounts). */
export function validatePassword(value: string, mode: PasswordMode): RuleCode | null {
  if (mode === 'basic') {
    return [...value].length >= PASSWORD_MIN ? null : 'password.short';
  }
  const met = checkPasswordRequirements(value);
  return PASSWORD_STRICT_REQUIREMENTS.every((requirement) => met[requirement])
    ? null
    : 'password.strict';
}

export function validatePasswordConfirmation(
  password: string,
  confirmation: string,
): RuleCode | null {
  return password === confirmation ? null : 'password.mismatch';
}

export function validateRequired(value: string | null | undefined): RuleCode | null {
  return value == null || value.trim() === '' ? 'field.required' : null;
}

export function validateTermsAccepted(accepted: boolean): RuleCode | null {
  return accepted ? null : 'terms.required';
}

const DAY_MS = 86_400_000;

function dayNumber(iso: string): number {
  const { year, month, day } = parseIsoDate(iso);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/**
 * Multipack window: the candidate date is at most `days` calendar days after the first one,
 * both ends included, and never before it. Throws a RangeError on a malformed date, as a date
 * picker never produces one.
 */
export function isWithinDays(firstIso: string, candidateIso: string, days: number): boolean {
  const difference = dayNumber(candidateIso) - dayNumber(firstIso);
  return difference >= 0 && difference <= days;
}

/**
 * The days of a multipack window, in order: from the first round's date to `days` calendar days
 * after it (isWithinDays's window, both ends included), cut at `until` when given (the pack's
 * last day). Calendar days, so a daylight-saving change inside the window neither adds nor
 * removes one. Empty when `until` is before the first date.
 */
export function windowDates(firstIso: string, days: number, until?: string): string[] {
  const out: string[] = [];
  for (let n = 0; n <= days; n += 1) {
    const date = addDays(firstIso, n);
    if (until !== undefined && dayNumber(date) > dayNumber(until)) break;
    out.push(date);
  }
  return out;
}

/** The engine's two session-expired messages, word for word (docs/product.md#validation). */
export const SESSION_EXPIRED_MESSAGES = ['Session expired', 'La sesión ha expirado'] as const;

/**
 * Exact match only (docs/product.md#engine-answers): a looser match would open the re-login modal
 * for any other error that happens to mention a session.
 */
export function isSessionExpiredMessage(msg: unknown): boolean {
  return (
    typeof msg === 'string' && (SESSION_EXPIRED_MESSAGES as ReadonlyArray<string>).includes(msg)
  );
}

/** An empty or blank search sends nothing (docs/product.md#search). */
export function shouldSearch(keyword: string): boolean {
  return keyword.trim() !== '';
}

/** The engine's ids are PostgreSQL `integer` columns: nothing above this exists. */
export const MAX_ID = 2_147_483_647;

/**
 * An id written in a URL, a path segment or a cookie: plain digits for a whole number from 1 to
 * MAX_ID, else null. `1.5`, `1e3`, `0x1`, ` 7` and `-3` are not ids, though Number() reads them.
 */
export function parseId(text: string | null | undefined): number | null {
  if (text == null || !/^\d{1,10}$/.test(text)) return null;
  const value = Number(text);
  return value > 0 && value <= MAX_ID ? value : null;
}
