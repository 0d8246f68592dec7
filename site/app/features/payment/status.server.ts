/**
 * The site's status endpoint (`/api/booking-status`) an ok page polls while the bank's word on a
 * payment is on its way, for either subject (./subjects).
 */
import { ownerProof, parseReference } from '../checkout/booking.server.ts';
import { sameOriginJson } from '../../platform/engine/json-endpoint.server.ts';
import { cartSubject } from './subjects/cart.server.ts';
import type { PaymentSubject } from './subjects/subject.server.ts';
import { tournamentSubject } from './subjects/tournament.server.ts';

/** `subject` names one of these; a page opened before it was asked means the cart. */
function subjectNamed(name: string | null): PaymentSubject<unknown> | null {
  if (name === null || name === cartSubject.name) return cartSubject;
  return name === tournamentSubject.name ? tournamentSubject : null;
}

/**
 * `/api/booking-status?ref=…&subject=…` (subjects/subject.server.ts `statusUrl`): one look at the
 * engine per request, with the session's credentials and the owner proof, answered
 * `{ ok, outcome }`.
 */
export function paymentStatusResponse(request: Request): Promise<Response> | Response {
  const query = new URL(request.url).searchParams;
  const reference = parseReference(query.get('ref'));
  const subject = subjectNamed(query.get('subject'));
  if (!reference || !subject)
    return Response.json(
      { ok: false, msg: 'ref (8 letters or digits) is required; subject is cart or tournament' },
      { status: 400, headers: { 'cache-control': 'no-store' } },
    );
  return sameOriginJson(request, async (calls) => {
    const outcome = await subject.readStatus(calls, reference, ownerProof(request));
    return outcome.ok ? { ok: true, data: { outcome: outcome.data } } : outcome;
  });
}
