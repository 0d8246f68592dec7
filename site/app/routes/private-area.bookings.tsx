import { LinkProvider, refundSentence, useConfirm } from '@fairway/design-system';
import { formatDate, joinSentences } from '@fairway/rules';
import { useContext, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigation, useOutletContext, useSubmit } from 'react-router';
import type { Route } from './+types/private-area.bookings';
import { DownloadAwareLink } from '../features/payment/DownloadAwareLink.tsx';
import { SessionEventsContext } from '../platform/browser/fetch-json.ts';
import type { LayoutOutlet } from '../platform/rendering/layout-outlet.ts';
import { localePath } from '../platform/locale.ts';
import { pageCalls } from '../platform/engine/page-calls.server.ts';
import { pageTitle } from '../platform/seo/page-title.ts';
import { PRIVATE_AREA_PATHS } from '../features/private-area/private-area.ts';
import type { UserBookingView } from '../features/private-area/user-bookings.ts';
import {
  cancelUserBooking,
  readUserBookings,
  readVoucher,
} from '../features/private-area/user-bookings.server.ts';
import { requireUser } from '../features/account/user-session.server.ts';
import * as styles from '../features/private-area/private-area-pages.css.ts';
import { BookingsTable } from '../features/private-area/BookingsTable.tsx';
import { bookingsPageMessages } from '../features/private-area/bookings-page.messages.ts';
import { BookingsToReview } from '../features/reviews/BookingsToReview.tsx';
import { readBookingsToReview } from '../features/reviews/reviews.server.ts';

/** The golfer's bookings and vouchers: no shared cache may keep them. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = requireUser(context, request);
  const calls = pageCalls(ctx, request);
  const url = new URL(request.url);
  const [bookings, voucher, toReview] = await Promise.all([
    readUserBookings(calls, ctx.culture, Date.now()),
    readVoucher(calls, url.searchParams.get('voucher')),
    readBookingsToReview(calls),
  ]);
  return {
    locale: ctx.locale,
    bookings: bookings.ok ? bookings.data : null,
    voucher,
    toReview,
    notice: calls.notice,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = requireUser(context, request);
  const calls = pageCalls(ctx, request);
  const outcome = await cancelUserBooking(calls, await request.formData());
  return { outcome, relogin: calls.notice.relogin, at: Date.now() };
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
        ? joinSentences([
            intl.formatMessage(bookingsPageMessages.done, { reference: outcome.reference }),
            refundSentence(intl, { ...outcome, locale }),
          ])
        : [intl.formatMessage(bookingsPageMessages.failedToCancel), outcome.detail]
            .filter(Boolean)
            .join(': '),
    });
  }, [actionData, intl, locale, onRelogin, setAlert]);

  useEffect(() => {
    if (voucher) voucherRef.current?.focus();
  }, [voucher]);

  async function askToCancel(booking: UserBookingView) {
    const yes = await confirm({
      title: intl.formatMessage(bookingsPageMessages.confirmTitle, {
        reference: booking.reference,
      }),
      message: intl.formatMessage(bookingsPageMessages.confirmMessage, {
        club: booking.clubName,
        date: formatDate(booking.date, locale),
        time: booking.time,
      }),
      // 'Accept' and 'Cancel' would be ambiguous in a dialog about cancelling.
      acceptLabel: intl.formatMessage(bookingsPageMessages.confirmAccept),
      cancelLabel: intl.formatMessage(bookingsPageMessages.confirmKeep),
    });
    if (!yes) return;
    await submit({ intent: 'cancel', reference: booking.reference }, { method: 'post' });
  }

  const title = intl.formatMessage(bookingsPageMessages.title);
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
              {intl.formatMessage(bookingsPageMessages.voucherTitle, {
                reference: voucher.reference,
              })}
            </h3>
            {voucher.html ? (
              <div
                className={styles.voucher}
                // Sanitized on the server (user-bookings.server.ts).
                dangerouslySetInnerHTML={{ __html: voucher.html }}
              />
            ) : (
              <p role="alert" className={styles.error}>
                {intl.formatMessage(bookingsPageMessages.voucherMissing)}
              </p>
            )}
            <Link to={localePath(locale, PRIVATE_AREA_PATHS.bookings)} className={styles.link}>
              {intl.formatMessage(bookingsPageMessages.back)}
            </Link>
          </section>
        ) : null}
        <BookingsToReview bookings={loaderData.toReview} locale={locale} />
        {bookings ? (
          <>
            <BookingsTable
              caption={intl.formatMessage(bookingsPageMessages.upcoming)}
              items={bookings.upcoming}
              locale={locale}
              busyReference={busyReference}
              onCancel={(b) => void askToCancel(b)}
            />
            <BookingsTable
              caption={intl.formatMessage(bookingsPageMessages.past)}
              items={bookings.past}
              locale={locale}
              busyReference={busyReference}
              onCancel={(b) => void askToCancel(b)}
            />
          </>
        ) : (
          <p role="alert" className={styles.error}>
            {intl.formatMessage(bookingsPageMessages.failedToLoad)}
          </p>
        )}
      </section>
    </LinkProvider>
  );
}
