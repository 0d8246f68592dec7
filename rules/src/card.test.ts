import { describe, expect, it } from 'vitest';
import {
  cardBrandFromNumber,
  luhnValid,
  CARD_BRANDS,
  isCardBrand,
  maskCardNumber,
  securityCodeLength,
  validateCardExpiry,
  validateSecurityCode,
  type CardBrand,
} from './card';

describe('cardBrandFromNumber', () => {
  const cases: ReadonlyArray<readonly [string, CardBrand]> = [
    ['4242 4242 4242 4242', 'visa'],
    ['4', 'visa'],
    ['378282246310005', 'amex'],
    ['3400-000000-00009', 'amex'],
    ['5555555555554444', 'mastercard'],
    ['5105105105105100', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2720990000000007', 'mastercard'],
    ['2220990000000000', 'unknown'],
    ['2721000000000000', 'unknown'],
    ['6011111111111117', 'discover'],
    ['6500000000000002', 'discover'],
    ['6445644564456445', 'discover'],
    ['6490000000000000', 'discover'],
    ['6430000000000000', 'unknown'],
    ['36227206271667', 'diners'],
    ['38520000023237', 'diners'],
    ['30569309025904', 'diners'],
    ['3060000000000000', 'unknown'],
    ['3530111333300000', 'jcb'],
    ['3528000000000000', 'jcb'],
    ['3589000000000000', 'jcb'],
    ['3527000000000000', 'unknown'],
    ['5018000000000009', 'maestro'],
    ['5600000000000000', 'maestro'],
    ['5800000000000000', 'maestro'],
    ['6304000000000000', 'maestro'],
    ['6759649826438453', 'maestro'],
    ['6761000000000000', 'maestro'],
    ['5900000000000000', 'unknown'],
    ['1234567890123456', 'unknown'],
    ['', 'unknown'],
    ['5', 'unknown'],
    ['4242 abcd', 'unknown'],
  ];

  it.each(cases)('%s is %s', (number, brand) => {
    expect(cardBrandFromNumber(number)).toBe(brand);
  });
});

describe('luhnValid', () => {
  it('accepts known test numbers, with or without separators', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('4242 4242 4242 4242')).toBe(true);
    expect(luhnValid('3782-822463-10005')).toBe(true);
  });

  it('rejects a number with one altered digit', () => {
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4000000000000003')).toBe(false);
    expect(luhnValid('378282246310006')).toBe(false);
  });

  it('needs 12 to 19 digits and nothing else', () => {
    expect(luhnValid('00000000000')).toBe(false);
    expect(luhnValid('000000000000')).toBe(true);
    expect(luhnValid('0000000000000000000')).toBe(true);
    expect(luhnValid('00000000000000000000')).toBe(false);
    expect(luhnValid('4242424242424242x')).toBe(false);
    expect(luhnValid('4242.4242.4242.4242')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });
});

describe('security code', () => {
  it('has 4 digits for Amex only', () => {
    expect(securityCodeLength('amex')).toBe(4);
    for (const brand of ['visa', 'mastercard', 'discover', 'diners', 'jcb', 'maestro', 'unknown']) {
      expect(securityCodeLength(brand as CardBrand), brand).toBe(3);
    }
  });

  it('validates exactly that many digits', () => {
    expect(validateSecurityCode('123', 'visa')).toBeNull();
    expect(validateSecurityCode('1234', 'visa')).toBe('card.securityCode');
    expect(validateSecurityCode('12', 'mastercard')).toBe('card.securityCode');
    expect(validateSecurityCode('1234', 'amex')).toBeNull();
    expect(validateSecurityCode('123', 'amex')).toBe('card.securityCode');
    expect(validateSecurityCode('12345', 'amex')).toBe('card.securityCode');
    expect(validateSecurityCode('12a', 'visa')).toBe('card.securityCode');
    expect(validateSecurityCode(' 123', 'visa')).toBe('card.securityCode');
    expect(validateSecurityCode('', 'unknown')).toBe('card.securityCode');
  });
});

describe('validateCardExpiry', () => {
  it('keeps a card valid through the last instant of its month', () => {
    expect(validateCardExpiry(11, 2026, new Date('2026-11-01T00:00:00Z'))).toBeNull();
    expect(validateCardExpiry(11, 2026, new Date('2026-11-30T23:59:59.999Z'))).toBeNull();
    expect(validateCardExpiry(11, 2026, new Date('2026-12-01T00:00:00Z'))).toBe('card.expired');
    expect(validateCardExpiry(10, 2026, new Date('2026-11-15T12:00:00Z'))).toBe('card.expired');
  });

  it('rolls December over into the next year and handles February', () => {
    expect(validateCardExpiry(12, 2026, new Date('2026-12-31T23:59:59.999Z'))).toBeNull();
    expect(validateCardExpiry(12, 2026, new Date('2027-01-01T00:00:00Z'))).toBe('card.expired');
    expect(validateCardExpiry(2, 28, new Date('2028-02-29T23:59:59Z'))).toBeNull();
    expect(validateCardExpiry(2, 28, new Date('2028-03-01T00:00:00Z'))).toBe('card.expired');
  });

  it('reads a 2-digit year as 20xx', () => {
    expect(validateCardExpiry(1, 27, new Date('2026-11-22T00:00:00Z'))).toBeNull();
    expect(validateCardExpiry(1, 26, new Date('2026-11-22T00:00:00Z'))).toBe('card.expired');
  });

  it('throws on a month outside 1..12', () => {
    expect(() => validateCardExpiry(13, 2027, new Date('2026-11-22T00:00:00Z'))).toThrow(
      RangeError,
    );
  });
});

describe('maskCardNumber', () => {
  it('shows only the last four digits', () => {
    expect(maskCardNumber('4242')).toBe('•••• •••• •••• 4242');
    expect(maskCardNumber('4242 4242 4242 1234')).toBe('•••• •••• •••• 1234');
  });

  it('takes the last four digits of an already masked number', () => {
    expect(maskCardNumber('•••• •••• •••• 4242')).toBe('•••• •••• •••• 4242');
  });

  it('draws only the last group in the short style', () => {
    expect(maskCardNumber('4242', 'short')).toBe('•••• 4242');
    expect(maskCardNumber('•••• •••• •••• 0005', 'short')).toBe('•••• 0005');
    expect(() => maskCardNumber('42', 'short')).toThrow(RangeError);
  });

  it('refuses fewer than four digits', () => {
    expect(() => maskCardNumber('424')).toThrow(RangeError);
    expect(() => maskCardNumber('')).toThrow(RangeError);
  });
});

describe('isCardBrand', () => {
  it('accepts every brand the rules know, and nothing else', () => {
    for (const brand of CARD_BRANDS) expect(isCardBrand(brand), brand).toBe(true);
    for (const other of ['Visa', 'VISA', 'unionpay', '', null, undefined, 4]) {
      expect(isCardBrand(other), String(other)).toBe(false);
    }
  });

  it('knows the brand of every number cardBrandFromNumber reads', () => {
    expect(isCardBrand(cardBrandFromNumber('4242424242424242'))).toBe(true);
    expect(isCardBrand(cardBrandFromNumber('9999'))).toBe(true);
  });
});
