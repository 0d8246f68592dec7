/**
 * What a golfer's review of a course may say: the one text rule the shop's form and the engine both
 * apply (issue 29), so a review the form accepts is never refused by the engine, and markup never
 * reaches the club page even from a client that skips the form.
 */

export const REVIEW_LIMITS = {
  ratingMin: 1,
  ratingMax: 5,
  textMin: 10,
  textMax: 1000,
  /** Reviews per page of a club's list. */
  pageSize: 5,
} as const;

export type ReviewTextProblem = 'tooShort' | 'tooLong' | 'markup';

// A tag (<b>, </p>, <!-- , <?xml) or a character reference (&lt; &#60;): either would be markup
// the page must not render, and plain prose has no need of them.
const MARKUP = /<[/!?a-z]|&(#\d+|#x[\da-f]+|[a-z]+);/i;
// C0 and C1 controls other than the line break, and the bidi overrides that can reorder a page.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The text as it is kept: one kind of line break, no invisible controls, no trailing spaces on a
 * line, at most one empty line in a row, trimmed.
 */
export function normaliseReviewText(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(INVISIBLE, '')
    .split('\n')
    .map((line) => line.replace(/\s+$/u, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Why a (normalised) review text is refused, or null when it may be kept. */
export function reviewTextProblem(text: string): ReviewTextProblem | null {
  if (MARKUP.test(text)) return 'markup';
  const length = [...text].length;
  if (length < REVIEW_LIMITS.textMin) return 'tooShort';
  if (length > REVIEW_LIMITS.textMax) return 'tooLong';
  return null;
}

export function isReviewRating(value: number): boolean {
  return (
    Number.isInteger(value) && value >= REVIEW_LIMITS.ratingMin && value <= REVIEW_LIMITS.ratingMax
  );
}
