import type { Page } from '@playwright/test';
import { madridDate } from './booking-steps.ts';
import { acceptCookies, expect, expectAccessible, hydrated, test } from './fixtures.ts';

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

test('an airport typed by its code or name leads to the clubs around it, nearest first', async ({
  page,
}, testInfo) => {
  // Spanish by the code on a phone, Swedish by the name on a desktop.
  const [lang, typed, kind] =
    testInfo.project.name === 'mobile' ? ['es', 'FAO', 'lugar'] : ['sv', 'Faro flygplats', 'plats'];
  await page.goto(`/${lang}`);
  await acceptCookies(page);
  await page.getByRole('combobox').first().fill(typed);
  await page
    .getByRole('option', { name: new RegExp(`Faro.*\\(FAO\\).*, ${kind}$`) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/place/[a-z0-9-]+\\?idLugar=\\d+`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Faro');
  // Its canonical address names the place: the page without its id would be no page.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/${lang}/place/[a-z0-9-]+\\?idLugar=\\d+$`),
  );
  // A day ahead: today's times run out in the evening, and the test must not depend on the hour.
  await page.goto(`${page.url()}&fecha=${madridDate(2)}`);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  // Algarve clubs, each with its distance, nearest first.
  const km = (await cards.allInnerTexts()).map((text) => Number(/(\d+)\s?km/.exec(text)?.[1]));
  expect(km.length).toBeGreaterThan(2);
  expect(km.every((d) => Number.isFinite(d) && d <= 60)).toBe(true);
  expect(km).toEqual([...km].sort((a, b) => a - b));
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

test('the consent banner hides nothing for good: the page ends clear of it, and what gets focus is scrolled above it', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'at 375 px the banner is a third of the screen');
  await page.goto('/en/cancel-reservation');
  await hydrated(page);
  const banner = page.getByRole('region', { name: 'Cookies' });
  await expect(banner).toBeVisible();
  const bannerTop = async () => (await banner.boundingBox())?.y ?? 0;

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footerLinks = page.getByRole('contentinfo').getByRole('link');
  const last = footerLinks.last();
  const box = await last.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(await bannerTop());

  // Every stop of the keyboard on the way down the page is at least partly above the banner.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (let i = 0; i < 30; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      const rect = el.getBoundingClientRect();
      return { top: rect.top, inBanner: el.closest('[aria-label="Cookies"]') !== null };
    });
    if (!focused || focused.inBanner) continue;
    expect(focused.top).toBeLessThan(await bannerTop());
  }
});

test.describe('a first view that paints before the scripts run', () => {
  test('the consent banner comes with the page, and without JavaScript Accept keeps the golfer where they were', async ({
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'one width is enough for a form without script');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/en/region/costa-del-sol?idReg=1');
    const banner = page.getByRole('region', { name: 'Cookies' });
    await expect(banner).toContainText('Fairway only sets the cookies the shop needs to work.');
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(page).toHaveURL(/\/en\/region\/costa-del-sol\?idReg=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
    const consent = (await context.cookies()).find((c) => c.name === 'cookieConsent');
    expect(consent?.value).toBe('1');
    expect(consent?.sameSite).toBe('Lax');
    // A year, as the banner's own script writes it.
    expect(consent?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 360 * 86_400);
    await context.close();
  });

  test('a golfer who accepted gets no banner from the server, and one who did not gets it before hydration', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the markup is the same at both widths');
    const fresh = await (await page.request.get('/en', { headers: { cookie: '' } })).text();
    expect(fresh).toContain('action="/api/cookie-consent"');
    const accepted = await (
      await page.request.get('/en', { headers: { cookie: 'cookieConsent=1' } })
    ).text();
    expect(accepted).not.toContain('action="/api/cookie-consent"');
  });

  test('the stylesheet is asked for with the answer, the four faces with it, a region’s first photos come inside the page, and the scripts only after the first paint', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the markup is the same at both widths');
    // Tomorrow, a whole day of tee times: today's may be over by the hour the suite runs, and a
    // day without times lists its clubs with no photos at all.
    const region = `/en/region/costa-del-sol?idReg=1&fecha=${madridDate(1)}`;
    const answer = await page.request.get(region);
    const html = await answer.text();
    const stylesheets = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)];
    expect(stylesheets).toHaveLength(1);
    const href = /href="([^"#]+)/.exec(stylesheets[0]?.[0] ?? '')?.[1];
    expect(answer.headers().link).toContain(`<${href}`);
    expect(answer.headers().link).toContain('rel=preload; as=style');
    // Nothing in the markup asks for a script before the page is drawn.
    expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]*type="module"/);

    await page.goto(region);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const [paintedAt, scriptsAskedAt] = await page.evaluate(() => [
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      ),
    ]);
    expect(scriptsAskedAt).toBeGreaterThanOrEqual(paintedAt);

    const fonts = page.locator('link[rel="preload"][as="font"]');
    await expect(fonts).toHaveCount(4);
    for (const font of await fonts.all()) {
      expect(await font.getAttribute('href')).toMatch(
        /^\/assets\/(inter|fraunces)-latin-.+\.woff2$/,
      );
      expect(await font.getAttribute('crossorigin')).toBe('anonymous');
    }
    // Every face is really used: a preload the page never uses is a warning in the console.
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts]
            .filter((f) => f.status === 'loaded')
            .map((f) => `${f.family} ${f.weight}`),
        ),
      )
      .toEqual(expect.arrayContaining(['Inter 400', 'Inter 500', 'Inter 700', 'Fraunces 600']));

    const photos = page.getByRole('article').locator('img');
    await expect(photos.first()).toHaveAttribute('src', /^data:image\/svg\+xml,/);
    await expect(photos.nth(1)).toHaveAttribute('src', /^data:image\/svg\+xml,/);
    await expect(photos.nth(2)).toHaveAttribute('src', /^\/images\/clubs\/.+\.svg$/);
    // The inlined drawing is the same the browser would have fetched.
    const first = await photos.first().evaluate((img: HTMLImageElement) => ({
      width: img.naturalWidth,
      height: img.naturalHeight,
    }));
    expect(first.width).toBeGreaterThan(0);
    expect(first.height).toBeGreaterThan(0);
  });
});
