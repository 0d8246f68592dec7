import type { Page } from '@playwright/test';
import { acceptCookies, expect, expectAccessible, test } from './fixtures.ts';

/** A next free tee time as a featured card says it: today, tomorrow or a weekday and date. */
const NEXT_TEE_TIME = /^Next tee time: (Today|Tomorrow|\w{3} \d{1,2} \w{3}) \d{2}:\d{2}$/;

/** The home page's notice board, by its name in the page's language. */
function notices(page: Page, name = 'Notices') {
  return page.getByRole('region', { name });
}

test('home shows the seller’s notices, offers, a club to discover and featured clubs with their next free time', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/en');
  // The banner's text is the engine's cookie text, not the site's own.
  const banner = page.getByRole('region', { name: 'Cookies' });
  await expect(banner).toContainText('Fairway only sets the cookies the shop needs to work.');
  await expect(banner).not.toContainText('We use only the cookies the shop needs');
  await acceptCookies(page);

  await expect(notices(page).getByRole('heading', { name: 'Winter season is open' })).toBeVisible();

  const offers = page.getByRole('region', { name: 'Offers' });
  await expect(
    offers.getByRole('heading', { name: '10% off your green fees with FAIRWAY10' }),
  ).toBeVisible();
  const fairway10 = offers.getByRole('listitem').filter({ hasText: 'FAIRWAY10' });
  await fairway10.getByRole('button', { name: 'Copy code' }).click();
  await expect(fairway10.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('FAIRWAY10');

  const discover = page.getByRole('article').filter({ hasText: 'Discover a club' });
  await expect(discover.getByRole('link')).toHaveAttribute('href', /^\/en\/club\/.+idVP=\d+/);

  const featured = page.getByRole('region', { name: 'Featured clubs' });
  const cards = featured.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(6);
  for (let i = 0; i < count; i += 1)
    await expect(cards.nth(i).getByText(/^Next tee time:/)).toHaveText(NEXT_TEE_TIME);
  await expect(featured.getByText('No times available')).toHaveCount(0);

  // The search invites with a club, a region and a town of the catalog, each a link.
  const invitation = page.getByText(/^Try .+ or .+$/);
  await expect(invitation.getByRole('link')).toHaveCount(3);

  await expectAccessible(page);
});

test('the notices and offers come in the page’s language', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the language is not a matter of width');
  await page.goto('/es');
  await acceptCookies(page);
  await expect(
    notices(page, 'Avisos').getByRole('heading', {
      name: 'La temporada de invierno ya está abierta',
    }),
  ).toBeVisible();
  const offers = page.getByRole('region', { name: 'Ofertas' });
  await expect(
    offers.getByRole('heading', { name: '10 % de descuento en tus green fees con FAIRWAY10' }),
  ).toBeVisible();
  await expect(offers.getByText('FAIRWAY10', { exact: true })).toBeVisible();
  await expect(offers.getByText('FOURBALL', { exact: true })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Clubes destacados' })
      .getByText(/^Próxima salida: /)
      .first(),
  ).toBeVisible();
  await expectAccessible(page);
});

test('a dismissed notice stays dismissed for the session, through navigation and reload', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one width is enough for the cookie');
  await page.goto('/en');
  await acceptCookies(page);
  await notices(page).getByRole('button', { name: 'Dismiss the notices' }).click();
  await expect(notices(page)).toHaveCount(0);

  await page
    .getByRole('link', { name: /Costa del Sol/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en\/region\//);
  await page.getByRole('link', { name: 'Fairway, home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Offers' })).toBeVisible();
  await expect(notices(page)).toHaveCount(0);

  // The server leaves it out of its own render too, so it never flashes before hydration.
  const html = await (await page.request.get('/en')).text();
  expect(html).not.toContain('Winter season is open');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Offers' })).toBeVisible();
  await expect(notices(page)).toHaveCount(0);
});

test('on /sv, a region typed in Swedish and chosen among the suggestions opens its region page', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the search is the same at both widths');
  await page.goto('/sv');
  await acceptCookies(page);
  await page.getByRole('combobox').first().fill('Kanarieöarna');
  // The engine labels a region with its country: 'Kanarieöarna, Spanien'.
  await page.getByRole('option', { name: 'Kanarieöarna, Spanien, region' }).click();
  await expect(page).toHaveURL(/\/sv\/region\/kanarieoarna\?idReg=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Kanarieöarna');
  await expectAccessible(page);
});

test('a search that finds nothing says so and offers the regions instead', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the search is the same at both widths');
  await page.goto('/sv');
  await acceptCookies(page);
  await page.getByRole('combobox').first().fill('qqqzzz');
  await expect(page.getByText('Inga resultat hittades').first()).toBeVisible();
  const regions = page.getByRole('listbox', { name: 'Bläddra bland regionerna i stället' });
  await regions.getByRole('option', { name: 'Andalusien, region' }).click();
  await expect(page).toHaveURL(/\/sv\/region\/andalusien\?idReg=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Andalusien');
  await expectAccessible(page);
});
