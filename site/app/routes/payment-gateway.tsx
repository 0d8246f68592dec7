import { redirect } from 'react-router';
import type { Route } from './+types/payment-gateway';
import { cartGatewayMessages } from '../features/payment/cart.messages.ts';
import { paymentGateway } from '../features/payment/flow.server.ts';
import { GatewayFailurePage } from '../features/payment/PaymentPanels.tsx';
import { cookieLocale, ssrRedirectPath } from '../features/payment/ssr-paths.server.ts';
import { cartSubject } from '../features/payment/subjects/cart.server.ts';

/** The tee-time cart's gateway: off to the card page (see features/payment/flow.server.ts). */
export async function loader(args: Route.LoaderArgs) {
  const ssr = ssrRedirectPath(
    new URL(args.request.url).pathname,
    cookieLocale(args.request),
    Date.now(),
  );
  if (ssr) throw redirect(ssr);
  return paymentGateway(cartSubject, args);
}

/** Seen only when the card page could not be reached. */
export default function PaymentGatewayPage({ loaderData }: Route.ComponentProps) {
  return <GatewayFailurePage texts={cartGatewayMessages} {...loaderData} />;
}
