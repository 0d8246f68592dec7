/**
 * The mobile app's webview (docs/product.md#layouts): a visit that enters with `from=app` stays in
 * app mode. A tee time booked and a tournament entry paid find no header, nav bar, footer or cookie
 * banner on any of the shop's pages, from the club's day to the ok pages the card page returns to.
 */
import type { Page } from '@playwright/test';
import { CARDS, payOnCardPage } from './card-page.ts';
import {
  chooseFirstTeeTime,
  confirmedReference,
  fillChooserAndAdd,
  Golfer,
  madridDate,
  payAsGuest,
  uniqueEmail,
} from './booking-steps.ts';
import { expect, expectAccessible, hydrated, test } from './fixtures.ts';
import { fillHolder, fillPlayer, OPEN, uniquePhone } from './tournament-steps.ts';

/** None of the shop's chrome: the app draws its own. */
async function expectNoChrome(page: Page): Promise<void> {
  await hydrated(page);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('region', { name: /cookies/i })).toHaveCount(0);
}

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from a destructured first argument; this hook needs none.
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the app is a phone: its webview is 375 px wide');
});

test('in the app, a tee time is booked and paid, and a tournament entry too, with none of the shop’s chrome on any page', async ({
  page,
}, testInfo) => {
  test.slow(); // two whole payments on a busy machine
  const golfer = new Golfer(page);
  // The app opens a club's day; nothing later in the visit repeats from=app.
  await page.goto(`/en/club/c?idVP=4&fecha=${madridDate(8)}&from=app`);
  await expectNoChrome(page);
  await chooseFirstTeeTime(golfer);
  await fillChooserAndAdd(golfer, { players: 1, buggies: 0 });
  await golfer.click(page.getByRole('link', { name: 'Check out' }));
  await expect(page).toHaveURL(/\/en\/checkout$/);
  await expectNoChrome(page);
  await payAsGuest(golfer, uniqueEmail('app-mode', testInfo));
  await payOnCardPage(page, CARDS.ok);
  await confirmedReference(page);
  await expectNoChrome(page);
  await expectAccessible(page);

  // The same visit, a tournament: the mode stuck without the address saying so.
  await page.goto('/en/tournaments');
  await expectNoChrome(page);
  await page.getByRole('link', { name: OPEN }).click();
  await expect(page.getByRole('heading', { level: 1, name: OPEN })).toBeVisible();
  await expectNoChrome(page);
  await page.getByRole('link', { name: 'Register players' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Register for ${OPEN}` })).toBeVisible();
  await expectNoChrome(page);
  await fillHolder(page, uniqueEmail('app-mode-tournament', testInfo));
  await fillPlayer(page, 1, {
    name: 'Grace',
    surname: 'Hopper',
    handicap: '18',
    level: 'Intermediate',
    sex: 'Female',
    turn: 'Any',
    phone: uniquePhone(7),
  });
  await page.getByLabel(/I accept the terms and conditions/).check();
  await page.getByRole('button', { name: 'Register and pay' }).click();
  await payOnCardPage(page, CARDS.ok);
  await expect(page).toHaveURL(/\/en\/tournament-payment\/ok/);
  await expect(page.getByRole('heading', { level: 1, name: 'Registration confirmed' })).toBeVisible(
    { timeout: 25_000 },
  );
  await expectNoChrome(page);
});

test('outside the app the same pages keep their chrome', async ({ page }) => {
  await page.goto(`/en/club/c?idVP=4&fecha=${madridDate(8)}`);
  await hydrated(page);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
});
