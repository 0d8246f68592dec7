/**
 * A golfer's steps to a tournament's registration, shared by the journeys that enter one
 * (tournaments.spec.ts, and redsys.spec.ts, which pays the entry through Redsys).
 */
import type { Page } from '@playwright/test';
import { acceptCookies, expect } from './fixtures.ts';

/** A tournament open for registration in the seed, at 60 € per player. */
export const OPEN = 'Copa Costa del Sol Mijas';

export interface Player {
  name: string;
  surname: string;
  handicap: string;
  level: string;
  sex: string;
  turn: string;
  phone: string;
}

/** A phone no other run of the suite uses: players are refused when entered twice. */
export function uniquePhone(seed: number): string {
  const digits = String(Date.now() * 10 + seed).slice(-8);
  return `+34 6${digits}`;
}

export async function fillPlayer(page: Page, n: number, p: Player): Promise<void> {
  const field = (label: string) =>
    page.getByRole(/^(Level|Sex|Preferred time)$/.test(label) ? 'combobox' : 'textbox', {
      name: `Player ${n}: ${label}`,
      exact: true,
    });
  await field('Name').fill(p.name);
  await field('Surname').fill(p.surname);
  await field('Handicap').fill(p.handicap);
  await field('Level').selectOption({ label: p.level });
  await field('Sex').selectOption({ label: p.sex });
  await field('Preferred time').selectOption({ label: p.turn });
  await field('Cell phone').fill(p.phone);
}

export async function openRegistration(page: Page): Promise<void> {
  await page.goto('/en/tournaments');
  await acceptCookies(page);
  await page.getByRole('link', { name: OPEN }).click();
  await expect(page.getByRole('heading', { level: 1, name: OPEN })).toBeVisible();
  await page.getByRole('link', { name: 'Register players' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Register for ${OPEN}` })).toBeVisible();
}

export async function fillHolder(page: Page, email: string): Promise<void> {
  const box = (name: string) => page.getByRole('textbox', { name, exact: true });
  await box('Name').fill('Ada');
  await box('Surname').fill('Lovelace');
  await box('E-mail').fill(email);
}
