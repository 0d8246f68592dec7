import { data } from 'react-router';
import type { Route } from './+types/tournament-payment-outcome';
import { paymentOutcome } from '../features/payment/flow.server.ts';
import { tournamentSubject } from '../features/payment/subjects/tournament.server.ts';
import { TournamentOutcome } from '../features/payment/TournamentOutcome.tsx';
import { tournamentsPath } from '../features/tournaments/tournaments.ts';

/** The holder's name, e-mail and the players are on this page: no shared cache may keep it. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

/** The card page's way back, `/tournament-payment/ok` or `/ko`; any other outcome is no page. */
export function loader(args: Route.LoaderArgs) {
  const { outcome } = args.params;
  if (outcome !== 'ok' && outcome !== 'ko') throw data(null, { status: 404 });
  return paymentOutcome(tournamentSubject, outcome, tournamentsPath({}), args);
}

export default function TournamentPaymentOutcome({ loaderData }: Route.ComponentProps) {
  return (
    <TournamentOutcome
      view={loaderData.view}
      locale={loaderData.locale}
      missingHref={loaderData.missingHref}
    />
  );
}
