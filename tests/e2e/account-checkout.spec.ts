/**
 * Checkout as a logged-in golfer (issue 14): the booking is made for the account (no guest form),
 * the card that pays is kept by the provider when the golfer asks, the booking and its voucher are
 * in the private area at once, and the next booking is paid with the saved card by its security
 * code alone. Runs at both widths, each with its own golfer, club and days.
 */
import { createAccount, expectBookingAs, logIn, newGolfer } from './accounts.ts';
import { CARDS, payOnCardPage } from './card-page.ts';
import { confirmedReference, toCheckout } from './booking-steps.ts';
import { expect, expectAccessible, hydrated, test } from './fixtures.ts';

/** Each width books at its own club, so the two never compete for a tee time. */
const CLUB_OF = { mobile: 7, desktop: 8 } as const;

test('a logged-in golfer books saving the card, finds the booking, its voucher and the card in the private area, then pays the next booking with the saved card', async ({
  page,
}, testInfo) => {
  // Two bookings, the private area's pages and axe on each: more than one booking's minute.
  test.setTimeout(150_000);
  const idVP = CLUB_OF[testInfo.project.name as keyof typeof CLUB_OF] ?? 7;
  const account = newGolfer(`checkout-${testInfo.project.name}`);
  await createAccount(account);
  await logIn(page, account);

  // First booking: a new card, kept for next time.
  let golfer = await toCheckout(page, { idVP, daysAhead: 4 });
  await expectBookingAs(page, account);
  const save = page.getByRole('checkbox', { name: 'Save this card for next time' });
  await expect(save).not.toBeChecked();
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expectAccessible(page);
  await golfer.check(save);
  await golfer.check(page.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
  await golfer.click(page.getByRole('button', { name: /^Pay \d/ }));
  await payOnCardPage(page, CARDS.ok);
  const first = await confirmedReference(page);
  await expectAccessible(page);

  // The booking is the account's at once: listed, with its voucher.
  await page.goto('/en/private-area/bookings');
  await expect(page.getByRole('heading', { name: 'My bookings' })).toBeVisible();
  const voucher = page.getByRole('link', { name: `Voucher of booking ${first}` });
  await expect(voucher).toBeVisible();
  await expectAccessible(page);
  await voucher.click();
  await expect(page.getByRole('heading', { name: `Voucher of booking ${first}` })).toBeVisible();
  await expect(page.getByText(first).first()).toBeVisible();
  await expectAccessible(page);

  // The provider kept the card: only its brand, last four digits, expiry and holder are shown.
  await page.goto('/en/private-area/cards');
  await expect(page.getByRole('button', { name: /Visa card ending in 4242/ })).toBeVisible();
  await expect(page.getByText(`Expires 12/${new Date().getUTCFullYear() + 2}`)).toBeVisible();
  await expect(page.getByText('4242 4242 4242 4242')).toHaveCount(0);
  await expectAccessible(page);

  // Second booking: the saved card is offered and chosen; the card page asks its code alone.
  golfer = await toCheckout(page, { idVP, daysAhead: 6 });
  await expectBookingAs(page, account);
  const payWith = page.getByRole('group', { name: 'Pay with' });
  const saved = payWith.getByRole('radio', { name: /^Visa ending in 4242/ });
  await expect(saved).toBeChecked();
  await expect(payWith.getByRole('radio', { name: 'Use another card' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Save this card for next time' })).toHaveCount(0);
  await expectAccessible(page);
  await golfer.check(page.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
  await golfer.click(page.getByRole('button', { name: /^Pay \d/ }));
  await expect(page.getByText(/Visa •••• 4242, 12\/\d{4}/)).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expect(page.getByLabel('Cardholder name')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  const second = await confirmedReference(page);
  expect(second).not.toBe(first);

  await page.goto('/en/private-area/bookings');
  await expect(page.getByRole('link', { name: `Voucher of booking ${second}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `Voucher of booking ${first}` })).toBeVisible();

  // The card is deleted after a confirmation; keeping it first changes nothing.
  await page.goto('/en/private-area/cards');
  // The dialog opens by script: a press before hydration would open nothing.
  await hydrated(page);
  const remove = page.getByRole('button', { name: 'Delete the Visa card ending in 4242' });
  await remove.click();
  let dialog = page.getByRole('dialog', { name: 'Delete this card?' });
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await remove.click();
  dialog = page.getByRole('dialog', { name: 'Delete this card?' });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete the card' }).click();
  await expect(page.getByText(/The card .+ has been deleted\./)).toBeVisible();
  await expect(page.getByText('You have no saved cards.', { exact: false })).toBeVisible();
  await expectAccessible(page);
});
