import { REVIEW_LIMITS } from '@fairway/rules';
import { describe, expect, it } from 'vitest';
import { clubReviewsView, readReviewForm, reviewsPage } from './reviews.ts';

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe('readReviewForm', () => {
  it('takes a rating from 1 to 5 and the text as the engine keeps it', () => {
    expect(readReviewForm(form({ rating: '4', text: '  Lovely greens\r\nand views.  ' }))).toEqual({
      ok: true,
      rating: 4,
      text: 'Lovely greens\nand views.',
    });
  });

  it('says what is missing or refused, keeping what the golfer wrote', () => {
    expect(readReviewForm(form({ text: 'Great <b>course</b>, really' }))).toEqual({
      ok: false,
      rating: null,
      text: 'Great <b>course</b>, really',
      ratingMissing: true,
      textProblem: 'markup',
    });
    expect(readReviewForm(form({ rating: '6', text: 'Short' }))).toMatchObject({
      ratingMissing: true,
      textProblem: 'tooShort',
    });
    expect(
      readReviewForm(form({ rating: '2', text: 'x'.repeat(REVIEW_LIMITS.textMax + 1) })),
    ).toMatchObject({ rating: 2, ratingMissing: false, textProblem: 'tooLong' });
  });
});

describe('clubReviewsView', () => {
  it('maps the engine answer to English names and counts the pages', () => {
    const view = clubReviewsView({
      media: 4.3,
      total: 11,
      pagina: 2,
      porPagina: 5,
      opiniones: [
        {
          idOpinion: 7,
          puntuacion: 5,
          texto: 'Great',
          idioma: 'sv',
          fecha: '2026-06-05T10:00:00.000Z',
          autor: 'Erik L.',
          idRecorrido: 3,
          nombreRecorrido: 'Old Course',
        },
      ],
    });
    expect(view).toEqual({
      average: 4.3,
      count: 11,
      page: 2,
      pages: 3,
      reviews: [
        {
          id: 7,
          rating: 5,
          text: 'Great',
          language: 'sv',
          createdAt: '2026-06-05T10:00:00.000Z',
          author: 'Erik L.',
          courseName: 'Old Course',
        },
      ],
    });
  });
});

describe('reviewsPage', () => {
  it('reads a page from the address, 1 for anything else', () => {
    expect(['3', null, '0', '-2', '1.5', 'abc', '10001'].map(reviewsPage)).toEqual([
      3, 1, 1, 1, 1, 1, 1,
    ]);
  });
});
