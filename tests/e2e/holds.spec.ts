/**
 * Places held without paying (issue 24), in a browser: a golfer whose e-mail already holds the
 * most places that may wait for payment is told so at checkout, in their language, and not that
 * the tee time is full. Runs on the short-login shop, which keeps the engine's default limits
 * (the main shop raises them: all its journeys share 127.0.0.1).
 */
import {
  CHOOSER_ES,
  chooseFirstTeeTime,
  fillChooserAndAdd,
  Golfer,
  madridDate,
  openClubDay,
} from './booking-steps.ts';
import type { ChooserTexts } from './booking-steps.ts';
import { EngineSession } from './engine-direct.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { E2E_SHORT_LOGIN_ENGINE_PORT, E2E_SHORT_LOGIN_SITE_PORT } from './ports.ts';

test.use({ baseURL: `http://localhost:${E2E_SHORT_LOGIN_SITE_PORT}` });

test('a golfer already holding 12 unpaid places is told so at checkout, in Spanish, not that the tee time is full', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'runs at desktop width only');
  const email = `squat-${Date.now()}@golfers.example`;
  const day = madridDate(9);
  // Three whole tee times held and left unpaid under the golfer's e-mail, straight through the
  // engine (another tab, another device: the limit follows the e-mail as well as the address).
  const engine = await EngineSession.start(
    'es-ES',
    `http://127.0.0.1:${E2E_SHORT_LOGIN_ENGINE_PORT}`,
  );
  const answer = await engine.call('Portal/Busqueda/ListarSugerencias', { keyword: 'naranjos' });
  const club = (answer.listaElementos as { data: { cat: string; id: number; id2: number } }[]).find(
    (s) => s.data.cat !== 'MUN' && s.data.cat !== 'REG',
  );
  if (!club) throw new Error('no club for naranjos');
  expect(await engine.holdFirstTeeTimes(club.data.id2, club.data.id, day, 3, email)).toBe(12);

  const golfer = new Golfer(page);
  await openClubDay(page, { lang: 'es', idVP: club.data.id2, daysAhead: 9 });
  await chooseFirstTeeTime(golfer);
  await fillChooserAndAdd(golfer, { players: 1, buggies: 0, t: CHOOSER_ES as ChooserTexts });
  await golfer.click(page.getByRole('link', { name: 'Ver el carrito' }));
  await golfer.click(page.getByRole('link', { name: 'Continuar con el pago' }));
  await expect(page).toHaveURL(/\/es\/checkout$/);
  await golfer.fill(page.getByRole('textbox', { name: 'Nombre', exact: true }), 'Ada');
  await golfer.fill(page.getByRole('textbox', { name: 'Apellidos' }), 'Lovelace');
  await golfer.fill(page.getByRole('textbox', { name: 'Correo electrónico' }), email);
  await golfer.check(page.getByRole('checkbox', { name: 'Acepto los términos y condiciones' }));
  await golfer.click(page.getByRole('button', { name: /^Pagar \d/ }));

  await expect(page.getByText(/ya tiene 12 plazas sin pagar/)).toBeVisible();
  await expect(page.getByText(/jugadores disponibles|supera el máximo permitido/)).toHaveCount(0);
  await expect(page).toHaveURL(/\/es\/checkout$/);
  // The pay button fades back from its pending grey once the answer is in: axe must not read
  // its colours mid-fade (a busy CI run once did).
  await expect(page.getByRole('button', { name: /^Pagar \d/ })).toBeEnabled();
  await expectAccessible(page);
});
