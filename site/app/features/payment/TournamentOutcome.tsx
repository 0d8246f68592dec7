import { formatDate, formatPrice } from '@fairway/rules';
import type { Locale } from '@fairway/rules';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, useFetcher, useLocation, useRevalidator } from 'react-router';
import { GatewayLink, OutcomePage, QrCode, VoucherSection } from './PaymentPanels.tsx';
import { tournamentOutcomeMessages as messages } from './tournament.messages.ts';
import type { TournamentConfirmedView, TournamentKoView, TournamentOutcomeView } from './views.ts';
import * as styles from './payment.css.ts';

/** How long, and how often, the ok page asks again while the payment is being confirmed. */
const POLL_LIMIT_MS = 20_000;
const POLL_EVERY_MS = 1_000;

/** A tournament entry's ok and ko pages: the entry and its voucher, the wait, or the retry. */
export function TournamentOutcome({
  view,
  locale,
  missingHref,
}: {
  view: TournamentOutcomeView;
  locale: Locale;
  missingHref: string;
}) {
  return (
    <OutcomePage kind={view.kind} texts={messages} missingHref={missingHref}>
      {view.kind === 'confirmed' ? (
        <Confirmed view={view} locale={locale} />
      ) : view.kind === 'pending' ? (
        <Pending />
      ) : view.kind === 'ko' ? (
        <Declined view={view} />
      ) : null}
    </OutcomePage>
  );
}

function Confirmed({ view, locale }: { view: TournamentConfirmedView; locale: Locale }) {
  const intl = useIntl();
  return (
    <div className={styles.panel}>
      <h1 className={styles.title}>{intl.formatMessage(messages.okTitle)}</h1>
      <p className={styles.text}>
        {intl.formatMessage(messages.reference, {
          reference: view.reference,
          strong: (chunks) => <strong data-testid="registration-reference">{chunks}</strong>,
        })}
      </p>
      <QrCode
        src={view.qr}
        alt={intl.formatMessage(messages.qrAlt, { reference: view.reference })}
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
        <VoucherSection
          id="registration-voucher"
          title={intl.formatMessage(messages.voucher)}
          html={view.voucher}
        />
      ) : null}
      <Link to={view.tournamentHref}>{intl.formatMessage(messages.tournament)}</Link>
    </div>
  );
}

/** Not paid: the gateway again while the hold is open, else the registration form again. */
function Declined({ view }: { view: TournamentKoView }) {
  const intl = useIntl();
  return (
    <div className={styles.panel}>
      <h1 className={styles.title}>{intl.formatMessage(messages.koTitle)}</h1>
      <p role="alert" className={styles.text}>
        {view.message ?? intl.formatMessage(messages.koText)}
      </p>
      <div className={styles.actions}>
        {view.retryHref ? (
          <GatewayLink href={view.retryHref}>{intl.formatMessage(messages.retry)}</GatewayLink>
        ) : (
          <Link to={view.registrationHref} className={styles.linkButton}>
            {intl.formatMessage(messages.again)}
          </Link>
        )}
        <Link to={view.tournamentHref}>{intl.formatMessage(messages.tournament)}</Link>
      </div>
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
  const fetcher = useFetcher<{ view: { kind: TournamentOutcomeView['kind'] } }>();
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
