/**
 * The Stripe stand-in the stripe shop's engine serves (engine/src/payments/stand-ins/stripe.ts), as
 * a golfer meets its hosted Checkout page and as a merchant's back office would ask its API, with
 * plain HTTP in Stripe's documented shapes rather than the engine's SDK client, so a journey reads
 * what the stand-in holds independently of the engine's code.
 */
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { E2E_STRIPE_ENGINE_PORT } from './ports.ts';

/** Stripe's documented test cards (docs/payments.md#stripe). */
export const STRIPE_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  threeDSecure: '4000 0025 0000 3155',
} as const;

/** The stand-in's development secret key (engine/src/config.ts, STRIPE_STAND_IN_KEYS). */
const SECRET_KEY = 'sk_test_fairway_stand_in_local_only';
const API = `http://127.0.0.1:${E2E_STRIPE_ENGINE_PORT}/v1`;

/**
 * On the stand-in's Checkout page: the card number, an expiry, a CVC, and Pay. Answers the
 * Checkout Session's id, read off the page's address.
 */
export async function payOnCheckoutPage(page: Page, card: string): Promise<string> {
  await expect(page).toHaveURL(/\/stripe-stand-in\/pay\/cs_test_\w+$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: /^Stripe Checkout/ })).toBeVisible();
  const session = /\/pay\/(cs_test_\w+)$/.exec(page.url())?.[1] ?? '';
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay' }).click();
  return session;
}

/** The stand-in's 3-D Secure page: completes the challenge, as the bank's test page allows. */
export async function completeThreeDSecure(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: '3D Secure 2 test page' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete' }).click();
}

async function get<T>(path: string): Promise<T> {
  const response = await fetch(`${API}${path}`, {
    headers: { authorization: `Bearer ${SECRET_KEY}` },
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

interface Session {
  status: string;
  payment_status: string;
  amount_total: number;
  payment_intent: string;
  /** The golfer's Customer when the session keeps the card; null otherwise. */
  customer: string | null;
}

/** GET /v1/checkout/sessions/{id}, as the back office would retrieve it. */
export function sessionAtStandIn(id: string): Promise<Session> {
  return get<Session>(`/checkout/sessions/${id}`);
}

/** What the stand-in holds of a session's payment: taken, and refunded, in cents. */
export async function paymentAtStandIn(
  sessionId: string,
): Promise<{ paid: number; refunded: number }> {
  const session = await sessionAtStandIn(sessionId);
  const refunds = await get<{ data: { amount: number }[] }>(
    `/refunds?payment_intent=${encodeURIComponent(session.payment_intent)}`,
  );
  return {
    paid: session.payment_status === 'paid' ? session.amount_total : 0,
    refunded: refunds.data.reduce((sum, r) => sum + r.amount, 0),
  };
}

/** The cards a Customer keeps (GET /v1/customers/{id}/payment_methods), as Stripe stored them. */
export async function customerCardsAtStandIn(
  customer: string,
): Promise<{ brand: string; last4: string; exp_month: number; exp_year: number }[]> {
  const list = await get<{
    data: { card: { brand: string; last4: string; exp_month: number; exp_year: number } }[];
  }>(`/customers/${encodeURIComponent(customer)}/payment_methods`);
  return list.data.map(({ card }) => ({
    brand: card.brand,
    last4: card.last4,
    exp_month: card.exp_month,
    exp_year: card.exp_year,
  }));
}
