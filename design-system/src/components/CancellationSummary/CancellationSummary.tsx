import { clsx } from 'clsx';
import { useId } from 'react';
import { defineMessages, useIntl, type IntlShape, type NoMessageValues } from 'react-intl';
import {
  formatDate,
  formatPrice,
  formatTime,
  REFUND_WORKING_DAYS,
  type Locale,
  type RefundState,
} from '@fairway/rules';
import { Button } from '../Button';
import { SpinnerRing } from '../Spinner';
import { BookingFacts, type BookingFactsProps } from '../BookingFacts';
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
  refundSent: { amount: string; days: number };
  refundByHand: { amount: string; days: number };
  refundedNothing: NoMessageValues;
  teeTime: { number: number };
  when: { date: string; time: string; timeZone: string };
  players: { count: number };
  blockedContactClub: { club: string; date: string; time: string };
  blockedDeadlinePassed: {
    club: string;
    date: string;
    time: string;
    deadlineDate: string;
    deadlineTime: string;
  };
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
  refundSent: {
    id: 'ds.cancellationSummary.refundSent',
    defaultMessage:
      '{amount} is on its way back to your card: your bank shows it within {days} working days.',
  },
  refundByHand: {
    id: 'ds.cancellationSummary.refundByHand',
    defaultMessage:
      'The refund of {amount} could not be sent to your card automatically: our team sends it, and it reaches your card within {days} working days.',
  },
  refundedNothing: {
    id: 'ds.cancellationSummary.refundedNothing',
    defaultMessage: 'Your booking has been cancelled.',
  },
  teeTime: { id: 'ds.cancellationSummary.teeTime', defaultMessage: 'Tee time {number}' },
  when: { id: 'ds.cancellationSummary.when', defaultMessage: '{date}, {time} ({timeZone})' },
  players: {
    id: 'ds.cancellationSummary.players',
    defaultMessage: '{count, plural, one {# player} other {# players}}',
  },
  blockedContactClub: {
    id: 'ds.cancellationSummary.blockedContactClub',
    defaultMessage: '{club}, {date} {time}: contact the club',
  },
  blockedDeadlinePassed: {
    id: 'ds.cancellationSummary.blockedDeadlinePassed',
    defaultMessage:
      '{club}, {date} {time}: its online cancellation closed on {deadlineDate} {deadlineTime}',
  },
});

export type CancellationPolicy =
  | { kind: 'online'; deadline: string }
  | { kind: 'contactClub' }
  | { kind: 'deadlinePassed'; deadline: string };

/** One tee time of the booking, on its club's wall clock: what BookingFacts shows of one. */
export type CancellationLine = Omit<BookingFactsProps, 'locale'>;

/** The tee time whose club stops a booking of several from being cancelled online. */
export interface BlockingLine {
  clubName: string;
  /** YYYY-MM-DD and HH:MM, club-local. */
  date: string;
  time: string;
  reason: 'contactClub' | 'deadlinePassed';
  /** The line's own deadline on its club's wall clock, 'YYYY-MM-DDTHH:MM'. */
  deadline: string;
}

export interface CancellationSummaryProps {
  locale: Locale;
  reference: string;
  /** Every tee time the booking holds (cancelling frees them all), in the booking's order. */
  lines: readonly CancellationLine[];
  /** Deadlines: ISO date-time, club-local, shown as written. */
  policy: CancellationPolicy;
  /** Named inside the refusal when one tee time of several stops online cancellation. */
  blockedBy?: BlockingLine | null;
  /** Euros given back on cancelling. */
  refund: number;
  /** The transaction fee in euros, kept by the shop. */
  fee: number;
  status: 'active' | 'cancelled';
  /**
   * Once cancelled here: whether the payment provider took the refund, or the back office sends
   * it; the notice then says when it reaches the card. Unset for a booking found already cancelled.
   */
  refundState?: RefundState;
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
  lines,
  policy,
  blockedBy = null,
  refund,
  fee,
  status,
  refundState,
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
          {cancelledNotice(intl, { refund, locale, refundState })}
        </p>
      )}

      <DetailList>
        <DetailRow term={intl.formatMessage(messages.reference)}>
          <span className={styles.reference}>{reference}</span>
        </DetailRow>
        {lines.length === 1 && lines[0] ? (
          <BookingFacts locale={locale} {...lines[0]} />
        ) : (
          lines.map((line, index) => (
            <DetailRow
              // A booking's lines have no id of their own and never move while it is shown.
              key={index}
              term={intl.formatMessage(messages.teeTime, { number: index + 1 })}
            >
              <TeeTime line={line} locale={locale} />
            </DetailRow>
          ))
        )}
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
          {policy.kind !== 'online' && blockedBy ? (
            <span className={styles.blocking}>
              <BlockingText line={blockedBy} locale={locale} />
            </span>
          ) : null}
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

/** One tee time of several, as one row's value: where, when and for how many. */
function TeeTime({ line, locale }: { line: CancellationLine; locale: Locale }) {
  const intl = useIntl();
  return (
    <span className={styles.teeTime}>
      <span className={styles.teeTimeClub}>{line.clubName}</span>
      <span>{line.courseName}</span>
      <span>
        {intl.formatMessage(messages.when, {
          date: formatDate(line.date, locale, 'long'),
          time: formatTime(line.time),
          timeZone: line.timeZoneName,
        })}
      </span>
      <span>{intl.formatMessage(messages.players, { count: line.players })}</span>
    </span>
  );
}

/** Which tee time the refusal is about, with its club-local date and time (and passed deadline). */
function BlockingText({ line, locale }: { line: BlockingLine; locale: Locale }) {
  const intl = useIntl();
  const at = { club: line.clubName, date: formatDate(line.date, locale, 'long'), time: line.time };
  if (line.reason === 'contactClub')
    return <>{intl.formatMessage(messages.blockedContactClub, at)}</>;
  return (
    <>
      {intl.formatMessage(messages.blockedDeadlinePassed, {
        ...at,
        deadlineDate: formatDate(line.deadline, locale, 'long'),
        deadlineTime: formatTime(line.deadline),
      })}
    </>
  );
}

function deadlineValues(deadline: string, locale: Locale): { date: string; time: string } {
  return { date: formatDate(deadline, locale, 'long'), time: formatTime(deadline) };
}

/** The summary's notice once cancelled: that it is, and what comes back to the card and when. */
function cancelledNotice(
  intl: IntlShape,
  refund: { refund: number; locale: Locale; refundState?: RefundState | undefined },
): string {
  if (refund.refund <= 0) return intl.formatMessage(messages.refundedNothing);
  if (refund.refundState === undefined)
    return intl.formatMessage(messages.refunded, {
      amount: formatPrice(refund.refund, refund.locale),
    });
  return `${intl.formatMessage(messages.refundedNothing)} ${refundSentence(intl, refund)}`;
}

/**
 * What a booking just cancelled gives back and when it reaches the card, as one sentence: the
 * summary's notice, and the private area's message after cancelling from its list. Empty when
 * nothing is given back.
 */
export function refundSentence(
  intl: IntlShape,
  {
    refund,
    locale,
    refundState,
  }: { refund: number; locale: Locale; refundState?: RefundState | undefined },
): string {
  if (refund <= 0) return '';
  const amount = formatPrice(refund, locale);
  const state = refundState ?? 'sent';
  const message = state === 'sent' ? messages.refundSent : messages.refundByHand;
  return intl.formatMessage(message, { amount, days: REFUND_WORKING_DAYS[state] });
}
