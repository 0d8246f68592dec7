import { defineMessages, useIntl } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import { Link, redirect } from 'react-router';
import type { Route } from './+types/tournament-payment-gateway';
import { cardPageUrl, ownerProof, returnUrls } from '../features/checkout/booking.server.ts';
import { localePath } from '../platform/locale.ts';
import { pageCalls, pageContext } from '../platform/engine/page-calls.server.ts';
import { pageTitle } from '../platform/seo/page-title.ts';
import { tournamentsPath } from '../features/tournaments/tournaments.ts';
import {
  registrationLocatorOf,
  registrationPayment,
} from '../features/tournaments/tournaments.server.ts';
import * as styles from './payment.css.ts';

const messages = defineMessages<{
  title: NoMessageValues;
  failed: NoMessageValues;
  incident: NoMessageValues;
  back: NoMessageValues;
}>({
  title: { id: 'site.tournamentGateway.title', defaultMessage: 'Payment of the entry' },
  failed: {
    id: 'site.tournamentGateway.failed',
    defaultMessage: 'The payment could not be started',
  },
  incident: {
    id: 'site.tournamentGateway.incident',
    defaultMessage: 'An incident has occurred during the reservation process',
  },
  back: { id: 'site.tournamentGateway.back', defaultMessage: 'All tournaments' },
});

/**
 * The card page of the tee times' own flow (docs/decisions/0007, 0017), returning to this site's
 * tournament outcome pages. Each visit asks the engine for one new payment of the hold.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const calls = pageCalls(ctx, request);
  const listHref = localePath(ctx.locale, tournamentsPath({}));
  const reference = registrationLocatorOf(request);
  if (!reference) throw redirect(listHref);
  const proof = ownerProof(request);
  const card = await cardPageUrl(
    calls,
    reference,
    proof,
    returnUrls(request, ctx.locale, '/tournament-payment'),
  );
  if (card.ok) throw redirect(card.data, 302);
  // Already paid (another tab, or the back button after paying): show the entry, not an error.
  const paid = await registrationPayment(calls, reference, proof);
  if (paid.ok && paid.data === 'paid')
    throw redirect(localePath(ctx.locale, '/tournament-payment/ok'));
  return { message: card.msg, listHref, notice: calls.notice };
}

export default function TournamentPaymentGateway({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  return (
    <div className={styles.page}>
      <title>{intl.formatMessage(pageTitle, { title: intl.formatMessage(messages.title) })}</title>
      <div className={styles.panel}>
        <h1 className={styles.title}>{intl.formatMessage(messages.failed)}</h1>
        {/* The engine's reason (e.g. the hold expired), already in the golfer's language. */}
        <p role="alert" className={styles.text}>
          {loaderData.message || intl.formatMessage(messages.incident)}
        </p>
        <Link to={loaderData.listHref}>{intl.formatMessage(messages.back)}</Link>
      </div>
    </div>
  );
}
