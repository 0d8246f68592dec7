/**
 * Reviews on the club page (issue 29) as a visitor and a golfer meet them: the average, the count
 * and the latest reviews from the seed, the JSON-LD's aggregateRating, the list paged and a review
 * reported with JavaScript off (plain links and forms), and the private area's review page for a
 * booking that cannot be rated. Writing a review needs a round in the past, which the end-to-end
 * engine's real clock cannot give: engine/test/reviews.test.ts writes them on a set clock.
 */
import { createAccount, logIn, newGolfer } from './accounts.ts';
import { EngineSession } from './engine-direct.ts';
import { expect, expectAccessible, expectNoSidewaysScroll, hydrated, test } from './fixtures.ts';

interface Listed {
  media: number | null;
  total: number;
  porPagina: number;
  opiniones: { texto: string; autor: string }[];
}

/** A seeded club with two pages of reviews or more, and its first page as an English reader gets it. */
async function clubWithPages(): Promise<{ idVP: number; list: Listed }> {
  const engine = await EngineSession.start('en-GB');
  for (let idVP = 1; idVP <= 40; idVP += 1) {
    const answer = await engine.call('Opiniones/ObtenerOpiniones', { idVendedorProveedor: idVP });
    const list = answer.datos as Listed | undefined;
    if (list && list.total > list.porPagina) return { idVP, list };
  }
  throw new Error('no seeded club with two pages of reviews');
}

test('a club page shows its reviews, their average and count, and its JSON-LD rates the club', async ({
  page,
}) => {
  const { idVP, list } = await clubWithPages();
  await page.goto(`/en/club/x?idVP=${idVP}`);
  await hydrated(page);
  const section = page.locator('section#reviews');
  await expect(
    section.getByRole('heading', { name: 'Reviews from golfers who played' }),
  ).toBeVisible();
  const average = new Intl.NumberFormat('en-GB', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(list.media ?? 0);
  await expect(section.getByText(`${average} out of 5 from ${list.total} reviews`)).toBeVisible();
  await expect(section.getByRole('listitem')).toHaveCount(list.porPagina);
  await expect(section.getByRole('listitem').first()).toContainText(list.opiniones[0]?.texto ?? '');
  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>),
    );
  const course = jsonLd.find((item) => item['@type'] === 'GolfCourse');
  expect(course?.aggregateRating).toEqual({
    '@type': 'AggregateRating',
    ratingValue: list.media,
    reviewCount: list.total,
    bestRating: 5,
    worstRating: 1,
  });
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the list pages with plain links and a review is reported with a plain form', async ({
    page,
  }) => {
    const { idVP } = await clubWithPages();
    await page.goto(`/en/club/x?idVP=${idVP}`);
    const section = page.locator('section#reviews');
    await expect(section.getByText('Page 1 of')).toBeVisible();
    await section.getByRole('link', { name: 'Older reviews' }).click();
    await expect(page).toHaveURL(/[?&]reviews=2#reviews$/);
    await expect(section.getByText('Page 2 of')).toBeVisible();
    const second = section.getByRole('listitem').first();
    await second.getByRole('button', { name: /^Report the review by / }).click();
    await expect(section.getByRole('status')).toHaveText('Thank you: we will look at this review.');
    // Still the second page: the report posted to the page's own address.
    await expect(section.getByText('Page 2 of')).toBeVisible();
  });
});

test('the review page of a booking that cannot be rated says why, in the golfer’s language', async ({
  page,
}) => {
  const golfer = newGolfer('review');
  await createAccount(golfer);
  await logIn(page, golfer, 'es');
  await page.goto('/es/private-area/reviews/ABCD2345');
  await hydrated(page);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Valora este recorrido' }),
  ).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'No puedes valorar esta reserva' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver a mis reservas' })).toBeVisible();
});
