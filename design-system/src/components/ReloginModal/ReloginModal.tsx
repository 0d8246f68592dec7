import type { KeyboardEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Button } from '../Button';
import { Dialog } from '../Dialog';

const messages = defineMessages({
  title: { id: 'ds.reloginModal.title', defaultMessage: 'Session has expired' },
  message: {
    id: 'ds.reloginModal.message',
    defaultMessage: 'For security, please re-enter your login credentials',
  },
  accept: { id: 'ds.reloginModal.accept', defaultMessage: 'Accept' },
});

export interface ReloginModalProps {
  open: boolean;
  /** The only way out: the site clears the session and goes to login. */
  onAccept: () => void;
}

/**
 * Tells the golfer the session is gone. Escape and the scrim do nothing, since there is no page
 * to return to; Enter anywhere in the dialog accepts (docs/product.md#dialogs).
 */
export function ReloginModal({ open, onAccept }: ReloginModalProps) {
  const intl = useIntl();

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // A held key that was already down when the modal appeared must not accept for the golfer,
    // nor must the Enter that confirms an IME composition.
    if (event.key !== 'Enter' || event.repeat || event.nativeEvent.isComposing) return;
    // On the Accept button Enter would also click it: take over so onAccept runs exactly once.
    event.preventDefault();
    onAccept();
  }

  return (
    <Dialog
      open={open}
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.message)}
      onKeyDown={handleKeyDown}
      actions={<Button onClick={onAccept}>{intl.formatMessage(messages.accept)}</Button>}
    />
  );
}
