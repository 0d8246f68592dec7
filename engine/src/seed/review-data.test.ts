import { LOCALES, normaliseReviewText, reviewTextProblem } from '@fairway/rules';
import { describe, expect, it } from 'vitest';
import { SEED_REVIEW_TEXTS, SEED_REVIEWERS } from './review-data.ts';

describe('seeded review texts', () => {
  it('every text passes the rule a golfer review passes, in every language and rating', () => {
    for (const locale of LOCALES) {
      for (const texts of Object.values(SEED_REVIEW_TEXTS[locale])) {
        expect(texts.length).toBeGreaterThan(0);
        for (const text of texts) {
          expect(normaliseReviewText(text)).toBe(text);
          expect(reviewTextProblem(text), text).toBeNull();
        }
      }
      expect(new Set(SEED_REVIEWERS[locale]).size).toBe(SEED_REVIEWERS[locale].length);
    }
  });
});
