/**
 * Saved cards at Redsys, by its card-on-file reference ("pago por referencia", 1-clic):
 * - keeping: the first payment's card form asks Redsys for a reference
 *   (DS_MERCHANT_IDENTIFIER=REQUIRED, with DS_MERCHANT_COF_INI=S and DS_MERCHANT_COF_TYPE=C: the
 *   first of a stored credential's customer-initiated payments); the signed notification carries
 *   it as Ds_Merchant_Identifier, with the card's Ds_ExpiryDate (YYMM), masked Ds_Card_Number and
 *   Ds_Card_Brand, which is what the private area shows;
 * - paying again: a REST request to trataPeticionREST with the reference and
 *   DS_MERCHANT_DIRECTPAYMENT=true (Redsys's 1-clic payment with no card page), whose signed answer
 *   is the verdict; the golfer types nothing, and the terminal must be enabled for it (the
 *   go-live checklist in docs/payments.md);
 * - deleting: the basic integration has no call that deletes a reference at Redsys. Fairway forgets
 *   it (the card leaves the list and is never sent again); Redsys lets it lapse with the card.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { payments } from '../db/schema.ts';
import { keepProviderCard } from '../services/card-queries.ts';
import { cents } from '../services/tee-sheet.ts';
import type { DeleteCardResult, KeptCard, KeptCardPayment, PaymentToStart } from './provider.ts';
import type { RedsysSettings } from './redsys.ts';
import { callRedsysRest } from './redsys-rest.ts';
import { decodeParameters } from './redsys-signature.ts';

/** The card form's extra parameters when the golfer keeps the card. */
export const CARD_ON_FILE_FIRST: Record<string, string> = {
  DS_MERCHANT_IDENTIFIER: 'REQUIRED',
  DS_MERCHANT_COF_INI: 'S',
  DS_MERCHANT_COF_TYPE: 'C',
};

/** Ds_Card_Brand codes as Redsys documents them, by the brand names the shop shows. */
const BRANDS: Record<string, string> = {
  '1': 'visa',
  '2': 'mastercard',
  '6': 'diners',
  '8': 'amex',
  '9': 'jcb',
};

const cardOnFile = z.object({
  Ds_Merchant_Identifier: z.string().min(1).max(40),
  Ds_ExpiryDate: z.string().regex(/^\d{2}(0[1-9]|1[0-2])$/),
  Ds_Card_Number: z.string().regex(/^[\dX*]{6,15}\d{4}$/),
  Ds_Card_Brand: z.string().optional(),
});

/**
 * After an authorised notification: keeps the reference Redsys made, for the booking's owner if
 * they asked to keep the card. A notification without one (no reference asked, or a terminal not
 * configured to send the card's expiry and masked number) keeps nothing.
 */
export async function keepRedsysCard(db: Db, order: string, encoded: string): Promise<void> {
  const notified = cardOnFile.safeParse(decodeParameters(encoded));
  if (!notified.success) return;
  const p = notified.data;
  const [payment] = await db
    .select({ publicId: payments.publicId })
    .from(payments)
    .where(and(eq(payments.provider, 'redsys'), eq(payments.providerReference, order)));
  if (!payment) return;
  await keepProviderCard(db, payment.publicId, {
    provider: 'redsys',
    token: p.Ds_Merchant_Identifier,
    brand: BRANDS[p.Ds_Card_Brand ?? ''] ?? 'unknown',
    last4: p.Ds_Card_Number.slice(-4),
    expMonth: Number(p.Ds_ExpiryDate.slice(2)),
    expYear: 2000 + Number(p.Ds_ExpiryDate.slice(0, 2)),
    holder: null,
  });
}

const paymentAnswer = z.object({
  Ds_Order: z.string(),
  Ds_Amount: z.string().regex(/^\d{1,12}$/),
  Ds_Currency: z.string().regex(/^\d{3}$/),
  Ds_Response: z.string().regex(/^\d{1,4}$/),
});

/** Redsys's codes, as redsys.ts reads them. */
export interface RedsysCodes {
  currencyCode: string;
  currencyOf: (code: string) => string;
  authorised: (response: string) => boolean;
}

/** Pays the payment's order with the card's reference, through Redsys's REST entry point. */
export async function payWithIdentifier(
  s: RedsysSettings,
  payment: PaymentToStart,
  card: KeptCard,
  codes: RedsysCodes,
): Promise<KeptCardPayment> {
  const order = payment.providerReference;
  if (!order) return { kind: 'unavailable', reason: 'payment has no Redsys order' };
  const answer = await callRedsysRest(s, {
    DS_MERCHANT_AMOUNT: String(cents(payment.amount)),
    DS_MERCHANT_ORDER: order,
    DS_MERCHANT_MERCHANTCODE: s.merchantCode,
    DS_MERCHANT_TERMINAL: s.terminal,
    DS_MERCHANT_CURRENCY: codes.currencyCode,
    DS_MERCHANT_TRANSACTIONTYPE: '0',
    DS_MERCHANT_IDENTIFIER: card.token,
    DS_MERCHANT_DIRECTPAYMENT: 'true',
  });
  if (!answer.ok) return { kind: 'unavailable', reason: answer.reason };
  const p = paymentAnswer.safeParse(answer.parameters);
  if (!p.success) return { kind: 'unavailable', reason: 'Redsys answered in an unknown shape' };
  const encoded = answer.encoded;
  const ok = codes.authorised(p.data.Ds_Response);
  return {
    kind: 'verdict',
    result: {
      eventId: `redsys:${createHash('sha256').update(encoded).digest('hex')}`,
      payment: { provider: 'redsys', reference: order },
      outcome: ok ? 'succeeded' : 'declined',
      charged: { cents: Number(p.data.Ds_Amount), currency: codes.currencyOf(p.data.Ds_Currency) },
      reason: ok ? undefined : `Ds_Response ${p.data.Ds_Response}`,
      chargeId: `redsys_${order}`,
    },
  };
}

/** Nothing to call at Redsys (see above): the card is forgotten by Fairway alone. */
export function forgetIdentifier(): Promise<DeleteCardResult> {
  return Promise.resolve({ ok: true });
}
