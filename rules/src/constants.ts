import { breakpoints } from './breakpoints';

/** Business constants and limits (docs/product.md#constants). */

export const ALERT_TIMEOUT_MS = 6000;
export const TOOLTIP_AUTO_CLOSE_MS = 3000;
export const FETCH_MIN_DELAY_MS = 200;
/** A chunk-load failure reloads the page at most once in this span, so it cannot loop. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const REGION_CACHE_RETRY_LIMIT = 2;
export const BLOG_MAX_RESULTS = 499;
export const COOKIE_CONSENT_DELAY_MS = 1000;

export const TABLE_PAGE_SIZE_SMALL = 5;
export const TABLE_PAGE_SIZE = 10;
// Taken from the theme's breakpoints (plain TS, no CSS) so JS and media queries switch together.
export const TABLE_SMALL_BREAKPOINT = breakpoints.small;
export const SEARCH_BAR_BREAKPOINT = breakpoints.tablet;

export function tablePageSize(viewportWidth: number): 5 | 10 {
  return viewportWidth < TABLE_SMALL_BREAKPOINT ? TABLE_PAGE_SIZE_SMALL : TABLE_PAGE_SIZE;
}

/**
 * docs/product.md#search: on every page but home; on home only under 768 px, the width where the
 * wide home layout (from 768 px) ends.
 */
export function showSearchBarInHeader({
  isHome,
  viewportWidth,
}: {
  isHome: boolean;
  viewportWidth: number;
}): boolean {
  return !isHome || viewportWidth < SEARCH_BAR_BREAKPOINT;
}

export const TOURNAMENT_STATES = [
  'registrationOpen',
  'registrationClosed',
  'schedulePublished',
  'onPlay',
  'ratingsPublished',
  'played',
] as const;

export type TournamentState = (typeof TOURNAMENT_STATES)[number];

export const MAX_PLAYERS_PER_SLOT = 4;
/** Days a multipack's rounds may span from the first (docs/product.md#multipacks). */
export const MULTIPACK_WINDOW_DAYS = 30;
/** How far ahead the date strips go; each course's own booking horizon still applies in the engine. */
export const DATE_STRIP_MAX_DAYS = 90;
