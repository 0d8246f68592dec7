/**
 * The site's status endpoint (`/api/booking-status`) the browser polls while the bank's word on a
 * payment is on its way.
 */
import { ownerProof, parseReference } from '../checkout/booking.server.ts';
import { sameOriginJson } from '../../platform/engine/json-endpoint.server.ts';
import { readPaymentOutcome } from './booking-outcome.server.ts';

/**
 * `/api/booking-status?ref=…`: one look at the engine per request, with the session's credentials
 * and the owner proof, answered `{ ok, outcome }`.
 */
export function paymentStatusResponse(request: Request): Promise<Response> | Response {
  const reference = parseReference(new URL(request.url).searchParams.get('ref'));
  if (!reference)
    return Response.json(
      { ok: false, msg: 'ref (8 letters or digits) is required' },
      { status: 400, headers: { 'cache-control': 'no-store' } },
    );
  return sameOriginJson(request, async (calls) => {
    const outcome = await readPaymentOutcome(calls, reference, ownerProof(request));
    return outcome.ok ? { ok: true, data: { outcome: outcome.data } } : outcome;
  });
}
