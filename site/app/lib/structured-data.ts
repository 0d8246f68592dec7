/**
 * schema.org structured data (JSON-LD) for club and region pages. The engine's club answer
 * (`nombreClub`, `latitud`, `direccion`…) stops here; pages render what these functions return.
 */
import type { Locale } from '@fairway/rules';
import type { AnswerOf, vendedor } from '@fairway/contract';
import { regionPath } from './places.ts';
import { localizedUrl, sitemapPage } from './seo.ts';

type Club = AnswerOf<typeof vendedor.obtenerDatosClubTTB>['datos'];
type Course = Club['listaRecorridos'][number];

export type JsonLd = Record<string, unknown>;

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
  club: Club;
  course: Course;
  /** The page's canonical address and the picture's absolute address. */
  url: string;
  image: string;
  priceRange: string | null;
}

export function golfCourse({ club, course, url, image, priceRange }: GolfCourseInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'GolfCourse',
    name: club.nombreClub,
    description: club.descripcion,
    url,
    image,
    address: {
      '@type': 'PostalAddress',
      streetAddress: course.direccion,
      postalCode: course.codigoPostal,
      addressLocality: club.nombreMunicipio,
      addressRegion: club.nombreRegion,
    },
    geo: { '@type': 'GeoCoordinates', latitude: club.latitud, longitude: club.longitud },
    ...(priceRange ? { priceRange } : {}),
  };
}

export interface ClubPageInput {
  club: Club;
  course: Course;
  origin: string;
  locale: Locale;
  /** The club page's canonical address. */
  url: string;
  /** The home page's name in the breadcrumbs, in the page's language. */
  homeName: string;
  /** The day's prices per player shown on the page. */
  prices: readonly number[];
}

/** A club page's structured data: the course, and its breadcrumbs home › region › club. */
export function clubPageData(input: ClubPageInput): JsonLd[] {
  const { club, course, origin, locale, url, homeName, prices } = input;
  const region = sitemapPage(regionPath(club.nombreRegion, club.idRegion));
  return [
    golfCourse({
      club,
      course,
      url,
      image: origin ? new URL(club.imagen, origin).href : club.imagen,
      priceRange: priceRange(prices),
    }),
    breadcrumbList([
      { name: homeName, url: localizedUrl(origin, locale, '', '') },
      { name: club.nombreRegion, url: localizedUrl(origin, locale, region.path, region.query) },
      { name: club.nombreClub, url },
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

/**
 * JSON for a <script type="application/ld+json">: '<' escaped, so a name holding '</script>'
 * cannot end the element early.
 */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
