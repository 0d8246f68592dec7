/**
 * The booking journey paid through Stripe (issue 26), in a shop whose engine runs with
 * PAYMENT_PROVIDER=stripe and, these machines reaching no Stripe, the engine's stand-in for
 * Stripe's API and hosted Checkout page (docs/payments.md). The shop sends the golfer to the
 * Checkout Session's url; the stand-in takes Stripe's test cards, posts the signed webhook to the
 * engine and sends the golfer back to the shop's ok or ko page. Desktop width only: the shop's own
 * pages are the same as with the sandbox, which booking.spec.ts walks at both widths.
 *
 * A shop of its own (tests/e2e/ports.ts), so every journey books at its own club and date there.
 */
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
import { GOLFER_AGENTS } from './browsers.ts';
import { expect, expectAccessible, hydrated, only, test } from './fixtures.ts';
import { expectMails } from './mail.ts';
import { E2E_STRIPE_ENGINE_PORT, E2E_STRIPE_SITE_PORT } from './ports.ts';
import {
  STRIPE_CARDS,
  completeThreeDSecure,
  customerCardsAtStandIn,
  payOnCheckoutPage,
  paymentAtStandIn,
  sessionAtStandIn,
} from './stripe-stand-in.ts';
import { createAccount, logIn, newGolfer } from './accounts.ts';

test.use({ baseURL: `http://localhost:${E2E_STRIPE_SITE_PORT}`, userAgent: GOLFER_AGENTS.desktop });

// Each journey crosses three servers' pages (shop, engine's stand-in, shop again), some twice.
test.describe.configure({ timeout: 120_000 });

test('(a) a guest pays a tee time with 4242 on Checkout and gets the reference and the voucher', async ({
  page,
}, testInfo) => {
  only(testInfo, 'desktop');
  const email = uniqueEmail('stripe-a', testInfo);
  const golfer = await toCheckout(page, { idVP: 2, daysAhead: 4, players: 2 });
  await payAsGuest(golfer, email);
  const session = await payOnCheckoutPage(page, STRIPE_CARDS.succeeds);

  const reference = await confirmedReference(page, 'Your booking is confirmed');
  expect(new URL(page.url()).searchParams.get('localizador')).toBe(reference);
  await expect(page.getByRole('img', { name: `QR code of booking ${reference}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to calendar (.ics)' })).toBeVisible();
  await expectAccessible(page);
  await expectMails(email, new RegExp(reference), 1);
  expect(await sessionAtStandIn(session)).toMatchObject({
    status: 'complete',
    payment_status: 'paid',
  });
});

test('(b) a declined card gives ko; the retry pays, one booking only, and the declined page is closed', async ({
  page,
}, testInfo) => {
  only(testInfo, 'desktop');
  const email = uniqueEmail('stripe-b', testInfo);
  const club = { idVP: 3, daysAhead: 4 };
  const { golfer, time } = await teeTimeToCheckout(page, { ...club, players: 2 });
  await payAsGuest(golfer, email);
  const declined = await payOnCheckoutPage(page, STRIPE_CARDS.declined);

  await retryFromKoPage(page);
  const paid = await payOnCheckoutPage(page, STRIPE_CARDS.succeeds);
  expect(paid).not.toBe(declined);
  const reference = await confirmedReference(page, 'Your booking is confirmed');
  // One booking of two players: two places left, not none.
  await expectBookedOnce(page, { email, reference, time, ...club }, 2);
  // Checkout keeps a declined session open for another card; the engine expired it with the hold.
  expect(await sessionAtStandIn(declined)).toMatchObject({
    status: 'expired',
    payment_status: 'unpaid',
  });
});

test('(c) 4000 0025 0000 3155 asks for 3-D Secure; completed, the booking is confirmed', async ({
  page,
}, testInfo) => {
  only(testInfo, 'desktop');
  const email = uniqueEmail('stripe-c', testInfo);
  const golfer = await toCheckout(page, { idVP: 2, daysAhead: 5 });
  await payAsGuest(golfer, email);
  await payOnCheckoutPage(page, STRIPE_CARDS.threeDSecure);
  await completeThreeDSecure(page);
  const reference = await confirmedReference(page, 'Your booking is confirmed');
  await expectMails(email, new RegExp(reference), 1);
});

test('(d) a booking paid on Checkout is cancelled by reference and e-mail, and refunded at Stripe', async ({
  page,
}, testInfo) => {
  only(testInfo, 'desktop');
  const email = uniqueEmail('stripe-d', testInfo);
  const golfer = await toCheckout(page, { idVP: 2, daysAhead: 6 });
  await payAsGuest(golfer, email);
  const session = await payOnCheckoutPage(page, STRIPE_CARDS.succeeds);
  const reference = await confirmedReference(page, 'Your booking is confirmed');

  const refundCents = await cancelByReference(page, reference, email);
  // The stand-in took the refund: of the payment, only the non-refundable fee is left there.
  const payment = await paymentAtStandIn(session);
  expect(payment.refunded).toBe(refundCents);
  expect(payment.paid - payment.refunded).toBeGreaterThan(0);
});

test('(e) a logged-in golfer keeps the card on Checkout, pays the next booking with it without a card page, and deletes it at Stripe', async ({
  page,
}, testInfo) => {
  only(testInfo, 'desktop');
  // Two bookings and the private area, across the shop and the stand-in.
  test.setTimeout(150_000);
  const account = newGolfer('stripe-e');
  await createAccount(account, `http://127.0.0.1:${E2E_STRIPE_ENGINE_PORT}`);
  await logIn(page, account);

  // First booking: kept for next time, paid on Checkout.
  const golfer = await toCheckout(page, { idVP: 3, daysAhead: 5 });
  const terms = page.getByRole('checkbox', { name: 'I accept the terms and conditions' });
  await golfer.check(page.getByRole('checkbox', { name: 'Save this card for next time' }));
  await golfer.check(terms);
  await golfer.click(page.getByRole('button', { name: /^Pay \d/ }));
  const session = await payOnCheckoutPage(page, STRIPE_CARDS.succeeds);
  const first = await confirmedReference(page, 'Your booking is confirmed');
  // Stripe keeps it on the golfer's Customer, with the expiry typed on Checkout (12 / 34).
  const customer = (await sessionAtStandIn(session)).customer ?? '';
  expect(customer).toMatch(/^cus_/);
  expect(await customerCardsAtStandIn(customer)).toEqual([
    { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
  ]);

  // The private area shows what Stripe stored.
  await page.goto('/en/private-area/cards');
  await expect(page.getByRole('button', { name: /Visa card ending in 4242/ })).toBeVisible();
  await expect(page.getByText('Expires 12/2034')).toBeVisible();
  await expectAccessible(page);

  // Second booking: the saved card pays with no Checkout page at all.
  const second = await payNextWithSavedCard(page, {
    idVP: 3,
    daysAhead: 6,
    card: /^Visa ending in 4242/,
    providerPath: '/stripe-stand-in/',
  });
  expect(second).not.toBe(first);

  // Deleted in the private area: gone from the list and from the Customer at Stripe.
  await page.goto('/en/private-area/cards');
  // The dialog opens by script: a press before hydration would open nothing.
  await hydrated(page);
  await page.getByRole('button', { name: 'Delete the Visa card ending in 4242' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this card?' })
    .getByRole('button', { name: 'Delete the card' })
    .click();
  await expect(page.getByText('You have no saved cards.', { exact: false })).toBeVisible();
  expect(await customerCardsAtStandIn(customer)).toEqual([]);
});
