/**
 * No dead end after a search (issue 13): a place whose day has no times left still lists its
 * clubs, each with its next free tee time, and reaches a day with times in one click.
 */
import { madridDate } from './booking-steps.ts';
import { EngineSession } from './engine-direct.ts';
import { acceptCookies, expect, expectAccessible, test } from './fixtures.ts';

interface Suggestion {
  label: string;
  data: { cat: string; id: number; id2: number };
}

async function suggestion(engine: EngineSession, keyword: string, cat: 'MUN' | 'CLUB') {
  const answer = await engine.call('Portal/Busqueda/ListarSugerencias', { keyword });
  const found = (answer.listaElementos as Suggestion[]).find((s) =>
    cat === 'MUN' ? s.data.cat === 'MUN' : s.data.cat !== 'MUN' && s.data.cat !== 'REG',
  );
  if (!found) throw new Error(`no ${cat} suggestion for ${keyword}`);
  return found.data;
}

test('a place whose day is fully booked lists its club with the next free time, and the next day is one click away', async ({
  page,
}, testInfo) => {
  // One club in one municipality, every place of its day held by other golfers. Each width its
  // own day, two apart, so the day after each is free.
  const ahead = testInfo.project.name === 'mobile' ? 6 : 8;
  const day = madridDate(ahead);
  const dayAfter = madridDate(ahead + 1);
  const engine = await EngineSession.start();
  const club = await suggestion(engine, 'monte rei', 'CLUB');
  const place = await suggestion(engine, 'vila real de santo antonio', 'MUN');
  expect(await engine.holdWholeDay(club.id2, club.id, day)).toBeGreaterThan(20);

  await page.goto(
    `/en/region/vila-real-de-santo-antonio?municipio=true&idMun=${place.id}&fecha=${day}`,
  );
  await acceptCookies(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Golf in Vila Real de Santo António' }),
  ).toBeVisible();
  await expect(page.getByText('No times found for the selected date')).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: 'Monte Rei' });
  await expect(card.getByText(/^Next tee time: /)).toBeVisible();
  // The seller's offers dress region pages too.
  await expect(
    page.getByRole('region', { name: 'Offers' }).getByText('FAIRWAY10', { exact: true }),
  ).toBeVisible();
  await expectAccessible(page);

  const next = page.getByRole('link', { name: /^See the tee times on / });
  await expect(next).toBeVisible();
  await next.click();
  // The club's next free day is the one after the full one.
  await expect(page).toHaveURL(new RegExp(`idMun=${place.id}&fecha=${dayAfter}`));
  await expect(page.getByText(/^1 course with tee times$/)).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Monte Rei' })).toBeVisible();
});
