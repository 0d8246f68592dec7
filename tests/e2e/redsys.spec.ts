/**
 * The booking journey paid through Redsys (issue 26), in a shop whose engine runs with
 * PAYMENT_PROVIDER=redsys and, these machines reaching no Redsys, the engine's stand-in for
 * Redsys's test environment (docs/payments.md). The shop hands the golfer to the engine's form
 * page, which posts the signed form to the stand-in's payment page; the stand-in notifies the
 * engine and sends the golfer back to the shop's ok or ko page. Desktop width only: the shop's
 * own pages are the same as with the sandbox, which booking.spec.ts walks at both widths.
 *
 * A shop of its own (tests/e2e/ports.ts), so every journey books at its own club and date there.
 */
import {
  cancelByReference,
  confirmedReference,
  expectBookedOnce,
  payAsGuest,
  retryFromKoPage,
  teeTimeToCheckout,
  toCheckout,
  uniqueEmail,
} from './booking-steps.ts';
import { expect, expectAccessible, only, test } from './fixtures.ts';
import { expectMails } from './mail.ts';
import { E2E_REDSYS_SITE_PORT } from './ports.ts';
import {
  REDSYS_CARDS,
  payByCardOnFormPage,
  payOnRedsysPage,
  refundAtStandIn,
} from './redsys-stand-in.ts';

test.use({ baseURL: `http://localhost:${E2E_REDSYS_SITE_PORT}` });

// Each journey crosses three servers' pages (shop, engine, stand-in), some twice.
test.describe.configure({ timeout: 120_000 });

test('(a) a guest pays a tee time by card on Redsys and gets the reference and the voucher', async ({
  page,
}, testInfo) => {
  only(testInfo, 'desktop');
  const email = uniqueEmail('redsys-a', testInfo);
  const golfer = await toCheckout(page, { idVP: 2, daysAhead: 4, players: 2 });
  await payAsGuest(golfer, email);
  // The engine's page: what is paid, and one button per way to pay.
  await expect(page.getByRole('button', { name: /^Pay .+ by card$/ })).toBeVisible({
    timeout: 30_000,
  });
  await expectAccessible(page);
  const order = await payByCardOnFormPage(page);
  expect(order.cents).toBeGreaterThan(0);
  await expect(
    page.getByText(`Pedido ${order.order}: ${(order.cents / 100).toFixed(2)} €`),
  ).toBeVisible();
  await payOnRedsysPage(page, REDSYS_CARDS.ok);

  const reference = await confirmedReference(page, 'Your booking is confirmed');
  expect(new URL(page.url()).searchParams.get('localizador')).toBe(reference);
  await expect(page.getByRole('img', { name: `QR code of booking ${reference}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to calendar (.ics)' })).toBeVisible();
  await expectAccessible(page);
  await expectMails(email, new RegExp(reference), 1);
});

test('(b) a declined card on Redsys gives ko; the retry with the good card pays, one booking only', async ({
  page,
}, testInfo) => {
  only(testInfo, 'desktop');
  const email = uniqueEmail('redsys-b', testInfo);
  const club = { idVP: 3, daysAhead: 4 };
  const { golfer, time } = await teeTimeToCheckout(page, { ...club, players: 2 });
  await payAsGuest(golfer, email);
  await payByCardOnFormPage(page);
  await payOnRedsysPage(page, REDSYS_CARDS.declined);

  await retryFromKoPage(page);
  await payByCardOnFormPage(page);
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
  const order = await payByCardOnFormPage(page);
  await payOnRedsysPage(page, REDSYS_CARDS.ok);
  const reference = await confirmedReference(page, 'Your booking is confirmed');

  const refundCents = await cancelByReference(page, reference, email);
  expect(refundCents).toBeLessThan(order.cents);

  // The refund went through the stand-in: of the order, only the fee is left to refund there.
  const left = order.cents - refundCents;
  expect(await refundAtStandIn(order, left + 1)).toBe('SIS0057');
  expect(await refundAtStandIn(order, left)).toBe('0900');
});
