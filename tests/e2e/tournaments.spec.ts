/**
 * Tournaments (issue 16): found from the nav bar and filtered, two players registered and paid
 * on the card page with the voucher shown, a player entered twice refused (in one form by the
 * shared rule, across golfers by the engine), and a played tournament's ratings in the table.
 */
import { REFERENCE } from '@fairway/contract/codes';
import type { Page } from '@playwright/test';
import { CARDS, payOnCardPage } from './card-page.ts';
import { acceptCookies, expect, expectAccessible, only, test } from './fixtures.ts';
import { fillHolder, fillPlayer, OPEN, openRegistration, uniquePhone } from './tournament-steps.ts';
import type { Player } from './tournament-steps.ts';

function nav(page: Page) {
  return page.getByRole('navigation', { name: /^(Main|Principal)$/ });
}

test('registers two players for a tournament from the nav bar, pays by card and gets the voucher', async ({
  page,
}, testInfo) => {
  const email = `tournament-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto('/en');
  await acceptCookies(page);
  await nav(page).getByRole('link', { name: 'Tournaments' }).click();
  await expect(page).toHaveURL(/\/en\/tournaments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
  await expectAccessible(page);

  // Filtered by state through the address, as a link to share would be.
  await page.getByLabel('State').selectOption({ label: 'Registration open' });
  await page.getByRole('button', { name: 'Show tournaments' }).click();
  await expect(page).toHaveURL(/state=registrationOpen/);
  const card = page.getByRole('article').filter({ hasText: OPEN });
  await expect(card).toContainText('Registration open');
  await expect(card).toContainText('Entry fee');
  await card.getByRole('link', { name: OPEN }).click();

  await expect(page.getByRole('heading', { level: 1, name: OPEN })).toBeVisible();
  await expect(page.getByText('60.00 € per player')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Register players' }).click();

  await fillHolder(page, email);
  await fillPlayer(page, 1, {
    name: 'Ada',
    surname: 'Lovelace',
    handicap: '12,4',
    level: 'Intermediate',
    sex: 'Female',
    turn: 'Morning',
    phone: uniquePhone(1),
  });
  await page.getByRole('button', { name: 'Add a player' }).click();
  await fillPlayer(page, 2, {
    name: 'Charles',
    surname: 'Babbage',
    handicap: '+2',
    level: 'Advanced',
    sex: 'Male',
    turn: 'Any',
    phone: uniquePhone(2),
  });
  await expect(page.getByText(/^Entry fees: 120\.00\s€ for 2 players/)).toBeVisible();
  await page.getByLabel(/I accept the terms and conditions/).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Register and pay' }).click();

  await payOnCardPage(page, CARDS.ok);
  await expect(page).toHaveURL(/\/en\/tournament-payment\/ok/);
  await expect(page.getByRole('heading', { level: 1, name: 'Registration confirmed' })).toBeVisible(
    { timeout: 25_000 },
  );
  await expect(page.getByTestId('registration-reference')).toHaveText(REFERENCE.issued);
  await expect(page.getByText('2 players: Ada Lovelace, Charles Babbage')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your voucher' })).toBeVisible();
  await expectAccessible(page);
});

test('a player entered twice is refused: in one form by the rule, across golfers by the engine', async ({
  page,
  browser,
}, testInfo) => {
  only(testInfo, 'mobile');
  const phone = uniquePhone(3);
  const player: Player = {
    name: 'Grace',
    surname: 'Hopper',
    handicap: '20',
    level: 'Beginner',
    sex: 'Female',
    turn: 'Afternoon',
    phone,
  };
  await openRegistration(page);
  await fillHolder(page, `dup-${Date.now()}@example.com`);
  await fillPlayer(page, 1, player);
  await page.getByRole('button', { name: 'Add a player' }).click();
  // The same phone written another way is the same player.
  await fillPlayer(page, 2, { ...player, name: 'Grace B.', phone: phone.replace(/^\+/, '00') });
  await page.getByLabel(/I accept the terms and conditions/).check();
  await page.getByRole('button', { name: 'Register and pay' }).click();
  await expect(
    page.getByRole('textbox', { name: 'Player 2: Cell phone', exact: true }),
  ).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('A player cannot be included twice')).toBeVisible();
  // Nothing the golfer typed is lost.
  await expect(page.getByRole('textbox', { name: 'Player 1: Name', exact: true })).toHaveValue(
    'Grace',
  );
  await expect(page.getByRole('textbox', { name: 'Player 2: Name', exact: true })).toHaveValue(
    'Grace B.',
  );
  await expectAccessible(page);

  // Player 2 removed: the hold is made, and the golfer is sent on to pay.
  await page.getByRole('button', { name: 'Remove player 2' }).click();
  await page.getByRole('button', { name: 'Register and pay' }).click();
  await expect(page.getByLabel('Card number')).toBeVisible();

  // Another golfer entering the same player is refused by the engine, in their language.
  const other = await browser.newContext({
    userAgent: await page.evaluate(() => navigator.userAgent),
    viewport: page.viewportSize(),
  });
  const second = await other.newPage();
  await openRegistration(second);
  await fillHolder(second, `dup-other-${Date.now()}@example.com`);
  await fillPlayer(second, 1, { ...player, name: 'Grace', surname: 'Murray' });
  await second.getByLabel(/I accept the terms and conditions/).check();
  await second.getByRole('button', { name: 'Register and pay' }).click();
  await expect(second.getByRole('alert').filter({ hasText: /already|twice/i })).toBeVisible();
  await expect(second).toHaveURL(/\/registration$/);
  await other.close();
});

test('a golfer who left the card page unpaid registers the same player again and pays: their hold is taken up, not held against them', async ({
  page,
}, testInfo) => {
  only(testInfo, 'desktop');
  const email = `retry-${Date.now()}@example.com`;
  const player: Player = {
    name: 'Katherine',
    surname: 'Johnson',
    handicap: '8',
    level: 'Advanced',
    sex: 'Female',
    turn: 'Morning',
    phone: uniquePhone(4),
  };
  const registerAndPay = async () => {
    await fillPlayer(page, 1, player);
    await page.getByLabel(/I accept the terms and conditions/).check();
    await page.getByRole('button', { name: 'Register and pay' }).click();
  };
  await openRegistration(page);
  await fillHolder(page, email);
  await registerAndPay();
  await expect(page.getByLabel('Card number')).toBeVisible();
  // The golfer leaves the card page without paying and comes back to the shop: the holder they
  // gave is asked only once, and the same player is not refused as already entered.
  await openRegistration(page);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Ada');
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(email);
  await registerAndPay();
  await payOnCardPage(page, CARDS.ok);
  await expect(page.getByRole('heading', { level: 1, name: 'Registration confirmed' })).toBeVisible(
    { timeout: 25_000 },
  );
  await expect(page.getByText('1 player: Katherine Johnson')).toBeVisible();
});

test('a played tournament shows its ratings in the table; one not open online says so', async ({
  page,
}, testInfo) => {
  only(testInfo, 'desktop');
  await page.goto('/es/tournaments?state=ratingsPublished');
  await acceptCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Torneos' })).toBeVisible();
  await page.getByRole('link', { name: 'Liga Andaluza Sevilla' }).click();
  await expect(page.getByText('Clasificación publicada').first()).toBeVisible();
  const ratings = page.getByRole('table', { name: 'Clasificación' });
  await expect(ratings).toBeVisible();
  await expect(ratings.getByRole('row').nth(1)).toContainText('1');
  await expect(page.getByRole('link', { name: 'Inscribir jugadores' })).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/es/tournaments');
  await page.getByRole('link', { name: 'Algarve Pro-Am Quinta do Lago' }).click();
  await expect(
    page.getByText('Este torneo no permite la inscripción online').first(),
  ).toBeVisible();
  await expectAccessible(page);
});
