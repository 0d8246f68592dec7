/**
 * Redsys's REST entry point (`/sis/rest/trataPeticionREST`), used for refunds (redsys.ts) and
 * for paying with a card's reference (redsys-cards.ts): the request signed with the order's key,
 * and the answer read only when it is signed for that same order.
 */
import { z } from 'zod';
import type { RedsysSettings } from './redsys.ts';
import {
  SIGNATURE_VERSION,
  decodeParameters,
  encodeParameters,
  signParameters,
  signatureValid,
} from './redsys-signature.ts';

/** How long Redsys may take before the call counts as unanswered. */
const REST_TIMEOUT_MS = 20_000;

/** A REST answer: signed parameters, or an error code (SIS0xxx) alone. */
const restAnswer = z.union([
  z.object({ errorCode: z.string() }),
  z.object({
    Ds_SignatureVersion: z.string(),
    Ds_MerchantParameters: z.string(),
    Ds_Signature: z.string(),
  }),
]);

export type RestAnswer =
  /** The answer's parameters, decoded, and as Redsys encoded them (a notification's id hashes them). */
  | { ok: true; parameters: Record<string, unknown>; encoded: string }
  | { ok: false; reason: string };

/** Sends `parameters` (with DS_MERCHANT_ORDER) to Redsys's REST entry point and reads its answer. */
export async function callRedsysRest(
  s: RedsysSettings,
  parameters: Record<string, string>,
): Promise<RestAnswer> {
  const order = parameters.DS_MERCHANT_ORDER ?? '';
  const encodedRequest = encodeParameters(parameters);
  let body: unknown;
  try {
    const response = await fetch(`${s.url}/sis/rest/trataPeticionREST`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        Ds_SignatureVersion: SIGNATURE_VERSION,
        Ds_MerchantParameters: encodedRequest,
        Ds_Signature: signParameters(s.secret, order, encodedRequest),
      }),
      signal: AbortSignal.timeout(REST_TIMEOUT_MS),
    });
    body = await response.json();
  } catch (error) {
    return { ok: false, reason: `Redsys unreachable: ${(error as Error).message}` };
  }
  const answer = restAnswer.safeParse(body);
  if (!answer.success) return { ok: false, reason: 'Redsys answered in an unknown shape' };
  if ('errorCode' in answer.data) return { ok: false, reason: answer.data.errorCode };
  const encoded = answer.data.Ds_MerchantParameters;
  const decoded = decodeParameters(encoded);
  if (
    decoded?.Ds_Order !== order ||
    !signatureValid(s.secret, order, encoded, answer.data.Ds_Signature)
  )
    return { ok: false, reason: 'Redsys answer not signed for this order' };
  return { ok: true, parameters: decoded, encoded };
}
