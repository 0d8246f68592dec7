import { describe, expect, it } from 'vitest';
import { pageAddress, pageLinks, robotsTxt, siteOrigin, sitemapPage, sitemapXml } from './seo.ts';

const origin = 'https://golf.example';

describe('canonical addresses and language alternates', () => {
  it('takes the public address when set, else the request’s', () => {
    expect(siteOrigin('https://golf.example/shop', 'http://127.0.0.1:3000/en')).toBe(origin);
    expect(siteOrigin(undefined, 'http://127.0.0.1:3000/en/club/x')).toBe('http://127.0.0.1:3000');
  });

  it('keeps only the query that names the page', () => {
    expect(pageAddress('/es/club/la-reserva', '?idVP=3&fecha=2026-05-01&rec=4&nocache')).toEqual({
      path: '/club/la-reserva',
      query: '?idVP=3&rec=4',
    });
    expect(pageAddress('/sv', '?sort=name')).toEqual({ path: '', query: '' });
    // A gazetteer place's page is named by its id; its filters and day are not.
    expect(
      pageAddress('/es/place/faro-airport-fao', '?idLugar=100&players=4&fecha=2026-05-01'),
    ).toEqual({ path: '/place/faro-airport-fao', query: '?idLugar=100' });
  });

  it('makes /en/... canonical for the unprefixed English page, with four languages and x-default', () => {
    const links = pageLinks(origin, '/club/la-reserva', '?idVP=3');
    expect(links.canonical).toBe(`${origin}/en/club/la-reserva?idVP=3`);
    expect(links.alternates).toEqual([
      { hrefLang: 'en', href: `${origin}/en/club/la-reserva?idVP=3` },
      { hrefLang: 'es', href: `${origin}/es/club/la-reserva?idVP=3` },
      { hrefLang: 'fr', href: `${origin}/fr/club/la-reserva?idVP=3` },
      { hrefLang: 'sv', href: `${origin}/sv/club/la-reserva?idVP=3` },
      { hrefLang: 'x-default', href: `${origin}/en/club/la-reserva?idVP=3` },
    ]);
    expect(pageLinks(origin, '/fr/about', '').canonical).toBe(`${origin}/fr/about`);
  });
});

describe('robots.txt', () => {
  it('keeps private and paying pages out in every locale and names the sitemap', () => {
    const text = robotsTxt(origin);
    for (const prefix of ['', '/en', '/es', '/fr', '/sv'])
      for (const path of [
        '/private-area',
        '/payment',
        '/tournament-payment',
        '/cart',
        '/checkout',
        '/login',
      ])
        expect(text).toContain(`Disallow: ${prefix}${path}\n`);
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(text).not.toMatch(/Disallow: \/\n/);
  });
});

describe('sitemap.xml', () => {
  it('lists each page in four languages with escaped addresses and the alternates', () => {
    const xml = sitemapXml(origin, [sitemapPage('/club/la-reserva?idVP=3&rec=4')]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain(`<loc>${origin}/sv/club/la-reserva?idVP=3&amp;rec=4</loc>`);
    expect(xml.match(/hreflang="x-default"/g)).toHaveLength(4);
    expect(xml).not.toMatch(/&(?!amp;)/);
  });
});
