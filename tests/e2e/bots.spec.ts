/**
 * Bots (issue 24): a crawler that only reads shares one engine session, but the first request
 * that acts (a post, the cart API) gives it a session of its own with cookies, as a person gets.
 * Two crawlers therefore never share a cart, and a synthetic monitor in headless Chromium, with
 * its default user agent (which isbot takes for a bot), can sign up and stay logged in.
 */
import type { APIRequestContext } from '@playwright/test';
import { fillSignUp, newGolfer } from './accounts.ts';
import { chooseFirstTeeTime, fillChooserAndAdd, Golfer, openClubDay } from './booking-steps.ts';
import { acceptCookies, expect, only, test } from './fixtures.ts';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BINGBOT = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';

interface CartAnswer {
  ok: boolean;
  cart?: { locator: string | null; count: number } | null;
}

async function cartOf(request: APIRequestContext, cookie?: string): Promise<CartAnswer> {
  const answer = await request.get('/api/cart?locale=en', cookie ? { headers: { cookie } } : {});
  return (await answer.json()) as CartAnswer;
}

test('two crawlers each keep their own cart, and one cannot read the other’s by its locator', async ({
  browser,
}, testInfo) => {
  only(testInfo, 'desktop');
  const crawlers = await Promise.all(
    [GOOGLEBOT, BINGBOT].map((userAgent) =>
      browser.newContext({
        userAgent,
        baseURL: testInfo.project.use.baseURL,
        locale: 'en-GB',
        timezoneId: 'Europe/Madrid',
      }),
    ),
  );
  try {
    const locators: string[] = [];
    for (const [n, crawler] of crawlers.entries()) {
      const page = await crawler.newPage();
      await openClubDay(page, { idVP: 1, daysAhead: 9 + n });
      const golfer = new Golfer(page);
      await chooseFirstTeeTime(golfer);
      await fillChooserAndAdd(golfer, { players: 1, buggies: 0 });
      const own = await cartOf(crawler.request);
      expect(own.cart?.count, `crawler ${n + 1}'s cart`).toBe(1);
      locators.push(own.cart?.locator ?? '');
    }
    expect(locators[0]).not.toBe(locators[1]);
    // Each still has its own, one line each, after the other added to theirs.
    for (const [n, crawler] of crawlers.entries())
      expect(await cartOf(crawler.request)).toMatchObject({
        cart: { locator: locators[n], count: 1 },
      });

    // A third crawler, with no session of its own, names the first one's cart.
    const stranger = await browser.newContext({
      userAgent: GOOGLEBOT,
      baseURL: testInfo.project.use.baseURL,
    });
    const read = await cartOf(stranger.request, `cartLocator=${locators[0]}`);
    expect(read.cart?.count ?? 0, 'the other crawler’s cart').toBe(0);
    await stranger.close();
  } finally {
    await Promise.all(crawlers.map((c) => c.close()));
  }
});

test('headless Chromium with its default user agent signs up and is logged in on the pages after', async ({
  browser,
  baseURL,
}, testInfo) => {
  only(testInfo, 'desktop');
  // The browser's own user agent (HeadlessChrome), as a synthetic monitor runs it, not the
  // golfer's one the suite's pages are given.
  const cdp = await browser.newBrowserCDPSession();
  const { userAgent } = await cdp.send('Browser.getVersion');
  await cdp.detach();
  expect(userAgent).toContain('HeadlessChrome');
  const monitor = await browser.newContext({ userAgent, baseURL, locale: 'en-GB' });
  const page = await monitor.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  try {
    const golfer = newGolfer('monitor');
    await page.goto('/en/sign-up');
    await acceptCookies(page);
    await fillSignUp(page, golfer);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).not.toHaveURL(/sign-up/);

    const nav = page.getByRole('navigation', { name: /main/i });
    await expect(nav.getByRole('link', { name: 'My area' })).toBeVisible();
    // The next page, loaded whole from the server, still knows the golfer: the private area,
    // which sends a visitor to the login page.
    await page.goto('/en/private-area/my-profile');
    await expect(page).toHaveURL(/\/en\/private-area\/my-profile$/);
    await expect(nav.getByRole('link', { name: 'My area' })).toBeVisible();
    expect((await monitor.cookies()).map((c) => c.name)).toEqual(
      expect.arrayContaining(['token', 'userToken']),
    );
    expect(errors, 'console errors').toEqual([]);
  } finally {
    await monitor.close();
  }
});
