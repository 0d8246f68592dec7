import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { formatDate, formatTime, type Locale } from '@fairway/rules';
import { DetailRow } from '../DetailList';

const messages = defineMessages<{
  club: NoMessageValues;
  course: NoMessageValues;
  date: NoMessageValues;
  time: NoMessageValues;
  timeWithZone: { time: string; timeZone: string };
  players: NoMessageValues;
}>({
  club: { id: 'ds.bookingFacts.club', defaultMessage: 'Club' },
  course: { id: 'ds.bookingFacts.course', defaultMessage: 'Course' },
  date: { id: 'ds.bookingFacts.date', defaultMessage: 'Date' },
  time: { id: 'ds.bookingFacts.time', defaultMessage: 'Time' },
  timeWithZone: { id: 'ds.bookingFacts.timeWithZone', defaultMessage: '{time} ({timeZone})' },
  players: { id: 'ds.bookingFacts.players', defaultMessage: 'Players' },
});

export interface BookingFactsProps {
  locale: Locale;
  clubName: string;
  courseName: string;
  /** YYYY-MM-DD, club-local. */
  date: string;
  /** HH:MM, club-local, shown as written. */
  time: string;
  /** The club's zone as the golfer reads it, e.g. "CET". */
  timeZoneName: string;
  players: number;
}

/**
 * The rows every view of one booking starts with (club, course, date, club-local time, players),
 * inside a DetailList, so the confirmation and the cancellation say them the same way.
 */
export function BookingFacts({
  locale,
  clubName,
  courseName,
  date,
  time,
  timeZoneName,
  players,
}: BookingFactsProps) {
  const intl = useIntl();
  return (
    <>
      <DetailRow term={intl.formatMessage(messages.club)}>{clubName}</DetailRow>
      <DetailRow term={intl.formatMessage(messages.course)}>{courseName}</DetailRow>
      <DetailRow term={intl.formatMessage(messages.date)}>
        {formatDate(date, locale, 'long')}
      </DetailRow>
      <DetailRow term={intl.formatMessage(messages.time)}>
        {intl.formatMessage(messages.timeWithZone, {
          time: formatTime(time),
          timeZone: timeZoneName,
        })}
      </DetailRow>
      <DetailRow term={intl.formatMessage(messages.players)}>{players}</DetailRow>
    </>
  );
}
