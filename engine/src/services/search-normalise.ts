/** Accents and case folded, punctuation to spaces: 'Séville' and 'seville' meet as 'seville'. */
export function normaliseTerm(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

/** Whether `a` from `ai` and `b` from `bi` hold the same `length` characters. */
function sameRun(a: string, ai: number, b: string, bi: number, length: number): boolean {
  for (let n = 0; n < length; n += 1) if (a[ai + n] !== b[bi + n]) return false;
  return true;
}

/**
 * Whether `a` and the first `bLength` characters of `b` are at most one typo apart: one letter
 * wrong, missing, extra, or two neighbours swapped (optimal-string-alignment distance ≤ 1).
 * Linear and without allocation: the search asks it of thousands of names per keystroke.
 */
export function oneTypoApart(a: string, b: string, bLength = b.length): boolean {
  const m = a.length;
  const n = Math.min(bLength, b.length);
  if (Math.abs(m - n) > 1) return false;
  let i = 0;
  while (i < m && i < n && a[i] === b[i]) i += 1;
  if (i === m || i === n) return true;
  if (m === n)
    return (
      sameRun(a, i + 1, b, i + 1, m - i - 1) ||
      (a[i] === b[i + 1] && a[i + 1] === b[i] && sameRun(a, i + 2, b, i + 2, m - i - 2))
    );
  return m > n ? sameRun(a, i + 1, b, i, n - i) : sameRun(a, i, b, i + 1, m - i);
}

/** The distinct normalised terms of some names. */
export function termsOf(names: readonly string[]): string[] {
  return [...new Set(names.map(normaliseTerm).filter(Boolean))];
}
