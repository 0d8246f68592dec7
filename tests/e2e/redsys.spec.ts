/**
 * The booking journey paid through Redsys (issue 26), in a shop whose engine runs with
 * PAYMENT_PROVIDER=redsys and REDSYS_BIZUM=true and, these machines reaching no Redsys, the
 * engine's stand-in for Redsys's test environment (docs/payments.md). The shop's own payment page
 * holds the engine's signed forms, by card and by Bizum, and posts the chosen one to the
 * stand-in's payment page; the stand-in notifies the engine and sends the golfer back to the
 * shop's ok or ko page. Desktop width only: the shop's own pages are the same as with the
 * sandbox, which booking.spec.ts walks at both widths.
 *
 * A shop of its own (tests/e2e/ports.ts), so every journey books at its own club and date there.
 */
import type { Page, Response } from '@playwright/test';
import {
  cancelByReference,
  confirmedReference,
  expectBookedOnce,
  payAsGuest,
  payNextWithSavedCard,
  retryFromKoPage,
  teeTimeToCheckout,
  toCheckout,
  uniqueEmail,
} from './booking-steps.ts';
import { expect, expectAccessible, only, test } from './fixtures.ts';
import { createAccount, logIn, newGolfer } from './accounts.ts';
import { expectMails } from './mail.ts';
import { E2E_REDSYS_ENGINE_PORT, E2E_REDSYS_SITE_PORT } from './ports.ts';
import { fillHolder, fillPlayer, openRegistration, uniquePhone } from './tournament-steps.ts';
import {
  BIZUM_PHONE,
  REDSYS_CARDS,
  passRedsysChallenge,
  payOnRedsysPage,
  payOnShopPage,
  payWithBizumOnRedsysPage,
  refundAtStandIn,
} from './redsys-stand-in.ts';

test.use({ baseURL: `http://localhost:${E2E_REDSYS_SITE_PORT}` });

// Each journey crosses the shop's pages and the stand-in's, some twice.
test.describe.configure({ timeout: 120_000 });

/** The next document the browser gets at `path` (the page's own answer, headers and all). */
function documentAt(page: Page, path: string): Promise<Response> {
  return page.waitForResponse(
    (r) => new URL(r.url()).pathname === path && r.request().resourceType() === 'document',
    { timeout: 30_000 },
  );
}

function formAction(response: Response): string | undefined {
  return /(?:^|; )form-action ([^;]*)/.exec(
    response.headers()['content-security-policy'] ?? '',
  )?.[1];
}

test('(a) a guest pays a tee time by card on Redsys and gets the reference and the voucher', async ({
  page,
}, testInfo) => {
  only(testInfo, 'desktop');
  const email = uniqueEmail('redsys-a', testInfo);
  const golfer = await toCheckout(page, { idVP: 2, daysAhead: 4, players: 2 });
  const gateway = documentAt(page, '/en/payment-gateway');
  await payAsGuest(golfer, email);
  // The shop's own page: what is paid, and one button per way to pay (Bizum is offered).
  await expect(page.getByRole('button', { name: /^Pay .+ by card$/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: /^Pay .+ with Bizum$/ })).toBeVisible();
  await expectAccessible(page);
  // Its forms may post to the stand-in's origin (Redsys's, here), on this page only.
  const action = await page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: /^Pay .+ by card$/ }) })
    .getAttribute('action');
  const standIn = new URL(action ?? '').origin;
  expect(new URL(standIn).port).toBe(String(E2E_REDSYS_ENGINE_PORT));
  expect(formAction(await gateway)).toBe(`'self' ${standIn}`);
  const order = await payOnShopPage(page, 'card');
  expect(order.cents).toBeGreaterThan(0);
  expect(order.payMethods).toBeUndefined();
  await expect(
    page.getByText(`Pedido ${order.order}: ${(order.cents / 100).toFixed(2)} €`),
  ).toBeVisible();
  const okPage = documentAt(page, '/en/payment-controller/ok');
  await payOnRedsysPage(page, REDSYS_CARDS.ok);

  const reference = await confirmedReference(page, 'Your booking is confirmed');
  expect(new URL(page.url()).searchParams.get('localizador')).toBe(reference);
  await expect(page.getByRole('img', { name: `QR code of booking ${reference}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to calendar (.ics)' })).toBeVisible();
  await expectAccessible(page);
  await expectMails(email, new RegExp(reference), 1);
  // The ok page posts nowhere but the shop.
  expect(formAction(await okPage)).toBe("'self'");
});

test('(b) a declined card on Redsys gives ko; the retry with the good card pays, one booking only', async ({
  page,
}, testInfo) => {
  only(testInfo, 'desktop');
  const email = uniqueEmail('redsys-b', testInfo);
  const club = { idVP: 3, daysAhead: 4 };
  const { golfer, time } = await teeTimeToCheckout(page, { ...club, players: 2 });
  await payAsGuest(golfer, email);
  await payOnShopPage(page, 'card');
  await payOnRedsysPage(page, REDSYS_CARDS.declined);

  await retryFromKoPage(page);
  await payOnShopPage(page, 'card');
  await payOnRedsysPage(page, REDSYS_CARDS.ok);
  const reference = await confirmedReference(page, 'Your booking is confirmed');
  // One booking of two players: two places left, not none.
  await expectBookedOnce(page, { email, reference, time, ...club }, 2);
});

test('(c) a booking paid on Redsys is cancelled by reference and e-mail, and refunded there', async ({
  page,
}, testInfo) => {
  only(testInfo, 'desktop');
  const email = uniqueEmail('redsys-c', testInfo);
  const golfer = await toCheckout(page, { idVP: 2, daysAhead: 6 });
  await payAsGuest(golfer, email);
  const order = await payOnShopPage(page, 'card');
  await payOnRedsysPage(page, REDSYS_CARDS.ok);
  const reference = await confirmedReference(page, 'Your booking is confirmed');

  const refundCents = await cancelByReference(page, reference, email);
  expect(refundCents).toBeLessThan(order.cents);

  // The refund went through the stand-in: of the order, only the fee is left to refund there.
  const left = order.cents - refundCents;
  expect(await refundAtStandIn(order, left + 1)).toBe('SIS0057');
  expect(await refundAtStandIn(order, left)).toBe('0900');
});

test('(d) a guest pays with Bizum on Redsys and lands on the ok page with the reference', async ({
  page,
}, testInfo) => {
  only(testInfo, 'desktop');
  const email = uniqueEmail('redsys-d', testInfo);
  const golfer = await toCheckout(page, { idVP: 3, daysAhead: 6 });
  await payAsGuest(golfer, email);
  const order = await payOnShopPage(page, 'bizum');
  // Bizum's form is the same payment's, asking Redsys for Bizum alone.
  expect(order.payMethods).toBe('z');
  await expect(
    page.getByText(`Pedido ${order.order}: ${(order.cents / 100).toFixed(2)} €`),
  ).toBeVisible();
  await payWithBizumOnRedsysPage(page, BIZUM_PHONE);

  const reference = await confirmedReference(page, 'Your booking is confirmed');
  expect(new URL(page.url()).searchParams.get('localizador')).toBe(reference);
  await expect(page.getByRole('img', { name: `QR code of booking ${reference}` })).toBeVisible();
  await expectMails(email, new RegExp(reference), 1);
});

test('(e) a tournament entry is paid by card on Redsys from the shop’s own page', async ({
  page,
}, testInfo) => {
  only(testInfo, 'desktop');
  await openRegistration(page);
  await fillHolder(page, uniqueEmail('redsys-e', testInfo));
  await fillPlayer(page, 1, {
    name: 'Ada',
    surname: 'Lovelace',
    handicap: '12,4',
    level: 'Intermediate',
    sex: 'Female',
    turn: 'Morning',
    phone: uniquePhone(5),
  });
  await page.getByLabel(/I accept the terms and conditions/).check();
  const gateway = documentAt(page, '/en/tournament-payment/gateway');
  await page.getByRole('button', { name: 'Register and pay' }).click();
  const order = await payOnShopPage(page, 'card');
  // One player at 60 € (and the fee, if any): the entry's own amount.
  expect(order.cents).toBeGreaterThanOrEqual(6000);
  expect(formAction(await gateway)).toMatch(/^'self' http:\/\/[^ ]+$/);
  await payOnRedsysPage(page, REDSYS_CARDS.ok);

  await expect(page).toHaveURL(/\/en\/tournament-payment\/ok/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Registration confirmed' })).toBeVisible(
    { timeout: 25_000 },
  );
  await expect(page.getByText('1 player: Ada Lovelace')).toBeVisible();
});

test('(f) a card whose bank asks for 3-D Secure pays on Redsys once the code is given', async ({
  page,
}, testInfo) => {
  only(testInfo, 'desktop');
  const email = uniqueEmail('redsys-f', testInfo);
  const golfer = await toCheckout(page, { idVP: 2, daysAhead: 8 });
  await payAsGuest(golfer, email);
  await payOnShopPage(page, 'card');
  await payOnRedsysPage(page, REDSYS_CARDS.challenge);
  await passRedsysChallenge(page, '1234');
  const reference = await confirmedReference(page, 'Your booking is confirmed');
  await expectMails(email, new RegExp(reference), 1);
});

test('(g) a logged-in golfer keeps the card on Redsys and pays the next booking with it without Redsys’s page', async ({
  page,
}, testInfo) => {
  only(testInfo, 'desktop');
  // Two bookings and the private area, across the shop, the engine and the stand-in.
  test.setTimeout(150_000);
  const account = newGolfer('redsys-g');
  await createAccount(account, `http://127.0.0.1:${E2E_REDSYS_ENGINE_PORT}`);
  await logIn(page, account);

  // First booking: kept for next time (Redsys's card-on-file reference), paid on Redsys.
  const golfer = await toCheckout(page, { idVP: 3, daysAhead: 8 });
  const terms = page.getByRole('checkbox', { name: 'I accept the terms and conditions' });
  await golfer.check(page.getByRole('checkbox', { name: 'Save this card for next time' }));
  await golfer.check(terms);
  await golfer.click(page.getByRole('button', { name: /^Pay \d/ }));
  // The card choice goes through the engine's own page of Redsys's forms.
  await page.getByRole('button', { name: /^Pay .+ by card$/ }).click();
  await payOnRedsysPage(page, REDSYS_CARDS.ok);
  const first = await confirmedReference(page, 'Your booking is confirmed');

  // The private area shows what Redsys sent back: brand, last four, expiry.
  await page.goto('/en/private-area/cards');
  await expect(page.getByRole('button', { name: /Visa card ending in 0004/ })).toBeVisible();
  await expect(page.getByText('Expires 12/2049')).toBeVisible();

  // Second booking: paid by the reference, with no Redsys page at all.
  const second = await payNextWithSavedCard(page, {
    idVP: 3,
    daysAhead: 9,
    card: /^Visa ending in 0004/,
    providerPath: '/redsys-stand-in/',
  });
  expect(second).not.toBe(first);
});
