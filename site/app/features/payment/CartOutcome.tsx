import { BookingConfirmation, Button, HoldCountdown, LinkProvider } from '@fairway/design-system';
import { clubWallClock, formatDate } from '@fairway/rules';
import type { Locale } from '@fairway/rules';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Form, Link } from 'react-router';
import { useCart } from '../cart/use-cart.ts';
import { zoneName } from '../catalog/club-date.ts';
import { useHydrated } from '../../platform/browser/use-hydrated.ts';
import { cartOutcomeMessages as messages } from './cart.messages.ts';
import { DownloadAwareLink } from './DownloadAwareLink.tsx';
import {
  GatewayLink,
  OutcomePage,
  PendingPanel,
  QrCode,
  VoucherSection,
} from './PaymentPanels.tsx';
import type { CartConfirmedView, CartKoView, CartOutcomeView } from './views.ts';
import * as styles from './payment.css.ts';

/** The tee-time cart's ok and ko pages: the booking, the bank's word awaited, or the retry. */
export function CartOutcome({
  view,
  locale,
  culture,
  missingHref,
  retryError,
}: {
  view: CartOutcomeView;
  locale: Locale;
  culture: string;
  missingHref: string;
  /** The retry's refusal, already in the golfer's language ('' when the engine was not reached). */
  retryError: string | undefined;
}) {
  return (
    <OutcomePage kind={view.kind} texts={messages} missingHref={missingHref}>
      {view.kind === 'confirmed' ? (
        <Confirmed view={view} locale={locale} culture={culture} />
      ) : view.kind === 'pending' ? (
        <PendingPanel statusUrl={view.statusUrl} texts={messages} />
      ) : view.kind === 'ko' ? (
        <Declined view={view} retryError={retryError} />
      ) : null}
    </OutcomePage>
  );
}

/**
 * The card was declined. A hold that still lives is paid again at the gateway; one the decline
 * released is made again by this page's action (a form, on this site).
 */
function Declined({ view, retryError }: { view: CartKoView; retryError: string | undefined }) {
  const intl = useIntl();
  return (
    <div className={styles.panel}>
      <h1 className={styles.title}>{intl.formatMessage(messages.koTitle)}</h1>
      <p className={styles.text}>{intl.formatMessage(messages.koText)}</p>
      <p className={styles.text}>{intl.formatMessage(messages.koRetryText)}</p>
      {view.live && view.expiresAt ? <Countdown expiresAt={view.expiresAt} /> : null}
      {retryError !== undefined ? (
        <p role="alert" className={styles.text}>
          {retryError || intl.formatMessage(messages.incident)}
        </p>
      ) : null}
      <div className={styles.actions}>
        {view.live ? (
          <GatewayLink href={`${view.gatewayPath}?timestamp=${view.timestamp}`}>
            {intl.formatMessage(messages.retry)}
          </GatewayLink>
        ) : (
          <Form method="post" reloadDocument>
            <Button type="submit">{intl.formatMessage(messages.retry)}</Button>
          </Form>
        )}
        <Link to={view.cartHref}>{intl.formatMessage(messages.backToCart)}</Link>
      </div>
    </div>
  );
}

/** The hold's clock reads the browser's time: rendered after hydration so both renders agree. */
function Countdown({ expiresAt }: { expiresAt: string }) {
  const hydrated = useHydrated();
  return hydrated ? <HoldCountdown expiresAt={expiresAt} /> : null;
}

function Confirmed({
  view,
  locale,
  culture,
}: {
  view: CartConfirmedView;
  locale: Locale;
  culture: string;
}) {
  const intl = useIntl();
  const { refresh } = useCart();
  // The layout read the cart while this page's loader was emptying it: read it again, so the
  // header's button says 0.
  useEffect(() => {
    void refresh();
  }, [refresh]);
  const [first, ...others] = view.lines;
  if (!first) return null;
  const deadline =
    view.policy?.allowed && view.policy.deadline
      ? clubWallClock(view.policy.deadline, first.timeZone)
      : null;
  return (
    <LinkProvider value={DownloadAwareLink}>
      <BookingConfirmation
        locale={locale}
        headingLevel={1}
        reference={view.reference}
        clubName={first.clubName}
        courseName={first.courseName}
        date={first.date}
        time={first.time}
        timeZoneName={zoneName(first.timeZone, first.date, culture)}
        players={first.players}
        services={first.services.map((s) => ({ name: s.name, units: s.units }))}
        amountPaid={view.amountPaid}
        cancellation={{ allowed: view.policy?.allowed ?? false, deadline }}
        calendarHref={view.calendarHref}
        qrCode={
          <QrCode
            src={view.qr}
            alt={intl.formatMessage(messages.qrAlt, { reference: view.reference })}
          />
        }
      >
        {others.length > 0 ? (
          <section aria-labelledby="booking-others" className={styles.others}>
            <h2 id="booking-others" className={styles.title}>
              {intl.formatMessage(messages.others)}
            </h2>
            <ul>
              {others.map((line) => (
                <li key={`${line.courseId}|${line.date}|${line.time}`}>
                  {intl.formatMessage(messages.otherLine, {
                    club: line.clubName,
                    course: line.courseName,
                    date: formatDate(line.date, locale, 'long'),
                    time: line.time,
                    zone: zoneName(line.timeZone, line.date, culture),
                    players: line.players,
                  })}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {view.voucher ? (
          <VoucherSection
            id="booking-voucher"
            title={intl.formatMessage(messages.voucher)}
            html={view.voucher}
          />
        ) : null}
      </BookingConfirmation>
    </LinkProvider>
  );
}
