import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { defineMessages, useIntl, type IntlShape, type NoMessageValues } from 'react-intl';
import { formatPrice, type Locale } from '@fairway/rules';
import * as styles from './OrderSummary.css';

const messages = defineMessages<{
  heading: NoMessageValues;
  itemCount: { count: number };
  packCount: { count: number; rounds: number };
  subtotal: NoMessageValues;
  discount: NoMessageValues;
  discountWithCode: { code: string };
  discountAmount: { amount: string };
  fee: NoMessageValues;
  total: NoMessageValues;
}>({
  heading: { id: 'ds.orderSummary.heading', defaultMessage: 'Order summary' },
  itemCount: {
    id: 'ds.orderSummary.itemCount',
    defaultMessage: '{count, plural, one {# tee time} other {# tee times}}',
  },
  packCount: {
    id: 'ds.orderSummary.packCount',
    defaultMessage:
      '{count, plural, one {# multipack} other {# multipacks}}, {rounds, plural, one {# round} other {# rounds}}',
  },
  subtotal: { id: 'ds.orderSummary.subtotal', defaultMessage: 'Subtotal' },
  discount: { id: 'ds.orderSummary.discount', defaultMessage: 'Discount' },
  discountWithCode: {
    id: 'ds.orderSummary.discountWithCode',
    defaultMessage: 'Discount ({code})',
  },
  discountAmount: { id: 'ds.orderSummary.discountAmount', defaultMessage: '−{amount}' },
  fee: { id: 'ds.orderSummary.fee', defaultMessage: 'Transaction fee (non-refundable)' },
  total: { id: 'ds.orderSummary.total', defaultMessage: 'Total' },
});

export interface OrderSummaryProps {
  locale: Locale;
  /** Tee times in the order, multipacks aside. */
  teeTimeCount: number;
  /** Each multipack's number of rounds: a pack is one item of several rounds, not one tee time. */
  multipackRounds?: readonly number[];
  /** Euros, before the discount. */
  subtotal: number;
  /** Euros taken off, as a positive amount; the row shows only when above 0. */
  discount?: number;
  promoCode?: string | null;
  /** The transaction fee in euros; never refunded, and labelled so. */
  fee: number;
  total: number;
  headingLevel?: 2 | 3;
  /** Actions under the total, e.g. the checkout button. */
  children?: ReactNode;
  className?: string;
}

/** "2 tee times and 1 multipack, 3 rounds": tee times, then the packs with all their rounds. */
function describeItems(
  intl: IntlShape,
  teeTimeCount: number,
  multipackRounds: readonly number[],
): string {
  const rounds = multipackRounds.reduce((sum, n) => sum + n, 0);
  const parts = [
    teeTimeCount > 0 || multipackRounds.length === 0
      ? intl.formatMessage(messages.itemCount, { count: teeTimeCount })
      : null,
    multipackRounds.length > 0
      ? intl.formatMessage(messages.packCount, { count: multipackRounds.length, rounds })
      : null,
  ].filter((part): part is string => part !== null);
  return intl.formatList(parts, { type: 'conjunction' });
}

/** The money side of the cart and the checkout: a description list, the total set apart. */
export function OrderSummary({
  locale,
  teeTimeCount,
  multipackRounds = [],
  subtotal,
  discount = 0,
  promoCode,
  fee,
  total,
  headingLevel = 2,
  children,
  className,
}: OrderSummaryProps) {
  const intl = useIntl();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={headingId} className={clsx(styles.root, className)}>
      <div className={styles.header}>
        <Heading id={headingId} className={styles.heading}>
          {intl.formatMessage(messages.heading)}
        </Heading>
        <p className={styles.count}>{describeItems(intl, teeTimeCount, multipackRounds)}</p>
      </div>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{intl.formatMessage(messages.subtotal)}</dt>
          <dd className={styles.amount}>{formatPrice(subtotal, locale)}</dd>
        </div>
        {discount > 0 && (
          <div className={styles.row}>
            <dt>
              {promoCode
                ? intl.formatMessage(messages.discountWithCode, { code: promoCode })
                : intl.formatMessage(messages.discount)}
            </dt>
            <dd className={clsx(styles.amount, styles.discount)}>
              {intl.formatMessage(messages.discountAmount, {
                amount: formatPrice(discount, locale),
              })}
            </dd>
          </div>
        )}
        <div className={styles.row}>
          <dt>{intl.formatMessage(messages.fee)}</dt>
          <dd className={styles.amount}>{formatPrice(fee, locale)}</dd>
        </div>
        <div className={clsx(styles.row, styles.totalRow)}>
          <dt>{intl.formatMessage(messages.total)}</dt>
          <dd className={clsx(styles.amount, styles.totalAmount)}>{formatPrice(total, locale)}</dd>
        </div>
      </dl>
      {children && <div className={styles.actions}>{children}</div>}
    </section>
  );
}
