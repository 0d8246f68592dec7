/**
 * "Near me" (issue 27): the golfer's position, asked only when the button is pressed, leads to the
 * clubs around it, nearest first with their distance, filtered like a region's; a refused
 * position says so in the golfer's language with the regions instead.
 */
import type { Locator, Page, TestInfo } from '@playwright/test';
import { madridDate } from './booking-steps.ts';
import { acceptCookies, expect, expectAccessible, test } from './fixtures.ts';

const TEXTS = {
  es: {
    button: 'Cerca de mí',
    title: 'Golf cerca de ti',
    distances: 'Distancias desde tu posición',
    denied: 'Tu navegador no nos ha dejado usar tu posición.',
    regions: 'Elige una región',
    form: 'Filtrar las horas de salida',
    players: 'Jugadores',
    show: 'Ver horas de salida',
    underOne: 'A menos de 1 km',
  },
  sv: {
    button: 'Nära mig',
    title: 'Golf nära dig',
    distances: 'Avstånd från din position',
    denied: 'Din webbläsare lät oss inte använda din position.',
    regions: 'Välj en region i stället',
    form: 'Filtrera starttiderna',
    players: 'Spelare',
    show: 'Visa starttider',
    underOne: 'Under 1 km',
  },
} as const;

/** Spanish on a phone, Swedish on a desktop. */
function languageOf(testInfo: TestInfo): keyof typeof TEXTS {
  return testInfo.project.name === 'mobile' ? 'es' : 'sv';
}

/** Each card's distance in whole km as shown (under 1 km counts as 0), in the page's order. */
async function distancesOf(cards: Locator, underOne: string): Promise<number[]> {
  return (await cards.allInnerTexts()).map((text) => {
    if (text.includes(underOne)) return 0;
    const km = /(\d+)\s?km/.exec(text);
    if (!km?.[1]) throw new Error(`no distance on the card: ${text}`);
    return Number(km[1]);
  });
}

async function pressNearMe(page: Page, lang: keyof typeof TEXTS) {
  await page.goto(`/${lang}`);
  await acceptCookies(page);
  await page.getByRole('link', { name: TEXTS[lang].button }).click();
}

test.describe('with the golfer in Marbella', () => {
  test.use({ geolocation: { latitude: 36.51, longitude: -4.88 }, permissions: ['geolocation'] });

  test('"Near me" lists Marbella’s clubs first, nearest first with their distance, and filters them to 4 players', async ({
    page,
  }, testInfo) => {
    const lang = languageOf(testInfo);
    const t = TEXTS[lang];
    await pressNearMe(page, lang);
    await expect(page).toHaveURL(new RegExp(`/${lang}/near-me\\?lat=36\\.51&lon=-4\\.88$`));
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByText(t.distances)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    // A day ahead, as a golfer planning: today's times may be gone at this hour (decision 0024).
    const day = madridDate(3);
    await page.goto(`${new URL(page.url()).pathname}${new URL(page.url()).search}&fecha=${day}`);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toContainText('Marbella');
    const kms = await distancesOf(cards, t.underOne);
    expect(kms.length).toBeGreaterThan(1);
    expect(kms).toEqual([...kms].sort((a, z) => a - z));
    expect(kms.every((km) => km <= 50)).toBe(true);
    await expectAccessible(page);

    const form = page.getByRole('form', { name: t.form });
    await form.getByLabel(t.players, { exact: true }).selectOption('4');
    await form.getByRole('button', { name: t.show }).click();
    for (const param of [/players=4/, /lat=36\.51/, /lon=-4\.88/, new RegExp(`fecha=${day}`)])
      await expect(page).toHaveURL(param);
    await expect(form.getByLabel(t.players, { exact: true })).toHaveValue('4');
    await expect(cards.first()).toContainText('Marbella');
    const filtered = await distancesOf(cards, t.underOne);
    expect(filtered).toEqual([...filtered].sort((a, z) => a - z));
  });
});

test.describe('with the position refused', () => {
  test.use({ permissions: [] });

  test('"Near me" says the browser refused, in the golfer’s language, and offers the regions', async ({
    page,
  }, testInfo) => {
    const lang = languageOf(testInfo);
    const t = TEXTS[lang];
    await pressNearMe(page, lang);
    const alert = page.getByRole('alert').filter({ hasText: t.denied });
    await expect(alert).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${lang}$`));
    const regions = alert.getByRole('link', { name: t.regions });
    await expect(regions).toHaveAttribute('href', `/${lang}#regions`);
    await expect(page.getByRole('link', { name: t.button })).toHaveAttribute('aria-busy', 'false');
    await expectAccessible(page);
  });
});

test('the near-me page without a position explains and lists the regions, and half a position is no page', async ({
  page,
  allowedConsole,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one width is enough for a page with no results');
  allowedConsole.push(/the server responded with a status of 404/);
  await page.goto('/en/near-me');
  await acceptCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Golf near you' })).toBeVisible();
  const regions = page.getByRole('region', { name: 'Or choose a region' });
  await expect(regions.getByRole('link', { name: 'Costa del Sol' })).toBeVisible();
  await expectAccessible(page);
  const half = await page.goto('/en/near-me?lat=36.51');
  expect(half?.status()).toBe(404);
  const off = await page.goto('/en/near-me?lat=95&lon=-4.88');
  expect(off?.status()).toBe(404);
});
