import type { Route } from './+types/payment-controller';
import { paymentOutcome } from '../features/payment/flow.server.ts';
import { CartOutcome } from '../features/payment/CartOutcome.tsx';
import { cartSubject, retryCart } from '../features/payment/subjects/cart.server.ts';
import { pageCalls, pageContext } from '../platform/engine/page-calls.server.ts';

/** The holder's name, e-mail and booking are on this page: no shared cache may keep it. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

/**
 * The card page's way back: `/payment-controller/ok` and `/ko` (a bare `/payment-controller` is
 * read as ok). The ok page shows the booking, or waits for the bank's word.
 */
export function loader(args: Route.LoaderArgs) {
  const pathname = new URL(args.request.url).pathname.replace(/\/+$/, '');
  return paymentOutcome(cartSubject, pathname.endsWith('/ko') ? 'ko' : 'ok', '/', args);
}

/** 'Try again' after a declined card whose hold the decline released. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = pageContext(context);
  return retryCart(ctx, pageCalls(ctx, request), request);
}

export default function PaymentControllerPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CartOutcome
      view={loaderData.view}
      locale={loaderData.locale}
      culture={loaderData.culture}
      missingHref={loaderData.missingHref}
      retryError={actionData?.retryError}
    />
  );
}
