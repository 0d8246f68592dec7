/**
 * The shop on a phone (issue 29, rough edges): the nav bar in one row in every language, at 375 px
 * and at 1280 px, and a home page a golfer can scroll to its end.
 */
import type { Page } from '@playwright/test';
import { LOCALES } from '@fairway/rules';
import { CARDS, payOnCardPage } from './card-page.ts';
import { confirmedReference, payAsGuest, teeTimeToCheckout } from './booking-steps.ts';
import {
  acceptCookies,
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  hydrated,
  only,
  test,
} from './fixtures.ts';

/** The entries of the main navigation the golfer sees, with where each sits on the screen. */
async function visibleEntries(page: Page) {
  const nav = page.getByRole('navigation').first();
  await expect(nav).toBeVisible();
  return nav.evaluate((element) =>
    [...element.querySelectorAll(':scope > ul > li')]
      .map((item) => item.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0)
      .map((box) => ({ top: Math.round(box.top), bottom: Math.round(box.bottom) })),
  );
}

async function expectNavInOneRow(page: Page) {
  const entries = await visibleEntries(page);
  expect(entries.length).toBeGreaterThanOrEqual(3);
  const first = entries[0];
  // One row: every entry starts where the first does, none below its bottom.
  expect(entries.every((e) => first !== undefined && e.top < first.bottom)).toBe(true);
  await expectNoSidewaysScroll(page);
}

for (const locale of LOCALES) {
  test(`the nav bar is one row in ${locale}, on home and on a club's page`, async ({ page }) => {
    await page.goto(`/${locale}`);
    await hydrated(page);
    await expectNavInOneRow(page);
    // A page with the search in the header: at 1280 px the bar shares its row with it.
    await page.goto(`/${locale}/region/costa-del-sol`);
    await hydrated(page);
    await expectNavInOneRow(page);
  });
}

test('the menu holds the secondary entries at 375 px: it opens, Escape closes it', async ({
  page,
}, testInfo) => {
  only(testInfo, 'mobile');
  await page.goto('/en');
  await acceptCookies(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const more = nav.getByText('More', { exact: true });
  await expect(nav.getByRole('link', { name: 'Tournaments' })).toBeHidden();
  await more.click();
  const tournaments = nav.getByRole('link', { name: 'Tournaments' });
  await expect(tournaments).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tournaments).toBeHidden();
  await more.click();
  await nav.getByRole('link', { name: 'Tournaments' }).click();
  await expect(page).toHaveURL(/\/en\/tournaments$/);
  // The menu closes behind the golfer, on the page it led to.
  await expect(nav.getByRole('link', { name: 'Tournaments' })).toBeHidden();
  // Nothing left moving in the closed menu (a hover fade there once never ended), and axe agrees.
  await expectAccessible(page);
});

test('the menu opens without JavaScript', async ({ browser }, testInfo) => {
  only(testInfo, 'mobile');
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 812 },
  });
  const page = await context.newPage();
  await page.goto('/es');
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await nav.getByText('Más', { exact: true }).click();
  await expect(nav.getByRole('link', { name: 'Torneos' })).toBeVisible();
  await context.close();
});

test('home at 375 px is a few screens, not fifteen, and links every region', async ({
  page,
}, testInfo) => {
  only(testInfo, 'mobile');
  await page.goto('/en');
  await acceptCookies(page);
  // The featured clubs stream in after the first paint: measure the page once they are there.
  await expect(page.getByRole('heading', { name: 'Featured clubs' })).toBeVisible();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  console.log(`home at 375 px: ${height} px tall`);
  expect(height).toBeLessThan(6000);
  const regions = page.getByRole('region', { name: 'Where to play' });
  await regions.getByRole('link', { name: /See all \d+ regions/ }).click();
  await expect(page).toHaveURL(/regions=all/);
  const all = await page
    .getByRole('region', { name: 'Where to play' })
    .getByRole('listitem')
    .count();
  expect(all).toBeGreaterThan(6);
});

test('the ok page at 375 px holds a long e-mail address without sideways scroll', async ({
  page,
}, testInfo) => {
  only(testInfo, 'mobile');
  // A local part of 64 characters, the most an address may have, with nowhere to break but the @.
  const email = `${`maximilianofernandezmontenegrodelarosa${Date.now()}`.padEnd(64, 'x')}@golfers-of-the-costa-del-sol.example`;
  const { golfer } = await teeTimeToCheckout(page, { idVP: 6, daysAhead: 3 });
  await payAsGuest(golfer, email);
  await payOnCardPage(page, CARDS.ok);
  await confirmedReference(page, 'Your booking is confirmed');
  await expect(page.getByText(email).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  // Nothing inside the page sticks out either, even where a box of its own would hide it.
  const wider = await page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((element) => `${element.tagName}.${element.className}`),
  );
  expect(wider).toEqual([]);
});
