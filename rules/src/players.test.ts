import { describe, expect, it } from 'vitest';
import {
  checkPlayerRows,
  emailKey,
  firstEnteredTwice,
  formatHandicap,
  hasProblems,
  parseHandicap,
  phoneKey,
} from './players';
import type { PlayerInput } from './players';

const ROW: PlayerInput = {
  name: 'Ada',
  surname: 'Lovelace',
  handicap: '12,4',
  level: 'intermediate',
  sex: 'female',
  turn: 'morning',
  phone: '+34 600 123 456',
  email: '',
};
const LIMITS = { handicapMin: -4, handicapMax: 36 };

describe('phoneKey', () => {
  it('reads a phone as its digits, a leading 00 as +', () => {
    expect(phoneKey('+34 600 123 456')).toBe('34600123456');
    expect(phoneKey('0034 (600) 123-456')).toBe('34600123456');
  });
  it('refuses what cannot be a phone', () => {
    expect(phoneKey('12345')).toBeNull();
    expect(phoneKey('1234567890123456')).toBeNull();
    expect(phoneKey('600 12 34 5x')).toBeNull();
    expect(phoneKey('')).toBeNull();
  });
});

describe('emailKey', () => {
  it('folds and trims, and has none for blank', () => {
    expect(emailKey('  Ada@Example.COM ')).toBe('ada@example.com');
    expect(emailKey('  ')).toBeNull();
    expect(emailKey(undefined)).toBeNull();
  });
});

describe('parseHandicap', () => {
  it('reads decimals with a comma or a dot, and a plus handicap as negative', () => {
    expect(parseHandicap('12,4')).toBe(12.4);
    expect(parseHandicap('12.4')).toBe(12.4);
    expect(parseHandicap('+2')).toBe(-2);
    expect(parseHandicap(' 54 ')).toBe(54);
    expect(parseHandicap('-3')).toBe(3);
  });
  it('refuses anything else', () => {
    for (const text of ['', 'abc', '12.45', '123', '1e1', '+', '12,'])
      expect(parseHandicap(text)).toBeNull();
  });
});

describe('formatHandicap', () => {
  it('writes a plus handicap with its sign and the locale decimal', () => {
    expect(formatHandicap(-2, 'en')).toBe('+2');
    expect(formatHandicap(12.4, 'es')).toBe('12,4');
    expect(formatHandicap(18.4, 'en')).toBe('18.4');
    expect(formatHandicap(0, 'sv')).toBe('0');
  });
  it('reads back through parseHandicap', () => {
    for (const value of [-4, 0, 12.4, 36])
      expect(parseHandicap(formatHandicap(value, 'fr'))).toBe(value);
  });
});

describe('checkPlayerRows', () => {
  it('passes a complete row', () => {
    const problems = checkPlayerRows([ROW], LIMITS);
    expect(problems).toEqual([{}]);
    expect(hasProblems(problems)).toBe(false);
  });

  it('names every missing field but the optional e-mail', () => {
    const empty = {
      ...ROW,
      name: ' ',
      surname: '',
      handicap: '',
      level: '',
      sex: '',
      turn: '',
      phone: '',
    };
    expect(checkPlayerRows([empty], LIMITS)).toEqual([
      {
        name: 'required',
        surname: 'required',
        handicap: 'required',
        level: 'required',
        sex: 'required',
        turn: 'required',
        phone: 'required',
      },
    ]);
  });

  it('refuses a handicap that is not a number or is outside the tournament limits', () => {
    expect(checkPlayerRows([{ ...ROW, handicap: 'ten' }], LIMITS)[0]).toEqual({
      handicap: 'handicapNumber',
    });
    expect(checkPlayerRows([{ ...ROW, handicap: '+5' }], LIMITS)[0]).toEqual({
      handicap: 'handicapLimits',
    });
    expect(checkPlayerRows([{ ...ROW, handicap: '+4' }], LIMITS)[0]).toEqual({});
    expect(checkPlayerRows([{ ...ROW, handicap: '36,1' }], LIMITS)[0]).toEqual({
      handicap: 'handicapLimits',
    });
  });

  it('refuses a value outside the lists, a bad phone and a bad e-mail', () => {
    expect(
      checkPlayerRows(
        [{ ...ROW, level: 'expert', sex: 'x', turn: 'night', phone: '123', email: 'ada@' }],
        LIMITS,
      )[0],
    ).toEqual({
      level: 'required',
      sex: 'required',
      turn: 'required',
      phone: 'phone',
      email: 'email',
    });
  });

  it('marks a player entered twice by phone, however it is written, or by e-mail', () => {
    const byPhone = checkPlayerRows(
      [ROW, { ...ROW, name: 'Augusta', phone: '0034600123456' }],
      LIMITS,
    );
    expect(byPhone).toEqual([{}, { phone: 'duplicate' }]);
    const byEmail = checkPlayerRows(
      [
        { ...ROW, email: 'ada@example.com' },
        { ...ROW, phone: '+34 611 000 000', email: ' ADA@example.com' },
      ],
      LIMITS,
    );
    expect(byEmail).toEqual([{}, { email: 'duplicate' }]);
    expect(hasProblems(byEmail)).toBe(true);
  });
});

describe('firstEnteredTwice', () => {
  it('finds a player already taken or repeated in the list', () => {
    const a = { phoneKey: '34600123456', emailKey: null };
    const b = { phoneKey: '34611000000', emailKey: 'b@example.com' };
    expect(firstEnteredTwice([a, b])).toBeNull();
    expect(firstEnteredTwice([a, b, a])).toBe(2);
    expect(firstEnteredTwice([b], [{ phoneKey: '1234567', emailKey: 'b@example.com' }])).toBe(0);
  });
});
