/**
 * Letters NFD does not decompose into a base letter plus a mark, so stripping marks alone would
 * drop them and turn 'Ørestad' into 'restad'.
 */
const LETTER_MAP: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

const MAPPED_LETTERS = new RegExp(`[${Object.keys(LETTER_MAP).join('')}]`, 'g');

/**
 * URL slug of a club or region name (docs/product.md#formats). Whitespace, dashes, underscores and
 * slashes separate words; any other punctuation disappears without a hyphen, so "L'Ampolla"
 * reads 'lampolla' and "St. Andrews" reads 'st-andrews'. The engine and the site must agree on
 * these slugs, as they are the keys of the club and region caches.
 */
export function slugify(text: string): string {
  return (
    text
      // Lowercase first: 'İ' lowercases to 'i' plus a combining dot, which the next step strips.
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .replace(MAPPED_LETTERS, (letter) => LETTER_MAP[letter] ?? '')
      .replace(/[\s\p{Pd}_/]+/gu, '-')
      .replace(/[^a-z0-9-]+/g, '')
      .replace(/-{2,}/g, '-')
      .replace(/^-+|-+$/g, '')
  );
}
