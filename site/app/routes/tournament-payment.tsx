import { HoldCountdown, PaymentMessage } from '@fairway/design-system';
import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import { Link, redirect } from 'react-router';
import type { Route } from './+types/tournament-payment';
import { holdIsLive } from '../features/checkout/booking.ts';
import { ownerProof } from '../features/checkout/booking.server.ts';
import { localePath } from '../platform/locale.ts';
import { criticalFailure, pageCalls, pageContext } from '../platform/engine/page-calls.server.ts';
import { pageTitle } from '../platform/seo/page-title.ts';
import { tournamentPath, tournamentsPath } from '../features/tournaments/tournaments.ts';
import {
  readRegistration,
  registrationLocatorOf,
} from '../features/tournaments/tournaments.server.ts';
import { useHydrated } from '../platform/browser/use-hydrated.ts';
import * as styles from './payment.css.ts';

const messages = defineMessages<{
  title: NoMessageValues;
  summary: { tournament: string; count: number };
  continue: NoMessageValues;
  expiredTitle: NoMessageValues;
  expiredText: NoMessageValues;
  back: NoMessageValues;
}>({
  title: { id: 'site.tournamentPayment.title', defaultMessage: 'Payment of the entry' },
  summary: {
    id: 'site.tournamentPayment.summary',
    defaultMessage: '{tournament}: {count, plural, one {# player} other {# players}}',
  },
  continue: { id: 'site.tournamentPayment.continue', defaultMessage: 'Continue to payment' },
  expiredTitle: {
    id: 'site.tournamentPayment.expiredTitle',
    defaultMessage: 'Your places are no longer held',
  },
  expiredText: {
    id: 'site.tournamentPayment.expiredText',
    defaultMessage:
      'The places were held for a limited time and are free again. Register the players again to pay.',
  },
  back: { id: 'site.tournamentPayment.back', defaultMessage: 'Back to the tournament' },
});

/** The holder's e-mail and the players are behind this page: no shared cache may keep it. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

/**
 * The blocking message and the hold's countdown, then on to the gateway by script: a form's
 * redirect chain may not leave the site (CSP form-action 'self'), so registering lands here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const calls = pageCalls(ctx, request);
  const listHref = localePath(ctx.locale, tournamentsPath({}));
  const reference = registrationLocatorOf(request);
  if (!reference) throw redirect(listHref);
  const registration = await readRegistration(calls, reference, ownerProof(request));
  if (!registration.ok) {
    if (registration.cod === 2) throw redirect(listHref);
    criticalFailure(registration, calls.notice);
  }
  const r = registration.data;
  if (r.status === 'confirmed') throw redirect(localePath(ctx.locale, '/tournament-payment/ok'));
  return {
    live: holdIsLive(r, Date.now()),
    expiresAt: r.holdExpiresAt,
    tournament: r.tournament,
    players: r.players.length,
    gatewayPath: localePath(ctx.locale, '/tournament-payment/gateway'),
    timestamp: Date.now(),
    tournamentHref: localePath(ctx.locale, tournamentPath(r.tournament, r.tournamentId)),
    notice: calls.notice,
  };
}

export default function TournamentPayment({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { live, expiresAt, tournament, players, gatewayPath, timestamp, tournamentHref } =
    loaderData;
  const [expired, setExpired] = useState(!live);
  const hydrated = useHydrated();
  const gateway = `${gatewayPath}?timestamp=${timestamp}`;

  // `replace`, so the back button from the card page returns to the form, not to this step.
  useEffect(() => {
    if (!live) return;
    const timer = window.setTimeout(() => window.location.replace(gateway), 400);
    return () => window.clearTimeout(timer);
  }, [live, gateway]);

  return (
    <div className={styles.page}>
      <title>{intl.formatMessage(pageTitle, { title: intl.formatMessage(messages.title) })}</title>
      {expired ? (
        <div className={styles.panel}>
          <h1 className={styles.title}>{intl.formatMessage(messages.expiredTitle)}</h1>
          <p className={styles.text}>{intl.formatMessage(messages.expiredText)}</p>
          <Link to={tournamentHref}>{intl.formatMessage(messages.back)}</Link>
        </div>
      ) : (
        <>
          <PaymentMessage className={styles.message} />
          <div className={styles.panel}>
            <p className={styles.text}>
              {intl.formatMessage(messages.summary, { tournament, count: players })}
            </p>
            {hydrated && expiresAt ? (
              <HoldCountdown expiresAt={expiresAt} onExpire={() => setExpired(true)} />
            ) : null}
            {/* A document link: the gateway sends the browser off-site. */}
            <a href={gateway} className={`${styles.linkButton} ${styles.fullWidth}`}>
              {intl.formatMessage(messages.continue)}
            </a>
          </div>
        </>
      )}
    </div>
  );
}
