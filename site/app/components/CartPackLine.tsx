import { Button } from '@fairway/design-system';
import { formatDate, formatPrice } from '@fairway/rules';
import type { Locale } from '@fairway/rules';
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import type { CartPackView } from '../lib/cart.ts';
import { zoneName } from '../lib/club-date.ts';
import { cultureOf } from '../lib/locale.ts';
import { courseLabel } from '../lib/multipacks.ts';
import * as styles from './CartPackLine.css.ts';

export const cartPackMessages = defineMessages<{
  kind: NoMessageValues;
  players: { count: number };
  unit: { count: number; price: string };
  rounds: NoMessageValues;
  round: { number: number; date: string; time: string; zone: string };
  total: NoMessageValues;
  remove: NoMessageValues;
  removeLabel: { name: string };
}>({
  kind: { id: 'site.multipacks.cart.kind', defaultMessage: 'Multipack' },
  players: {
    id: 'site.multipacks.cart.players',
    defaultMessage: '{count, plural, one {# player} other {# players}}',
  },
  unit: { id: 'site.multipacks.cart.unit', defaultMessage: '{count} × {price}' },
  rounds: { id: 'site.multipacks.cart.rounds', defaultMessage: 'Rounds' },
  round: {
    id: 'site.multipacks.cart.round',
    defaultMessage: 'Round {number}: {date}, {time} ({zone})',
  },
  total: { id: 'site.multipacks.cart.total', defaultMessage: 'Line total' },
  remove: { id: 'site.multipacks.cart.remove', defaultMessage: 'Remove' },
  removeLabel: {
    id: 'site.multipacks.cart.removeLabel',
    defaultMessage: 'Remove the multipack {name}',
  },
});

/** A multipack in the cart or at checkout: one item, its rounds listed, removed as one. */
export function CartPackLine({
  pack,
  locale,
  onRemove,
  removing = false,
  headingLevel = 3,
}: {
  pack: CartPackView;
  locale: Locale;
  onRemove?: () => void;
  removing?: boolean;
  headingLevel?: 2 | 3 | 4;
}) {
  const intl = useIntl();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const culture = cultureOf(locale);
  return (
    <article aria-labelledby={headingId} className={styles.root}>
      <div className={styles.header}>
        <div className={styles.when}>
          <Heading id={headingId} className={styles.heading}>
            {pack.name || intl.formatMessage(cartPackMessages.kind)}
          </Heading>
          <p className={styles.meta}>
            <span>{intl.formatMessage(cartPackMessages.kind)}</span>
            <span>{intl.formatMessage(cartPackMessages.players, { count: pack.players })}</span>
            <span>
              {intl.formatMessage(cartPackMessages.unit, {
                count: pack.players,
                price: formatPrice(pack.unitPrice, locale),
              })}
            </span>
          </p>
        </div>
        {onRemove ? (
          <Button
            variant="ghost"
            size="small"
            className={styles.remove}
            disabled={removing}
            aria-label={intl.formatMessage(cartPackMessages.removeLabel, { name: pack.name })}
            onClick={onRemove}
          >
            {intl.formatMessage(cartPackMessages.remove)}
          </Button>
        ) : null}
      </div>
      <ol className={styles.rounds} aria-label={intl.formatMessage(cartPackMessages.rounds)}>
        {pack.rounds.map((round, i) => (
          <li key={`${round.courseId}|${round.date}|${round.time}`} className={styles.round}>
            <span>
              {intl.formatMessage(cartPackMessages.round, {
                number: i + 1,
                date: formatDate(round.date, locale, 'long'),
                time: round.time,
                zone: zoneName(round.timeZone, round.date, culture),
              })}
            </span>
            <span className={styles.roundWhere}>{courseLabel(round)}</span>
          </li>
        ))}
      </ol>
      <p className={styles.total}>
        <span>{intl.formatMessage(cartPackMessages.total)}</span>
        <span>{formatPrice(pack.lineTotal, locale)}</span>
      </p>
    </article>
  );
}
