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

/** Optimal-string-alignment distance, stopping early past `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) rows.push([i]);
  for (let j = 1; j <= b.length; j += 1) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    const row = rows[i] as number[];
    const prev = rows[i - 1] as number[];
    let best = Infinity;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, ((rows[i - 2] as number[])[j - 2] ?? 0) + 1);
      row[j] = v;
      best = Math.min(best, v);
    }
    if (best > max) return max + 1;
  }
  return (rows[a.length] as number[])[b.length] ?? max + 1;
}

/**
 * How well a keyword matches a term: 0 exact, 1 prefix, 2 a word starts with it, 3 contained,
 * 4 one typo away (whole term, a word, or a word's beginning); null for no match.
 */
export function matchRank(keyword: string, term: string): number | null {
  if (term === keyword) return 0;
  if (term.startsWith(keyword)) return 1;
  const words = term.split(' ');
  if (words.some((w) => w.startsWith(keyword))) return 2;
  if (term.includes(keyword)) return 3;
  // One typo is tolerated only from four letters on; shorter keywords would match everything.
  if (keyword.length < 4) return null;
  const kWords = keyword.split(' ').length;
  for (let i = 0; i + kWords <= words.length; i += 1) {
    const window = words.slice(i, i + kWords).join(' ');
    if (editDistance(keyword, window, 1) <= 1) return 4;
    if (
      window.length > keyword.length &&
      editDistance(keyword, window.slice(0, keyword.length), 1) <= 1
    )
      return 4;
    if (editDistance(keyword, window.slice(0, keyword.length + 1), 1) <= 1) return 4;
  }
  return null;
}
