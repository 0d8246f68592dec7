/**
 * The blog (issue 16): read in Spanish and English from the nav bar, paged and filtered by label
 * with links alone, a post opened with its HTML sanitized, and the French and Swedish visitors
 * sent to the nearest language's posts with a note (docs/decisions/0016).
 */
import { LOCALES } from '@fairway/rules';
import type { Page } from '@playwright/test';
import { acceptCookies, expect, expectAccessible, navSection, only, test } from './fixtures.ts';

function nav(page: Page) {
  return page.getByRole('navigation', { name: /^(Main|Principal|Huvud.*)$/ });
}

function cards(page: Page) {
  return page.getByRole('main').getByRole('article');
}

test('reads the blog in Spanish and in English from the nav bar, and opens a post', async ({
  page,
}) => {
  await page.goto('/es');
  await acceptCookies(page);
  await (await navSection(nav(page), 'Blog')).click();
  await expect(page).toHaveURL(/\/es\/blog$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Blog de viajes de golf' }),
  ).toBeVisible();
  await expect(await navSection(nav(page), 'Blog')).toHaveAttribute('aria-current', 'page');
  // Eight Spanish posts, six a page, the newest first, dated the Spanish way.
  await expect(cards(page)).toHaveCount(6);
  const newest = cards(page).first();
  await expect(newest.getByRole('heading')).toHaveText(
    'Novedad: guarda tus campos favoritos en Fairway',
  );
  await expect(newest).toContainText('10 de junio de 2026 · por Equipo Fairway');
  await expect(page.getByRole('main')).not.toContainText('Golf etiquette');
  await expectAccessible(page);

  const pages = page.getByRole('navigation', { name: 'Páginas de artículos' });
  await pages.getByRole('link', { name: 'Página 2' }).click();
  await expect(page).toHaveURL(/\/es\/blog\?page=2$/);
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).last().getByRole('heading')).toHaveText(
    'Costa del Sol: guía para tu primer viaje de golf',
  );
  await expectAccessible(page);

  await cards(page).last().getByRole('link').click();
  await expect(page).toHaveURL(
    /\/es\/blog\/costa-del-sol-guia-para-tu-primer-viaje-de-golf-7301001$/,
  );
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Costa del Sol: guía para tu primer viaje de golf',
    }),
  ).toBeVisible();
  await expect(page.getByText('14 de enero de 2026 · por Lucía Moreno')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Zonas para elegir' })).toBeVisible();
  await expect(page).toHaveTitle('Costa del Sol: guía para tu primer viaje de golf · Fairway');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/es\/blog\/costa-del-sol-guia-para-tu-primer-viaje-de-golf-7301001$/,
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^Con decenas de campos entre Málaga y Sotogrande/,
  );
  await expectAccessible(page);

  // The same reader in English: the English posts.
  await page.goto('/en');
  await (await navSection(nav(page), 'Blog')).click();
  await expect(page).toHaveURL(/\/en\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Golf travel blog' })).toBeVisible();
  await expect(cards(page)).toHaveCount(6);
  await expect(cards(page).first()).toContainText('2 September 2026 · by Fairway Team');
  await expect(page.getByRole('main')).not.toContainText('Costa del Sol: guía');
  await expectAccessible(page);
});

test('filters the English posts by a label, from the list and from a post', async ({
  page,
}, testInfo) => {
  only(testInfo, 'desktop');
  await page.goto('/en/blog');
  await acceptCookies(page);
  const filters = page.getByRole('navigation', { name: 'Filter the posts by label' });
  await expect(filters.getByRole('link')).toHaveText(['All posts', 'destinations', 'news', 'tips']);
  await filters.getByRole('link', { name: 'tips' }).click();
  await expect(page).toHaveURL(/\/en\/blog\?label=tips$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Posts labelled “tips”' }),
  ).toBeVisible();
  await expect(filters.getByRole('link', { name: 'tips' })).toHaveAttribute('aria-current', 'page');
  await expect(cards(page)).toHaveCount(4);
  for (const card of await cards(page).all())
    await expect(card.getByRole('list', { name: 'Labels' })).toContainText('tips');
  await expectAccessible(page);

  // A post's label leads back to the filtered list.
  await cards(page).first().getByRole('link').click();
  await page
    .getByRole('main')
    .getByRole('list', { name: 'Labels' })
    .getByRole('link', { name: 'tips' })
    .click();
  await expect(page).toHaveURL(/\/en\/blog\?label=tips$/);
  await expect(cards(page)).toHaveCount(4);
});

test('opens a post with its script and handler stripped', async ({ page }, testInfo) => {
  only(testInfo, 'mobile');
  // An old title in the address: the post's one address answers instead.
  await page.goto('/en/blog/an-old-title-7301015');
  await acceptCookies(page);
  await expect(page).toHaveURL(
    /\/en\/blog\/summer-golf-in-southern-spain-how-to-beat-the-heat-7301015$/,
  );
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Summer golf in southern Spain: how to beat the heat',
    }),
  ).toBeVisible();
  const body = page.getByRole('main').getByRole('article');
  await expect(body.getByText(/^Summer on the Costa del Sol/)).toBeVisible();
  await expect(body.locator('script')).toHaveCount(0);
  await expect(body.locator('[onclick]')).toHaveCount(0);
  await body.getByText(/^Summer on the Costa del Sol/).click();
  await expect(page).toHaveTitle('Summer golf in southern Spain: how to beat the heat · Fairway');
  expect(await page.content()).not.toContain('injected');
  await expectAccessible(page);
});

test('a French visitor reads the Spanish posts with a note in French, without a nav link', async ({
  page,
}, testInfo) => {
  only(testInfo, 'desktop');
  await page.goto('/fr/blog');
  await acceptCookies(page);
  await expect(page.getByRole('note')).toHaveText(
    'Notre blog n’est pas encore écrit en français : voici nos articles en espagnol.',
  );
  await expect(
    page.getByRole('heading', { level: 1, name: 'Blog de voyages de golf' }),
  ).toBeVisible();
  await expect(cards(page).first().getByRole('heading')).toHaveText(
    'Novedad: guarda tus campos favoritos en Fairway',
  );
  await expect(cards(page).first()).toContainText('10 juin 2026 · par Equipo Fairway');
  await expect(nav(page).getByRole('link', { name: /blog/i })).toHaveCount(0);
  await expectAccessible(page);

  await cards(page).first().getByRole('link').click();
  await expect(page.getByRole('note')).toHaveText('Cet article est écrit en espagnol.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'es');
  await expectAccessible(page);
});

test('a Swedish visitor reads the English posts; an unknown post is the 404 page', async ({
  page,
  allowedConsole,
}, testInfo) => {
  only(testInfo, 'mobile');
  await page.goto('/sv/blog');
  await acceptCookies(page);
  await expect(page.getByRole('note')).toHaveText(
    'Vår blogg finns ännu inte på svenska, så här är våra inlägg på engelska.',
  );
  await expect(cards(page).first()).toContainText('2 september 2026 · av Fairway Team');
  await expectAccessible(page);

  // Chromium reports the 404 document itself on the console; that one is the point here.
  allowedConsole.push(/the server responded with a status of 404/);
  const missing = await page.goto('/sv/blog/finns-inte-999999');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sidan hittades inte (fel 404)');
});

test('the sitemap names the blog and each post in the four languages', async ({
  request,
  baseURL,
}, testInfo) => {
  only(testInfo, 'desktop');
  const origin = new URL(baseURL ?? '').origin;
  const xml = await (await request.get('/sitemap.xml')).text();
  const post = '/blog/costa-del-sol-guia-para-tu-primer-viaje-de-golf-7301001';
  for (const locale of LOCALES) {
    expect(xml).toContain(`<loc>${origin}/${locale}/blog</loc>`);
    expect(xml).toContain(`<loc>${origin}/${locale}${post}</loc>`);
    expect(xml).toContain(
      `<loc>${origin}/${locale}/blog/new-on-fairway-save-your-favourite-courses-7301016</loc>`,
    );
  }
  // Sixteen posts and the list, each in four languages.
  expect(xml.match(/<loc>[^<]*\/blog[/<]/g)).toHaveLength(17 * 4);
});
