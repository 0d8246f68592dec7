/**
 * Golfers with accounts, for the journeys that need one: a fresh account for each test (made
 * through the engine, as if the golfer had signed up earlier), and the login page's steps.
 */
import { randomBytes } from 'node:crypto';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { EngineSession } from './engine-direct.ts';
import { acceptCookies } from './fixtures.ts';

export interface Golfer {
  name: string;
  surname: string;
  email: string;
  password: string;
  phone: string;
  country: string;
}

/** A golfer no other test has used: their own e-mail, a password the strict rule accepts. */
export function newGolfer(label: string): Golfer {
  const tag = randomBytes(4).toString('hex');
  return {
    name: 'Ana',
    surname: `Golfer ${label}`,
    email: `${label}-${tag}@golfers.example`,
    password: `Fw-${tag}A1`,
    phone: '+34 600 000 000',
    country: 'ES',
  };
}

/** The account exists before the journey starts, as a golfer who signed up last week. */
export async function createAccount(golfer: Golfer, engineUrl?: string): Promise<void> {
  const engine = await EngineSession.start('en-GB', engineUrl);
  await engine.call('Usuarios/CrearUsuario', {
    nombre: golfer.name,
    apellidos: golfer.surname,
    email: golfer.email,
    password: golfer.password,
    telefono: golfer.phone,
    pais: golfer.country,
    aceptaCondiciones: true,
  });
}

/**
 * Logs in on the login page of `locale`, by the fields' names so it works in every language, and
 * waits until the shop has taken the golfer back off the login page.
 */
export async function logIn(page: Page, golfer: Golfer, locale = 'en'): Promise<void> {
  await page.goto(`/${locale}/login`);
  await acceptCookies(page);
  await fillLogin(page, golfer);
  await expect(page).not.toHaveURL(/\/login/);
}

/** Fills and sends the login form the page is showing. */
export async function fillLogin(page: Page, golfer: Golfer): Promise<void> {
  const form = page.locator('form[data-form="login"]');
  await form.locator('input[name="email"]').fill(golfer.email);
  await form.locator('input[name="password"]').fill(golfer.password);
  await form.locator('button[type="submit"]').click();
}

/**
 * Fills the sign-up form the page is showing, country and terms included, with `password` in
 * both password fields; the caller sends it.
 */
export async function fillSignUp(page: Page, golfer: Golfer, password = golfer.password) {
  const form = page.locator('form[data-form="sign-up"]');
  await form.locator('input[name="name"]').fill(golfer.name);
  await form.locator('input[name="surname"]').fill(golfer.surname);
  await form.locator('input[name="email"]').fill(golfer.email);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('input[name="passwordConfirmation"]').fill(password);
  await form.locator('input[name="phone"]').fill(golfer.phone);
  await page.getByRole('combobox', { name: /country|país|pays|land/i }).fill('Spain');
  await page.getByRole('option', { name: 'Spain' }).click();
  await form.getByRole('checkbox', { name: /terms and conditions/i }).check();
}

/** Checkout shows the account's details, read-only: no guest form, no log-in link. */
export async function expectBookingAs(page: Page, account: Golfer): Promise<void> {
  await expect(
    page.getByText(`Booking as ${account.name} ${account.surname}, ${account.email}`),
  ).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
}
