/**
 * A club page to decide with (issue 29): the course's scorecard, readable at 375 px without the
 * page scrolling sideways, and the day's price order, which keeps nine-hole courses below the
 * eighteens unless the golfer chose nine holes.
 */
import type { Locator, Page } from '@playwright/test';
import { madridDate } from './booking-steps.ts';
import { EngineSession } from './engine-direct.ts';
import { acceptCookies, expect, expectAccessible, test } from './fixtures.ts';

interface Suggestion {
  label: string;
  data: { cat: string; id: number; id2: number };
}

interface Card {
  idRec: number;
  nombre: string;
  hoyos: number;
  par: number;
}

/** The club a keyword finds, and its courses' cards as the engine gives them. */
async function clubCards(keyword: string): Promise<{ idVP: number; cards: Card[] }> {
  const engine = await EngineSession.start();
  const answer = await engine.call('Portal/Busqueda/ListarSugerencias', { keyword });
  const club = (answer.listaElementos as Suggestion[]).find((s) => s.data.cat === 'CLUB');
  if (!club) throw new Error(`no club for ${keyword}`);
  const cards = await engine.call('DatosClub/ObtenerTarjetas', {
    idVendedorProveedor: club.data.id,
  });
  return { idVP: club.data.id, cards: (cards.datos as { listaTarjetas: Card[] }).listaTarjetas };
}

async function noSidewaysScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(width);
}

/** Row header and cell texts of a table row. */
async function cellsOf(row: Locator): Promise<string[]> {
  return row.locator('th, td').allTextContents();
}

test('the club page shows the course’s scorecard, an eighteen’s nines and total, and a pitch and putt’s short holes', async ({
  page,
}) => {
  const { idVP, cards } = await clubCards('aloha');
  const eighteen = cards.find((c) => c.hoyos === 18);
  const nine = cards.find((c) => c.hoyos === 9);
  if (!eighteen || !nine) throw new Error('Aloha has an eighteen and a nine');

  await page.goto(`/en/club/c?idVP=${idVP}&rec=${eighteen.idRec}&fecha=${madridDate(5)}`);
  await acceptCookies(page);
  const section = page.getByRole('region', { name: 'Scorecard' });
  const table = section.getByRole('table', {
    name: new RegExp(`${eighteen.nombre} · 18 holes, par ${eighteen.par}`),
  });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText([
    'Hole',
    'Par',
    'White',
    'Yellow',
    'Red',
  ]);
  const rows = table.getByRole('row');
  // The header, eighteen holes, out, in and the total.
  await expect(rows).toHaveCount(22);
  const out = await cellsOf(
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Out' }) }),
  );
  const back = await cellsOf(
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'In' }) }),
  );
  const total = await cellsOf(
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Total' }) }),
  );
  expect(Number(out[1]) + Number(back[1])).toBe(eighteen.par);
  expect(total[1]).toBe(String(eighteen.par));
  const metres = (text: string | undefined) => Number((text ?? '').replace(/\D/g, ''));
  expect(metres(total[2])).toBe(metres(out[2]) + metres(back[2]));
  expect(metres(total[2])).toBeGreaterThan(5000);
  await noSidewaysScroll(page);
  const box = await table.boundingBox();
  const viewport = page.viewportSize();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport?.width ?? 0);
  await expectAccessible(page);

  await page.goto(`/en/club/c?idVP=${idVP}&rec=${nine.idRec}&fecha=${madridDate(5)}`);
  const short = page
    .getByRole('region', { name: 'Scorecard' })
    .getByRole('table', { name: new RegExp(`${nine.nombre} · 9 holes, par 27`) });
  await expect(short).toBeVisible();
  await expect(short.getByRole('rowheader', { name: 'Out' })).toHaveCount(0);
  const holes = short.getByRole('row');
  await expect(holes).toHaveCount(11);
  for (let n = 1; n <= 9; n++) {
    const [, par, white] = await cellsOf(holes.nth(n));
    expect(par).toBe('3');
    expect(metres(white)).toBeLessThanOrEqual(110);
  }
  await noSidewaysScroll(page);
});

test('a region sorted by price keeps its nine-hole courses below the eighteens, unless the golfer chose nine holes', async ({
  page,
}) => {
  const fecha = madridDate(4);
  await page.goto(`/en/region/costa-del-sol?idReg=1&fecha=${fecha}`);
  await acceptCookies(page);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  // Each card's hole count, in the cards' order.
  const holesOf = async () =>
    (await cards.getByText(/^(9|18) holes$/).allTextContents()).map((text) =>
      text.startsWith('9') ? 9 : 18,
    );
  const holes = await holesOf();
  expect(holes).toHaveLength(await cards.count());
  expect(holes).toContain(9);
  expect(holes).toContain(18);
  // Every eighteen first, then the nines.
  expect(holes).toEqual([...holes].sort((a, b) => b - a));

  await page.goto(`/en/region/costa-del-sol?idReg=1&fecha=${fecha}&holes=9`);
  await expect(cards.first()).toBeVisible();
  expect(new Set(await holesOf())).toEqual(new Set([9]));
});
