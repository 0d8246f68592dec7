import type { Route } from './+types/api.booking-status';
import { sameOriginJson } from '../platform/engine/json-endpoint.server.ts';
import {
  ownerProof,
  parseReference,
  readPaymentOutcome,
} from '../features/checkout/booking.server.ts';

/**
 * Where the ok page's browser asks whether a payment is confirmed yet: one look at the engine per
 * request, with the session's credentials and the owner proof, answered `{ ok, outcome }`.
 */
export function loader({ request }: Route.LoaderArgs) {
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
