import { ButtonLink } from '@fairway/design-system';
import { formatDate, formatPrice } from '@fairway/rules';
import type { Locale } from '@fairway/rules';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import {
  GatewayLink,
  OutcomePage,
  PendingPanel,
  QrCode,
  VoucherSection,
} from './PaymentPanels.tsx';
import { tournamentOutcomeMessages as messages } from './tournament.messages.ts';
import type { TournamentConfirmedView, TournamentKoView, TournamentOutcomeView } from './views.ts';
import * as styles from './payment.css.ts';

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
        <PendingPanel statusUrl={view.statusUrl} texts={messages} />
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
          <ButtonLink href={view.registrationHref}>{intl.formatMessage(messages.again)}</ButtonLink>
        )}
        <Link to={view.tournamentHref}>{intl.formatMessage(messages.tournament)}</Link>
      </div>
    </div>
  );
}
