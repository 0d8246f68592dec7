/**
 * The site's CSP (issue 24) allows no inline style: vanilla-extract writes static sheets, and the
 * one style element made at run time, a dialog's scroll lock, carries the page's nonce. A blocked
 * style would show as a console error, which fails the test (fixtures.ts).
 */
import { chooseFirstTeeTime, Golfer, openClubDay } from './booking-steps.ts';
import { expect, only, test } from './fixtures.ts';

test('no inline style is allowed, and a dialog’s style element still applies', async ({
  page,
}, testInfo) => {
  only(testInfo, 'desktop');
  const answer = await page.goto('/en');
  const csp = answer?.headers()['content-security-policy'] ?? '';
  const styles = /style-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(styles).not.toContain('unsafe-inline');
  // Braintree's sources are the Drop-in page's alone (site/app/platform/request/csp.server.ts).
  expect(csp).not.toContain('braintreegateway.com');
  const scriptNonce = /script-src [^;]*'nonce-([^']+)'/.exec(csp)?.[1];
  // Besides the nonce, only the hash of Radix's `pointer-events:auto` on an open dialog's layers.
  expect(styles).toBe(
    `'self' 'nonce-${scriptNonce}' 'unsafe-hashes' 'sha256-z1TG2OJwMM+Hv9mXLOasntN0UWwx9l2FgqYRRzAe8IA='`,
  );

  await openClubDay(page, { idVP: 1, daysAhead: 4 });
  await chooseFirstTeeTime(new Golfer(page));
  // The scroll lock's style element is in the page, with the nonce, and locks the page.
  const locked = page.locator('style[nonce]');
  await expect(locked.first()).toBeAttached();
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
});
