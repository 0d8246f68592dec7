import { clsx } from 'clsx';
import { useId } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { formatDate, formatPrice, formatTime, type Locale } from '@fairway/rules';
import { Button } from '../Button';
import { SpinnerRing } from '../Spinner';
import * as styles from './CartLine.css';

const messages = defineMessages<{
  heading: { date: string; time: string };
  localTime: { timeZone: string };
  players: { count: number };
  quantity: { count: number; price: string };
  rates: NoMessageValues;
  services: NoMessageValues;
  total: NoMessageValues;
  remove: NoMessageValues;
  removeLabel: { time: string };
}>({
  heading: { id: 'ds.cartLine.heading', defaultMessage: '{date}, {time}' },
  localTime: { id: 'ds.cartLine.localTime', defaultMessage: 'Club local time ({timeZone})' },
  players: {
    id: 'ds.cartLine.players',
    defaultMessage: '{count, plural, one {# player} other {# players}}',
  },
  quantity: { id: 'ds.cartLine.quantity', defaultMessage: '{count} × {price}' },
  rates: { id: 'ds.cartLine.rates', defaultMessage: 'Rates' },
  services: { id: 'ds.cartLine.services', defaultMessage: 'Extras' },
  total: { id: 'ds.cartLine.total', defaultMessage: 'Line total' },
  remove: { id: 'ds.cartLine.remove', defaultMessage: 'Remove' },
  removeLabel: {
    id: 'ds.cartLine.removeLabel',
    defaultMessage: 'Remove the tee time at {time}',
  },
});

export interface CartLineProps {
  /** YYYY-MM-DD, club-local. */
  date: string;
  /** HH:MM, club-local, shown as written. */
  time: string;
  timeZoneName: string;
  locale: Locale;
  players: number;
  rates: { name: string; players: number; unitPrice: number }[];
  services: { name: string; units: number; unitPrice: number }[];
  /** The line's total in euros, as the engine computed it. */
  total: number;
  /** Shows the Remove button. */
  onRemove?: () => void;
  /** Removal in progress: the button is disabled and says so. */
  removing?: boolean;
  headingLevel?: 3 | 4;
  className?: string;
}

/** One tee time of the cart; the club and course are the heading of the group around it. */
export function CartLine({
  date,
  time,
  timeZoneName,
  locale,
  players,
  rates,
  services,
  total,
  onRemove,
  removing = false,
  headingLevel = 3,
  className,
}: CartLineProps) {
  const intl = useIntl();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const shownTime = formatTime(time);

  return (
    <article aria-labelledby={headingId} className={clsx(styles.root, className)}>
      <div className={styles.header}>
        <div className={styles.when}>
          <Heading id={headingId} className={styles.heading}>
            {intl.formatMessage(messages.heading, {
              date: formatDate(date, locale, 'long'),
              time: shownTime,
            })}
          </Heading>
          <p className={styles.meta}>
            <span>{intl.formatMessage(messages.localTime, { timeZone: timeZoneName })}</span>
            <span>{intl.formatMessage(messages.players, { count: players })}</span>
          </p>
        </div>
        {onRemove && (
          <Button
            variant="ghost"
            size="small"
            className={styles.remove}
            disabled={removing}
            aria-label={intl.formatMessage(messages.removeLabel, { time: shownTime })}
            onClick={onRemove}
          >
            {/* The word stays "Remove" while removing: the name must keep the visible text. */}
            {removing && <SpinnerRing size="small" />}
            {intl.formatMessage(messages.remove)}
          </Button>
        )}
      </div>

      <ul className={styles.items} aria-label={intl.formatMessage(messages.rates)}>
        {rates.map((rate, index) => (
          <li key={`${rate.name}-${index}`} className={styles.item}>
            <span className={styles.itemName}>{rate.name}</span>
            <span className={styles.quantity}>
              {intl.formatMessage(messages.quantity, {
                count: rate.players,
                price: formatPrice(rate.unitPrice, locale),
              })}
            </span>
          </li>
        ))}
      </ul>
      {services.length > 0 && (
        <ul className={styles.items} aria-label={intl.formatMessage(messages.services)}>
          {services.map((service, index) => (
            <li key={`${service.name}-${index}`} className={styles.item}>
              <span className={styles.itemName}>{service.name}</span>
              <span className={styles.quantity}>
                {intl.formatMessage(messages.quantity, {
                  count: service.units,
                  price: formatPrice(service.unitPrice, locale),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}

      <p className={styles.total}>
        <span>{intl.formatMessage(messages.total)}</span>
        <span className={styles.totalAmount}>{formatPrice(total, locale)}</span>
      </p>
    </article>
  );
}
