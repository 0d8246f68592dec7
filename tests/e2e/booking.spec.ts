/**
 * The booking flow as a new golfer takes it (issue 12): from a tee time to a paid, confirmed and
 * cancellable booking, against `pnpm start` on a fresh database, with mail through a real SMTP
 * server. The main journey runs at both widths; each variant at one width, alternating.
 *
 * Every journey books at its own club and date, so the journeys never compete for the same places.
 */
import type { Page, TestInfo } from '@playwright/test';
import { CARDS, passChallenge, payOnCardPage } from './card-page.ts';
import {
  CHECKOUT_ES,
  CHECKOUT_EN,
  CHOOSER_ES,
  chooseFirstTeeTime,
  fillChooserAndAdd,
  Golfer,
  confirmedReference,
  madridDate,
  openClubDay,
  payAsGuest,
  playersFreeAt,
} from './booking-steps.ts';
import type { ChooserTexts } from './booking-steps.ts';
import {
  acceptCookies,
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  expectOnOneLine,
  only,
  test,
} from './fixtures.ts';
import { expectMails, mailsTo } from './mail.ts';

function uniqueEmail(journey: string, testInfo: TestInfo): string {
  return `${journey}-${testInfo.project.name}-${Date.now()}@golfers.example`;
}

/** From the alert after adding, through the cart, to the checkout's guest form; pays. */
async function checkoutAsGuest(
  golfer: Golfer,
  email: string,
  texts: { viewCart: string; toCheckout: string; checkout: typeof CHECKOUT_EN } = {
    viewCart: 'View the cart',
    toCheckout: 'Continue to checkout',
    checkout: CHECKOUT_EN,
  },
): Promise<void> {
  const page = golfer.page;
  await golfer.click(page.getByRole('link', { name: texts.viewCart }));
  await expect(page).toHaveURL(/\/cart$/);
  await expectAccessible(page);
  await golfer.click(page.getByRole('link', { name: texts.toCheckout }));
  await payAsGuest(golfer, email, texts.checkout);
}

/** Books the first tee time of a club's day as a guest with a card; returns time and reference. */
async function bookAt(
  page: Page,
  options: { idVP: number; daysAhead: number; email: string; players?: number; buggies?: number },
): Promise<{ time: string; reference: string }> {
  const golfer = new Golfer(page);
  await openClubDay(page, options);
  const time = await chooseFirstTeeTime(golfer);
  await fillChooserAndAdd(golfer, { players: options.players ?? 2, buggies: options.buggies ?? 0 });
  await checkoutAsGuest(golfer, options.email);
  await payOnCardPage(page, CARDS.ok);
  return { time, reference: await confirmedReference(page, 'Your booking is confirmed') };
}

test('(a) a guest books 2 players with a buggy at a Málaga club, pays by card, and gets the reference, the .ics and the e-mail', async ({
  page,
}, testInfo) => {
  const golfer = new Golfer(page);
  // A long address, as golfers have: the voucher once widened the ok page by 54 px at 375 px.
  const email = `maximiliano.fernandez.montenegro.${uniqueEmail('a', testInfo)}`;
  await page.goto('/en');
  await acceptCookies(page);
  await golfer.fill(page.getByRole('combobox').first(), 'malaga');
  await golfer.click(page.getByRole('option', { name: /Real Club de Campo de Málaga/ }));
  await expect(page).toHaveURL(/\/en\/club\/.+idVP=\d+/);
  // Another day than today, whatever the hour CI runs at; each width its own day.
  const strip = page
    .getByRole('group', { name: 'Choose a date' })
    .or(page.getByRole('region', { name: 'Choose a date' }));
  const day = strip
    .getByRole('button', { pressed: false })
    .nth(testInfo.project.name === 'mobile' ? 1 : 2);
  // The same button (keyed by its date) once the new day has rendered.
  const dayButton = await day.elementHandle();
  await golfer.click(day);
  await expect(page).toHaveURL(/fecha=\d{4}-\d{2}-\d{2}/);
  // The address changes before the page shows the new day: wait for the day's own render, or
  // the first tee time read below may belong to the day before.
  await expect.poll(() => dayButton?.getAttribute('aria-pressed')).toBe('true');
  const time = await chooseFirstTeeTime(golfer);
  await expectAccessible(page);
  await fillChooserAndAdd(golfer, { players: 2, buggies: 1 });
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  // One tee time: straight from the alert to checkout, which shows the same total and fee.
  await golfer.click(page.getByRole('link', { name: 'Check out' }));
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText('Transaction fee (non-refundable)')).toBeVisible();
  await payAsGuest(golfer, email);
  const inShop = golfer.interactions;
  await payOnCardPage(page, CARDS.ok);
  // The card page is the provider's: five fields and its button.
  golfer.interactions += 6;
  const reference = await confirmedReference(page, 'Your booking is confirmed');
  await expect(page.getByText(`${time} (`).first()).toBeVisible();
  await expect(page.getByRole('img', { name: `QR code of booking ${reference}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  // The voucher's amounts were once split mid-number at 375 px ("370,5" over "0 €").
  await expectOnOneLine(page.getByRole('table').getByRole('cell').filter({ hasText: '€' }));
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add to calendar (.ics)' }).click();
  const ics = await download;
  expect(ics.suggestedFilename()).toBe(`fairway-${reference}.ics`);
  const calendar = await (await ics.createReadStream()).toArray();
  const body = Buffer.concat(calendar).toString('utf8');
  expect(body).toContain('BEGIN:VEVENT');
  expect(body).toContain(reference);
  expect(body).toMatch(/LOCATION:.+/);

  const [mail] = await expectMails(email, new RegExp(reference), 1);
  expect(mail?.html).toContain('Real Club de Campo de Málaga');
  testInfo.annotations.push({
    type: 'interactions',
    description: `${golfer.interactions} interactions from home to a paid booking (${inShop} in the shop)`,
  });
  console.log(
    `(a) ${testInfo.project.name}: ${golfer.interactions} interactions home → paid, ${inShop} in the shop`,
  );
});

test('(b) a declined card gives ko; the retry with 4242 pays, with one booking only', async ({
  page,
}, testInfo) => {
  only(testInfo, 'mobile');
  const golfer = new Golfer(page);
  const email = uniqueEmail('b', testInfo);
  await openClubDay(page, { idVP: 2, daysAhead: 3 });
  const time = await chooseFirstTeeTime(golfer);
  await fillChooserAndAdd(golfer, { players: 2, buggies: 0 });
  await checkoutAsGuest(golfer, email);
  await payOnCardPage(page, CARDS.declined);
  await expect(page).toHaveURL(/\/payment-controller\/ko/, { timeout: 30_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: 'The payment could not be completed' }),
  ).toBeVisible();
  await expectAccessible(page);
  // A link while the hold lives; a button that holds the cart again once the decline released it.
  await page
    .getByRole('link', { name: 'Try again' })
    .or(page.getByRole('button', { name: 'Try again' }))
    .click();
  await payOnCardPage(page, CARDS.ok);
  const reference = await confirmedReference(page, 'Your booking is confirmed');
  await expectMails(email, new RegExp(reference), 1);
  expect(await mailsTo(email)).toHaveLength(1);
  // One booking of two players: two places left, not none.
  await openClubDay(page, { idVP: 2, daysAhead: 3 });
  await expect(playersFreeAt(page, time)).toHaveText(/: 2$/);
});

test('(c) a card that asks for 3-D Secure pays after the one-time code', async ({
  page,
}, testInfo) => {
  only(testInfo, 'desktop');
  const golfer = new Golfer(page);
  const email = uniqueEmail('c', testInfo);
  await openClubDay(page, { idVP: 3, daysAhead: 3 });
  await chooseFirstTeeTime(golfer);
  await fillChooserAndAdd(golfer, { players: 1, buggies: 0 });
  await checkoutAsGuest(golfer, email);
  await payOnCardPage(page, CARDS.challenge);
  await passChallenge(page);
  const reference = await confirmedReference(page, 'Your booking is confirmed');
  await expectMails(email, new RegExp(reference), 1);
});

test('(d) a booking is cancelled by reference and e-mail, and its players are free again', async ({
  page,
}, testInfo) => {
  only(testInfo, 'mobile');
  const email = uniqueEmail('d', testInfo);
  const { time, reference } = await bookAt(page, { idVP: 2, daysAhead: 5, email });
  await openClubDay(page, { idVP: 2, daysAhead: 5 });
  await expect(playersFreeAt(page, time)).toHaveText(/: 2$/);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Cancel reservation' }).click();
  await expect(page).toHaveURL(/\/en\/cancel-reservation$/);
  await page.getByRole('textbox', { name: 'Booking reference' }).fill('ZZ');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Find my booking' }).click();
  await expect(page.getByText('Reference number not valid')).toBeVisible();
  await page.getByRole('textbox', { name: 'Booking reference' }).fill(reference);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(`other-${email}`);
  await page.getByRole('button', { name: 'Find my booking' }).click();
  await expect(page.getByText('Booking not found')).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Find my booking' }).click();
  await expect(page.getByText(reference).first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText('Booking cancelled').first()).toBeVisible();
  await expectAccessible(page);

  await openClubDay(page, { idVP: 2, daysAhead: 5 });
  await expect(playersFreeAt(page, time)).toHaveText(/: 4$/);
});

test('(d2) a booking at two clubs is not cancelled online when one of them does not allow it, and the page names that tee time', async ({
  page,
}, testInfo) => {
  only(testInfo, 'desktop');
  const golfer = new Golfer(page);
  const email = uniqueEmail('d2', testInfo);
  // The reviewer's cart (issue 24): Los Naranjos (online), then Las Brisas the next day (no).
  await openClubDay(page, { idVP: 2, daysAhead: 7 });
  const naranjosTime = await chooseFirstTeeTime(golfer);
  await fillChooserAndAdd(golfer, { players: 1, buggies: 0 });
  await openClubDay(page, { idVP: 1, daysAhead: 8 });
  const brisasTime = await chooseFirstTeeTime(golfer);
  await fillChooserAndAdd(golfer, { players: 4, buggies: 0 });
  await checkoutAsGuest(golfer, email);
  await payOnCardPage(page, CARDS.ok);
  const reference = await confirmedReference(page, 'Your booking is confirmed');

  await page.goto('/en/cancel-reservation');
  await page.getByRole('textbox', { name: 'Booking reference' }).fill(reference);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Find my booking' }).click();
  await expect(page.getByText(reference).first()).toBeVisible();
  const longDay = (daysAhead: number) =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${madridDate(daysAhead)}T12:00:00Z`));
  // Both tee times, each with its club, course, date, time (Madrid's CET or CEST) and players.
  const teeTime = (n: number) =>
    page
      .locator('dt', { hasText: `Tee time ${n}` })
      .locator('xpath=following-sibling::dd[1]//span//span');
  await expect(teeTime(1)).toHaveText([
    'Los Naranjos Golf Club',
    'Los Naranjos',
    new RegExp(`^${longDay(7)}, ${naranjosTime} \\(CES?T\\)$`),
    '1 player',
  ]);
  await expect(teeTime(2)).toHaveText([
    'Real Club de Golf Las Brisas',
    'Las Brisas',
    new RegExp(`^${longDay(8)}, ${brisasTime} \\(CES?T\\)$`),
    '4 players',
  ]);
  // The tee time that stops it is named inside the refusal.
  const refusal = page.locator('p', {
    hasText: 'This golf course not allows online cancellations',
  });
  await expect(
    refusal.getByText(
      `Real Club de Golf Las Brisas, ${longDay(8)} ${brisasTime}: contact the club`,
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  await expectAccessible(page);
});

test('(e) the main journey in Spanish, with Spanish price formats', async ({ page }, testInfo) => {
  only(testInfo, 'desktop');
  const golfer = new Golfer(page);
  const email = uniqueEmail('e', testInfo);
  await page.goto('/es');
  await acceptCookies(page);
  await golfer.fill(page.getByRole('combobox').first(), 'malaga');
  await golfer.click(page.getByRole('option', { name: /Real Club de Campo de Málaga/ }));
  await expect(page).toHaveURL(/\/es\/club\/.+idVP=\d+/);
  const strip = page
    .getByRole('group', { name: 'Elige una fecha' })
    .or(page.getByRole('region', { name: 'Elige una fecha' }));
  await golfer.click(strip.getByRole('button', { pressed: false }).nth(3));
  await expect(page.getByText(/^\d{1,3}(\.\d{3})*,\d{2}\s€$/).first()).toBeVisible();
  const book = page.getByRole('button', { name: /^Reservar la salida de las/ }).first();
  await golfer.click(book);
  await fillChooserAndAdd(golfer, { players: 2, buggies: 1, t: CHOOSER_ES as ChooserTexts });
  await checkoutAsGuest(golfer, email, {
    viewCart: 'Ver el carrito',
    toCheckout: 'Continuar con el pago',
    checkout: CHECKOUT_ES,
  });
  await expect(page.getByLabel('Número de tarjeta')).toBeVisible();
  await payOnCardPage(page, CARDS.ok, { lang: 'es' });
  const reference = await confirmedReference(page, 'Tu reserva está confirmada');
  await expect(page.getByText(/^\d{1,3}(\.\d{3})*,\d{2}\s€$/).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectAccessible(page);
  await expectMails(email, new RegExp(reference), 1);
});

/** What the keyboard should land on: the first of these that is given decides. */
interface Focus {
  ariaLabelPrefix?: string;
  /** The element's visible text or accessible label, exactly. */
  name?: string;
  namePrefix?: string;
  /** A form field's label text (without the required asterisk). */
  label?: string;
  type?: string;
}

/** Presses Tab until the focused element is the one asked for, as a keyboard user would. */
async function tabTo(page: Page, want: Focus, limit = 300): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const hit = await page.evaluate((w: Focus) => {
      const el = document.activeElement as HTMLInputElement | null;
      if (!el || el === document.body) return false;
      const aria = el.getAttribute('aria-label') ?? '';
      const text = (el.textContent ?? '').trim();
      if (w.ariaLabelPrefix !== undefined) return aria.startsWith(w.ariaLabelPrefix);
      if (w.name !== undefined) return text === w.name || aria === w.name;
      if (w.namePrefix !== undefined) return text.startsWith(w.namePrefix);
      if (w.label !== undefined)
        return (el.labels?.[0]?.textContent ?? '').replace(/[\s*]+$/, '').trim() === w.label;
      if (w.type !== undefined) return el.type === w.type;
      return false;
    }, want);
    if (hit) return;
  }
  throw new Error(`Tab never reached ${JSON.stringify(want)}`);
}

test('(f) the main journey with the keyboard alone', async ({ page }, testInfo) => {
  only(testInfo, 'desktop');
  const email = uniqueEmail('f', testInfo);
  await openClubDay(page, { idVP: 4, daysAhead: 2 });
  await tabTo(page, { ariaLabelPrefix: 'Book the tee time at' });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await tabTo(page, { name: 'Add one Buggy' });
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status').filter({ hasText: /1 unit/ })).toBeVisible();
  await tabTo(page, { name: 'Add to cart' });
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await tabTo(page, { name: 'View the cart' });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  await tabTo(page, { name: 'Continue to checkout' });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);
  await tabTo(page, { label: 'Name' });
  await page.keyboard.type('Ada');
  await tabTo(page, { label: 'Surname' });
  await page.keyboard.type('Lovelace');
  await tabTo(page, { label: 'E-mail' });
  await page.keyboard.type(email);
  await tabTo(page, { type: 'checkbox' });
  await page.keyboard.press('Space');
  await tabTo(page, { namePrefix: 'Pay ' });
  await page.keyboard.press('Enter');
  await payOnCardPage(page, CARDS.ok, { keyboard: true });
  const reference = await confirmedReference(page, 'Your booking is confirmed');
  await expectMails(email, new RegExp(reference), 1);
});

test('(g) double-clicking Pay and reloading the ok page give one booking and one e-mail', async ({
  page,
}, testInfo) => {
  only(testInfo, 'mobile');
  const golfer = new Golfer(page);
  const email = uniqueEmail('g', testInfo);
  await openClubDay(page, { idVP: 5, daysAhead: 2 });
  const time = await chooseFirstTeeTime(golfer);
  await fillChooserAndAdd(golfer, { players: 2, buggies: 0 });
  await golfer.click(page.getByRole('link', { name: 'View the cart' }));
  await golfer.click(page.getByRole('link', { name: 'Continue to checkout' }));
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada');
  await page.getByRole('textbox', { name: 'Surname' }).fill('Lovelace');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await page.getByRole('button', { name: /^Pay \d/ }).dblclick();
  await payOnCardPage(page, CARDS.ok);
  const reference = await confirmedReference(page, 'Your booking is confirmed');
  await page.reload();
  await expect(page.getByText(reference).first()).toBeVisible();
  await expectMails(email, new RegExp(reference), 1);
  // The outbox is drained every 5 s: a second message would have arrived by now.
  await page.waitForTimeout(6_000);
  expect(await mailsTo(email)).toHaveLength(1);
  await openClubDay(page, { idVP: 5, daysAhead: 2 });
  await expect(playersFreeAt(page, time)).toHaveText(/: 2$/);
});

test('(h) a hold that expires frees the tee time, and paying afterwards does not book', async ({
  page,
  context,
}, testInfo) => {
  only(testInfo, 'desktop');
  // Holds last E2E_HOLD_SECONDS (90 s) in this shop; wait for one to lapse.
  test.setTimeout(240_000);
  const golfer = new Golfer(page);
  const email = uniqueEmail('h', testInfo);
  await openClubDay(page, { idVP: 9, daysAhead: 2 });
  const time = await chooseFirstTeeTime(golfer);
  await fillChooserAndAdd(golfer, { players: 3, buggies: 0 });
  await checkoutAsGuest(golfer, email);
  await expect(page.getByLabel('Card number')).toBeVisible();

  const other = await context.newPage();
  await openClubDay(other, { idVP: 9, daysAhead: 2 });
  await expect(playersFreeAt(other, time)).toHaveText(/: 1$/);
  await expect
    .poll(
      async () => {
        await other.reload();
        return (await playersFreeAt(other, time).textContent()) ?? '';
      },
      { timeout: 150_000, intervals: [10_000] },
    )
    .toMatch(/: 4$/);

  await payOnCardPage(page, CARDS.ok);
  await expect(page).toHaveURL(/\/payment-controller\/ko/, { timeout: 30_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: /not completed|could not/ }),
  ).toBeVisible();
  expect(await mailsTo(email)).toHaveLength(0);
});
