/**
 * The booking flow's figures (Markdown table lines) for the site benchmark (issue 12), in Debian Chromium against the
 * shop `bench/site.ts` started: what choosing a tee time loads on top of the club page, how long
 * the two waits of paying take, and server rendering of the cart and checkout pages for a golfer
 * with a tee time in the cart.
 */
import { chromium } from 'playwright';
import type { Page } from 'playwright';
import autocannon from 'autocannon';
import { chromiumArgs, chromiumPath } from '../chromium.config.ts';
import { GOLFER_AGENTS } from '../tests/e2e/browsers.ts';
import { CARDS, payOnCardPage } from '../tests/e2e/card-page.ts';

/** YYYY-MM-DD some days ahead in Madrid, where the benchmark's club is. */
export function madridDate(daysAhead: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + daysAhead);
  return date.toISOString().slice(0, 10);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Opens the chooser on the nth bookable tee time and adds it with the default choice. */
async function addTeeTime(page: Page, nth: number): Promise<void> {
  await page
    .getByRole('button', { name: /^Book the tee time at/ })
    .nth(nth)
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * The figures' table lines, and the cookies of the golfer left with one tee time in the cart, so
 * Lighthouse can load the cart and checkout as that golfer sees them.
 */
export async function bookingFlowFigures(
  base: string,
  clubPath: string,
  gzipBytes: (assetPath: string) => number,
  seconds: number,
): Promise<{ lines: string[]; cartCookie: string }> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const lines: string[] = [];
  let cartCookie = '';
  try {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      userAgent: GOLFER_AGENTS.mobile,
    });
    // The banner is the only thing between the golfer and the first tee time.
    await context.addCookies([{ name: 'cookieConsent', value: '1', url: base }]);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith('/assets/') && path.endsWith('.js')) scripts.push(path);
    });

    const url = `${base}${clubPath}&fecha=${madridDate(4)}`;
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const onLoad = [...new Set(scripts)];
    await page
      .getByRole('button', { name: /^Book the tee time at/ })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    await page.waitForLoadState('networkidle');
    const onChoose = [...new Set(scripts)].filter((path) => !onLoad.includes(path));
    const kb = (paths: string[]) =>
      (paths.reduce((sum, path) => sum + gzipBytes(path), 0) / 1024).toFixed(1);
    lines.push('| moment | JS files | JS KB gzip |', '|---|---:|---:|');
    lines.push(`| club page, first load | ${onLoad.length} | ${kb(onLoad)} |`);
    lines.push(
      `| first tee time chosen (the chooser, loaded then) | ${onChoose.length} | ${kb(onChoose)} |`,
    );
    await page.keyboard.press('Escape');

    // Five bookings one after the other, each its own tee time of the day.
    const toCardPage: number[] = [];
    const toConfirmed: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      await page.goto(url);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await addTeeTime(page, round);
      await page.goto(`${base}/en/checkout`);
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada');
      await page.getByRole('textbox', { name: 'Surname' }).fill('Lovelace');
      await page.getByRole('textbox', { name: 'E-mail' }).fill(`bench-${round}@golfers.example`);
      await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
      let started = performance.now();
      await page.getByRole('button', { name: /^Pay \d/ }).click();
      await page.getByLabel('Card number').waitFor();
      toCardPage.push(performance.now() - started);
      started = performance.now();
      await payOnCardPage(page, CARDS.ok);
      await page
        .getByRole('heading', { level: 1, name: 'Your booking is confirmed' })
        .waitFor({ timeout: 30_000 });
      toConfirmed.push(performance.now() - started);
    }
    const ms = (values: number[]) =>
      `${Math.round(median(values))} | ${values.map((v) => Math.round(v)).join(', ')}`;
    lines.push('', '| wait (5 bookings, one at a time) | median ms | runs ms |', '|---|---:|---|');
    lines.push(
      `| checkout's Pay → the card page (hold, payment step, gateway) | ${ms(toCardPage)} |`,
    );
    lines.push(`| the card page's Pay → ok page with the confirmed booking | ${ms(toConfirmed)} |`);

    // A golfer with one tee time in the cart: the cart and checkout pages as the server renders them.
    await page.goto(url);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await addTeeTime(page, 6);
    cartCookie = (await context.cookies(base)).map((c) => `${c.name}=${c.value}`).join('; ');
    lines.push(
      '',
      `| page, one tee time in the cart (20 connections, ${seconds} s) | req/s | p50 ms | p90 ms | p97.5 ms | p99 ms | non-2xx |`,
      '|---|---:|---:|---:|---:|---:|---:|',
    );
    for (const path of ['/en/cart', '/en/checkout']) {
      const result = await autocannon({
        url: `${base}${path}`,
        connections: 20,
        duration: seconds,
        headers: { cookie: cartCookie, 'user-agent': GOLFER_AGENTS.mobile },
      });
      lines.push(
        `| ${path} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p90} | ${result.latency.p97_5} | ${result.latency.p99} | ${result.non2xx} |`,
      );
    }
  } finally {
    await browser.close();
  }
  return { lines, cartCookie };
}
