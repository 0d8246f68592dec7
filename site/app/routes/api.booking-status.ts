import type { Route } from './+types/api.booking-status';
import { paymentStatusResponse } from '../features/payment/status.server.ts';
import { methodNotAllowed } from '../platform/request/method-not-allowed.ts';

/** Where an ok page's browser asks whether a payment is confirmed yet (features/payment). */
export function loader({ request }: Route.LoaderArgs) {
  return paymentStatusResponse(request);
}

/** Only read: a post is told so, in JSON. */
export function action() {
  return methodNotAllowed('GET');
}
