import type { Route } from './+types/tournament-payment-gateway';
import { paymentGateway } from '../features/payment/flow.server.ts';
import { GatewayFailurePage } from '../features/payment/PaymentPanels.tsx';
import { tournamentSubject } from '../features/payment/subjects/tournament.server.ts';
import { tournamentGatewayMessages } from '../features/payment/tournament.messages.ts';

/** The tee times' own card page, returning to the tournament's outcome pages (decision 0017). */
export function loader(args: Route.LoaderArgs) {
  return paymentGateway(tournamentSubject, args);
}

/** Seen only when the card page could not be reached. */
export default function TournamentPaymentGateway({ loaderData }: Route.ComponentProps) {
  return <GatewayFailurePage texts={tournamentGatewayMessages} {...loaderData} />;
}
