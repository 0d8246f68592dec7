import { clsx } from 'clsx';
import { forwardRef, useId, type HTMLAttributes } from 'react';
import {
  defineMessages,
  FormattedMessage,
  useIntl,
  type MessageValue,
  type NoMessageValues,
} from 'react-intl';
import { formatDate, formatPrice, type TournamentState } from '@fairway/rules';
import { Link } from '../Link';
import { TournamentLabel } from '../TournamentLabel';
import { cardLink, cardMeta, cardTitle } from '../../styles/card.css';
import * as styles from './TournamentCard.css';

const messages = defineMessages<{
  dates: { start: MessageValue; end: MessageValue };
  place: { club: string; region: string };
  rounds: { rounds: number };
  placesLeft: { placesLeft: number; maxPlayers: number };
  full: NoMessageValues;
  fee: { price: MessageValue };
}>({
  dates: {
    id: 'ds.tournamentCard.dates',
    defaultMessage: '{start} – {end}',
  },
  place: {
    id: 'ds.tournamentCard.place',
    defaultMessage: '{club}, {region}',
  },
  rounds: {
    id: 'ds.tournamentCard.rounds',
    defaultMessage: '{rounds, plural, one {# round} other {# rounds}}',
  },
  placesLeft: {
    id: 'ds.tournamentCard.placesLeft',
    defaultMessage:
      '{placesLeft, plural, one {# place left of {maxPlayers}} other {# places left of {maxPlayers}}}',
  },
  full: {
    id: 'ds.tournamentCard.full',
    defaultMessage: 'Full',
  },
  fee: {
    id: 'ds.tournamentCard.fee',
    defaultMessage: 'Entry fee {price} per player',
  },
});

export interface TournamentCardProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'children' | 'title'
> {
  name: string;
  /** The tournament's page; rendered through the injected Link. */
  href: string;
  /** Shown with TournamentLabel. */
  state: TournamentState;
  club: string;
  region: string;
  /** YYYY-MM-DD, the club's own calendar day; one date is shown when it equals `endDate`. */
  startDate: string;
  /** YYYY-MM-DD, the club's own calendar day. */
  endDate: string;
  rounds: number;
  /** Entry fee per player in euros, as the engine sends it. */
  fee: number;
  /** 0 shows "Full". */
  placesLeft: number;
  maxPlayers: number;
  /** Level of the name heading, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
}

/** A tournament in a list: its state, name, club, dates, rounds, places and entry fee. */
export const TournamentCard = forwardRef<HTMLElement, TournamentCardProps>(function TournamentCard(
  {
    name,
    href,
    state,
    club,
    region,
    startDate,
    endDate,
    rounds,
    fee,
    placesLeft,
    maxPlayers,
    headingLevel = 3,
    className,
    ...rest
  },
  ref,
) {
  const intl = useIntl();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  // Dates are the club's calendar days, formatted as written so no time zone can shift them.
  const day = (date: string) => (
    <time dateTime={date} className={styles.date}>
      {formatDate(date, intl.locale, 'long')}
    </time>
  );
  const full = placesLeft <= 0;

  return (
    <article
      ref={ref}
      aria-labelledby={headingId}
      className={clsx(styles.card, className)}
      {...rest}
    >
      <div className={styles.state}>
        <TournamentLabel state={state} />
      </div>
      <Heading id={headingId} className={cardTitle}>
        <Link className={cardLink} href={href}>
          {name}
        </Link>
      </Heading>
      <p className={cardMeta}>{intl.formatMessage(messages.place, { club, region })}</p>
      <p className={styles.dates}>
        {startDate === endDate ? (
          day(startDate)
        ) : (
          <FormattedMessage
            {...messages.dates}
            values={{ start: day(startDate), end: day(endDate) }}
          />
        )}
      </p>
      <ul className={styles.facts}>
        <li className={styles.fact}>{intl.formatMessage(messages.rounds, { rounds })}</li>
        <li className={clsx(styles.fact, full && styles.factFull)}>
          {full
            ? intl.formatMessage(messages.full)
            : intl.formatMessage(messages.placesLeft, { placesLeft, maxPlayers })}
        </li>
      </ul>
      <p className={styles.fee}>
        <FormattedMessage
          {...messages.fee}
          values={{
            price: <strong className={styles.feeAmount}>{formatPrice(fee, intl.locale)}</strong>,
          }}
        />
      </p>
    </article>
  );
});
