import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Button } from '../Button';
import { Dialog } from '../Dialog';

const messages = defineMessages({
  cancel: { id: 'ds.confirmationDialog.cancel', defaultMessage: 'Cancel' },
  accept: { id: 'ds.confirmationDialog.accept', defaultMessage: 'Accept' },
});

export interface ConfirmOptions {
  title: ReactNode;
  message: ReactNode;
  /** 'Accept' by default. */
  acceptLabel?: ReactNode;
  /** 'Cancel' by default. */
  cancelLabel?: ReactNode;
}

export interface ConfirmationDialogProps extends ConfirmOptions {
  open: boolean;
  onAccept: () => void;
  /** Called for Cancel, Escape and a click on the scrim alike. */
  onCancel: () => void;
}

/**
 * A yes/no question in a modal dialog. Cancel comes first and takes the initial focus, so an
 * absent-minded Enter never confirms a destructive action.
 */
export function ConfirmationDialog({
  open,
  title,
  message,
  acceptLabel,
  cancelLabel,
  onAccept,
  onCancel,
}: ConfirmationDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      title={title}
      description={message}
      onDismiss={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel ?? intl.formatMessage(messages.cancel)}
          </Button>
          <Button variant="primary" onClick={onAccept}>
            {acceptLabel ?? intl.formatMessage(messages.accept)}
          </Button>
        </>
      }
    />
  );
}
