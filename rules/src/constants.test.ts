import { describe, expect, it } from 'vitest';
import {
  ALERT_TIMEOUT_MS,
  BLOG_MAX_RESULTS,
  CHUNK_RELOAD_GUARD_MS,
  COOKIE_CONSENT_DELAY_MS,
  FETCH_MIN_DELAY_MS,
  MAX_PLAYERS_PER_SLOT,
  MULTIPACK_WINDOW_DAYS,
  REGION_CACHE_RETRY_LIMIT,
  SEARCH_BAR_BREAKPOINT,
  TABLE_PAGE_SIZE,
  TABLE_PAGE_SIZE_SMALL,
  TABLE_SMALL_BREAKPOINT,
  TOOLTIP_AUTO_CLOSE_MS,
  TOURNAMENT_STATES,
  showSearchBarInHeader,
  tablePageSize,
} from './constants';

describe('constants of docs/product.md#constants', () => {
  it('have the specified values', () => {
    expect({
      ALERT_TIMEOUT_MS,
      TOOLTIP_AUTO_CLOSE_MS,
      FETCH_MIN_DELAY_MS,
      CHUNK_RELOAD_GUARD_MS,
      REGION_CACHE_RETRY_LIMIT,
      BLOG_MAX_RESULTS,
      COOKIE_CONSENT_DELAY_MS,
      TABLE_PAGE_SIZE_SMALL,
      TABLE_PAGE_SIZE,
      TABLE_SMALL_BREAKPOINT,
      SEARCH_BAR_BREAKPOINT,
      MAX_PLAYERS_PER_SLOT,
      MULTIPACK_WINDOW_DAYS,
    }).toEqual({
      ALERT_TIMEOUT_MS: 6000,
      TOOLTIP_AUTO_CLOSE_MS: 3000,
      FETCH_MIN_DELAY_MS: 200,
      CHUNK_RELOAD_GUARD_MS: 60_000,
      REGION_CACHE_RETRY_LIMIT: 2,
      BLOG_MAX_RESULTS: 499,
      COOKIE_CONSENT_DELAY_MS: 1000,
      TABLE_PAGE_SIZE_SMALL: 5,
      TABLE_PAGE_SIZE: 10,
      TABLE_SMALL_BREAKPOINT: 520,
      SEARCH_BAR_BREAKPOINT: 768,
      MAX_PLAYERS_PER_SLOT: 4,
      MULTIPACK_WINDOW_DAYS: 30,
    });
  });

  it('lists the tournament states in lifecycle order', () => {
    expect(TOURNAMENT_STATES).toEqual([
      'registrationOpen',
      'registrationClosed',
      'schedulePublished',
      'onPlay',
      'ratingsPublished',
      'played',
    ]);
  });
});

describe('tablePageSize', () => {
  it('pages by 5 below 520 px and by 10 from 520 px', () => {
    expect(tablePageSize(320)).toBe(5);
    expect(tablePageSize(519)).toBe(5);
    expect(tablePageSize(519.5)).toBe(5);
    expect(tablePageSize(520)).toBe(10);
    expect(tablePageSize(1280)).toBe(10);
  });
});

describe('showSearchBarInHeader', () => {
  it('always shows the search bar away from home', () => {
    expect(showSearchBarInHeader({ isHome: false, viewportWidth: 375 })).toBe(true);
    expect(showSearchBarInHeader({ isHome: false, viewportWidth: 767 })).toBe(true);
    expect(showSearchBarInHeader({ isHome: false, viewportWidth: 768 })).toBe(true);
    expect(showSearchBarInHeader({ isHome: false, viewportWidth: 1280 })).toBe(true);
  });

  it('shows it on home only under 768 px', () => {
    expect(showSearchBarInHeader({ isHome: true, viewportWidth: 375 })).toBe(true);
    expect(showSearchBarInHeader({ isHome: true, viewportWidth: 767 })).toBe(true);
    expect(showSearchBarInHeader({ isHome: true, viewportWidth: 768 })).toBe(false);
    expect(showSearchBarInHeader({ isHome: true, viewportWidth: 1280 })).toBe(false);
  });
});
