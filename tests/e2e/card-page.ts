import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** The sandbox provider's test cards (docs/engine-contract.md#other-routes). */
export const CARDS = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  challenge: '4000 0027 6000 3184',
} as const;

const CARD_PAGE_TEXT = {
  en: {
    holder: 'Cardholder name',
    number: 'Card number',
    month: 'Month',
    year: 'Year',
    code: 'Security code',
    pay: /^Pay /,
  },
  es: {
    holder: 'Nombre del titular',
    number: 'Número de tarjeta',
    month: 'Mes',
    year: 'Año',
    code: 'Código de seguridad',
    pay: /^Pagar /,
  },
} as const;

/**
 * Fills the provider's hosted card page as a golfer would, by its labels, and pays. With
 * `keyboard`, only Tab and typing are used.
 */
export async function payOnCardPage(
  page: Page,
  card: string,
  options: { lang?: keyof typeof CARD_PAGE_TEXT; keyboard?: boolean } = {},
): Promise<void> {
  const t = CARD_PAGE_TEXT[options.lang ?? 'en'];
  await expect(page.getByLabel(t.number)).toBeVisible();
  const year = String(new Date().getUTCFullYear() + 2);
  const values: [string, string][] = [
    [t.holder, 'Ada Lovelace'],
    [t.number, card],
    [t.month, '12'],
    [t.year, year],
    [t.code, '123'],
  ];
  if (options.keyboard) {
    await page.getByLabel(t.holder).focus();
    for (const [, value] of values) {
      await page.keyboard.type(value);
      await page.keyboard.press('Tab');
    }
    // After the security code, Tab leads past its hint to the pay button.
    await expect(page.getByRole('button', { name: t.pay })).toBeFocused();
    await page.keyboard.press('Enter');
    return;
  }
  for (const [label, value] of values) await page.getByLabel(label).fill(value);
  await page.getByRole('button', { name: t.pay }).click();
}

/** The 3-D Secure step: the sandbox shows the one-time code in its hint. */
export async function passChallenge(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: '3-D Secure verification' })).toBeVisible();
  await page.getByLabel('One-time code').fill('1234');
  await page.getByRole('button', { name: 'Confirm' }).click();
}
