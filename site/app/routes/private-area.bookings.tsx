import {
  Button,
  ButtonLink,
  LinkProvider,
  PaginatedTable,
  useConfirm,
} from '@fairway/design-system';
import type { TableHeader } from '@fairway/design-system';
import { formatDate, formatPrice } from '@fairway/rules';
import type { Locale } from '@fairway/rules';
import { useContext, useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import { Link, useNavigation, useOutletContext, useSubmit } from 'react-router';
import type { Route } from './+types/private-area.bookings';
import { DownloadAwareLink } from '../features/payment/DownloadAwareLink.tsx';
import { SessionEventsContext } from '../data/fetch-json.ts';
import type { LayoutOutlet } from '../lib/layout-outlet.ts';
import { localePath } from '../lib/locale.ts';
import { pageCalls } from '../lib/page.server.ts';
import { pageTitle } from '../lib/page-title.ts';
import { PRIVATE_AREA_PATHS } from '../lib/private-area.ts';
import { calendarHref, voucherQuery } from '../lib/user-bookings.ts';
import type { UserBookingView } from '../lib/user-bookings.ts';
import { useViewportWidth } from '../lib/use-viewport-width.ts';
import { cancelUserBooking, readUserBookings, readVoucher } from '../lib/user-bookings.server.ts';
import { requireUser } from '../lib/user-session.server.ts';
import * as styles from './private-area.pages.css.ts';

const messages = defineMessages<{
  title: NoMessageValues;
  upcoming: NoMessageValues;
  past: NoMessageValues;
  reference: NoMessageValues;
  when: NoMessageValues;
  club: NoMessageValues;
  players: NoMessageValues;
  total: NoMessageValues;
  status: NoMessageValues;
  confirmed: NoMessageValues;
  cancelled: NoMessageValues;
  dateTime: { date: string; time: string; zone: string };
  moreTeeTimes: { count: number };
  voucher: NoMessageValues;
  voucherLabel: { reference: string };
  calendar: NoMessageValues;
  calendarLabel: { reference: string };
  cancel: NoMessageValues;
  cancelLabel: { reference: string };
  cancelling: NoMessageValues;
  confirmTitle: { reference: string };
  confirmMessage: { club: string; date: string; time: string };
  confirmAccept: NoMessageValues;
  confirmKeep: NoMessageValues;
  done: { reference: string };
  failedToCancel: NoMessageValues;
  failedToLoad: NoMessageValues;
  voucherTitle: { reference: string };
  voucherMissing: NoMessageValues;
  back: NoMessageValues;
}>({
  title: { id: 'site.bookings.title', defaultMessage: 'My bookings' },
  upcoming: { id: 'site.bookings.upcoming', defaultMessage: 'Upcoming bookings' },
  past: { id: 'site.bookings.past', defaultMessage: 'Past and cancelled bookings' },
  reference: { id: 'site.bookings.reference', defaultMessage: 'Reference' },
  when: { id: 'site.bookings.when', defaultMessage: 'Tee time' },
  club: { id: 'site.bookings.club', defaultMessage: 'Club and course' },
  players: { id: 'site.bookings.players', defaultMessage: 'Players' },
  total: { id: 'site.bookings.total', defaultMessage: 'Total' },
  status: { id: 'site.bookings.status', defaultMessage: 'Status' },
  confirmed: { id: 'site.bookings.confirmed', defaultMessage: 'Confirmed' },
  cancelled: { id: 'site.bookings.cancelled', defaultMessage: 'Cancelled' },
  dateTime: { id: 'site.bookings.dateTime', defaultMessage: '{date}, {time} ({zone})' },
  moreTeeTimes: {
    id: 'site.bookings.moreTeeTimes',
    defaultMessage: '{count, plural, one {and # more tee time} other {and # more tee times}}',
  },
  voucher: { id: 'site.bookings.voucher', defaultMessage: 'Voucher' },
  voucherLabel: {
    id: 'site.bookings.voucherLabel',
    defaultMessage: 'Voucher of booking {reference}',
  },
  calendar: { id: 'site.bookings.calendar', defaultMessage: 'Calendar' },
  calendarLabel: {
    id: 'site.bookings.calendarLabel',
    defaultMessage: 'Calendar file of booking {reference}',
  },
  cancel: { id: 'site.bookings.cancel', defaultMessage: 'Cancel' },
  cancelLabel: { id: 'site.bookings.cancelLabel', defaultMessage: 'Cancel booking {reference}' },
  cancelling: { id: 'site.bookings.cancelling', defaultMessage: 'Cancelling…' },
  confirmTitle: { id: 'site.bookings.confirmTitle', defaultMessage: 'Cancel booking {reference}?' },
  confirmMessage: {
    id: 'site.bookings.confirmMessage',
    defaultMessage:
      'Your tee time at {club} on {date} at {time} will be released and the refund goes back to your card. The transaction fee is not refunded. This cannot be undone.',
  },
  confirmAccept: { id: 'site.bookings.confirmAccept', defaultMessage: 'Yes, cancel it' },
  confirmKeep: { id: 'site.bookings.confirmKeep', defaultMessage: 'Keep my booking' },
  done: { id: 'site.bookings.done', defaultMessage: 'Booking {reference} has been cancelled.' },
  failedToCancel: {
    id: 'site.bookings.failedToCancel',
    defaultMessage: 'Failed to cancel the booking',
  },
  failedToLoad: {
    id: 'site.bookings.failedToLoad',
    defaultMessage: 'Error retrieving the booking info',
  },
  voucherTitle: {
    id: 'site.bookings.voucherTitle',
    defaultMessage: 'Voucher of booking {reference}',
  },
  voucherMissing: {
    id: 'site.bookings.voucherMissing',
    defaultMessage: 'This voucher could not be shown. The confirmation e-mail has it too.',
  },
  back: { id: 'site.bookings.back', defaultMessage: 'Back to my bookings' },
});

/** The golfer's bookings and vouchers: no shared cache may keep them. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = requireUser(context, request);
  const calls = pageCalls(ctx, request);
  const url = new URL(request.url);
  const [bookings, voucher] = await Promise.all([
    readUserBookings(calls, ctx.culture, Date.now()),
    readVoucher(calls, url.searchParams.get('voucher')),
  ]);
  return {
    locale: ctx.locale,
    bookings: bookings.ok ? bookings.data : null,
    voucher,
    notice: calls.notice,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = requireUser(context, request);
  const calls = pageCalls(ctx, request);
  const outcome = await cancelUserBooking(calls, await request.formData());
  return { outcome, relogin: calls.notice.relogin, at: Date.now() };
}

type Column = TableHeader<UserBookingView>;

function BookingsTable({
  caption,
  items,
  locale,
  busyReference,
  onCancel,
}: {
  caption: string;
  items: UserBookingView[];
  locale: Locale;
  busyReference: string | null;
  onCancel: (booking: UserBookingView) => void;
}) {
  const intl = useIntl();
  const viewportWidth = useViewportWidth();
  const base = localePath(locale, PRIVATE_AREA_PATHS.bookings);
  const headers: Column[] = [
    { text: intl.formatMessage(messages.reference), value: 'reference', sortable: true },
    { text: intl.formatMessage(messages.when), value: 'startsAt', type: 'date', sortable: true },
    { text: intl.formatMessage(messages.club), value: 'clubName', sortable: true },
    {
      text: intl.formatMessage(messages.players),
      value: 'players',
      type: 'number',
      sortable: true,
    },
    { text: intl.formatMessage(messages.total), value: 'total', type: 'number', sortable: true },
    { text: intl.formatMessage(messages.status), value: 'status', sortable: true },
  ];
  return (
    <PaginatedTable
      caption={caption}
      headers={headers}
      items={items}
      getRowKey={(b) => b.reference}
      rowHeader="reference"
      viewportWidth={viewportWidth}
      renderCell={(b, header) => {
        switch (header.value) {
          case 'startsAt':
            return intl.formatMessage(messages.dateTime, {
              date: formatDate(b.date, locale),
              time: b.time,
              zone: b.timeZoneName,
            });
          case 'clubName':
            return (
              <>
                <span className={styles.strong}>{b.clubName}</span>
                <br />
                {b.courseName}
                {b.teeTimes > 1
                  ? ` ${intl.formatMessage(messages.moreTeeTimes, { count: b.teeTimes - 1 })}`
                  : null}
              </>
            );
          case 'total':
            return formatPrice(b.total, locale);
          case 'status':
            return intl.formatMessage(
              b.status === 'cancelled' ? messages.cancelled : messages.confirmed,
            );
          default:
            return undefined;
        }
      }}
      actions={(b) => (
        <span className={styles.rowActions}>
          <ButtonLink
            href={`${base}${voucherQuery(b.reference)}`}
            variant="secondary"
            size="small"
            aria-label={intl.formatMessage(messages.voucherLabel, { reference: b.reference })}
          >
            {intl.formatMessage(messages.voucher)}
          </ButtonLink>
          {b.status === 'confirmed' ? (
            <ButtonLink
              href={calendarHref(b.reference, locale)}
              download
              variant="secondary"
              size="small"
              aria-label={intl.formatMessage(messages.calendarLabel, { reference: b.reference })}
            >
              {intl.formatMessage(messages.calendar)}
            </ButtonLink>
          ) : null}
          {b.cancellable ? (
            <Button
              variant="critical"
              size="small"
              aria-disabled={busyReference !== null || undefined}
              aria-label={intl.formatMessage(messages.cancelLabel, { reference: b.reference })}
              onClick={() => {
                if (busyReference === null) onCancel(b);
              }}
            >
              {intl.formatMessage(
                busyReference === b.reference ? messages.cancelling : messages.cancel,
              )}
            </Button>
          ) : null}
        </span>
      )}
    />
  );
}

export default function BookingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const intl = useIntl();
  const { locale, bookings, voucher } = loaderData;
  const { setAlert } = useOutletContext<LayoutOutlet>();
  const { onRelogin } = useContext(SessionEventsContext);
  const confirm = useConfirm();
  const submit = useSubmit();
  const navigation = useNavigation();
  const voucherRef = useRef<HTMLHeadingElement>(null);
  const busyReference =
    navigation.state !== 'idle' && navigation.formData?.get('intent') === 'cancel'
      ? String(navigation.formData.get('reference') ?? '')
      : null;

  // Each answer to a cancellation: the re-login modal, or the layout's alert saying what happened.
  useEffect(() => {
    if (!actionData) return;
    if (actionData.relogin) {
      onRelogin();
      return;
    }
    const { outcome } = actionData;
    setAlert({
      visible: true,
      type: outcome.ok ? 'success' : 'error',
      message: outcome.ok
        ? intl.formatMessage(messages.done, { reference: outcome.reference })
        : [intl.formatMessage(messages.failedToCancel), outcome.detail].filter(Boolean).join(': '),
    });
  }, [actionData, intl, onRelogin, setAlert]);

  useEffect(() => {
    if (voucher) voucherRef.current?.focus();
  }, [voucher]);

  async function askToCancel(booking: UserBookingView) {
    const yes = await confirm({
      title: intl.formatMessage(messages.confirmTitle, { reference: booking.reference }),
      message: intl.formatMessage(messages.confirmMessage, {
        club: booking.clubName,
        date: formatDate(booking.date, locale),
        time: booking.time,
      }),
      // 'Accept' and 'Cancel' would be ambiguous in a dialog about cancelling.
      acceptLabel: intl.formatMessage(messages.confirmAccept),
      cancelLabel: intl.formatMessage(messages.confirmKeep),
    });
    if (!yes) return;
    await submit({ intent: 'cancel', reference: booking.reference }, { method: 'post' });
  }

  const title = intl.formatMessage(messages.title);
  return (
    <LinkProvider value={DownloadAwareLink}>
      <section aria-labelledby="private-area-bookings" className={styles.section}>
        <title>{intl.formatMessage(pageTitle, { title })}</title>
        <h2 id="private-area-bookings" className={styles.title}>
          {title}
        </h2>
        {voucher ? (
          <section aria-labelledby="booking-voucher" className={styles.voucherBox}>
            <h3 id="booking-voucher" ref={voucherRef} tabIndex={-1} className={styles.subtitle}>
              {intl.formatMessage(messages.voucherTitle, { reference: voucher.reference })}
            </h3>
            {voucher.html ? (
              <div
                className={styles.voucher}
                // Sanitized on the server (user-bookings.server.ts).
                dangerouslySetInnerHTML={{ __html: voucher.html }}
              />
            ) : (
              <p role="alert" className={styles.error}>
                {intl.formatMessage(messages.voucherMissing)}
              </p>
            )}
            <Link to={localePath(locale, PRIVATE_AREA_PATHS.bookings)} className={styles.link}>
              {intl.formatMessage(messages.back)}
            </Link>
          </section>
        ) : null}
        {bookings ? (
          <>
            <BookingsTable
              caption={intl.formatMessage(messages.upcoming)}
              items={bookings.upcoming}
              locale={locale}
              busyReference={busyReference}
              onCancel={(b) => void askToCancel(b)}
            />
            <BookingsTable
              caption={intl.formatMessage(messages.past)}
              items={bookings.past}
              locale={locale}
              busyReference={busyReference}
              onCancel={(b) => void askToCancel(b)}
            />
          </>
        ) : (
          <p role="alert" className={styles.error}>
            {intl.formatMessage(messages.failedToLoad)}
          </p>
        )}
      </section>
    </LinkProvider>
  );
}
