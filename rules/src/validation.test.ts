import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MIN,
  PASSWORD_STRICT_MAX,
  PASSWORD_STRICT_MIN,
  PASSWORD_STRICT_REQUIREMENTS,
  RULE_MESSAGES,
  SESSION_EXPIRED_MESSAGES,
  checkPasswordRequirements,
  isSessionExpiredMessage,
  isWithinDays,
  MAX_ID,
  parseId,
  shouldSearch,
  validateEmail,
  validatePassword,
  validatePasswordConfirmation,
  validateRequired,
  validateTermsAccepted,
  windowDates,
  type RuleCode,
} from './validation';

describe('RULE_MESSAGES', () => {
  it('holds the English default of every code', () => {
    expect(RULE_MESSAGES).toEqual({
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
    } satisfies Record<RuleCode, string>);
  });
});

describe('validateEmail', () => {
  it('accepts ordinary addresses', () => {
    for (const email of [
      'golfer@example.com',
      'ana.perez+tee@club.golf',
      'o.brien@mail.co.uk',
      'jose@correo.es',
      'åsa@golf.se',
    ]) {
      expect(validateEmail(email), email).toBeNull();
    }
  });

  it('reports an empty or blank address as empty', () => {
    expect(validateEmail('')).toBe('email.empty');
    expect(validateEmail('   ')).toBe('email.empty');
  });

  it('reports a malformed address as format', () => {
    for (const email of [
      'golfer',
      'golfer@',
      '@example.com',
      'golfer@example',
      'golfer@example.c',
      'golfer@@example.com',
      'gol fer@example.com',
      'golfer@exa mple.com',
      ' golfer@example.com',
      'golfer@example.com ',
      'golfer@.com',
      'golfer@example..com',
      'golfer@example.com.',
      'golfer@example.c0m',
    ]) {
      expect(validateEmail(email), email).toBe('email.format');
    }
  });
});

describe('validatePassword', () => {
  it('uses the bounds of docs/product.md#validation', () => {
    expect([PASSWORD_MIN, PASSWORD_STRICT_MIN, PASSWORD_STRICT_MAX]).toEqual([6, 8, 16]);
  });

  it('basic: needs at least 6 characters', () => {
    expect(validatePassword('', 'basic')).toBe('password.short');
    expect(validatePassword('abcde', 'basic')).toBe('password.short');
    expect(validatePassword('abcdef', 'basic')).toBeNull();
    expect(validatePassword('a'.repeat(40), 'basic')).toBeNull();
  });

  it('strict: needs 8 to 16 characters', () => {
    expect(validatePassword('Abcdef1', 'strict')).toBe('password.strict');
    expect(validatePassword('Abcdefg1', 'strict')).toBeNull();
    expect(validatePassword('Abcdefghijklmno1', 'strict')).toBeNull();
    expect(validatePassword('Abcdefghijklmnop1', 'strict')).toBe('password.strict');
  });

  it('strict: needs a capital letter, Unicode ones included', () => {
    expect(validatePassword('abcdefg1', 'strict')).toBe('password.strict');
    expect(validatePassword('Ábcdefg1', 'strict')).toBeNull();
    expect(validatePassword('ÅSA-golf', 'strict')).toBeNull();
  });

  it('strict: needs a digit or a special character', () => {
    expect(validatePassword('Abcdefgh', 'strict')).toBe('password.strict');
    expect(validatePassword('Abcdéfgh', 'strict')).toBe('password.strict');
    expect(validatePassword('Abcdéfgh'.normalize('NFD'), 'strict')).toBe('password.strict');
    expect(validatePassword('Abcdefg!', 'strict')).toBeNull();
    expect(validatePassword('Abcdefg_', 'strict')).toBeNull();
    expect(validatePassword('Abcd efg', 'strict')).toBeNull();
  });

  it('counts an emoji as one character', () => {
    expect(validatePassword('Abcdef⛳', 'strict')).toBe('password.strict');
    expect(validatePassword('Abcdefg⛳', 'strict')).toBeNull();
    expect(validatePassword('Abcde🏌', 'basic')).toBeNull();
    expect(validatePassword('Abcd🏌', 'basic')).toBe('password.short');
  });

  it('strict: is exactly its requirements together', () => {
    for (const password of [
      '',
      'abc',
      'Abcdefg1',
      'abcdefg1',
      'Abcdefgh',
      'ABCDEFGH',
      'Abcdefghijklmnop1',
      'Abcdéfgh'.normalize('NFD'),
      'Abcdefg⛳',
      '12345678',
    ]) {
      const met = checkPasswordRequirements(password);
      const all = PASSWORD_STRICT_REQUIREMENTS.every((requirement) => met[requirement]);
      expect(validatePassword(password, 'strict') === null, password).toBe(all);
    }
  });

  it('compares the confirmation exactly', () => {
    expect(validatePasswordConfirmation('Abcdefg1', 'Abcdefg1')).toBeNull();
    expect(validatePasswordConfirmation('Abcdefg1', 'abcdefg1')).toBe('password.mismatch');
    expect(validatePasswordConfirmation('Abcdefg1', 'Abcdefg1 ')).toBe('password.mismatch');
  });
});

describe('checkPasswordRequirements', () => {
  it('lists the parts of the strict rule in hint order', () => {
    expect(PASSWORD_STRICT_REQUIREMENTS).toEqual(['length', 'capital', 'digitOrSpecial']);
  });

  it('reports each part on its own', () => {
    expect(checkPasswordRequirements('')).toEqual({
      length: false,
      capital: false,
      digitOrSpecial: false,
    });
    expect(checkPasswordRequirements('Birdie')).toEqual({
      length: false,
      capital: true,
      digitOrSpecial: false,
    });
    expect(checkPasswordRequirements('birdie2026')).toEqual({
      length: true,
      capital: false,
      digitOrSpecial: true,
    });
    expect(checkPasswordRequirements('Birdie2026!')).toEqual({
      length: true,
      capital: true,
      digitOrSpecial: true,
    });
  });

  it('counts length in characters as the user sees them, up to 16', () => {
    expect(checkPasswordRequirements('Abcdef⛳').length).toBe(false);
    expect(checkPasswordRequirements('Abcdefg⛳').length).toBe(true);
    expect(checkPasswordRequirements('A'.repeat(16)).length).toBe(true);
    expect(checkPasswordRequirements('A'.repeat(17)).length).toBe(false);
  });
});

describe('required fields and terms', () => {
  it('requires a non-blank value', () => {
    expect(validateRequired('Ana')).toBeNull();
    expect(validateRequired(' 0 ')).toBeNull();
    expect(validateRequired('')).toBe('field.required');
    expect(validateRequired(' \t\n')).toBe('field.required');
    expect(validateRequired(null)).toBe('field.required');
    expect(validateRequired(undefined)).toBe('field.required');
  });

  it('requires the terms to be accepted', () => {
    expect(validateTermsAccepted(true)).toBeNull();
    expect(validateTermsAccepted(false)).toBe('terms.required');
  });
});

describe('isWithinDays', () => {
  it('includes both ends of the window', () => {
    expect(isWithinDays('2026-11-22', '2026-11-22', 30)).toBe(true);
    expect(isWithinDays('2026-11-22', '2026-12-22', 30)).toBe(true);
    expect(isWithinDays('2026-11-22', '2026-12-23', 30)).toBe(false);
  });

  it('rejects a date before the first one', () => {
    expect(isWithinDays('2026-11-22', '2026-11-21', 30)).toBe(false);
  });

  it('counts calendar days across a daylight-saving change and a year end', () => {
    expect(isWithinDays('2026-03-01', '2026-03-31', 30)).toBe(true);
    expect(isWithinDays('2026-03-01', '2026-04-01', 30)).toBe(false);
    expect(isWithinDays('2026-12-15', '2027-01-14', 30)).toBe(true);
  });

  it('ignores the time part of ISO date-times', () => {
    expect(isWithinDays('2026-11-22T18:00:00', '2026-12-22T07:00:00', 30)).toBe(true);
  });

  it('throws on malformed dates', () => {
    expect(() => isWithinDays('2026-11-22', '22/12/2026', 30)).toThrow(RangeError);
  });
});

describe('windowDates', () => {
  it('lists the first day to the last day in, the days isWithinDays accepts', () => {
    const dates = windowDates('2026-11-22', 30);
    expect(dates).toHaveLength(31);
    expect(dates[0]).toBe('2026-11-22');
    expect(dates.at(-1)).toBe('2026-12-22');
    for (const date of dates) expect(isWithinDays('2026-11-22', date, 30)).toBe(true);
    expect(isWithinDays('2026-11-22', '2026-12-23', 30)).toBe(false);
  });

  it('is cut at the pack’s last day, and empty when that is before the first', () => {
    expect(windowDates('2026-11-22', 30, '2026-11-25')).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
    expect(windowDates('2026-11-22', 30, '2026-11-21')).toEqual([]);
    expect(windowDates('2026-11-22', 0)).toEqual(['2026-11-22']);
  });

  it('counts calendar days across daylight-saving changes (Europe: 2027-03-28 and 2027-10-31)', () => {
    const spring = windowDates('2027-03-20', 8);
    expect(spring.at(-1)).toBe('2027-03-28');
    expect(new Set(spring).size).toBe(9);
    expect(windowDates('2027-03-20', 30).at(-1)).toBe('2027-04-19');
    const autumn = windowDates('2027-10-25', 6);
    expect(autumn).toContain('2027-10-31');
    expect(autumn.at(-1)).toBe('2027-10-31');
    expect(windowDates('2027-10-25', 7).at(-1)).toBe('2027-11-01');
  });

  it('throws on a malformed date', () => {
    expect(() => windowDates('22/11/2026', 30)).toThrow(RangeError);
  });
});

describe('isSessionExpiredMessage', () => {
  it('matches the two engine messages', () => {
    expect(SESSION_EXPIRED_MESSAGES).toEqual(['Session expired', 'La sesión ha expirado']);
    expect(isSessionExpiredMessage('Session expired')).toBe(true);
    expect(isSessionExpiredMessage('La sesión ha expirado')).toBe(true);
  });

  it('rejects near-misses and non-strings', () => {
    for (const message of [
      'session expired',
      'Session Expired',
      'Session expired.',
      ' Session expired',
      'Session expired ',
      'La sesion ha expirado',
      'la sesión ha expirado',
      'La sesión ha expirado.',
      'Your session expired',
      '',
      null,
      undefined,
      404,
      { msg: 'Session expired' },
    ]) {
      expect(isSessionExpiredMessage(message), String(message)).toBe(false);
    }
  });
});

describe('shouldSearch', () => {
  it('searches only for a non-blank keyword', () => {
    expect(shouldSearch('')).toBe(false);
    expect(shouldSearch('   ')).toBe(false);
    expect(shouldSearch('\t\n\u00a0')).toBe(false);
    expect(shouldSearch('a')).toBe(true);
    expect(shouldSearch(' Málaga ')).toBe(true);
  });
});

describe('parseId', () => {
  it('reads plain digits from 1 to MAX_ID', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('0042')).toBe(42);
    expect(parseId(String(MAX_ID))).toBe(MAX_ID);
  });

  it('refuses what Number() would read but is no id', () => {
    for (const text of ['1.5', '1e3', '0x1', ' 7', '7 ', '-3', '+3', '', 'abc', 'Infinity']) {
      expect(parseId(text), text).toBeNull();
    }
  });

  it('refuses zero, ids past the integer column and missing values', () => {
    expect(parseId('0')).toBeNull();
    expect(parseId(String(MAX_ID + 1))).toBeNull();
    expect(parseId('99999999999')).toBeNull();
    expect(parseId(null)).toBeNull();
    expect(parseId(undefined)).toBeNull();
  });
});
