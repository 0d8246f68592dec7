/**
 * The booking flow's steps as a golfer takes them, by what the screen shows. Each step that a
 * golfer performs (a click, a filled field, a key) is counted, so a journey can report how many
 * interactions it took (docs/benchmarks.md).
 */
import { REFERENCE } from '@fairway/contract/codes';
import { expect } from '@playwright/test';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { acceptCookies, expectAccessible } from './fixtures.ts';
import { expectMails, mailsTo } from './mail.ts';

export class Golfer {
  interactions = 0;
  constructor(readonly page: Page) {}

  async click(target: Locator): Promise<void> {
    this.interactions += 1;
    await target.click();
  }

  async fill(target: Locator, value: string): Promise<void> {
    this.interactions += 1;
    await target.fill(value);
  }

  async check(target: Locator): Promise<void> {
    this.interactions += 1;
    await target.check();
  }
}

/** An address no other run or journey uses, so its mail is this journey's alone. */
export function uniqueEmail(journey: string, testInfo: TestInfo): string {
  return `${journey}-${testInfo.project.name}-${Date.now()}@golfers.example`;
}

/** YYYY-MM-DD some days from today in Madrid, where the seeded Málaga clubs are. */
export function madridDate(daysAhead: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + daysAhead);
  return date.toISOString().slice(0, 10);
}

/** A club's day of tee times, opened by its address (variants start here, not from home). */
export async function openClubDay(
  page: Page,
  options: { lang?: string; idVP: number; daysAhead: number },
): Promise<void> {
  const lang = options.lang ?? 'en';
  await page.goto(`/${lang}/club/c?idVP=${options.idVP}&fecha=${madridDate(options.daysAhead)}`);
  await acceptCookies(page);
}

/** The players free at one tee time of the club page, as its card says. */
export function playersFreeAt(page: Page, time: string): Locator {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: new RegExp(time) }) })
    .getByText(/Players available: \d|Jugadores disponibles: \d/);
}

/** Opens the chooser on the first bookable tee time; returns its time (HH:MM). */
export async function chooseFirstTeeTime(golfer: Golfer): Promise<string> {
  const book = golfer.page
    .getByRole('button', { name: /^(Book the tee time at|Reservar)/ })
    .first();
  await expect(book).toBeVisible();
  const label = (await book.getAttribute('aria-label')) ?? '';
  const time = /(\d{2}:\d{2})/.exec(label)?.[1];
  if (!time) throw new Error(`no time in "${label}"`);
  await golfer.click(book);
  await expect(golfer.page.getByRole('dialog')).toBeVisible();
  return time;
}

/** In the open chooser: players up to `players`, `buggies` buggies, then add to the cart. */
export async function fillChooserAndAdd(
  golfer: Golfer,
  options: { players: number; buggies: number; t?: ChooserTexts },
): Promise<void> {
  const t = options.t ?? CHOOSER_EN;
  const dialog = golfer.page.getByRole('dialog');
  // The stepper shows the bare number; its status also holds the words read aloud ("2 players").
  const shown = dialog
    .getByRole('status')
    .filter({ hasText: t.playersCount })
    .first()
    .locator('[aria-hidden="true"]');
  for (let i = 0; i < 4; i += 1) {
    const now = Number(await shown.textContent());
    if (now === options.players) break;
    const step = now < options.players ? t.addPlayer : t.removePlayer;
    await golfer.click(dialog.getByRole('button', { name: step }));
  }
  await expect(shown).toHaveText(String(options.players));
  for (let i = 0; i < options.buggies; i += 1)
    await golfer.click(dialog.getByRole('button', { name: t.addBuggy }));
  await golfer.click(dialog.getByRole('button', { name: t.addToCart }));
  await expect(dialog).toBeHidden();
}

export interface ChooserTexts {
  playersCount: RegExp;
  addPlayer: string;
  removePlayer: string;
  addBuggy: RegExp;
  addToCart: string;
}

export const CHOOSER_EN: ChooserTexts = {
  playersCount: /player/,
  addPlayer: 'Add a player',
  removePlayer: 'Remove a player',
  addBuggy: /^Add one Buggy/,
  addToCart: 'Add to cart',
};

export const CHOOSER_ES: ChooserTexts = {
  playersCount: /jugador/,
  addPlayer: 'Añadir un jugador',
  removePlayer: 'Quitar un jugador',
  addBuggy: /^Añadir una unidad de Buggy/,
  addToCart: 'Añadir al carrito',
};

/** The ok page: the confirmed booking's 8-character reference. */
export async function confirmedReference(
  page: Page,
  heading: string | RegExp = 'Your booking is confirmed',
): Promise<string> {
  await expect(page).toHaveURL(/\/payment-controller\/ok/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: 30_000,
  });
  // The label and the code are two spans of one line: match the line, then read the code off it.
  const line = new RegExp(
    `^(?:Booking reference|Localizador de la reserva)\\s*([${REFERENCE.alphabet}]{${REFERENCE.length}})$`,
  );
  const text = (await page.getByText(line).first().textContent()) ?? '';
  const reference = line.exec(text.trim())?.[1];
  if (!reference) throw new Error(`no reference in "${text}"`);
  return reference;
}

/** The checkout's guest form, by its labels. */
export const CHECKOUT_EN = {
  name: 'Name',
  surname: 'Surname',
  email: 'E-mail',
  terms: 'I accept the terms and conditions',
  pay: /^Pay \d/,
};
export const CHECKOUT_ES = {
  name: 'Nombre',
  surname: 'Apellidos',
  email: 'Correo electrónico',
  terms: 'Acepto los términos y condiciones',
  pay: /^Pagar \d/,
};

/** The guest form at checkout: name, surname, e-mail, the terms, then Pay. */
export async function payAsGuest(golfer: Golfer, email: string, t = CHECKOUT_EN): Promise<void> {
  const page = golfer.page;
  await expect(page).toHaveURL(/\/checkout$/);
  await expectAccessible(page);
  await golfer.fill(page.getByRole('textbox', { name: t.name, exact: true }), 'Ada');
  await golfer.fill(page.getByRole('textbox', { name: t.surname }), 'Lovelace');
  await golfer.fill(page.getByRole('textbox', { name: t.email }), email);
  await golfer.check(page.getByRole('checkbox', { name: t.terms }));
  await golfer.click(page.getByRole('button', { name: t.pay }));
}

/** From a club's day to checkout: the first free tee time, `players` players, no buggy. */
export async function toCheckout(
  page: Page,
  options: { idVP: number; daysAhead: number; players?: number },
): Promise<Golfer> {
  return (await teeTimeToCheckout(page, options)).golfer;
}

/** As toCheckout, also answering the tee time booked (HH:MM), to look at its places later. */
export async function teeTimeToCheckout(
  page: Page,
  options: { idVP: number; daysAhead: number; players?: number },
): Promise<{ golfer: Golfer; time: string }> {
  const golfer = new Golfer(page);
  await openClubDay(page, options);
  const time = await chooseFirstTeeTime(golfer);
  await fillChooserAndAdd(golfer, { players: options.players ?? 1, buggies: 0 });
  await golfer.click(page.getByRole('link', { name: 'Check out' }));
  await expect(page).toHaveURL(/\/en\/checkout$/);
  return { golfer, time };
}

/**
 * Back from a provider's page after a declined card: the ko page, accessible; then its retry. The
 * decline released the hold, so the button holds the cart again (a link while a hold lives).
 */
export async function retryFromKoPage(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/payment-controller\/ko/, { timeout: 30_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: 'The payment could not be completed' }),
  ).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole('link', { name: 'Try again' })
    .or(page.getByRole('button', { name: 'Try again' }))
    .click();
}

/**
 * After a decline and its retry: one voucher mail only, and the tee time has lost the booking's
 * players once, not twice.
 */
export async function expectBookedOnce(
  page: Page,
  booked: { email: string; reference: string; idVP: number; daysAhead: number; time: string },
  placesLeft: number,
): Promise<void> {
  await expectMails(booked.email, new RegExp(booked.reference), 1);
  expect(await mailsTo(booked.email)).toHaveLength(1);
  await openClubDay(page, booked);
  await expect(playersFreeAt(page, booked.time)).toHaveText(new RegExp(`: ${placesLeft}$`));
}

/**
 * Cancels a paid booking by its reference and e-mail, as a guest does; answers the refund the
 * dialog announced, in cents (the transaction fee is not refunded).
 */
export async function cancelByReference(
  page: Page,
  reference: string,
  email: string,
): Promise<number> {
  await page.goto('/en/cancel-reservation');
  await page.getByRole('textbox', { name: 'Booking reference' }).fill(reference);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Find my booking' }).click();
  await expect(page.getByText(reference).first()).toBeVisible();
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  const refundText = dialog.getByText(
    /refunded to your card\. The transaction fee is not refunded/,
  );
  await expect(refundText).toBeVisible();
  const amount = / and (.+?) refunded to your card/.exec(
    (await refundText.textContent()) ?? '',
  )?.[1];
  const refundCents = Math.round(Number((amount ?? '').replace(/[^\d.]/g, '')) * 100);
  expect(refundCents).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText('Booking cancelled').first()).toBeVisible();
  // The provider took the refund: the page says what comes back and when it reaches the card.
  await expect(page.getByRole('status').filter({ hasText: 'working days' })).toHaveText(
    `Your booking has been cancelled. ${amount ?? ''} is on its way back to your card: your bank shows it within 10 working days.`,
  );
  return refundCents;
}

/**
 * A logged-in golfer's next booking, paid with the saved card checkout offers first: no page of
 * the provider (`providerPath`, part of its stand-in's address) on the way to the ok page.
 * Returns the booking's reference.
 */
export async function payNextWithSavedCard(
  page: Page,
  options: { idVP: number; daysAhead: number; card: RegExp; providerPath: string },
): Promise<string> {
  const providerPages: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame.url().includes(options.providerPath)) providerPages.push(frame.url());
  });
  const golfer = await toCheckout(page, options);
  const saved = page
    .getByRole('group', { name: 'Pay with' })
    .getByRole('radio', { name: options.card });
  await expect(saved).toBeChecked();
  await golfer.check(page.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
  await golfer.click(page.getByRole('button', { name: /^Pay \d/ }));
  const reference = await confirmedReference(page, 'Your booking is confirmed');
  expect(providerPages).toEqual([]);
  return reference;
}
