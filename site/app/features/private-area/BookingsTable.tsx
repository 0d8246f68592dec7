import { Button, ButtonLink, PaginatedTable } from '@fairway/design-system';
import type { TableHeader } from '@fairway/design-system';
import { formatDate, formatPrice } from '@fairway/rules';
import type { Locale } from '@fairway/rules';
import { useIntl } from 'react-intl';
import { localePath } from '../../platform/locale.ts';
import { PRIVATE_AREA_PATHS } from './private-area.ts';
import { calendarHref, voucherQuery } from './user-bookings.ts';
import type { UserBookingView } from './user-bookings.ts';
import { useViewportWidth } from '../../platform/browser/use-viewport-width.ts';
import * as styles from './private-area-pages.css.ts';
import { bookingsPageMessages } from './bookings-page.messages.ts';

type Column = TableHeader<UserBookingView>;

export function BookingsTable({
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
    {
      text: intl.formatMessage(bookingsPageMessages.reference),
      value: 'reference',
      sortable: true,
    },
    {
      text: intl.formatMessage(bookingsPageMessages.when),
      value: 'startsAt',
      type: 'date',
      sortable: true,
    },
    { text: intl.formatMessage(bookingsPageMessages.club), value: 'clubName', sortable: true },
    {
      text: intl.formatMessage(bookingsPageMessages.players),
      value: 'players',
      type: 'number',
      sortable: true,
    },
    {
      text: intl.formatMessage(bookingsPageMessages.total),
      value: 'total',
      type: 'number',
      sortable: true,
    },
    { text: intl.formatMessage(bookingsPageMessages.status), value: 'status', sortable: true },
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
            return intl.formatMessage(bookingsPageMessages.dateTime, {
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
                  ? ` ${intl.formatMessage(bookingsPageMessages.moreTeeTimes, { count: b.teeTimes - 1 })}`
                  : null}
              </>
            );
          case 'total':
            return formatPrice(b.total, locale);
          case 'status':
            return intl.formatMessage(
              b.status === 'cancelled'
                ? bookingsPageMessages.cancelled
                : bookingsPageMessages.confirmed,
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
            aria-label={intl.formatMessage(bookingsPageMessages.voucherLabel, {
              reference: b.reference,
            })}
          >
            {intl.formatMessage(bookingsPageMessages.voucher)}
          </ButtonLink>
          {b.status === 'confirmed' ? (
            <ButtonLink
              href={calendarHref(b.reference, locale)}
              download
              variant="secondary"
              size="small"
              aria-label={intl.formatMessage(bookingsPageMessages.calendarLabel, {
                reference: b.reference,
              })}
            >
              {intl.formatMessage(bookingsPageMessages.calendar)}
            </ButtonLink>
          ) : null}
          {b.cancellable ? (
            <Button
              variant="critical"
              size="small"
              aria-disabled={busyReference !== null || undefined}
              aria-label={intl.formatMessage(bookingsPageMessages.cancelLabel, {
                reference: b.reference,
              })}
              onClick={() => {
                if (busyReference === null) onCancel(b);
              }}
            >
              {intl.formatMessage(
                busyReference === b.reference
                  ? bookingsPageMessages.cancelling
                  : bookingsPageMessages.cancel,
              )}
            </Button>
          ) : null}
        </span>
      )}
    />
  );
}
