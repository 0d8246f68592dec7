import { useIntl } from 'react-intl';
import type { CancellationMessage } from './cancellation.ts';
import * as styles from './cancel-reservation.css.ts';
import { cancelPageMessages } from './cancel-reservation-page.messages.ts';

export function CancellationMessageText({ message }: { message: CancellationMessage }) {
  const intl = useIntl();
  if (message.kind === 'engine') return <>{message.text}</>;
  if (message.kind === 'bookingNotFound')
    return <>{intl.formatMessage(cancelPageMessages.bookingNotFound)}</>;
  return (
    <>
      <span className={styles.messageTitle}>
        {intl.formatMessage(cancelPageMessages.failedToCancel)}
      </span>
      {message.detail ? <span>{message.detail}</span> : null}
    </>
  );
}
