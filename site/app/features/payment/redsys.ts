/**
 * Redsys's forms as the payment page posts them (RedsysForm.tsx): English view names around the
 * fields Redsys itself reads, which keep Redsys's names because they are posted as they are.
 */

/** The three fields of Redsys's redirection protocol, signed by the engine. */
export interface RedsysFields {
  Ds_SignatureVersion: string;
  Ds_MerchantParameters: string;
  Ds_Signature: string;
}

/** One new payment of a hold, to pay on Redsys's page by card or, when offered, by Bizum. */
export interface RedsysPayment {
  /** Redsys's payment page (or, in development, the engine's stand-in for it). */
  action: string;
  card: RedsysFields;
  /** The same payment's form for Bizum; null when the merchant does not offer it. */
  bizum: RedsysFields | null;
  /** Euros. */
  amount: number;
  /** When the hold lapses (ISO), for the countdown. */
  expiresAt: string;
}
