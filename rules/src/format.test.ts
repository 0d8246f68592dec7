import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  isIsoDate,
  formatCardExpiry,
  formatDate,
  formatDayMonth,
  formatPercent,
  formatPrice,
  formatTime,
  formatWeekday,
  parseCardExpiry,
  parseCardExpiryText,
  parseIsoDate,
  toIsoDate,
  truncateTo2,
} from './format';

const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('truncateTo2', () => {
  it('truncates instead of rounding', () => {
    expect(truncateTo2(12.349)).toBe(12.34);
    expect(truncateTo2(12.999)).toBe(12.99);
    expect(truncateTo2(9999.999)).toBe(9999.99);
    expect(truncateTo2(0.009)).toBe(0);
  });

  it('is not fooled by binary float error', () => {
    // Math.trunc(0.29 * 100) / 100 gives 0.28.
    expect(truncateTo2(0.29)).toBe(0.29);
    expect(truncateTo2(0.57)).toBe(0.57);
    expect(truncateTo2(1.005)).toBe(1);
    expect(truncateTo2(1.1 + 2.2)).toBe(3.3);
    expect(truncateTo2(4.35)).toBe(4.35);
  });

  it('truncates negatives towards zero and never returns -0', () => {
    expect(truncateTo2(-3.456)).toBe(-3.45);
    expect(truncateTo2(-0.29)).toBe(-0.29);
    expect(Object.is(truncateTo2(-0.001), 0)).toBe(true);
  });

  it('keeps whole and 2-decimal amounts as they are', () => {
    expect(truncateTo2(0)).toBe(0);
    expect(truncateTo2(45)).toBe(45);
    expect(truncateTo2(1234.5)).toBe(1234.5);
    expect(truncateTo2(1234567.89)).toBe(1234567.89);
  });

  it('rejects NaN and infinities', () => {
    expect(() => truncateTo2(Number.NaN)).toThrow(RangeError);
    expect(() => truncateTo2(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatPrice', () => {
  // Each locale's own separators, and a space before the euro that never breaks the line.
  it('formats English with comma groups and a dot', () => {
    expect(formatPrice(1234.5, 'en')).toBe(`1,234.50${NBSP}€`);
    expect(formatPrice(1234567.891, 'en-GB')).toBe(`1,234,567.89${NBSP}€`);
  });

  it('formats Spanish as de-DE, grouping 4-digit numbers', () => {
    expect(formatPrice(1234.5, 'es')).toBe(`1.234,50${NBSP}€`);
    expect(formatPrice(1234.5, 'es-ES')).toBe(`1.234,50${NBSP}€`);
    expect(formatPrice(1234567.891, 'es')).toBe(`1.234.567,89${NBSP}€`);
  });

  it('formats French with narrow no-break spaces, a comma, and a narrow space before the euro', () => {
    expect(formatPrice(201.5, 'fr')).toBe(`201,50${NNBSP}€`);
    expect(formatPrice(1234.5, 'fr')).toBe(`1${NNBSP}234,50${NNBSP}€`);
    expect(formatPrice(1234567.891, 'fr-FR')).toBe(`1${NNBSP}234${NNBSP}567,89${NNBSP}€`);
  });

  it('formats Swedish with no-break space groups and a decimal comma', () => {
    expect(formatPrice(201.5, 'sv')).toBe(`201,50${NBSP}€`);
    expect(formatPrice(1234.5, 'sv')).toBe(`1${NBSP}234,50${NBSP}€`);
    expect(formatPrice(1234567.891, 'sv-SE')).toBe(`1${NBSP}234${NBSP}567,89${NBSP}€`);
  });

  it('always shows two decimals, truncated', () => {
    expect(formatPrice(0, 'en')).toBe(`0.00${NBSP}€`);
    expect(formatPrice(45, 'es')).toBe(`45,00${NBSP}€`);
    expect(formatPrice(0.29, 'en')).toBe(`0.29${NBSP}€`);
    expect(formatPrice(1.005, 'en')).toBe(`1.00${NBSP}€`);
    expect(formatPrice(12.999, 'es')).toBe(`12,99${NBSP}€`);
    expect(formatPrice(9999.999, 'en')).toBe(`9,999.99${NBSP}€`);
    expect(formatPrice(9999.999, 'es')).toBe(`9.999,99${NBSP}€`);
  });

  it('formats negatives and drops the sign of a truncated zero', () => {
    expect(formatPrice(-3.456, 'en')).toBe(`-3.45${NBSP}€`);
    expect(formatPrice(-1234.5, 'es')).toBe(`-1.234,50${NBSP}€`);
    expect(formatPrice(-0.004, 'en')).toBe(`0.00${NBSP}€`);
  });

  it('falls back to English for an unknown culture', () => {
    expect(formatPrice(1234.5, 'de-DE')).toBe(`1,234.50${NBSP}€`);
  });

  it('rejects NaN and infinities', () => {
    expect(() => formatPrice(Number.NaN, 'en')).toThrow(RangeError);
    expect(() => formatPrice(Number.NEGATIVE_INFINITY, 'es')).toThrow(RangeError);
  });
});

describe('formatPercent', () => {
  it('shows up to 2 decimals with the culture separator and no space before %', () => {
    expect(formatPercent(15, 'en')).toBe('15%');
    expect(formatPercent(12.5, 'en')).toBe('12.5%');
    expect(formatPercent(12.5, 'es')).toBe('12,5%');
    expect(formatPercent(12.5, 'fr-FR')).toBe('12,5%');
    expect(formatPercent(12.5, 'sv')).toBe('12,5%');
    expect(formatPercent(33.333, 'es')).toBe('33,33%');
    expect(formatPercent(0, 'sv')).toBe('0%');
  });

  it('rejects NaN', () => {
    expect(() => formatPercent(Number.NaN, 'en')).toThrow(RangeError);
  });
});

describe('formatTime', () => {
  it('reads HH:MM as written, without time-zone conversion', () => {
    expect(formatTime('2026-11-22T08:10:00')).toBe('08:10');
    expect(formatTime('2026-11-22T08:10:00+01:00')).toBe('08:10');
    expect(formatTime('2026-11-22T08:10:00Z')).toBe('08:10');
    expect(formatTime('2026-11-22T23:59:00-05:00')).toBe('23:59');
    expect(formatTime('2026-11-22T08:10:00.000Z')).toBe('08:10');
    expect(formatTime('2026-11-22T08:10')).toBe('08:10');
  });

  it('accepts bare times and pads the hour', () => {
    expect(formatTime('08:10')).toBe('08:10');
    expect(formatTime('8:10:00')).toBe('08:10');
    expect(formatTime('00:00')).toBe('00:00');
  });

  it('rejects anything else', () => {
    for (const value of [
      '',
      '0810',
      '8h10',
      '24:00',
      '08:60',
      '08:10:61',
      '2026-11-22',
      'x08:10',
    ]) {
      expect(() => formatTime(value), value).toThrow(RangeError);
    }
  });
});

describe('parseIsoDate', () => {
  it('takes the calendar date at the start of an ISO string', () => {
    expect(parseIsoDate('2026-11-22')).toEqual({ year: 2026, month: 11, day: 22 });
    expect(parseIsoDate('2026-11-22T23:30:00-05:00')).toEqual({ year: 2026, month: 11, day: 22 });
  });

  it('rejects impossible or malformed dates', () => {
    for (const value of ['2026-02-29', '2026-13-01', '2026-11-31', '22/11/2026', '2026-1-2', '']) {
      expect(() => parseIsoDate(value), value).toThrow(RangeError);
    }
    expect(parseIsoDate('2028-02-29').day).toBe(29);
  });
});

describe('formatDate', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    // Assigning undefined to process.env stores the string 'undefined'.
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it('uses each culture date format', () => {
    expect(formatDate('2026-11-22', 'en')).toBe('22 Nov 2026');
    expect(formatDate('2026-11-22', 'en', 'short')).toBe('22/11/2026');
    expect(formatDate('2026-11-22', 'en', 'long')).toBe('22 November 2026');
    expect(formatDate('2026-11-22', 'es', 'long')).toBe('22 de noviembre de 2026');
    expect(formatDate('2026-11-22', 'fr-FR', 'long')).toBe('22 novembre 2026');
    expect(formatDate('2026-11-22', 'sv', 'short')).toBe('2026-11-22');
    expect(formatDate('2026-11-22', 'sv', 'long')).toBe('22 november 2026');
  });

  it('never shifts a calendar date, whatever the time zone', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(formatDate('2026-01-01', 'en', 'long')).toBe('1 January 2026');
    expect(formatDate('2026-11-22T23:30:00-08:00', 'en', 'long')).toBe('22 November 2026');
    process.env.TZ = 'Pacific/Kiritimati';
    expect(formatDate('2026-12-31', 'en', 'long')).toBe('31 December 2026');
  });

  it('formats a Date by its UTC day', () => {
    expect(formatDate(new Date(Date.UTC(2026, 10, 22, 23, 59)), 'en', 'long')).toBe(
      '22 November 2026',
    );
  });

  it('rejects invalid dates', () => {
    expect(() => formatDate('2026-02-30', 'en')).toThrow(RangeError);
    expect(() => formatDate(new Date(Number.NaN), 'en')).toThrow(RangeError);
  });
});

describe('formatWeekday and formatDayMonth', () => {
  it('names the weekday in each language', () => {
    expect(formatWeekday('2026-11-22', 'en')).toBe('Sun');
    expect(formatWeekday('2026-11-22', 'en', 'long')).toBe('Sunday');
    expect(formatWeekday('2026-11-22', 'es', 'long')).toBe('domingo');
    expect(formatWeekday('2026-11-22', 'fr', 'long')).toBe('dimanche');
    expect(formatWeekday('2026-11-22', 'sv', 'long')).toBe('söndag');
  });

  it('gives day and short month for the date strip', () => {
    expect(formatDayMonth('2026-11-22', 'en')).toBe('22 Nov');
    expect(formatDayMonth('2026-11-22', 'es')).toBe('22 nov');
    expect(formatDayMonth('2026-11-22', 'fr')).toBe('22 nov.');
    expect(formatDayMonth('2026-11-22', 'sv')).toBe('22 nov.');
    expect(formatDayMonth('2026-03-01', 'en')).toBe('1 Mar');
  });
});

describe('formatCardExpiry', () => {
  it('gives MM/YYYY', () => {
    expect(formatCardExpiry(3, 2027)).toBe('03/2027');
    expect(formatCardExpiry(12, 27)).toBe('12/2027');
    expect(formatCardExpiry(1, 0)).toBe('01/2000');
    expect(parseCardExpiry(7, 31)).toEqual({ month: 7, year: 2031 });
  });

  it('rejects a month outside 1..12 and odd years', () => {
    expect(() => formatCardExpiry(0, 2027)).toThrow(RangeError);
    expect(() => formatCardExpiry(13, 2027)).toThrow(RangeError);
    expect(() => formatCardExpiry(1.5, 2027)).toThrow(RangeError);
    expect(() => formatCardExpiry(1, 202)).toThrow(RangeError);
    expect(() => formatCardExpiry(1, -1)).toThrow(RangeError);
  });
});

describe('parseCardExpiryText', () => {
  it('reads what formatCardExpiry writes, and the 2-digit year', () => {
    expect(parseCardExpiryText('03/2027')).toEqual({ month: 3, year: 2027 });
    expect(parseCardExpiryText(formatCardExpiry(12, 31))).toEqual({ month: 12, year: 2031 });
    expect(parseCardExpiryText('9/27')).toEqual({ month: 9, year: 2027 });
    expect(parseCardExpiryText(' 09 / 2027 ')).toEqual({ month: 9, year: 2027 });
  });

  it('gives null for anything else', () => {
    for (const text of ['', '13/2027', '00/2027', '03/202', '03-2027', '2027/03', 'MM/YYYY']) {
      expect(parseCardExpiryText(text), text).toBeNull();
    }
  });
});

describe('toIsoDate and addDays', () => {
  it('reads the UTC parts of a Date', () => {
    expect(toIsoDate(new Date(Date.UTC(2026, 0, 5)))).toBe('2026-01-05');
    expect(toIsoDate(new Date('2026-11-22T23:59:59.999Z'))).toBe('2026-11-22');
    expect(() => toIsoDate(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('does calendar arithmetic across months, years and leap days', () => {
    expect(addDays('2026-11-22', 1)).toBe('2026-11-23');
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-11-22', 30)).toBe('2026-12-22');
    expect(addDays('2026-11-22', 0)).toBe('2026-11-22');
  });

  it('rejects fractional days and bad dates', () => {
    expect(() => addDays('2026-11-22', 0.5)).toThrow(RangeError);
    expect(() => addDays('22-11-2026', 1)).toThrow(RangeError);
  });
});

describe('isIsoDate', () => {
  it('accepts real calendar days only', () => {
    expect(isIsoDate('2026-11-22')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-02-31')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('22/11/2026')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });
});
