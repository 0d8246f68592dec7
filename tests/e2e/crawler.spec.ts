/**
 * Search engines read every page whole, rendered on the server, and leave no session behind: a
 * known bot shares one engine session and is given no cookies.
 */
import { madridDate } from './booking-steps.ts';
import { expect, test } from './fixtures.ts';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

test('a crawler gets the club page whole, with its tee times, and no session cookies', async ({
  playwright,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'no browser involved: once is enough');
  const crawler = await playwright.request.newContext({
    baseURL: testInfo.project.use.baseURL,
    userAgent: GOOGLEBOT,
  });
  for (let visit = 0; visit < 2; visit += 1) {
    const page = await crawler.get(`/es/club/los-naranjos-golf-club?idVP=1&fecha=${madridDate(3)}`);
    expect(page.status()).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1');
    expect(html).toContain('Los Naranjos Golf Club');
    // The tee times are in the document itself, not fetched by script afterwards.
    expect(html).toMatch(/Jugadores disponibles: \d/);
    expect(page.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie')).toEqual([]);
  }
  await crawler.dispose();
});
