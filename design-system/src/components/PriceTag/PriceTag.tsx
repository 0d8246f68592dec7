import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageValue } from 'react-intl';
import { formatPercent, formatPrice } from '@fairway/rules';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './PriceTag.css';

const messages = defineMessages<{
  from: { price: MessageValue };
  was: { price: string };
  discount: { percent: string };
}>({
  from: {
    id: 'ds.priceTag.from',
    defaultMessage: 'From {price}',
  },
  was: {
    id: 'ds.priceTag.was',
    defaultMessage: 'Was {price}',
  },
  discount: {
    id: 'ds.priceTag.discount',
    defaultMessage: '{percent} off',
  },
});

export interface PriceTagProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Price in euros as the engine sends it; shown truncated to 2 decimals, never rounded. */
  amount: number;
  /** Rack price before the offer, shown struck through. */
  previousAmount?: number;
  /** Discount badge, e.g. 25 for "25% off". */
  discountPercent?: number;
  /** The lowest of several prices ("From 45,00 €"). */
  from?: boolean;
  size?: styles.PriceTagVariants['size'];
}

export const PriceTag = forwardRef<HTMLSpanElement, PriceTagProps>(function PriceTag(
  { amount, previousAmount, discountPercent, from = false, size, className, ...rest },
  ref,
) {
  // react-intl holds the culture ('es-ES'); the rules map it to the shop's price layout.
  const { locale, formatMessage } = useIntl();
  const price = <span className={styles.amount({ size })}>{formatPrice(amount, locale)}</span>;
  const previousPrice = previousAmount === undefined ? null : formatPrice(previousAmount, locale);

  return (
    <span ref={ref} className={clsx(styles.priceTag({ size }), className)} {...rest}>
      {from ? (
        <span className={styles.fromLabel}>
          <FormattedMessage {...messages.from} values={{ price }} />
        </span>
      ) : (
        price
      )}
      {previousPrice !== null && (
        <span className={styles.previous}>
          {/* A strike-through is not announced, so screen readers get the word instead. */}
          <VisuallyHidden>{formatMessage(messages.was, { price: previousPrice })}</VisuallyHidden>
          <s aria-hidden="true">{previousPrice}</s>
        </span>
      )}
      {discountPercent !== undefined && (
        <span className={styles.discount}>
          {formatMessage(messages.discount, {
            percent: formatPercent(discountPercent, locale),
          })}
        </span>
      )}
    </span>
  );
});
