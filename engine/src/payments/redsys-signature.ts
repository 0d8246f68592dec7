/**
 * Redsys's HMAC_SHA256_V1 signature (the redirection and REST protocols alike). Redsys publishes
 * SDKs for PHP, Java and .NET but none for Node, so this is its documented algorithm on
 * node:crypto:
 * - the per-order key is 3DES-CBC (zero IV, zero padding to 8 bytes) of the order number
 *   (DS_MERCHANT_ORDER, or Ds_Order in a notification) under the merchant's base64 secret;
 * - the signature is base64 HMAC-SHA256 of the base64 Ds_MerchantParameters under that key.
 * Notifications sign in URL-safe base64; they are compared in constant time on decoded bytes.
 */
import { createCipheriv, createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_VERSION = 'HMAC_SHA256_V1';

/** The per-order key: 3DES-CBC of the order under the merchant's secret. */
export function orderKey(merchantSecret: string, order: string): Buffer {
  const key = Buffer.from(merchantSecret, 'base64');
  const text = Buffer.from(order, 'utf8');
  const padded = Buffer.alloc(Math.ceil(text.length / 8) * 8);
  text.copy(padded);
  const cipher = createCipheriv('des-ede3-cbc', key, Buffer.alloc(8));
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(padded), cipher.final()]);
}

function mac(merchantSecret: string, order: string, parameters: string): Buffer {
  return createHmac('sha256', orderKey(merchantSecret, order)).update(parameters).digest();
}

/** The Ds_Signature of a request (standard base64). */
export function signParameters(merchantSecret: string, order: string, parameters: string): string {
  return mac(merchantSecret, order, parameters).toString('base64');
}

/** The Ds_Signature of a notification, as Redsys sends it (URL-safe base64). */
export function signNotification(
  merchantSecret: string,
  order: string,
  parameters: string,
): string {
  return mac(merchantSecret, order, parameters).toString('base64url');
}

/** Whether a signature (standard or URL-safe base64) is the parameters' own, in constant time. */
export function signatureValid(
  merchantSecret: string,
  order: string,
  parameters: string,
  given: string,
): boolean {
  // Buffer's base64 decoder reads both alphabets; a stray character would decode to fewer bytes.
  const actual = Buffer.from(given, 'base64');
  const expected = mac(merchantSecret, order, parameters);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Ds_MerchantParameters: the JSON of the parameters, in base64. */
export function encodeParameters(parameters: Record<string, string>): string {
  return Buffer.from(JSON.stringify(parameters), 'utf8').toString('base64');
}

/** The parameters of a Ds_MerchantParameters (either alphabet); null when it is not base64 JSON of an object. */
export function decodeParameters(encoded: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
