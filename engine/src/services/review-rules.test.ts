import { describe, expect, it } from 'vitest';
import { authorName, averageRating, pageWindow, playedAt, reviewRefusal } from './review-rules.ts';

const tee = new Date('2026-06-10T08:00:00Z');
const line18 = { startsAt: tee, holes: 18 };
const line9 = { startsAt: new Date('2026-06-10T15:00:00Z'), holes: 9 };

describe('playedAt', () => {
  it('ends with the latest round, each by its course length', () => {
    expect(playedAt([line18]).toISOString()).toBe('2026-06-10T13:00:00.000Z');
    expect(playedAt([line18, line9]).toISOString()).toBe('2026-06-10T17:30:00.000Z');
  });
});

describe('reviewRefusal', () => {
  const after = new Date('2026-06-10T13:00:00Z');
  it('asks a paid booking whose round has ended and that has no review', () => {
    expect(reviewRefusal({ status: 'confirmed', lines: [line18], reviewed: false }, after)).toBe(
      null,
    );
  });
  it('refuses a booking that is not paid, whatever else', () => {
    for (const status of ['held', 'cancelled', 'released', 'expired'])
      expect(reviewRefusal({ status, lines: [line18], reviewed: false }, after)).toBe(
        'reservaNoPagada',
      );
  });
  it('refuses before the last round ends, by a minute', () => {
    const before = new Date(after.getTime() - 60_000);
    expect(reviewRefusal({ status: 'confirmed', lines: [line18], reviewed: false }, before)).toBe(
      'rondaNoJugada',
    );
    expect(
      reviewRefusal({ status: 'confirmed', lines: [line18, line9], reviewed: false }, after),
    ).toBe('rondaNoJugada');
  });
  it('refuses a second review', () => {
    expect(reviewRefusal({ status: 'confirmed', lines: [line18], reviewed: true }, after)).toBe(
      'yaOpinada',
    );
  });
});

describe('authorName', () => {
  it('shows the first name and the surname initial', () => {
    expect(authorName('Ana María', 'ölund')).toBe('Ana Ö.');
    expect(authorName('Per', '')).toBe('Per');
  });
});

describe('averageRating and pageWindow', () => {
  it('rounds to one decimal and has none without reviews', () => {
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(0, 0)).toBeNull();
  });
  it('pages from 1', () => {
    expect(pageWindow(1)).toEqual({ limit: 5, offset: 0 });
    expect(pageWindow(3)).toEqual({ limit: 5, offset: 10 });
  });
});
