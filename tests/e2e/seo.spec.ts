/**
 * What search engines read: robots.txt, the sitemap (checked against the sitemap protocol in the
 * browser's own strict XML parser), the favicon, and on a sample of pages the canonical link, the
 * language alternates, the link-preview tags and the schema.org data, as the server sends them.
 */
import { LOCALES } from '@fairway/rules';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const CLUB = '/club/real-club-de-golf-las-brisas?idVP=1';
const REGION = '/region/costa-del-sol?idReg=1';

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from a destructured first argument; this hook needs none.
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'about documents, not widths: once is enough');
});

interface SitemapReport {
  error: string | null;
  root: string;
  rootNs: string | null;
  urls: { locs: string[]; others: string[]; alternates: { lang: string; href: string }[] }[];
}

/** Parses the sitemap with the browser's XML parser and reads it by namespace. */
function readSitemap(page: Page, xml: string): Promise<SitemapReport> {
  return page.evaluate(
    ({ xml, sitemapNs, xhtmlNs }) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      const error = doc.getElementsByTagName('parsererror')[0]?.textContent ?? null;
      const root = doc.documentElement;
      return {
        error,
        root: root.localName,
        rootNs: root.namespaceURI,
        urls: Array.from(root.children).map((url) => {
          const children = Array.from(url.children);
          return {
            locs: children
              .filter((c) => c.namespaceURI === sitemapNs && c.localName === 'loc')
              .map((c) => c.textContent ?? ''),
            // The protocol allows loc, lastmod, changefreq and priority; alternates are xhtml:link.
            others: children
              .filter(
                (c) =>
                  !(
                    c.namespaceURI === sitemapNs &&
                    ['loc', 'lastmod', 'changefreq', 'priority'].includes(c.localName)
                  ) && !(c.namespaceURI === xhtmlNs && c.localName === 'link'),
              )
              .map((c) => `${c.namespaceURI ?? ''} ${c.localName}`)
              .concat(
                url.namespaceURI === sitemapNs && url.localName === 'url' ? [] : [url.localName],
              ),
            alternates: children
              .filter((c) => c.namespaceURI === xhtmlNs && c.localName === 'link')
              .map((c) => ({
                lang: c.getAttribute('hreflang') ?? '',
                href: c.getAttribute('href') ?? '',
                rel: c.getAttribute('rel'),
              }))
              .filter((l) => l.rel === 'alternate')
              .map(({ lang, href }) => ({ lang, href })),
          };
        }),
      };
    },
    { xml, sitemapNs: SITEMAP_NS, xhtmlNs: XHTML_NS },
  );
}

interface HeadReport {
  canonical: string[];
  alternates: Record<string, string>;
  meta: Record<string, string>;
  jsonLd: string[];
}

/** The server's document for a path, parsed by the browser without running it. */
async function serverHead(page: Page, request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  return page.evaluate((html) => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const alternates: Record<string, string> = {};
    for (const link of doc.head.querySelectorAll('link[rel="alternate"][hreflang]'))
      alternates[link.getAttribute('hreflang') ?? ''] = link.getAttribute('href') ?? '';
    const meta: Record<string, string> = {};
    for (const tag of doc.head.querySelectorAll('meta[property], meta[name]'))
      meta[tag.getAttribute('property') ?? tag.getAttribute('name') ?? ''] =
        tag.getAttribute('content') ?? '';
    return {
      canonical: Array.from(doc.head.querySelectorAll('link[rel="canonical"]')).map(
        (l) => l.getAttribute('href') ?? '',
      ),
      alternates,
      meta,
      jsonLd: Array.from(doc.querySelectorAll('script[type="application/ld+json"]')).map(
        (s) => s.textContent ?? '',
      ),
    } satisfies HeadReport;
  }, html);
}

function expectAlternates(head: HeadReport, origin: string, pathAndQuery: string) {
  expect(head.alternates).toEqual({
    en: `${origin}/en${pathAndQuery}`,
    es: `${origin}/es${pathAndQuery}`,
    fr: `${origin}/fr${pathAndQuery}`,
    sv: `${origin}/sv${pathAndQuery}`,
    'x-default': `${origin}/en${pathAndQuery}`,
  });
}

test('robots.txt keeps private and paying pages out and names the sitemap', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const lines = (await response.text()).split('\n');
  expect(lines).toContain('User-agent: *');
  for (const prefix of ['', ...LOCALES.map((l) => `/${l}`)])
    for (const path of [
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
    ])
      expect(lines).toContain(`Disallow: ${prefix}${path}`);
  expect(lines).toContain(`Sitemap: ${new URL(baseURL ?? '').origin}/sitemap.xml`);
});

test('favicon.ico is an icon', async ({ request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  const body = await response.body();
  // An ICO file starts with reserved 0, type 1 (icon) and at least one image.
  expect(body.readUInt16LE(0)).toBe(0);
  expect(body.readUInt16LE(2)).toBe(1);
  expect(body.readUInt16LE(4)).toBeGreaterThan(0);
});

test('the sitemap lists information pages, regions, municipalities, places and clubs in four languages with alternates', async ({
  page,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const sitemap = await readSitemap(page, xml);
  expect(sitemap.error).toBeNull();
  expect([sitemap.root, sitemap.rootNs]).toEqual(['urlset', SITEMAP_NS]);
  // The protocol's limits: at most 50,000 URLs, each loc absolute and under 2,048 characters.
  expect(sitemap.urls.length).toBeGreaterThan(0);
  expect(sitemap.urls.length).toBeLessThanOrEqual(50_000);
  const locs = new Set<string>();
  for (const url of sitemap.urls) {
    expect(url.others).toEqual([]);
    expect(url.locs).toHaveLength(1);
    const loc = url.locs[0] ?? '';
    expect(loc.length).toBeLessThan(2048);
    expect(new URL(loc).origin).toBe(origin);
    locs.add(loc);
    // Each entry names itself among its alternates, and all four languages and x-default.
    expect(url.alternates.map((a) => a.lang).sort()).toEqual([...LOCALES, 'x-default'].sort());
    expect(url.alternates.map((a) => a.href)).toContain(loc);
  }
  expect(locs.size).toBe(sitemap.urls.length);
  for (const locale of LOCALES) {
    expect(locs).toContain(`${origin}/${locale}`);
    expect(locs).toContain(`${origin}/${locale}/about`);
    expect(locs).toContain(`${origin}/${locale}${REGION}`);
    // A club is listed by its first course.
    expect([...locs].some((l) => l.startsWith(`${origin}/${locale}${CLUB}&rec=`))).toBe(true);
    expect([...locs].some((l) => /^[^?]+\/region\/[^?]+\?municipio=.+&idMun=\d+$/.test(l))).toBe(
      true,
    );
    // The gazetteer's places, an airport among them, each with its page.
    expect([...locs].some((l) => /\/place\/faro-airport-fao\?idLugar=\d+$/.test(l))).toBe(true);
  }
  // Every tournament, in each language, played ones too.
  const tournaments = (locale: string) =>
    [...locs].filter((l) => l.startsWith(`${origin}/${locale}/tournaments/`));
  expect(tournaments('en').length).toBeGreaterThan(1);
  for (const locale of LOCALES) expect(tournaments(locale)).toHaveLength(tournaments('en').length);
  // Nothing private is offered to crawlers.
  // By the page's first segment after the locale: Cartaya is a town, not the cart.
  const privatePages = ['cart', 'checkout', 'payment', 'private-area', 'login'];
  expect(
    [...locs].filter((l) => privatePages.includes(new URL(l).pathname.split('/')[2] ?? '')),
  ).toEqual([]);
});

test('home carries its canonical link, alternates and link-preview tags', async ({
  page,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const head = await serverHead(page, request, '/es');
  expect(head.canonical).toEqual([`${origin}/es`]);
  expectAlternates(head, origin, '');
  expect(head.meta['og:url']).toBe(`${origin}/es`);
  expect(head.meta['og:locale']).toBe('es_ES');
  expect(head.meta['og:title']).toBeTruthy();
  expect(head.meta['og:description']).toBe(head.meta['description']);
  expect(head.meta['og:image']?.startsWith(origin)).toBe(true);
  expect(head.meta['twitter:card']).toBe('summary_large_image');
});

test('an information page describes itself by its opening words, for previews too', async ({
  page,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const head = await serverHead(page, request, '/fr/about');
  expect(head.canonical).toEqual([`${origin}/fr/about`]);
  expectAlternates(head, origin, '/about');
  const description = head.meta['description'] ?? '';
  expect(description.length).toBeGreaterThan(20);
  expect(description.length).toBeLessThanOrEqual(160);
  expect(description).not.toMatch(/[<>]/);
  expect(head.meta['og:description']).toBe(description);
  expect(head.meta['og:title']).toBeTruthy();
  expect(head.meta['og:image']?.startsWith(origin)).toBe(true);
});

test('a region page: breadcrumbs, and the unprefixed English address points at /en', async ({
  page,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const head = await serverHead(page, request, `${REGION}&sort=name`);
  // The view's own query (a sort) is not part of the page's address.
  expect(head.canonical).toEqual([`${origin}/en${REGION}`]);
  expectAlternates(head, origin, REGION);
  expect(head.meta['og:title']).toContain('Costa del Sol');
  const data = head.jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>);
  const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList');
  expect(crumbs).toMatchObject({
    '@context': 'https://schema.org',
    itemListElement: [
      { '@type': 'ListItem', position: 1, item: `${origin}/en` },
      { '@type': 'ListItem', position: 2, name: 'Costa del Sol', item: `${origin}/en${REGION}` },
    ],
  });
});

test('a club page: GolfCourse with address and coordinates (and prices on a day with tee times), and breadcrumbs', async ({
  page,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const head = await serverHead(page, request, `/fr${CLUB}`);
  expect(head.canonical).toEqual([`${origin}/fr${CLUB}`]);
  expectAlternates(head, origin, CLUB);
  expect(head.meta['og:title']).toBe('Real Club de Golf Las Brisas');
  expect(head.meta['og:image']).toMatch(new RegExp(`^${origin}/images/clubs/`));
  const data = head.jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>);
  const course = data.find((d) => d['@type'] === 'GolfCourse');
  expect(course).toMatchObject({
    '@context': 'https://schema.org',
    name: 'Real Club de Golf Las Brisas',
    url: `${origin}/fr${CLUB}`,
    address: { '@type': 'PostalAddress' },
    geo: { '@type': 'GeoCoordinates' },
  });
  const address = (course?.['address'] ?? {}) as Record<string, unknown>;
  expect(address['streetAddress']).toBeTruthy();
  expect(address['addressLocality']).toBeTruthy();
  const geo = (course?.['geo'] ?? {}) as Record<string, unknown>;
  expect(typeof geo['latitude']).toBe('number');
  expect(typeof geo['longitude']).toBe('number');
  const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList');
  expect(crumbs?.['itemListElement']).toHaveLength(3);
});

test('in the browser the head keeps one canonical link after moving between pages', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  await page.goto(`/en${REGION}`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${origin}/en${REGION}`,
  );
  await page.goto(`/sv${CLUB}`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(5);
});

test('a club reached by another slug, or none, answers 301 to its own address', async ({
  request,
}) => {
  for (const path of ['/en/club/los-naranjos-golf-club?idVP=1', '/en/club?idVP=1']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(response.headers()['location']).toBe(`/en${CLUB}`);
  }
  expect((await request.get(`/en${CLUB}`, { maxRedirects: 0 })).status()).toBe(200);
});
