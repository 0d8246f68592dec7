/**
 * schema.org structured data (JSON-LD) for club and region pages, from the club's view
 * (features/catalog/club-view.ts); pages render what these functions return.
 */
import type { Locale } from '@fairway/rules';
import type { ClubView, CourseView } from './club-view.ts';
import { regionPath } from './places.ts';
import type { JsonLd } from '../../platform/seo/json-ld.ts';
import { localizedUrl, sitemapPage } from '../../platform/seo/seo.ts';

export interface Crumb {
  name: string;
  url: string;
}

export function breadcrumbList(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** The lowest and highest price per player of the day's tee times, as schema.org's priceRange. */
export function priceRange(prices: readonly number[]): string | null {
  if (prices.length === 0) return null;
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return low === high ? `€${low}` : `€${low}-€${high}`;
}

export interface GolfCourseInput {
  club: ClubView;
  course: CourseView;
  /** The page's canonical address and the picture's absolute address. */
  url: string;
  image: string;
  priceRange: string | null;
  /** The club's reviews (issue 29): aggregateRating when there is at least one. */
  rating?: { average: number | null; count: number } | null;
}

export function golfCourse({
  club,
  course,
  url,
  image,
  priceRange,
  rating,
}: GolfCourseInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'GolfCourse',
    name: club.name,
    description: club.description,
    url,
    image,
    address: {
      '@type': 'PostalAddress',
      streetAddress: course.address,
      postalCode: course.postalCode,
      addressLocality: club.municipality,
      addressRegion: club.region,
    },
    geo: { '@type': 'GeoCoordinates', latitude: club.latitude, longitude: club.longitude },
    telephone: club.contact.phone,
    email: club.contact.email,
    sameAs: club.contact.website,
    ...(priceRange ? { priceRange } : {}),
    ...(rating && rating.average !== null && rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.average,
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export interface ClubPageInput {
  club: ClubView;
  course: CourseView;
  origin: string;
  locale: Locale;
  /** The club page's canonical address. */
  url: string;
  /** The home page's name in the breadcrumbs, in the page's language. */
  homeName: string;
  /** The day's prices per player shown on the page. */
  prices: readonly number[];
  rating?: GolfCourseInput['rating'];
}

/** A club page's structured data: the course, and its breadcrumbs home › region › club. */
export function clubPageData(input: ClubPageInput): JsonLd[] {
  const { club, course, origin, locale, url, homeName, prices } = input;
  const region = sitemapPage(regionPath(club.region, club.regionId));
  return [
    golfCourse({
      club,
      course,
      url,
      image: origin ? new URL(club.image, origin).href : club.image,
      priceRange: priceRange(prices),
      rating: input.rating,
    }),
    breadcrumbList([
      { name: homeName, url: localizedUrl(origin, locale, '', '') },
      { name: club.region, url: localizedUrl(origin, locale, region.path, region.query) },
      { name: club.name, url },
    ]),
  ];
}

/** A region page's breadcrumbs: home › the region (or municipality). */
export function regionPageData(input: {
  origin: string;
  locale: Locale;
  url: string;
  homeName: string;
  place: string;
}): JsonLd {
  return breadcrumbList([
    { name: input.homeName, url: localizedUrl(input.origin, input.locale, '', '') },
    { name: input.place, url: input.url },
  ]);
}
