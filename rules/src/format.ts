import { cultureFor, type Culture, type Locale } from './culture';

/**
 * A locale ('es') or a culture string ('es-ES'). The `string & {}` keeps editor completion for
 * the locales while still taking whatever culture string a cookie or the engine provides.
 */
export type LocaleOrCulture = Locale | (string & {});

/**
 * es-ES leaves 4-digit numbers ungrouped (1234,50), while prices must read 1.234,50 in Spanish
 * (docs/product.md#formats), so Spanish numbers are laid out as de-DE. Dates keep es-ES.
 */
const NUMBER_CULTURE_OVERRIDES: Partial<Record<Locale, string>> = { es: 'de-DE' };

function numberCulture(culture: Culture): string {
  return NUMBER_CULTURE_OVERRIDES[culture.locale] ?? culture.culture;
}

// Intl constructors are costly and prices render in long lists on the server, so reuse them.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(culture: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${culture}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(culture, options);
    numberFormats.set(key, format);
  }
  return format;
}

function dateFormat(culture: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  // Always UTC: calendar dates are stored at UTC midnight, and server and browser must print the
  // same day whatever their time zone, or hydration breaks and a tee time moves to another day.
  const withZone: Intl.DateTimeFormatOptions = { ...options, timeZone: 'UTC' };
  const key = `${culture}|${JSON.stringify(withZone)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(culture, withZone);
    dateFormats.set(key, format);
  }
  return format;
}

function assertFinite(value: number, what: string): void {
  if (!Number.isFinite(value)) {
    throw new RangeError(`${what} must be a finite number, got ${String(value)}`);
  }
}

/**
 * Lays a number out with the culture's own grouping and decimal separators: a Swede reads
 * 201,50 and a Briton 201.50 (decision 0030). CULTURES' `decimal` is the state the engine is
 * sent, not how a price is printed.
 */
function formatNumber(
  value: number,
  locale: LocaleOrCulture,
  options: Intl.NumberFormatOptions,
): string {
  return numberFormat(numberCulture(cultureFor(locale)), options).format(value);
}

/**
 * The space before the euro sign: never a line break there, and French typography asks a narrow
 * one (U+202F) where the others use a no-break space. Percents keep the bare `%` suffix of
 * docs/product.md#formats.
 */
function unitSpace(locale: LocaleOrCulture): string {
  return cultureFor(locale).locale === 'fr' ? '\u202f' : '\u00a0';
}

/**
 * Cuts to 2 decimals without rounding (prices are never shown higher than charged). The
 * toFixed(6) step absorbs binary float error first: 0.29 * 100 is 28.999999999999996, which a
 * bare Math.trunc would turn into 0.28.
 */
export function truncateTo2(amount: number): number {
  assertFinite(amount, 'amount');
  const truncated = Math.trunc(Number((amount * 100).toFixed(6))) / 100;
  // -0.001 would otherwise give -0 and print as "-0.00".
  return truncated === 0 ? 0 : truncated;
}

/**
 * Prices come from the engine in euros whatever the culture's currency (docs/product.md#formats).
 */
export function formatPrice(amount: number, locale: LocaleOrCulture): string {
  const number = formatNumber(truncateTo2(amount), locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: true,
  });
  return `${number}${unitSpace(locale)}€`;
}

export function formatPercent(value: number, locale: LocaleOrCulture): string {
  assertFinite(value, 'value');
  const number = formatNumber(value, locale, {
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
    useGrouping: true,
  });
  return `${number}%`;
}

const TIME_PATTERN =
  /^(?:\d{4}-\d{2}-\d{2}T)?(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?$/;

/**
 * Reads HH:MM as written. Tee times are the club's local time, so converting through a Date
 * would shift them by the viewer's (or the server's) offset.
 */
export function formatTime(iso: string): string {
  const match = TIME_PATTERN.exec(iso);
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  const seconds = Number(match?.[3] ?? 0);
  if (!match || hours > 23 || minutes > 59 || seconds > 59) {
    throw new RangeError(`Not an ISO time: ${JSON.stringify(iso)}`);
  }
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

export interface IsoDateParts {
  year: number;
  month: number;
  day: number;
}

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/;

/**
 * Takes the calendar date as written at the start of an ISO string, ignoring any time or offset
 * after it, for the same reason as formatTime. Rejects impossible dates such as 2026-02-30.
 */
export function parseIsoDate(iso: string): IsoDateParts {
  const match = ISO_DATE_PATTERN.exec(iso);
  const year = Number(match?.[1]);
  const month = Number(match?.[2]);
  const day = Number(match?.[3]);
  const check = new Date(Date.UTC(year, month - 1, day));
  if (
    !match ||
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day
  ) {
    throw new RangeError(`Not an ISO date: ${JSON.stringify(iso)}`);
  }
  return { year, month, day };
}

/** A real calendar day written YYYY-MM-DD: '2026-02-31' is not one. */
export function isIsoDate(value: string): boolean {
  try {
    parseIsoDate(value);
    return true;
  } catch {
    return false;
  }
}

function toUtcDate(date: string | Date): Date {
  if (typeof date === 'string') {
    const { year, month, day } = parseIsoDate(date);
    return new Date(Date.UTC(year, month - 1, day));
  }
  if (Number.isNaN(date.getTime())) {
    throw new RangeError('Invalid Date');
  }
  return date;
}

export type DateStyle = 'short' | 'medium' | 'long';

export function formatDate(
  date: string | Date,
  locale: LocaleOrCulture,
  style: DateStyle = 'medium',
): string {
  return dateFormat(cultureFor(locale).culture, { dateStyle: style }).format(toUtcDate(date));
}

export function formatWeekday(
  date: string | Date,
  locale: LocaleOrCulture,
  style: 'short' | 'long' = 'short',
): string {
  return dateFormat(cultureFor(locale).culture, { weekday: style }).format(toUtcDate(date));
}

/** Day and abbreviated month, for the date strip: '22 Nov', '22 nov', '22 nov.'. */
export function formatDayMonth(date: string | Date, locale: LocaleOrCulture): string {
  return dateFormat(cultureFor(locale).culture, { day: 'numeric', month: 'short' }).format(
    toUtcDate(date),
  );
}

/**
 * Card forms and stored cards give the year as 27 or 2027; both mean 2027. Shared by
 * formatCardExpiry and validateCardExpiry so they never disagree on a year.
 */
export function parseCardExpiry(month: number, year: number): { month: number; year: number } {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`Card expiry month must be 1..12, got ${String(month)}`);
  }
  const fullYear = year >= 0 && year < 100 ? 2000 + year : year;
  if (!Number.isInteger(fullYear) || fullYear < 1000 || fullYear > 9999) {
    throw new RangeError(`Card expiry year must have 2 or 4 digits, got ${String(year)}`);
  }
  return { month, year: fullYear };
}

export function formatCardExpiry(month: number, year: number): string {
  const expiry = parseCardExpiry(month, year);
  return `${String(expiry.month).padStart(2, '0')}/${expiry.year}`;
}

const CARD_EXPIRY_TEXT = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/;

/**
 * Reads an expiry written MM/YYYY (as the engine sends a saved card's) or MM/YY, else null.
 * The inverse of formatCardExpiry, with the same month and year rules.
 */
export function parseCardExpiryText(text: string): { month: number; year: number } | null {
  const match = CARD_EXPIRY_TEXT.exec(text);
  if (!match) return null;
  try {
    return parseCardExpiry(Number(match[1]), Number(match[2]));
  } catch {
    return null;
  }
}

export function toIsoDate(date: Date): string {
  if (Number.isNaN(date.getTime())) {
    throw new RangeError('Invalid Date');
  }
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** Calendar arithmetic in UTC, so a daylight-saving change never adds or loses a day. */
export function addDays(isoDate: string, days: number): string {
  if (!Number.isInteger(days)) {
    throw new RangeError(`days must be an integer, got ${String(days)}`);
  }
  const { year, month, day } = parseIsoDate(isoDate);
  return toIsoDate(new Date(Date.UTC(year, month - 1, day + days)));
}
