/**
 * A golfer rates a round they played (issue 29), in a real browser from booking to the club page.
 * A round is rateable once it has been played, so this spec runs a shop of its own: it books
 * tomorrow's tee time, restarts its engine with the clock four days ahead (ENGINE_CLOCK_DAYS_AHEAD,
 * development only) on the same data, and the golfer, back days later and logged in again, finds
 * the round to rate in the private area, publishes a review and reads it on the club page. The shared shop's clock is
 * never moved.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnEngine, stopEngine, waitHealthy } from '../../engine/test/process.ts';
import { createAccount, logIn, newGolfer } from './accounts.ts';
import { confirmedReference, toCheckout } from './booking-steps.ts';
import { CARDS, payOnCardPage } from './card-page.ts';
import { expect, expectAccessible, only, test } from './fixtures.ts';
import { E2E_REVIEW_ENGINE_PORT, E2E_REVIEW_SITE_PORT } from './ports.ts';

const siteDir = fileURLToPath(new URL('../../site', import.meta.url));
const engineUrl = `http://127.0.0.1:${E2E_REVIEW_ENGINE_PORT}`;
const siteUrl = `http://127.0.0.1:${E2E_REVIEW_SITE_PORT}`;
/** A club the journey books at, as the logged-in checkout journey does. */
const CLUB = 7;

test.use({ baseURL: siteUrl });

let dataDir = '';
let engine: ChildProcess | null = null;
let site: ChildProcess | null = null;

async function startEngine(daysAhead: number): Promise<void> {
  engine = spawnEngine({
    ENGINE_PORT: String(E2E_REVIEW_ENGINE_PORT),
    ENGINE_DATA_DIR: dataDir,
    ENGINE_PUBLIC_URL: engineUrl,
    ENGINE_SITE_ORIGINS: `${siteUrl},http://localhost:${E2E_REVIEW_SITE_PORT}`,
    ENGINE_CLOCK_DAYS_AHEAD: String(daysAhead),
    SCRYPT_LOG_N: '10',
  });
  await waitHealthy(engineUrl);
}

test.beforeAll(async () => {
  test.skip(test.info().project.name !== 'desktop', 'one shop of its own, at one width');
  test.setTimeout(180_000);
  dataDir = mkdtempSync(join(tmpdir(), 'fairway-review-journey-'));
  await startEngine(0);
  site = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    cwd: siteDir,
    env: {
      ...process.env,
      PORT: String(E2E_REVIEW_SITE_PORT),
      HOST: '127.0.0.1',
      ENGINE_URL: engineUrl,
      NODE_ENV: 'production',
      SITE_ENV: 'development',
      SITE_WORKERS: '1',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${siteUrl}/readyz`)).ok;
        } catch {
          return false;
        }
      },
      { timeout: 60_000 },
    )
    .toBe(true);
});

test.afterAll(async () => {
  if (site && site.exitCode === null) {
    const exited = new Promise((resolve) => site?.once('exit', resolve));
    site.kill('SIGTERM');
    await exited;
  }
  if (engine) await stopEngine(engine);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('a golfer who played a booked round rates it from the private area and reads the review on the club page', async ({
  page,
}, testInfo) => {
  only(testInfo, 'desktop');
  test.setTimeout(150_000);
  const account = newGolfer('review-journey');
  await createAccount(account, engineUrl);
  await logIn(page, account);

  const golfer = await toCheckout(page, { idVP: CLUB, daysAhead: 1 });
  await golfer.check(page.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
  await golfer.click(page.getByRole('button', { name: /^Pay \d/ }));
  await payOnCardPage(page, CARDS.ok);
  const reference = await confirmedReference(page);
  // Not rateable before the round: the private area offers nothing to rate.
  await page.goto('/en/private-area/bookings');
  await expect(page.getByRole('link', { name: `Voucher of booking ${reference}` })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Rate / })).toHaveCount(0);

  // Four days on, the round has been played.
  if (engine) await stopEngine(engine);
  await startEngine(4);
  // A visit days later: a new browser session, and the golfer logs in again.
  await page.context().clearCookies();
  await logIn(page, account);
  await page.goto('/en/private-area/bookings');
  await expect(page.getByRole('heading', { name: 'Rate your rounds' })).toBeVisible();
  await page.getByRole('link', { name: /^Rate .+, played on / }).click();
  await expect(page.getByRole('heading', { name: 'Rate this course' })).toBeVisible();
  await expectAccessible(page);

  const text = `Fast greens and a friendly starter: we would play it again (${reference}).`;
  await page.getByRole('radio', { name: '4 stars' }).check();
  await page.getByRole('textbox', { name: 'Your review' }).fill(text);
  await page.getByRole('button', { name: 'Publish review' }).click();

  // The club page asks its tee times for the site's today, four days behind this engine's clock:
  // they answer that the day has passed, which this journey does not read.
  await expect(page).toHaveURL(new RegExp(`idVP=${CLUB}#reviews$`));
  const reviews = page.getByRole('region', { name: 'Reviews from golfers who played' });
  await expect(reviews.getByText(text)).toBeVisible();
  await expectAccessible(page);

  // Once per booking: the round is no longer offered, and its page says why.
  await page.goto('/en/private-area/bookings');
  await expect(page.getByRole('link', { name: /^Rate .+, played on / })).toHaveCount(0);
  await page.goto(`/en/private-area/reviews/${reference}`);
  await expect(page.getByText(/cannot be rated/)).toBeVisible();
});
