import { clsx } from 'clsx';
import { forwardRef, useId, type HTMLAttributes } from 'react';
import {
  defineMessages,
  FormattedMessage,
  useIntl,
  type MessageTag,
  type NoMessageValues,
} from 'react-intl';
import { formatTime, MAX_PLAYERS_PER_SLOT } from '@fairway/rules';
import { PriceTag } from '../PriceTag';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './TeeTimeCard.css';

const messages = defineMessages<{
  heading: { hidden: MessageTag; time: string };
  localTime: { timeZone: string };
  playersAvailable: { count: number };
  soldOut: NoMessageValues;
  twilight: NoMessageValues;
  earlyBird: NoMessageValues;
  rates: NoMessageValues;
  includes: { items: string };
}>({
  heading: {
    id: 'ds.teeTimeCard.heading',
    defaultMessage: '<hidden>Tee time</hidden> {time}',
  },
  localTime: {
    id: 'ds.teeTimeCard.localTime',
    defaultMessage: 'Club local time ({timeZone})',
  },
  playersAvailable: {
    id: 'ds.teeTimeCard.playersAvailable',
    defaultMessage: 'Players available: {count}',
  },
  soldOut: {
    id: 'ds.teeTimeCard.soldOut',
    defaultMessage: 'Sold out',
  },
  twilight: {
    id: 'ds.teeTimeCard.twilight',
    defaultMessage: 'Twilight',
  },
  earlyBird: {
    id: 'ds.teeTimeCard.earlyBird',
    defaultMessage: 'Early bird',
  },
  rates: {
    id: 'ds.teeTimeCard.rates',
    defaultMessage: 'Rates',
  },
  includes: {
    id: 'ds.teeTimeCard.includes',
    defaultMessage: 'Includes {items}',
  },
});

export interface TeeTimeRate {
  id: string;
  name: string;
  /** Price in euros. */
  price: number;
  /** Rack price, struck through when higher than the price. */
  rackPrice?: number;
  /** What the rate covers, e.g. "Buggy", "Range balls". */
  includes?: string[];
}

export interface TeeTimeCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** ISO date-time from the engine, in the club's local time; shown as written, never converted. */
  time: string;
  /** The club's IANA zone, e.g. "Europe/Madrid", so a visitor abroad knows whose clock it is. */
  timeZoneName?: string;
  /** Free places in the slot, 0 to MAX_PLAYERS_PER_SLOT. */
  playersAvailable: number;
  rates: TeeTimeRate[];
  /** Makes the rates a radio group; without it they are a plain list. */
  onSelectRate?: (rateId: string) => void;
  selectedRateId?: string;
  /** Sold out: shown as such and no rate can be chosen. */
  disabled?: boolean;
  twilight?: boolean;
  earlyBird?: boolean;
  headingLevel?: 2 | 3 | 4;
}

export const TeeTimeCard = forwardRef<HTMLElement, TeeTimeCardProps>(function TeeTimeCard(
  {
    time,
    timeZoneName,
    playersAvailable,
    rates,
    onSelectRate,
    selectedRateId,
    disabled = false,
    twilight = false,
    earlyBird = false,
    headingLevel = 3,
    className,
    ...rest
  },
  ref,
) {
  const intl = useIntl();
  const id = useId();
  const headingId = `${id}-time`;
  const Heading = `h${headingLevel}` as const;
  const players = Math.min(Math.max(Math.trunc(playersAvailable), 0), MAX_PLAYERS_PER_SLOT);
  // A slot with no free place cannot be booked, whatever the caller says.
  const soldOut = disabled || players === 0;

  return (
    <article
      ref={ref}
      aria-labelledby={headingId}
      className={clsx(styles.card({ soldOut }), className)}
      {...rest}
    >
      <div className={styles.header}>
        <div className={styles.when}>
          <Heading id={headingId} className={styles.time}>
            <FormattedMessage
              {...messages.heading}
              values={{
                time: formatTime(time),
                hidden: (chunks) => <VisuallyHidden>{chunks}</VisuallyHidden>,
              }}
            />
          </Heading>
          {timeZoneName && (
            <p className={styles.zone}>
              {intl.formatMessage(messages.localTime, { timeZone: timeZoneName })}
            </p>
          )}
        </div>
        {(soldOut || twilight || earlyBird) && (
          <p className={styles.badges}>
            {soldOut && (
              <span className={styles.badge({ tone: 'soldOut' })}>
                {intl.formatMessage(messages.soldOut)}
              </span>
            )}
            {twilight && (
              <span className={styles.badge({ tone: 'twilight' })}>
                {intl.formatMessage(messages.twilight)}
              </span>
            )}
            {earlyBird && (
              <span className={styles.badge({ tone: 'earlyBird' })}>
                {intl.formatMessage(messages.earlyBird)}
              </span>
            )}
          </p>
        )}
      </div>

      <p className={styles.players}>
        <span
          className={styles.golfers}
          aria-hidden="true"
          // Fixed markup of this file's own, with no text from the golfer or the engine.
          dangerouslySetInnerHTML={{ __html: golferFigures(players) }}
        />
        {intl.formatMessage(messages.playersAvailable, { count: players })}
      </p>

      {onSelectRate ? (
        <RateChoice
          rates={rates}
          name={`${id}-rate`}
          selectedRateId={selectedRateId}
          disabled={soldOut}
          onSelectRate={onSelectRate}
        />
      ) : (
        <ul className={styles.rates} aria-label={intl.formatMessage(messages.rates)}>
          {rates.map((rate) => (
            <li key={rate.id} className={styles.rate({ selected: rate.id === selectedRateId })}>
              <RateDetails rate={rate} idPrefix={`${id}-${rate.id}`} />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
});

interface RateChoiceProps {
  rates: TeeTimeRate[];
  name: string;
  selectedRateId?: string;
  disabled: boolean;
  onSelectRate: (rateId: string) => void;
}

/**
 * Native radios: one tab stop, arrow keys between rates, and the choice is announced as
 * "1 of 3, checked" with no ARIA of our own. The whole row is the label, so it is a large target.
 */
function RateChoice({ rates, name, selectedRateId, disabled, onSelectRate }: RateChoiceProps) {
  const intl = useIntl();
  return (
    <fieldset className={styles.rates} disabled={disabled}>
      <legend className={styles.legend}>{intl.formatMessage(messages.rates)}</legend>
      {rates.map((rate) => {
        const idPrefix = `${name}-${rate.id}`;
        const selected = rate.id === selectedRateId;
        return (
          <label key={rate.id} className={styles.rate({ selectable: true, selected })}>
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={rate.id}
              checked={selected}
              onChange={() => onSelectRate(rate.id)}
              // Named by the rate alone; its price and inclusions follow as the description.
              aria-labelledby={`${idPrefix}-name`}
              aria-describedby={
                rate.includes?.length
                  ? `${idPrefix}-price ${idPrefix}-includes`
                  : `${idPrefix}-price`
              }
            />
            <RateDetails rate={rate} idPrefix={idPrefix} />
          </label>
        );
      })}
    </fieldset>
  );
}

function RateDetails({ rate, idPrefix }: { rate: TeeTimeRate; idPrefix: string }) {
  const intl = useIntl();
  const includes = rate.includes ?? [];
  const discounted = rate.rackPrice !== undefined && rate.rackPrice > rate.price;
  return (
    <>
      <span className={styles.rateText}>
        <span id={`${idPrefix}-name`} className={styles.rateName}>
          {rate.name}
        </span>
        {includes.length > 0 && (
          <span id={`${idPrefix}-includes`} className={styles.includes}>
            {intl.formatMessage(messages.includes, {
              items: intl.formatList(includes, { type: 'conjunction' }),
            })}
          </span>
        )}
      </span>
      <PriceTag
        id={`${idPrefix}-price`}
        className={styles.ratePrice}
        amount={rate.price}
        previousAmount={discounted ? rate.rackPrice : undefined}
      />
    </>
  );
}

const GOLFER_SHAPES =
  '<circle cx="12" cy="6" r="3.5"></circle>' +
  '<path d="M5 21v-3.5A5.5 5.5 0 0 1 10.5 12h3a5.5 5.5 0 0 1 5.5 5.5V21Z"></path>';

const golferFiguresByCount = new Map<number, string>();

/**
 * The four golfer icons, the available ones filled, as the markup React would write for them,
 * made once per count. A club's whole day is some 50 cards, and writing these 12 elements per card
 * one by one was about an eighth of the server's time for the page (docs/decisions/0021); the
 * markup, and so the picture, is the same.
 */
function golferFigures(players: number): string {
  let figures = golferFiguresByCount.get(players);
  if (figures === undefined) {
    figures = Array.from(
      { length: MAX_PLAYERS_PER_SLOT },
      (_, index) =>
        `<svg class="${styles.golfer({ available: index < players })}" viewBox="0 0 24 24" focusable="false">${GOLFER_SHAPES}</svg>`,
    ).join('');
    golferFiguresByCount.set(players, figures);
  }
  return figures;
}
