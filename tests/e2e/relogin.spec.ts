/**
 * The re-login modal (docs/product.md#dialogs, docs/product.md#sessions) in a shop whose logins
 * last seconds: the golfer's login expires on an open page, the modal asks them to log in again,
 * and they come back to the same page with their cart.
 */
import { createAccount, fillLogin, newGolfer } from './accounts.ts';
import { chooseFirstTeeTime, fillChooserAndAdd, Golfer, openClubDay } from './booking-steps.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import {
  E2E_SHORT_LOGIN_ENGINE_PORT,
  E2E_SHORT_LOGIN_SECONDS,
  E2E_SHORT_LOGIN_SITE_PORT,
} from './ports.ts';

test.use({ baseURL: `http://localhost:${E2E_SHORT_LOGIN_SITE_PORT}` });

test('an expired login asks to log in again and returns to the same page with the cart', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'runs at desktop width only');
  // The login must be allowed to expire on an open page.
  test.setTimeout(60_000 + E2E_SHORT_LOGIN_SECONDS * 2_000);
  const account = newGolfer('relogin');
  await createAccount(account, `http://127.0.0.1:${E2E_SHORT_LOGIN_ENGINE_PORT}`);

  // The cart is filled first: it belongs to the browser's session, not to the login.
  const golfer = new Golfer(page);
  await openClubDay(page, { idVP: 1, daysAhead: 5 });
  const time = await chooseFirstTeeTime(golfer);
  await fillChooserAndAdd(golfer, { players: 1, buggies: 0 });

  await page.goto(`/en/login?next=${encodeURIComponent('/en/cart')}`);
  await fillLogin(page, account);
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByText(time).first()).toBeVisible();

  const modal = page.getByRole('dialog', { name: 'Session has expired' });
  await expect(modal).toBeVisible({ timeout: E2E_SHORT_LOGIN_SECONDS * 2_000 });
  await expect(modal).toContainText('For security, please re-enter your login credentials');
  await expectAccessible(page);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/en\/login\?keepPage=true&next=%2Fen%2Fcart/);
  await expect(page.getByRole('status').filter({ hasText: /session has expired/i })).toBeVisible();
  await fillLogin(page, account);
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByText(time).first()).toBeVisible();
  await expect(modal).toBeHidden();
});
