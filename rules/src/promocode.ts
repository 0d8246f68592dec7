/**
 * A promocode's normal form: what the engine keeps and compares, and what the shop shows and
 * remembers, so 'summer10 ' and 'SUMMER10' are one code whoever reads it.
 */
export function normalisePromocode(code: string): string {
  return code.trim().toUpperCase();
}
