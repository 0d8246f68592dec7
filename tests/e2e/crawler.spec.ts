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
    const page = await crawler.get(
      `/es/club/real-club-de-golf-las-brisas?idVP=1&fecha=${madridDate(3)}`,
    );
    expect(page.status()).toBe(200);
    // React separates the text of adjacent expressions with empty comments; read past them.
    const html = (await page.text()).replaceAll('<!-- -->', '');
    // Checked as booleans: a failure would otherwise print the whole document.
    expect(/<h1[^>]*>Real Club de Golf Las Brisas</.test(html), 'the club’s heading').toBe(true);
    // The tee times are in the document itself, not fetched by script afterwards.
    expect(/Jugadores disponibles: \d/.test(html), 'the tee times').toBe(true);
    expect(page.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie')).toEqual([]);
  }
  await crawler.dispose();
});
