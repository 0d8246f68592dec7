import type { Route } from './+types/tournament-payment-gateway';
import { BraintreeStep } from '../features/payment/BraintreeStep.tsx';
import { paymentGateway, paymentGatewayAction } from '../features/payment/flow.server.ts';
import { GatewayFailurePage } from '../features/payment/PaymentPanels.tsx';
import { RedsysPaymentPage } from '../features/payment/RedsysForm.tsx';
import { tournamentSubject } from '../features/payment/subjects/tournament.server.ts';
import { tournamentGatewayMessages } from '../features/payment/tournament.messages.ts';

/**
 * With Braintree the page holds one payment's Drop-in, with Redsys its signed forms: its own
 * policy, and no copy kept (features/payment/braintree.server.ts, redsys.server.ts).
 */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/**
 * The tee times' own card page, or the Drop-in with Braintree, Redsys's forms with Redsys,
 * returning to the tournament's outcome pages (decision 0017).
 */
export function loader(args: Route.LoaderArgs) {
  return paymentGateway(tournamentSubject, args);
}

/** The Drop-in's Pay: the nonce, charged by the engine (features/payment/braintree.server.ts). */
export function action(args: Route.ActionArgs) {
  return paymentGatewayAction(tournamentSubject, args);
}

/**
 * The Drop-in with Braintree, the forms with Redsys; otherwise seen only when the card page could
 * not be reached.
 */
export default function TournamentPaymentGateway({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'dropIn')
    return (
      <BraintreeStep
        texts={tournamentGatewayMessages}
        view={loaderData}
        backHref={loaderData.backHref}
      />
    );
  if (loaderData.kind === 'redsys')
    return (
      <RedsysPaymentPage
        title={tournamentGatewayMessages.title}
        payment={loaderData.payment}
        backHref={loaderData.backHref}
      />
    );
  return <GatewayFailurePage texts={tournamentGatewayMessages} {...loaderData} />;
}
