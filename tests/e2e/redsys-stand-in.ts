/**
 * The Redsys stand-in the redsys shop's engine serves (engine/src/payments/stand-ins/redsys.ts),
 * as a golfer meets it and as a merchant's back office would ask it. The signature is Redsys's
 * documented HMAC_SHA256_V1 written here again from the guide, not imported from the engine, so
 * a journey checks the engine's signing against a second reading of the protocol.
 */
import { createCipheriv, createHmac } from 'node:crypto';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { E2E_REDSYS_ENGINE_PORT } from './ports.ts';

/** The stand-in's test cards (docs/payments.md#redsys). */
export const REDSYS_CARDS = {
  ok: '4548 8120 4940 0004',
  declined: '4000 0000 0000 0002',
  /** Its bank asks for a 3-D Secure code first (the stand-in's: 1234). */
  challenge: '4548 8100 0000 0003',
} as const;

/** The stand-in's Bizum test phone, which pays (any other is declined). */
export const BIZUM_PHONE = '700000000';

/** Redsys's published test merchant, which the engine signs as when no REDSYS_* is set. */
const TEST_MERCHANT = { code: '999008881', secret: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7' };
const STAND_IN = `http://127.0.0.1:${E2E_REDSYS_ENGINE_PORT}/redsys-stand-in`;

/** What the shop's payment page asks Redsys for: the order, its amount in cents, and how. */
export interface RedsysOrder {
  order: string;
  cents: number;
  /** DS_MERCHANT_PAYMETHODS: 'z' for Bizum, absent for a card. */
  payMethods: string | undefined;
}

/**
 * On the shop's payment page (a cart's or a tournament entry's gateway, which holds the engine's
 * signed forms): reads the
 * chosen form's order, then presses its button, which posts the form to the stand-in's payment
 * page. With Bizum offered the page waits for the golfer's choice.
 */
export async function payOnShopPage(page: Page, way: 'card' | 'bizum'): Promise<RedsysOrder> {
  await expect(page).toHaveURL(/\/(payment-gateway|tournament-payment\/gateway)\?/, {
    timeout: 30_000,
  });
  const button = page.getByRole('button', {
    name: way === 'card' ? /^Pay .+ by card$/ : /^Pay .+ with Bizum$/,
  });
  const form = page.locator('form').filter({ has: button });
  const encoded = await form.locator('input[name="Ds_MerchantParameters"]').inputValue();
  const parameters = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as Record<
    string,
    string
  >;
  await button.click();
  return {
    order: parameters.DS_MERCHANT_ORDER ?? '',
    cents: Number(parameters.DS_MERCHANT_AMOUNT),
    payMethods: parameters.DS_MERCHANT_PAYMETHODS,
  };
}

/** On the stand-in's payment page: the card number, an expiry, a CVV, and Pagar. */
export async function payOnRedsysPage(page: Page, card: string): Promise<void> {
  await expect(page.getByRole('heading', { name: /^Redsys/ })).toBeVisible();
  await page.getByLabel('Número de tarjeta').fill(card);
  await page.getByLabel('Caducidad').fill('12/49');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: 'Pagar' }).click();
}

/** The stand-in's 3-D Secure step: the holder's code, and Confirmar. */
export async function passRedsysChallenge(page: Page, code: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Autenticación 3-D Secure' })).toBeVisible();
  await page.getByLabel('Código de verificación').fill(code);
  await page.getByRole('button', { name: 'Confirmar' }).click();
}

/** On the stand-in's Bizum page: the phone, and Pagar. */
export async function payWithBizumOnRedsysPage(page: Page, phone: string): Promise<void> {
  await expect(page.getByRole('heading', { name: /^Redsys/ })).toBeVisible();
  await page.getByLabel('Teléfono Bizum').fill(phone);
  await page.getByRole('button', { name: 'Pagar' }).click();
}

function sign(order: string, parameters: string): string {
  const padded = Buffer.alloc(Math.ceil(order.length / 8) * 8);
  Buffer.from(order, 'utf8').copy(padded);
  const cipher = createCipheriv(
    'des-ede3-cbc',
    Buffer.from(TEST_MERCHANT.secret, 'base64'),
    Buffer.alloc(8),
  );
  cipher.setAutoPadding(false);
  const key = Buffer.concat([cipher.update(padded), cipher.final()]);
  return createHmac('sha256', key).update(parameters).digest('base64');
}

/**
 * Asks the stand-in's REST entry point to refund `cents` of an order (transaction type 3), as the
 * merchant's back office would; answers Redsys's Ds_Response, or its error code (SIS0057: more
 * than is left of the payment).
 */
export async function refundAtStandIn(order: RedsysOrder, cents: number): Promise<string> {
  const parameters = Buffer.from(
    JSON.stringify({
      DS_MERCHANT_AMOUNT: String(cents),
      DS_MERCHANT_ORDER: order.order,
      DS_MERCHANT_MERCHANTCODE: TEST_MERCHANT.code,
      DS_MERCHANT_TERMINAL: '1',
      DS_MERCHANT_CURRENCY: '978',
      DS_MERCHANT_TRANSACTIONTYPE: '3',
    }),
    'utf8',
  ).toString('base64');
  const response = await fetch(`${STAND_IN}/sis/rest/trataPeticionREST`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      Ds_SignatureVersion: 'HMAC_SHA256_V1',
      Ds_MerchantParameters: parameters,
      Ds_Signature: sign(order.order, parameters),
    }),
  });
  const answer = (await response.json()) as { errorCode?: string; Ds_MerchantParameters?: string };
  if (answer.errorCode) return answer.errorCode;
  const decoded = JSON.parse(
    Buffer.from(answer.Ds_MerchantParameters ?? '', 'base64').toString('utf8'),
  ) as { Ds_Response?: string };
  return decoded.Ds_Response ?? '';
}
