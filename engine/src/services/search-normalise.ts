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

/**
 * Words that say 'golf' in the four languages (and Portuguese), normalised, longest first. A
 * golfer adds them to a place ('marbella golf', 'golf madrid', 'campo de golf sevilla'); the
 * search also tries the keyword without them (issue 27).
 */
const GOLF_PHRASES = [
  'campo de golf',
  'club de golf',
  'clube de golfe',
  'campo de golfe',
  'parcours de golf',
  'terrain de golf',
  'golf club',
  'golf course',
  'golf courses',
  'golf resort',
  'golfbanor',
  'golfbanan',
  'golfbana',
  'golfklubb',
  'golfklubben',
  'parcours',
  'golfe',
  'golfs',
  'golf',
];

/** The keyword without its golf words, or '' when nothing else is left ('golf' alone). */
export function withoutGolfWords(keyword: string): string {
  let out = ` ${keyword} `;
  for (const phrase of GOLF_PHRASES) out = out.split(` ${phrase} `).join(' ');
  return out.trim().replace(/\s+/g, ' ');
}

/** Small words golfers drop between the others: 'quinta lago' for Quinta do Lago. */
const SMALL_WORDS = new Set([
  'de',
  'del',
  'do',
  'da',
  'dos',
  'das',
  'di',
  'la',
  'las',
  'los',
  'el',
  'le',
  'les',
  'du',
  'des',
  'd',
  'l',
  'of',
  'the',
  'y',
  'e',
  'i',
  'et',
  'och',
  'en',
]);

/**
 * A normalised name without the small words between its first and last word ('quinta do lago'
 * → 'quinta lago'), or null when it has none.
 */
export function withoutSmallWords(term: string): string | null {
  const words = term.split(' ');
  if (words.length < 3) return null;
  const kept = words.filter((w, i) => i === 0 || i === words.length - 1 || !SMALL_WORDS.has(w));
  return kept.length === words.length ? null : kept.join(' ');
}

/** The shortest part of a split word that counts as a word of its own ('la' of 'lamanga'). */
const MIN_PART = 2;

/**
 * The keyword with words joined or split where the names know the result: 'soto grande' →
 * 'sotogrande', 'pinecliffs' → 'pine cliffs'. `known` says whether a normalised word occurs in a
 * name; a keyword's last word may be a word's start, as the golfer is still typing.
 */
export function joinedAndSplit(
  keyword: string,
  known: (word: string) => boolean,
  knownStart: (word: string) => boolean,
): string[] {
  const words = keyword.split(' ');
  const out: string[] = [];
  for (let i = 0; i + 1 < words.length; i += 1) {
    const joined = `${words[i]}${words[i + 1]}`;
    const last = i + 2 === words.length;
    if (known(joined) || (last && knownStart(joined)))
      out.push([...words.slice(0, i), joined, ...words.slice(i + 2)].join(' '));
  }
  words.forEach((w, i) => {
    if (known(w) || w.length < MIN_PART * 2) return;
    const last = i + 1 === words.length;
    for (let at = MIN_PART; at + MIN_PART <= w.length; at += 1) {
      const head = w.slice(0, at);
      const tail = w.slice(at);
      if (known(head) && (known(tail) || (last && knownStart(tail))))
        out.push([...words.slice(0, i), head, tail, ...words.slice(i + 1)].join(' '));
    }
  });
  return out;
}
