/**
 * What search engines read beside the page: the one canonical address of a page, its language
 * alternates, robots.txt and the sitemap. Pure, so the layout (server and browser) and the resource
 * routes share one definition of "the same page in another language".
 */
import { LOCALES, isLocale } from '@fairway/rules';
import type { Locale } from '@fairway/rules';

/**
 * The query parameters that name what a page shows (the club, course, region or municipality).
 * Everything else (a date, a sort, `nocache`) is a view of the same page, so it is left out of
 * the canonical address and the alternates.
 */
// idLugar: a gazetteer place's page (an airport, a coast), which its id alone names.
const IDENTIFYING_PARAMS = new Set(['idVP', 'rec', 'idReg', 'idMun', 'municipio', 'idLugar']);

/** The shop's public origin: SITE_PUBLIC_URL when set (behind a proxy), else the request's own. */
export function siteOrigin(publicUrl: string | undefined, requestUrl: string): string {
  return new URL(publicUrl ?? requestUrl).origin;
}

/** A page's path without its locale segment, and its identifying query ('' or '?a=1&b=2'). */
export function pageAddress(pathname: string, search: string): { path: string; query: string } {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] && isLocale(parts[0])) parts.shift();
  const kept = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(search))
    if (IDENTIFYING_PARAMS.has(key)) kept.append(key, value);
  const query = kept.toString();
  return { path: parts.length > 0 ? `/${parts.join('/')}` : '', query: query ? `?${query}` : '' };
}

/** The absolute address of a page (path without locale, query as pageAddress gives) in a locale. */
export function localizedUrl(origin: string, locale: Locale, path: string, query: string): string {
  return `${origin}/${locale}${path}${query}`;
}

export interface AlternateLink {
  hrefLang: Locale | 'x-default';
  href: string;
}

export interface PageLinks {
  canonical: string;
  alternates: AlternateLink[];
}

/**
 * The canonical address of the page at `pathname` and its alternates. The prefixed `/en/...` is
 * canonical for the unprefixed English path, so the two addresses count as one page; x-default
 * is the English page too, the language of a visitor whose own the shop does not speak.
 */
export function pageLinks(origin: string, pathname: string, search: string): PageLinks {
  const first = pathname.split('/').filter(Boolean)[0];
  const locale: Locale = first && isLocale(first) ? first : 'en';
  const { path, query } = pageAddress(pathname, search);
  return {
    canonical: localizedUrl(origin, locale, path, query),
    alternates: [
      ...LOCALES.map((l) => ({ hrefLang: l, href: localizedUrl(origin, l, path, query) })),
      { hrefLang: 'x-default' as const, href: localizedUrl(origin, 'en', path, query) },
    ],
  };
}

/** Pages with nothing to find: private, personal or part of paying. Matched as path prefixes. */
export const PRIVATE_PATHS = [
  '/private-area',
  '/payment',
  '/tournament-payment',
  '/cart',
  '/checkout',
  '/booking-page',
  '/login',
  '/sign-up',
  '/forgot-password',
  '/reset-password',
  '/newsletter/confirm',
] as const;

/** robots.txt: the private pages kept out in every locale and unprefixed, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  const prefixes = ['', ...LOCALES.map((l) => `/${l}`)];
  const disallow = [
    '/api/',
    ...prefixes.flatMap((prefix) => PRIVATE_PATHS.map((p) => `${prefix}${p}`)),
  ];
  return [
    'User-agent: *',
    ...disallow.map((p) => `Disallow: ${p}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The information pages search engines should know, without locale. */
export const INFORMATION_PATHS = [
  '',
  '/about',
  '/contact-info',
  '/legal-advice',
  '/privacy-policy',
  '/terms-and-conditions',
  '/cookies-policy',
  '/cancel-reservation',
] as const;

/** One page of the sitemap: its path without locale and its identifying query. */
export interface SitemapPage {
  path: string;
  query: string;
}

function xmlEscape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * The sitemap (sitemaps.org 0.9): each page once per locale, every entry naming all four
 * languages and x-default as xhtml:link alternates, the same set the page itself carries.
 */
export function sitemapXml(origin: string, pages: readonly SitemapPage[]): string {
  const entries = pages.flatMap(({ path, query }) => {
    const links = pageLinks(origin, `/en${path}`, query).alternates.map(
      (a) =>
        `    <xhtml:link rel="alternate" hreflang="${a.hrefLang}" href="${xmlEscape(a.href)}"/>`,
    );
    return LOCALES.map((locale) =>
      [
        '  <url>',
        `    <loc>${xmlEscape(localizedUrl(origin, locale, path, query))}</loc>`,
        ...links,
        '  </url>',
      ].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** A path and query as places.ts writes them ('/club/x?idVP=1&rec=2') split for the sitemap. */
export function sitemapPage(pathWithQuery: string): SitemapPage {
  const at = pathWithQuery.indexOf('?');
  return at < 0
    ? pageAddress(pathWithQuery, '')
    : pageAddress(pathWithQuery.slice(0, at), pathWithQuery.slice(at));
}
