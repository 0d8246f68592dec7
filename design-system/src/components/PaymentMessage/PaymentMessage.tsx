import { clsx } from 'clsx';
import { defineMessages, useIntl } from 'react-intl';
import { SpinnerRing } from '../Spinner';
import * as styles from './PaymentMessage.css';

const messages = defineMessages({
  title: { id: 'ds.paymentMessage.title', defaultMessage: 'Finalizing your booking...' },
  warning: {
    id: 'ds.paymentMessage.warning',
    defaultMessage:
      'Please do not close the browser until the booking has been completed successfully',
  },
});

export interface PaymentMessageProps {
  className?: string;
}

/**
 * The Payment layout's blocking screen while the gateway confirms the booking
 * (docs/product.md#layouts). The whole panel is one status region, so screen readers read both
 * lines; the ring is decoration.
 */
export function PaymentMessage({ className }: PaymentMessageProps) {
  const intl = useIntl();
  return (
    <div className={clsx(styles.page, className)}>
      <div role="status" aria-live="polite" className={styles.panel}>
        <SpinnerRing size="large" />
        <h1 className={styles.title}>{intl.formatMessage(messages.title)}</h1>
        <p className={styles.text}>{intl.formatMessage(messages.warning)}</p>
      </div>
    </div>
  );
}
