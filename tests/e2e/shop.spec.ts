import { acceptCookies, expect, expectAccessible, only, test } from './fixtures.ts';

test('/ sends a new golfer to /en, with the region tiles and the engine session cookies', async ({
  page,
  context,
}) => {
  const response = await page.goto('/');
  expect(page.url()).toMatch(/\/en$/);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Choose your golf course in Spain and Portugal',
  );
  await expect(page).toHaveTitle('Choose your golf course in Spain and Portugal · Fairway');
  expect(await page.locator('title').count()).toBe(1);
  await expect(page.getByRole('link', { name: /Costa del Sol/ })).toBeVisible();
  const cookies = await context.cookies();
  const token = cookies.find((c) => c.name === 'token');
  expect(token).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
  await acceptCookies(page);
  await expectAccessible(page);
});

test('search: "mal" suggests a location and clubs; a club shows today’s tee times in club time', async ({
  page,
}) => {
  await page.goto('/en');
  await acceptCookies(page);
  const box = page.getByRole('combobox').first();
  await box.fill('mal');
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(page.getByRole('option', { name: /Malaga, Costa del Sol/ })).toBeVisible();
  // A club of Málaga, not the place or the airport the search also offers.
  const club = page.getByRole('option', { name: /(Málaga|Malaga).*, club$/ }).first();
  await club.click();
  await expect(page).toHaveURL(/\/en\/club\/.+idVP=\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByText(/Times are the club’s local time: .+ \(Europe\/Madrid\)/),
  ).toBeVisible();
  await expectAccessible(page);
});

test('club page: another date, then the same page in es, fr and sv with prices in their format', async ({
  page,
}) => {
  await page.goto('/en/club/real-club-de-golf-las-brisas?idVP=1');
  await acceptCookies(page);
  const firstDay = page.getByRole('heading', { level: 2 }).first();
  const before = await firstDay.textContent();
  const strip = page
    .getByRole('group', { name: 'Choose a date' })
    .or(page.getByRole('region', { name: 'Choose a date' }));
  await strip.getByRole('button', { pressed: false }).nth(1).click();
  await expect(page).toHaveURL(/fecha=\d{4}-\d{2}-\d{2}/);
  await expect(firstDay).not.toHaveText(before ?? '');
  const url = new URL(page.url());
  for (const [lang, heading, price] of [
    ['es', /Horas de salida el/, /\d+,\d{2}\s€/],
    ['fr', /Départs du/, /\d+,\d{2}\s€/],
    ['sv', /Starttider/, /\d+,\d{2}\s€/],
  ] as const) {
    await page.goto(`/${lang}${url.pathname.replace(/^\/en/, '')}${url.search}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(page.getByText(price).first()).toBeVisible();
  }
});

/** A date some days from today, YYYY-MM-DD in Madrid, where the region pages count days. */
function daysFromToday(days: number): string {
  const madrid = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
  const date = new Date(`${madrid}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

test('a region page for a date lists clubs with prices and first and last times, sorted as asked', async ({
  page,
}) => {
  const fecha = daysFromToday(3);
  await page.goto(`/en/region/costa-del-sol?idReg=1&fecha=${fecha}`);
  await acceptCookies(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Golf in Costa del Sol');
  const strip = page.getByRole('group', { name: 'Choose a date' });
  const long = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${fecha}T12:00:00Z`));
  await expect(strip.getByRole('button', { pressed: true })).toContainText(long);
  const cards = page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });
  await expect(cards.first()).toBeVisible();
  // Each card's prices and times, not the filter form's (which names € and hours too).
  const firstCard = page.getByRole('main').getByRole('article').first();
  await expect(firstCard.getByText(/€/).first()).toBeVisible();
  await expect(firstCard.getByText(/\d{2}:\d{2}/).first()).toBeVisible();
  await expectAccessible(page);
  // The photos on screen at load (the page's largest paint on a phone) are asked for at once.
  const photos = page.getByRole('main').getByRole('article').locator('img');
  expect(await photos.count()).toBeGreaterThan(2);
  await expect(photos.nth(0)).toHaveAttribute('loading', 'eager');
  await expect(photos.nth(1)).toHaveAttribute('loading', 'eager');
  await expect(photos.nth(2)).toHaveAttribute('loading', 'lazy');

  // Sorting by name puts the club cards in alphabetical order, and keeps the date.
  await page.goto(`/en/region/costa-del-sol?idReg=1&fecha=${fecha}&sort=name`);
  const names = await cards.allTextContents();
  expect(names.length).toBeGreaterThan(1);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  await expect(strip.getByRole('button', { pressed: true })).toContainText(long);

  // Week by week, as on a club's page, keeping the sort.
  await strip.getByRole('button', { name: 'Next 7 days' }).click();
  await expect(page).toHaveURL(new RegExp(`fecha=${daysFromToday(10)}`));
  await expect(page).toHaveURL(/sort=name/);
  await expect(cards.first()).toBeVisible();
  await strip.getByRole('button', { name: 'Previous 7 days' }).click();
  await expect(page).toHaveURL(new RegExp(`fecha=${fecha}`));
});

test('a region page for a past date shows today instead of failing', async ({ page }) => {
  const response = await page.goto('/en/region/costa-del-sol?idReg=1&fecha=2020-01-01');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Golf in Costa del Sol');
  const long = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${daysFromToday(0)}T12:00:00Z`));
  await expect(
    page.getByRole('group', { name: 'Choose a date' }).getByRole('button', { pressed: true }),
  ).toContainText(long);
});

test('a club day not on sale yet says when it goes on sale and leads to the furthest day on sale', async ({
  page,
}, testInfo) => {
  only(testInfo, 'mobile');
  // Every seeded course sells 30 to 90 days ahead: 120 days is past all of them.
  await page.goto(`/es/club/c?idVP=1&fecha=${daysFromToday(120)}`);
  await acceptCookies(page);
  await expect(page.getByRole('status').filter({ hasText: 'salen a la venta el' })).toBeVisible();
  await expect(page.getByText('No se han podido cargar los horarios de salida')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: /, el último día a la venta$/ }).click();
  await expect(page.getByRole('button', { name: /^Reservar/ }).first()).toBeVisible();
});

const FILTER_TEXTS = {
  es: {
    form: 'Filtrar las horas de salida',
    players: 'Jugadores',
    by: 'Salida hasta las',
    price: 'Precio máximo por jugador (€)',
    show: 'Ver horas de salida',
    anyPrice: 'Cualquier precio',
  },
  sv: {
    form: 'Filtrera starttiderna',
    players: 'Spelare',
    by: 'Start senast',
    price: 'Högsta pris per spelare (€)',
    show: 'Visa starttider',
    anyPrice: 'Alla priser',
  },
} as const;

test('a region filtered to 4 players by 10:00 under 100 € lists only such times; filtered to nothing, one click drops the price', async ({
  page,
}, testInfo) => {
  const lang = testInfo.project.name === 'mobile' ? 'es' : 'sv';
  const t = FILTER_TEXTS[lang];
  await page.goto(`/${lang}/region/costa-del-sol?idReg=1&fecha=${daysFromToday(5)}&sort=name`);
  await acceptCookies(page);
  const form = page.getByRole('form', { name: t.form });
  await form.getByLabel(t.players, { exact: true }).selectOption('4');
  await form.getByLabel(t.by).selectOption('10:00');
  await form.getByLabel(t.price).fill('100');
  await form.getByRole('button', { name: t.show }).click();
  for (const param of [/players=4/, /by=10%3A00/, /maxPrice=100/, /sort=name/])
    await expect(page).toHaveURL(param);

  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allInnerTexts()) {
    for (const time of text.match(/\b\d{2}:\d{2}\b/g) ?? []) expect(time <= '10:00').toBe(true);
    for (const price of text.match(/(?<![\d.,])\d+[.,]\d{2}\s?€/g) ?? [])
      expect(Number(price.replace(/[^\d,.]/g, '').replace(',', '.'))).toBeLessThanOrEqual(100);
  }
  await expectAccessible(page);

  // Nothing at 1 € a player: the page says so and offers to drop each filter.
  await form.getByLabel(t.price).fill('1');
  await form.getByRole('button', { name: t.show }).click();
  await expect(cards).toHaveCount(0);
  await page.getByRole('link', { name: t.anyPrice }).click();
  await expect(page).not.toHaveURL(/maxPrice/);
  await expect(page).toHaveURL(/players=4/);
  await expect(cards.first()).toBeVisible();
});

test('an unknown path gives the 404 page, in the error layout', async ({
  page,
  allowedConsole,
}) => {
  // Chromium reports the 404 document itself on the console; that one is the point of the test.
  allowedConsole.push(/the server responded with a status of 404/);
  const response = await page.goto('/en/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found (Error 404)');
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expectAccessible(page);
  const unknownLocale = await page.goto('/de/club');
  expect(unknownLocale?.status()).toBe(404);
});

test('a failed search call shows the red alert in the golfer’s language and logs the error', async ({
  page,
  allowedConsole,
}) => {
  // Chromium reports the failed response on the console; the failure is what this test provokes.
  allowedConsole.push(/the server responded with a status of 502/);
  await page.goto('/es');
  await acceptCookies(page);
  await page.route('**/api/suggestions**', (route) =>
    route.fulfill({ status: 502, body: 'Bad gateway', contentType: 'text/plain' }),
  );
  const logged = page.waitForRequest(
    (request) => request.url().endsWith('/api/saveErrorAPI') && request.method() === 'POST',
  );
  await page.getByRole('combobox').first().fill('sev');
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Se ha producido un error al buscar campos de golf' }),
  ).toBeVisible();
  expect((await logged).postDataJSON()).toMatchObject({
    error: expect.stringContaining('search failed'),
  });
});

test('the language switcher opens the same page in another language and sets the culture cookies', async ({
  page,
  context,
}) => {
  await page.goto('/en/about');
  await acceptCookies(page);
  await page.getByRole('button', { name: /^Language: English/ }).click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // Cookie values are URI-encoded: a comma is not allowed in a cookie value (RFC 6265).
  const cookies = Object.fromEntries(
    (await context.cookies()).map((c) => [c.name, decodeURIComponent(c.value)]),
  );
  expect(cookies).toMatchObject({ locale: 'fr', culture: 'fr-FR', currency: 'EUR', decimal: ',' });
  // The French page is a full load: axe reads it once it has arrived whole, not mid-stream.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expectAccessible(page);
});

test('a page’s texts come in its language’s catalog file, cached for good, not in its HTML', async ({
  page,
}) => {
  const catalogs: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/i18n/')) catalogs.push(response.url());
  });
  const response = await page.goto('/sv');
  const html = (await response?.text()) ?? '';
  // The Swedish words are there, rendered; the catalog of some 550 messages is not.
  expect(html).toContain('Välj din golfbana');
  expect(html).not.toContain('site.home.courses');
  const link = page.locator('link[rel="preload"][data-catalog="sv"]');
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/i18n\/sv\.[\w-]{12}\.json$/);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  // Fetched once, the preload's answer reused by the script that registers it.
  expect(catalogs.map((url) => new URL(url).pathname)).toEqual([href]);

  const catalog = await page.request.get(href);
  expect(catalog.status()).toBe(200);
  expect(catalog.headers()['content-type']).toMatch(/^application\/json/);
  expect(catalog.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const messages = (await catalog.json()) as Record<string, unknown>;
  expect(messages['site.home.courses']).toEqual([
    expect.objectContaining({ type: 6, value: 'count' }),
  ]);
  // An address from before a deploy is gone, so an old page reloads into the new one.
  const stale = await page.request.get(href.replace(/\.[\w-]{12}\./, '.AAAAAAAAAAAA.'));
  expect(stale.status()).toBe(404);
  // The cookie banner is drawn in the browser only: it speaks Swedish from that catalog.
  await expect(
    page.getByRole('region', { name: 'Kakor' }).getByRole('button', { name: 'Godkänn' }),
  ).toBeVisible();
  await acceptCookies(page);
  await expectAccessible(page);
});

/** Session cookies for a token the engine never issued: it answers 'Session expired' to them. */
function forgedSession(baseURL: string, extra: Record<string, string> = {}) {
  const url = new URL(baseURL);
  const expires = Math.floor(Date.now() / 1000) + 3600;
  const values: Record<string, string> = {
    token: 'forged-token',
    tokenExpires: String(expires * 1000),
    sessionId: '999999',
    vendorId: '1',
    ...extra,
  };
  return Object.entries(values).map(([name, value]) => ({
    name,
    value,
    domain: url.hostname,
    path: '/',
    expires,
    secure: true,
    httpOnly: name === 'token' || name === 'userToken',
    sameSite: 'Lax' as const,
  }));
}

test('a token the engine calls expired is cleared and the page reloads into a new session', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies(forgedSession(baseURL ?? ''));
  const response = await page.goto('/en/club/real-club-de-golf-las-brisas?idVP=1');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/en\/club\/real-club-de-golf-las-brisas\?idVP=1$/);
  await expect(page.getByText(/Times are the club’s local time/)).toBeVisible();
  const token = (await context.cookies()).find((c) => c.name === 'token');
  expect(token?.value).toMatch(/.+/);
  expect(token?.value).not.toBe('forged-token');
});

test('a logged-in golfer whose session expired gets the re-login modal, and Enter leads to login', async ({
  page,
  context,
  baseURL,
  allowedConsole,
}) => {
  // The page answers 401 under the modal.
  allowedConsole.push(/status of 401/);
  // A login the browser still holds, whose token the engine no longer knows (logged out elsewhere).
  await context.addCookies(
    forgedSession(baseURL ?? '', {
      userToken: 'forged-user',
      userId: '42',
      userTokenExpires: String(Date.now() + 3_600_000),
      isUserLoggedIn: 'true',
    }),
  );
  await page.goto('/es/club/real-club-de-golf-las-brisas?idVP=1');
  const modal = page.getByRole('dialog', { name: 'La sesión ha expirado' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('Por seguridad');
  await expectAccessible(page);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/es\/login\?keepPage=true&next=/);
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).not.toContain('userToken');
  expect(names).not.toContain('userId');
});
