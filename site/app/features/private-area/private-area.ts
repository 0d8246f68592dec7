import type { PrivateAreaSection } from '@fairway/design-system';

/** Each private-area page's path, without the locale. */
export const PRIVATE_AREA_PATHS: Record<PrivateAreaSection, string> = {
  bookings: '/private-area/bookings',
  cards: '/private-area/cards',
  profile: '/private-area/my-profile',
  favourites: '/private-area/favourite-courses',
};

/** Which private-area page a path shows, with or without the locale; null outside the area. */
export function privateAreaSectionOf(pathname: string): PrivateAreaSection | null {
  const clean = pathname.replace(/\/+$/, '');
  for (const [section, path] of Object.entries(PRIVATE_AREA_PATHS) as [
    PrivateAreaSection,
    string,
  ][])
    if (clean.endsWith(path)) return section;
  return null;
}

/**
 * Why the golfer arrives in the private area, when a page sent them there with news (the query's
 * `done`): the area says it once, then drops it from the address.
 */
export const PRIVATE_AREA_NEWS = ['password-reset'] as const;
export type PrivateAreaNews = (typeof PRIVATE_AREA_NEWS)[number];

export function privateAreaNewsOf(search: string): PrivateAreaNews | null {
  const done = new URLSearchParams(search).get('done');
  return PRIVATE_AREA_NEWS.find((news) => news === done) ?? null;
}
