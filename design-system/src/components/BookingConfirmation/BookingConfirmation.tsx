import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { formatDate, formatPrice, formatTime, type Locale } from '@fairway/rules';
import { Icon } from '../Icon';
import { Link } from '../Link';
import { BookingFacts } from '../BookingFacts';
import { DetailList, DetailRow } from '../DetailList';
import * as styles from './BookingConfirmation.css';

const messages = defineMessages<{
  heading: NoMessageValues;
  reference: NoMessageValues;
  services: NoMessageValues;
  serviceUnits: { name: string; units: number };
  amountPaid: NoMessageValues;
  cancellation: NoMessageValues;
  freeCancellationUntil: { date: string; time: string };
  cancellationAllowed: NoMessageValues;
  noOnlineCancellation: NoMessageValues;
  qrCaption: NoMessageValues;
  calendar: NoMessageValues;
}>({
  heading: { id: 'ds.bookingConfirmation.heading', defaultMessage: 'Your booking is confirmed' },
  reference: { id: 'ds.bookingConfirmation.reference', defaultMessage: 'Booking reference' },
  services: { id: 'ds.bookingConfirmation.services', defaultMessage: 'Extras' },
  serviceUnits: { id: 'ds.bookingConfirmation.serviceUnits', defaultMessage: '{name} × {units}' },
  amountPaid: { id: 'ds.bookingConfirmation.amountPaid', defaultMessage: 'Amount paid' },
  cancellation: { id: 'ds.bookingConfirmation.cancellation', defaultMessage: 'Cancellation' },
  freeCancellationUntil: {
    id: 'ds.bookingConfirmation.freeCancellationUntil',
    defaultMessage: 'Free cancellation online until {date}, {time}',
  },
  cancellationAllowed: {
    id: 'ds.bookingConfirmation.cancellationAllowed',
    defaultMessage: 'This booking can be cancelled online',
  },
  noOnlineCancellation: {
    id: 'ds.bookingConfirmation.noOnlineCancellation',
    defaultMessage:
      'This golf course does not allow online cancellations. Please contact the golf course',
  },
  qrCaption: {
    id: 'ds.bookingConfirmation.qrCaption',
    defaultMessage: 'Show this code at the club’s desk',
  },
  calendar: { id: 'ds.bookingConfirmation.calendar', defaultMessage: 'Add to calendar (.ics)' },
});

export interface BookingConfirmationProps {
  locale: Locale;
  /** The 8-character booking reference (localizador). */
  reference: string;
  clubName: string;
  courseName: string;
  /** YYYY-MM-DD, club-local. */
  date: string;
  /** HH:MM, club-local, shown as written. */
  time: string;
  timeZoneName: string;
  players: number;
  services: { name: string; units: number }[];
  /** Euros charged. */
  amountPaid: number;
  /** `deadline`: ISO date-time, club-local, shown as written. */
  cancellation: { allowed: boolean; deadline: string | null };
  /** The site renders the QR (an <img> of an SVG data URI). */
  qrCode?: ReactNode;
  /** The .ics download, rendered through the injected Link. */
  calendarHref?: string;
  /** E.g. the sanitized voucher. */
  children?: ReactNode;
  /** 2 by default; 1 when the confirmation is the page's main content. */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/** What the payment-ok page shows: the reference first, then the booking and its policy. */
export function BookingConfirmation({
  locale,
  reference,
  clubName,
  courseName,
  date,
  time,
  timeZoneName,
  players,
  services,
  amountPaid,
  cancellation,
  qrCode,
  calendarHref,
  children,
  headingLevel = 2,
  className,
}: BookingConfirmationProps) {
  const intl = useIntl();
  const headingId = useId();
  const captionId = useId();
  const Heading = `h${headingLevel}` as const;

  let policy: string;
  if (!cancellation.allowed) {
    policy = intl.formatMessage(messages.noOnlineCancellation);
  } else if (cancellation.deadline) {
    policy = intl.formatMessage(messages.freeCancellationUntil, {
      date: formatDate(cancellation.deadline, locale, 'long'),
      time: formatTime(cancellation.deadline),
    });
  } else {
    policy = intl.formatMessage(messages.cancellationAllowed);
  }

  return (
    <section aria-labelledby={headingId} className={clsx(styles.root, className)}>
      <div className={styles.banner}>
        <Icon className={styles.bannerIcon} viewBox="0 0 24 24" strokeWidth={2.5}>
          <circle cx="12" cy="12" r="10" />
          <path d="m7.5 12.5 3 3 6-6.5" />
        </Icon>
        <Heading id={headingId} className={styles.heading}>
          {intl.formatMessage(messages.heading)}
        </Heading>
      </div>

      <div className={styles.layout}>
        <div className={styles.main}>
          <p className={styles.referenceBlock}>
            <span className={styles.referenceLabel}>{intl.formatMessage(messages.reference)}</span>
            <span className={styles.reference}>{reference}</span>
          </p>

          <DetailList>
            <BookingFacts
              locale={locale}
              clubName={clubName}
              courseName={courseName}
              date={date}
              time={time}
              timeZoneName={timeZoneName}
              players={players}
            />
            {services.length > 0 && (
              <DetailRow term={intl.formatMessage(messages.services)}>
                {intl.formatList(
                  services.map((service) =>
                    intl.formatMessage(messages.serviceUnits, {
                      name: service.name,
                      units: service.units,
                    }),
                  ),
                  { type: 'conjunction' },
                )}
              </DetailRow>
            )}
            <DetailRow term={intl.formatMessage(messages.amountPaid)} strong>
              {formatPrice(amountPaid, locale)}
            </DetailRow>
            <DetailRow term={intl.formatMessage(messages.cancellation)}>{policy}</DetailRow>
          </DetailList>

          {calendarHref && (
            <p className={styles.calendar}>
              <Link href={calendarHref} className={styles.calendarLink} download>
                <Icon className={styles.linkIcon}>
                  <rect x="3.5" y="5" width="17" height="15" rx="2" />
                  <path d="M3.5 10h17M8 3v4M16 3v4" />
                </Icon>
                {intl.formatMessage(messages.calendar)}
              </Link>
            </p>
          )}
        </div>

        {qrCode && (
          <figure className={styles.qr} aria-labelledby={captionId}>
            <div className={styles.qrImage}>{qrCode}</div>
            <figcaption id={captionId} className={styles.qrCaption}>
              {intl.formatMessage(messages.qrCaption)}
            </figcaption>
          </figure>
        )}
      </div>

      {children && <div className={styles.extra}>{children}</div>}
    </section>
  );
}
