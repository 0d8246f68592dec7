import { redirect } from 'react-router';
import type { Route } from './+types/payment-gateway';
import { BraintreeStep } from '../features/payment/BraintreeStep.tsx';
import { cartGatewayMessages } from '../features/payment/cart.messages.ts';
import { paymentGateway, paymentGatewayAction } from '../features/payment/flow.server.ts';
import { GatewayFailurePage } from '../features/payment/PaymentPanels.tsx';
import { RedsysPaymentPage } from '../features/payment/RedsysForm.tsx';
import { cookieLocale, ssrRedirectPath } from '../features/payment/ssr-paths.server.ts';
import { cartSubject } from '../features/payment/subjects/cart.server.ts';

/**
 * With Braintree the page holds one payment's Drop-in, with Redsys its signed forms: its own
 * policy, and no copy kept (features/payment/braintree.server.ts, redsys.server.ts).
 */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/**
 * The tee-time cart's gateway: off to the card page, or the Drop-in with Braintree, Redsys's
 * forms with Redsys (see features/payment/flow.server.ts).
 */
export async function loader(args: Route.LoaderArgs) {
  const ssr = ssrRedirectPath(
    new URL(args.request.url).pathname,
    cookieLocale(args.request),
    Date.now(),
  );
  if (ssr) throw redirect(ssr);
  return paymentGateway(cartSubject, args);
}

/** The Drop-in's Pay: the nonce, charged by the engine (features/payment/braintree.server.ts). */
export function action(args: Route.ActionArgs) {
  return paymentGatewayAction(cartSubject, args);
}

/**
 * The Drop-in with Braintree, the forms with Redsys; otherwise seen only when the card page could
 * not be reached.
 */
export default function PaymentGatewayPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'dropIn')
    return (
      <BraintreeStep texts={cartGatewayMessages} view={loaderData} backHref={loaderData.backHref} />
    );
  if (loaderData.kind === 'redsys')
    return (
      <RedsysPaymentPage
        title={cartGatewayMessages.title}
        payment={loaderData.payment}
        backHref={loaderData.backHref}
      />
    );
  return <GatewayFailurePage texts={cartGatewayMessages} {...loaderData} />;
}
