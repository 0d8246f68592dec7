import type { Route } from './+types/tournament-payment-gateway';
import { paymentGateway } from '../features/payment/flow.server.ts';
import { GatewayFailurePage } from '../features/payment/PaymentPanels.tsx';
import { RedsysPaymentPage } from '../features/payment/RedsysForm.tsx';
import { tournamentSubject } from '../features/payment/subjects/tournament.server.ts';
import { tournamentGatewayMessages } from '../features/payment/tournament.messages.ts';

/** The tee times' own card page, returning to the tournament's outcome pages (decision 0017). */
export function loader(args: Route.LoaderArgs) {
  return paymentGateway(tournamentSubject, args);
}

/** Redsys's page holds one payment's signed forms: its policy, and no copy kept (redsys.server.ts). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** With Redsys, its forms; otherwise seen only when the card page could not be reached. */
export default function TournamentPaymentGateway({ loaderData }: Route.ComponentProps) {
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
