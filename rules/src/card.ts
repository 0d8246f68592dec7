import { parseCardExpiry } from './format';
import type { RuleCode } from './validation';

export const CARD_BRANDS = [
  'visa',
  'mastercard',
  'amex',
  'discover',
  'diners',
  'jcb',
  'maestro',
  'unknown',
] as const;

export type CardBrand = (typeof CARD_BRANDS)[number];

/** Narrows a brand the engine sends as a plain string (a saved card's `marca`). */
export function isCardBrand(value: unknown): value is CardBrand {
  return typeof value === 'string' && (CARD_BRANDS as ReadonlyArray<string>).includes(value);
}

/** Users type card numbers in groups; spaces and dashes carry no meaning. */
function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** True when the first `length` digits, read as a number, lie in from..to. */
function prefixIn(digits: string, length: number, from: number, to: number): boolean {
  if (digits.length < length) return false;
  const prefix = Number(digits.slice(0, length));
  return prefix >= from && prefix <= to;
}

/**
 * Issuer prefix ranges as [brand, prefix length, from, to]; none overlaps another. A number
 * shorter than the prefix gives 'unknown', so the brand (and with it the security code length)
 * settles as the user types.
 */
const BRAND_RANGES: ReadonlyArray<readonly [CardBrand, number, number, number]> = [
  ['amex', 2, 34, 34],
  ['amex', 2, 37, 37],
  ['jcb', 4, 3528, 3589],
  ['diners', 3, 300, 305],
  ['diners', 2, 36, 36],
  ['diners', 2, 38, 38],
  ['visa', 1, 4, 4],
  ['mastercard', 2, 51, 55],
  ['mastercard', 4, 2221, 2720],
  ['discover', 4, 6011, 6011],
  ['discover', 3, 644, 649],
  ['discover', 2, 65, 65],
  ['maestro', 2, 50, 50],
  ['maestro', 2, 56, 58],
  ['maestro', 4, 6304, 6304],
  ['maestro', 4, 6759, 6759],
  ['maestro', 3, 676, 676],
];

export function cardBrandFromNumber(number: string): CardBrand {
  const digits = cardDigits(number);
  if (!/^\d+$/.test(digits)) return 'unknown';
  const range = BRAND_RANGES.find(([, length, from, to]) => prefixIn(digits, length, from, to));
  return range ? range[0] : 'unknown';
}

/** Catches typing errors before the payment gateway is called; it proves nothing else. */
export function luhnValid(number: string): boolean {
  const digits = cardDigits(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

/** The one brand with a 4-digit security code (docs/product.md#validation): American Express. */
export function securityCodeLength(brand: CardBrand): 3 | 4 {
  return brand === 'amex' ? 4 : 3;
}

export function validateSecurityCode(code: string, brand: CardBrand): RuleCode | null {
  const length = securityCodeLength(brand);
  return code.length === length && /^\d+$/.test(code) ? null : 'card.securityCode';
}

/**
 * A card is valid through the last instant of its expiry month. `now` is a parameter so the
 * server and tests decide the clock; UTC so the answer does not depend on the machine's zone.
 */
export function validateCardExpiry(month: number, year: number, now: Date): RuleCode | null {
  const expiry = parseCardExpiry(month, year);
  // Date.UTC rolls month 12 over into January of the next year.
  const firstInstantAfter = Date.UTC(expiry.year, expiry.month, 1);
  return now.getTime() < firstInstantAfter ? null : 'card.expired';
}

/** 'full' draws every group of the number; 'short' only the last, for a narrow row. */
export type CardMaskStyle = 'full' | 'short';

/**
 * Keeps only the last four digits even when handed a longer string (a full or an already masked
 * number), so a full card number can never reach the screen through this function.
 */
export function maskCardNumber(last4: string, style: CardMaskStyle = 'full'): string {
  const digits = last4.replace(/\D/g, '').slice(-4);
  if (digits.length !== 4) {
    throw new RangeError(`Expected the last 4 digits of a card, got ${JSON.stringify(last4)}`);
  }
  return style === 'short' ? `•••• ${digits}` : `•••• •••• •••• ${digits}`;
}
