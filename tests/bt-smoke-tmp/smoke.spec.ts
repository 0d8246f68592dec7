import { confirmedReference, payAsGuest, toCheckout, uniqueEmail } from '../e2e/booking-steps.ts';
import { expect, test } from '../e2e/fixtures.ts';

test.use({ allowedConsole: [/.*/] });
test.describe.configure({ timeout: 120_000 });

test('braintree smoke', async ({ page }, testInfo) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text());
  });
  const email = uniqueEmail('bt-smoke', testInfo);
  const golfer = await toCheckout(page, { idVP: 2, daysAhead: 4, players: 2 });
  const gateway = page.waitForResponse(
    (r) => r.url().includes('/payment-gateway') && r.request().resourceType() === 'document',
  );
  await payAsGuest(golfer, email);
  const res = await gateway;
  console.log('STATUS', res.status(), 'CSP', res.headers()['content-security-policy']);
  await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
  await expect(page.getByText(/held for/)).toBeVisible();
  await expect(page.getByText(/card form could not be loaded/)).toBeVisible({ timeout: 30_000 });
  console.log('CONSOLE', JSON.stringify(errors, null, 1));
  const url = page.url();
  const answer = await page.request.post(url, {
    form: { nonce: 'fake-valid-nonce' },
    maxRedirects: 0,
    headers: { origin: new URL(url).origin },
  });
  console.log('ACTION', answer.status(), answer.headers()['location']);
  await page.goto(answer.headers()['location'] ?? '/');
  const ref = await confirmedReference(page, 'Your booking is confirmed');
  console.log('REF', ref);
});
