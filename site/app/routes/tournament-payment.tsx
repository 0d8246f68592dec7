import type { Route } from './+types/tournament-payment';
import { paymentStep } from '../features/payment/flow.server.ts';
import { PaymentStepPage } from '../features/payment/PaymentStepPage.tsx';
import { tournamentSubject } from '../features/payment/subjects/tournament.server.ts';
import { tournamentStepMessages } from '../features/payment/tournament.messages.ts';

/** The holder's e-mail and the players are behind this page: no shared cache may keep it. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

/** A tournament entry's payment step (see features/payment/flow.server.ts). */
export function loader(args: Route.LoaderArgs) {
  return paymentStep(tournamentSubject, args);
}

export default function TournamentPayment({ loaderData }: Route.ComponentProps) {
  return <PaymentStepPage texts={tournamentStepMessages} data={loaderData} />;
}
