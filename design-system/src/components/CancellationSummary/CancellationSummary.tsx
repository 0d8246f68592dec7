import { clsx } from 'clsx';
import { useId } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { formatDate, formatPrice, formatTime, type Locale } from '../../rules';
import { Button } from '../Button';
import { SpinnerRing } from '../Spinner';
import { BookingFacts } from '../BookingFacts';
import { DetailList, DetailRow } from '../DetailList';
import * as styles from './CancellationSummary.css';

const messages = defineMessages<{
  heading: NoMessageValues;
  cancelledHeading: NoMessageValues;
  reference: NoMessageValues;
  online: { date: string; time: string };
  contactClub: NoMessageValues;
  deadlinePassed: { date: string; time: string };
  refund: NoMessageValues;
  fee: NoMessageValues;
  feeNotRefunded: { amount: string };
  cancel: NoMessageValues;
  cancelling: NoMessageValues;
  refunded: { amount: string };
  refundedNothing: NoMessageValues;
}>({
  heading: { id: 'ds.cancellationSummary.heading', defaultMessage: 'Your booking' },
  cancelledHeading: {
    id: 'ds.cancellationSummary.cancelledHeading',
    defaultMessage: 'Booking cancelled',
  },
  reference: { id: 'ds.cancellationSummary.reference', defaultMessage: 'Booking reference' },
  online: {
    id: 'ds.cancellationSummary.online',
    defaultMessage: 'Free cancellation online until {date}, {time}',
  },
  contactClub: {
    id: 'ds.cancellationSummary.contactClub',
    defaultMessage:
      'This golf course not allows online cancellations. Please, contact the golf course',
  },
  deadlinePassed: {
    id: 'ds.cancellationSummary.deadlinePassed',
    defaultMessage:
      'The online cancellation deadline ({date}, {time}) has passed. Please contact the golf course',
  },
  refund: { id: 'ds.cancellationSummary.refund', defaultMessage: 'Refund' },
  fee: {
    id: 'ds.cancellationSummary.fee',
    defaultMessage: 'Transaction fee (non-refundable)',
  },
  feeNotRefunded: {
    id: 'ds.cancellationSummary.feeNotRefunded',
    defaultMessage: '{amount}, not refunded',
  },
  cancel: { id: 'ds.cancellationSummary.cancel', defaultMessage: 'Cancel booking' },
  cancelling: { id: 'ds.cancellationSummary.cancelling', defaultMessage: 'Cancelling…' },
  refunded: {
    id: 'ds.cancellationSummary.refunded',
    defaultMessage: 'Your booking has been cancelled. We refund {amount} to your card.',
  },
  refundedNothing: {
    id: 'ds.cancellationSummary.refundedNothing',
    defaultMessage: 'Your booking has been cancelled.',
  },
});

export type CancellationPolicy =
  | { kind: 'online'; deadline: string }
  | { kind: 'contactClub' }
  | { kind: 'deadlinePassed'; deadline: string };

export interface CancellationSummaryProps {
  locale: Locale;
  reference: string;
  clubName: string;
  courseName: string;
  /** YYYY-MM-DD, club-local. */
  date: string;
  /** HH:MM, club-local, shown as written. */
  time: string;
  timeZoneName: string;
  players: number;
  /** Deadlines: ISO date-time, club-local, shown as written. */
  policy: CancellationPolicy;
  /** Euros given back on cancelling. */
  refund: number;
  /** The transaction fee in euros, kept by the shop. */
  fee: number;
  status: 'active' | 'cancelled';
  /** Called by the Cancel booking button; the site asks for confirmation first. */
  onCancel?: () => void;
  busy?: boolean;
  /** 2 by default; 1 when the summary is the page's main content. */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/** The cancel page's body: the booking, what cancelling gives back, and the button or outcome. */
export function CancellationSummary({
  locale,
  reference,
  clubName,
  courseName,
  date,
  time,
  timeZoneName,
  players,
  policy,
  refund,
  fee,
  status,
  onCancel,
  busy = false,
  headingLevel = 2,
  className,
}: CancellationSummaryProps) {
  const intl = useIntl();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const cancelled = status === 'cancelled';

  let policyText: string;
  switch (policy.kind) {
    case 'online':
      policyText = intl.formatMessage(messages.online, deadlineValues(policy.deadline, locale));
      break;
    case 'deadlinePassed':
      policyText = intl.formatMessage(
        messages.deadlinePassed,
        deadlineValues(policy.deadline, locale),
      );
      break;
    case 'contactClub':
      policyText = intl.formatMessage(messages.contactClub);
      break;
  }

  return (
    <section aria-labelledby={headingId} className={clsx(styles.root, className)}>
      <Heading id={headingId} className={styles.heading}>
        {intl.formatMessage(cancelled ? messages.cancelledHeading : messages.heading)}
      </Heading>

      {cancelled && (
        // A status, so the outcome is read out when it replaces the button the golfer pressed.
        <p role="status" className={styles.notice({ tone: 'success' })}>
          {refund > 0
            ? intl.formatMessage(messages.refunded, { amount: formatPrice(refund, locale) })
            : intl.formatMessage(messages.refundedNothing)}
        </p>
      )}

      <DetailList>
        <DetailRow term={intl.formatMessage(messages.reference)}>
          <span className={styles.reference}>{reference}</span>
        </DetailRow>
        <BookingFacts
          locale={locale}
          clubName={clubName}
          courseName={courseName}
          date={date}
          time={time}
          timeZoneName={timeZoneName}
          players={players}
        />
        {policy.kind === 'online' && (
          <>
            <DetailRow term={intl.formatMessage(messages.refund)} strong>
              {formatPrice(refund, locale)}
            </DetailRow>
            <DetailRow term={intl.formatMessage(messages.fee)}>
              {intl.formatMessage(messages.feeNotRefunded, { amount: formatPrice(fee, locale) })}
            </DetailRow>
          </>
        )}
      </DetailList>

      {!cancelled && (
        <p className={styles.notice({ tone: policy.kind === 'online' ? 'info' : 'warning' })}>
          {policyText}
        </p>
      )}

      {!cancelled && policy.kind === 'online' && onCancel && (
        <div className={styles.actions}>
          <Button variant="critical" disabled={busy} onClick={onCancel}>
            {busy && <SpinnerRing size="small" />}
            {intl.formatMessage(busy ? messages.cancelling : messages.cancel)}
          </Button>
        </div>
      )}
    </section>
  );
}

function deadlineValues(deadline: string, locale: Locale): { date: string; time: string } {
  return { date: formatDate(deadline, locale, 'long'), time: formatTime(deadline) };
}
