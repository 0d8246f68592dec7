import AxeBuilder from '@axe-core/playwright';
import { test as base, expect } from '@playwright/test';
import type { Locator, Page, TestInfo } from '@playwright/test';

/** Every page must load without a console error; a test that sees one fails. */
export const test = base.extend<{ allowedConsole: RegExp[]; consoleErrors: string[] }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures destructure their dependencies; this one has none.
  allowedConsole: async ({}, use) => {
    await use([]);
  },
  consoleErrors: [
    async ({ page, allowedConsole }, use) => {
      const errors: string[] = [];
      // Each error names the page it came from: a journey crosses several, and an error logged
      // by a page's stream may show after the golfer has moved on.
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${message.text()} (on ${page.url()})`);
      });
      page.on('pageerror', (error) => errors.push(`${error.message} (on ${page.url()})`));
      await use(errors);
      expect(
        errors.filter((e) => !allowedConsole.some((pattern) => pattern.test(e))),
        'console errors',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Variants run at one width each, alternating, so the suite stays within CI's time. */
export function only(testInfo: TestInfo, project: 'mobile' | 'desktop'): void {
  test.skip(testInfo.project.name !== project, `runs at ${project} width only`);
}

/** axe over the whole page, failing on any violation. */
export async function expectAccessible(page: Page): Promise<void> {
  // axe reads colours as they are painted: a button fading back from its disabled grey once a
  // form's answer arrives shows in-between colours for a moment, which CI once caught mid-fade.
  // A fade can also start just after the wait (a state the page applies a frame later), so the
  // page must stay still for two frames before axe reads it.
  await page.evaluate(async () => {
    const moving = () =>
      document
        .getAnimations()
        .filter((a) => a.playState === 'running')
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let round = 0; round < 5; round += 1) {
      const running = moving();
      if (running.length === 0) {
        await frame();
        await frame();
        if (moving().length === 0) return;
      }
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Each of these elements' text is on one line: an amount is never split across two. */
export async function expectOnOneLine(cells: Locator): Promise<void> {
  await expect(cells.first()).toBeVisible();
  const lines = await cells.evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      return `${element.textContent ?? ''}: ${tops.size}`;
    }),
  );
  expect(lines.filter((line) => !line.endsWith(': 1'))).toEqual([]);
}

/** The page is no wider than the screen: nothing makes the golfer scroll sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
}

/** Waits until React has hydrated the page: what a golfer types before then is not in its state. */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * Waits for hydration, then accepts the cookie banner (it shows only in the browser) so it covers
 * nothing. A golfer who accepted earlier in the journey has the flag and sees no banner.
 */
export async function acceptCookies(page: Page): Promise<void> {
  await hydrated(page);
  const cookies = await page.context().cookies(page.url());
  if (cookies.some((c) => c.name === 'cookieConsent' && c.value === '1')) return;
  const banner = page.getByRole('region', { name: /cookies|kakor/i });
  await banner.getByRole('button').click();
  await expect(banner).toBeHidden();
}

/**
 * A section of the nav bar (map, tournaments, multipacks, blog), as a golfer reaches it: on a
 * phone it waits behind 'More' (issue 29), which is opened first; from the tablet width up it is
 * in the bar itself.
 */
export async function navSection(nav: Locator, name: string): Promise<Locator> {
  const more = nav.locator('details > summary');
  if ((await more.isVisible()) && (await nav.locator('details[open]').count()) === 0)
    await more.click();
  return nav.getByRole('link', { name, exact: true });
}
