import { formatDate, formatPrice } from '@fairway/rules';
import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { MessageTag, NoMessageValues } from 'react-intl';
import { data, Link, redirect, useFetcher, useLocation, useRevalidator } from 'react-router';
import type { Route } from './+types/tournament-payment-outcome';
import {
  ownerProof,
  parseReference,
  qrCodeDataUri,
  voucherHtml,
} from '../features/checkout/booking.server.ts';
import { localePath } from '../platform/locale.ts';
import { criticalFailure, pageCalls, pageContext } from '../platform/engine/page-calls.server.ts';
import type { PageCalls } from '../platform/engine/page-calls.server.ts';
import { pageTitle } from '../platform/seo/page-title.ts';
import { sanitizeHtml } from '../platform/rendering/sanitize-html.server.ts';
import {
  registrationPath,
  tournamentPath,
  tournamentsPath,
} from '../features/tournaments/tournaments.ts';
import {
  readRegistration,
  registrationLocatorOf,
  registrationPayment,
} from '../features/tournaments/tournaments.server.ts';
import * as styles from './payment.css.ts';

const messages = defineMessages<{
  okTitle: NoMessageValues;
  reference: { reference: string; strong: MessageTag };
  summary: { tournament: string; club: string; date: string };
  players: { count: number; names: string };
  paid: { amount: string };
  mail: NoMessageValues;
  qrAlt: { reference: string };
  voucher: NoMessageValues;
  koTitle: NoMessageValues;
  koText: NoMessageValues;
  retry: NoMessageValues;
  again: NoMessageValues;
  pendingTitle: NoMessageValues;
  pendingText: NoMessageValues;
  checkAgain: NoMessageValues;
  missingTitle: NoMessageValues;
  missingText: NoMessageValues;
  tournament: NoMessageValues;
  all: NoMessageValues;
}>({
  okTitle: { id: 'site.tournamentOk.title', defaultMessage: 'Registration confirmed' },
  reference: {
    id: 'site.tournamentOk.reference',
    defaultMessage: 'Reference <strong>{reference}</strong>',
  },
  summary: {
    id: 'site.tournamentOk.summary',
    defaultMessage: '{tournament} at {club}, from {date}',
  },
  players: {
    id: 'site.tournamentOk.players',
    defaultMessage: '{count, plural, one {# player} other {# players}}: {names}',
  },
  paid: { id: 'site.tournamentOk.paid', defaultMessage: 'Paid: {amount}' },
  mail: {
    id: 'site.tournamentOk.mail',
    defaultMessage:
      'The confirmation and this voucher are on their way to your e-mail. The voucher says how the entry can be cancelled.',
  },
  qrAlt: { id: 'site.tournamentOk.qrAlt', defaultMessage: 'QR code of registration {reference}' },
  voucher: { id: 'site.tournamentOk.voucher', defaultMessage: 'Your voucher' },
  koTitle: {
    id: 'site.tournamentKo.title',
    defaultMessage: 'The payment could not be completed',
  },
  koText: {
    id: 'site.tournamentKo.text',
    defaultMessage: 'The payment of the tournament registration could not be completed.',
  },
  retry: { id: 'site.tournamentKo.retry', defaultMessage: 'Try again' },
  again: { id: 'site.tournamentKo.again', defaultMessage: 'Register again' },
  pendingTitle: {
    id: 'site.tournamentOk.pendingTitle',
    defaultMessage: 'Your payment is still being processed',
  },
  pendingText: {
    id: 'site.tournamentOk.pendingText',
    defaultMessage:
      'The bank has not confirmed it yet. Check again in a moment; the confirmation also reaches you by e-mail.',
  },
  checkAgain: { id: 'site.tournamentOk.checkAgain', defaultMessage: 'Check again' },
  missingTitle: { id: 'site.tournamentOk.missingTitle', defaultMessage: 'Registration not found' },
  missingText: {
    id: 'site.tournamentOk.missingText',
    defaultMessage:
      'We cannot show this registration here. The confirmation e-mail has its details.',
  },
  tournament: { id: 'site.tournamentOk.tournament', defaultMessage: 'Back to the tournament' },
  all: { id: 'site.tournamentOk.all', defaultMessage: 'All tournaments' },
});

/** How long, and how often, the ok page asks again while the payment is being confirmed. */
const POLL_LIMIT_MS = 20_000;
const POLL_EVERY_MS = 1_000;

/** The holder's name, e-mail and the players are on this page: no shared cache may keep it. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

/** The voucher and the QR code of a paid registration. */
async function confirmed(calls: PageCalls, reference: string, proof: { email?: string }) {
  const [voucher, qr] = await Promise.all([
    voucherHtml(calls, reference, proof),
    qrCodeDataUri(reference),
  ]);
  return { voucher: voucher === null ? null : sanitizeHtml(voucher), qr };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (params.outcome !== 'ok' && params.outcome !== 'ko') throw data(null, { status: 404 });
  const ctx = pageContext(context);
  const calls = pageCalls(ctx, request);
  const url = new URL(request.url);
  const base = {
    locale: ctx.locale,
    listHref: localePath(ctx.locale, tournamentsPath({})),
    notice: calls.notice,
  };
  // The card page appends the reference; the cookie covers a bare visit.
  const reference =
    parseReference(url.searchParams.get('localizador')) ?? registrationLocatorOf(request);
  if (!reference) return { ...base, view: { kind: 'missing' as const } };
  const proof = ownerProof(request);
  // Independent: the registration's details, and whether the bank has paid it.
  const [registration, payment] = await Promise.all([
    readRegistration(calls, reference, proof),
    registrationPayment(calls, reference, proof),
  ]);
  if (!registration.ok) {
    if (registration.cod === 2) return { ...base, view: { kind: 'missing' as const } };
    criticalFailure(registration, calls.notice);
  }
  const r = registration.data;
  const tournamentHref = localePath(ctx.locale, tournamentPath(r.tournament, r.tournamentId));
  if (payment.ok && payment.data === 'paid') {
    if (params.outcome === 'ko') throw redirect(localePath(ctx.locale, '/tournament-payment/ok'));
    const done = await confirmed(calls, reference, proof);
    return {
      ...base,
      view: {
        kind: 'confirmed' as const,
        reference,
        tournament: r.tournament,
        club: r.club,
        startDate: r.startDate,
        players: r.players.map((p) => `${p.name} ${p.surname}`),
        total: r.total,
        voucher: done.voucher,
        qr: done.qr,
        tournamentHref,
      },
    };
  }
  // Back from the card page on the ok address, the bank's word may still be on its way.
  if (payment.ok && params.outcome === 'ok')
    return { ...base, view: { kind: 'pending' as const, tournamentHref } };
  return {
    ...base,
    view: {
      kind: 'ko' as const,
      // The engine's tournament payment message, in the golfer's language, when it has one.
      message: payment.ok ? null : payment.msg || null,
      // A hold still open can be paid again with another card.
      retryHref: payment.ok
        ? `${localePath(ctx.locale, '/tournament-payment/gateway')}?timestamp=${Date.now()}`
        : null,
      tournamentHref,
      registrationHref: localePath(ctx.locale, registrationPath(r.tournament, r.tournamentId)),
    },
  };
}

export default function TournamentPaymentOutcome({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { view, locale, listHref } = loaderData;
  const title =
    view.kind === 'confirmed'
      ? messages.okTitle
      : view.kind === 'ko'
        ? messages.koTitle
        : view.kind === 'pending'
          ? messages.pendingTitle
          : messages.missingTitle;
  return (
    <div className={styles.page}>
      <title>{intl.formatMessage(pageTitle, { title: intl.formatMessage(title) })}</title>
      {view.kind === 'confirmed' ? (
        <div className={styles.panel}>
          <h1 className={styles.title}>{intl.formatMessage(messages.okTitle)}</h1>
          <p className={styles.text}>
            {intl.formatMessage(messages.reference, {
              reference: view.reference,
              strong: (chunks) => <strong data-testid="registration-reference">{chunks}</strong>,
            })}
          </p>
          <img
            src={view.qr}
            alt={intl.formatMessage(messages.qrAlt, { reference: view.reference })}
            width={160}
            height={160}
            className={styles.qr}
          />
          <p className={styles.text}>
            {intl.formatMessage(messages.summary, {
              tournament: view.tournament,
              club: view.club,
              date: formatDate(view.startDate, locale, 'long'),
            })}
          </p>
          <p className={styles.text}>
            {intl.formatMessage(messages.players, {
              count: view.players.length,
              names: view.players.join(', '),
            })}
          </p>
          <p className={styles.text}>
            {intl.formatMessage(messages.paid, { amount: formatPrice(view.total, locale) })}
          </p>
          <p className={styles.text}>{intl.formatMessage(messages.mail)}</p>
          {view.voucher ? (
            <section aria-labelledby="registration-voucher" className={styles.others}>
              <h2 id="registration-voucher" className={styles.title}>
                {intl.formatMessage(messages.voucher)}
              </h2>
              {/* Sanitized on the server by the one sanitizer module (lib/sanitize-html.server.ts). */}
              <div className={styles.voucher} dangerouslySetInnerHTML={{ __html: view.voucher }} />
            </section>
          ) : null}
          <Link to={view.tournamentHref}>{intl.formatMessage(messages.tournament)}</Link>
        </div>
      ) : view.kind === 'pending' ? (
        <Pending />
      ) : view.kind === 'ko' ? (
        <div className={styles.panel}>
          <h1 className={styles.title}>{intl.formatMessage(messages.koTitle)}</h1>
          <p role="alert" className={styles.text}>
            {view.message ?? intl.formatMessage(messages.koText)}
          </p>
          <div className={styles.actions}>
            {view.retryHref ? (
              // A document link: the gateway sends the browser off-site.
              <a href={view.retryHref} className={styles.linkButton}>
                {intl.formatMessage(messages.retry)}
              </a>
            ) : (
              <Link to={view.registrationHref} className={styles.linkButton}>
                {intl.formatMessage(messages.again)}
              </Link>
            )}
            <Link to={view.tournamentHref}>{intl.formatMessage(messages.tournament)}</Link>
          </div>
        </div>
      ) : (
        <div className={styles.panel}>
          <h1 className={styles.title}>{intl.formatMessage(messages.missingTitle)}</h1>
          <p className={styles.text}>{intl.formatMessage(messages.missingText)}</p>
          <Link to={listHref}>{intl.formatMessage(messages.all)}</Link>
        </div>
      )}
    </div>
  );
}

/**
 * Asks again every second for a while; the button stays for a golfer who comes back later. Each
 * ask is this page's own loader only (a fetcher), two engine calls, not the layout's too; when the
 * answer is no longer "pending", the page is loaded again once to show it.
 */
function Pending() {
  const intl = useIntl();
  const location = useLocation();
  const revalidator = useRevalidator();
  const fetcher = useFetcher<typeof loader>();
  const here = `${location.pathname}${location.search}`;
  // The fetcher changes with every answer; the one timer must outlive them.
  const latest = useRef(fetcher);
  useEffect(() => {
    latest.current = fetcher;
  });
  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => {
      if (Date.now() - started > POLL_LIMIT_MS) window.clearInterval(timer);
      else if (latest.current.state === 'idle') void latest.current.load(here);
    }, POLL_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [here]);
  const settled = fetcher.data !== undefined && fetcher.data.view.kind !== 'pending';
  useEffect(() => {
    if (settled) void revalidator.revalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per settled answer, not per revalidator state
  }, [settled]);
  return (
    <div className={styles.panel}>
      <h1 className={styles.title}>{intl.formatMessage(messages.pendingTitle)}</h1>
      <p className={styles.text} role="status">
        {intl.formatMessage(messages.pendingText)}
      </p>
      <button
        type="button"
        className={styles.linkButton}
        onClick={() => void revalidator.revalidate()}
      >
        {intl.formatMessage(messages.checkAgain)}
      </button>
    </div>
  );
}
