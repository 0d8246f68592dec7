import { describe, expect, it } from 'vitest';
import { isReviewRating, normaliseReviewText, REVIEW_LIMITS, reviewTextProblem } from './review';

describe('normaliseReviewText', () => {
  it('keeps one kind of line break, drops controls and bidi overrides, trims', () => {
    expect(normaliseReviewText('  Great greens\r\n\r\n\r\n\r\nFast\u0007 pace \u202e \n')).toBe(
      'Great greens\n\nFast pace',
    );
  });

  it('composes accents so a length counts what the golfer sees', () => {
    expect(normaliseReviewText('cafe\u0301')).toBe('café');
  });
});

describe('reviewTextProblem', () => {
  it('refuses tags, comments and character references', () => {
    expect(reviewTextProblem('Nice <b>course</b> indeed')).toBe('markup');
    expect(reviewTextProblem('Nice course <!-- hidden -->')).toBe('markup');
    expect(reviewTextProblem('Nice course &lt;script&gt;')).toBe('markup');
    expect(reviewTextProblem('Nice course &#60;script')).toBe('markup');
  });

  it('lets a plain comparison or an ampersand through', () => {
    expect(reviewTextProblem('Par 3 < par 4 here & the greens are quick')).toBeNull();
  });

  it('bounds the length in characters, not UTF-16 units', () => {
    expect(reviewTextProblem('Too short')).toBe('tooShort');
    expect(reviewTextProblem('⛳'.repeat(REVIEW_LIMITS.textMax))).toBeNull();
    expect(reviewTextProblem('a'.repeat(REVIEW_LIMITS.textMax + 1))).toBe('tooLong');
  });
});

describe('isReviewRating', () => {
  it('takes whole stars from 1 to 5 only', () => {
    expect([0, 1, 3, 5, 6, 2.5].map(isReviewRating)).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
