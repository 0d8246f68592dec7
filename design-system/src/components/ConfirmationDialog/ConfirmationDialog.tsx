import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
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

/** Asks the golfer; resolves true on accept, false on cancel, Escape or a click on the scrim. */
export type ConfirmFunction = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<ConfirmFunction | null>(null);

export interface ConfirmProviderProps {
  children?: ReactNode;
}

/** Renders the page's one confirmation dialog and lets any descendant ask through useConfirm(). */
export function ConfirmProvider({ children }: ConfirmProviderProps) {
  const [open, setOpen] = useState(false);
  // The last question stays in state after closing so the dialog never renders empty.
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const pending = useRef<((answer: boolean) => void) | null>(null);

  const settle = useCallback((answer: boolean) => {
    const resolve = pending.current;
    pending.current = null;
    setOpen(false);
    resolve?.(answer);
  }, []);

  const confirm = useCallback<ConfirmFunction>(
    (next) =>
      new Promise<boolean>((resolve) => {
        // One question at a time: a newer one supersedes, and the older caller hears "no".
        pending.current?.(false);
        pending.current = resolve;
        setOptions(next);
        setOpen(true);
      }),
    [],
  );

  // A caller awaiting an answer must not hang forever if the provider goes away.
  useEffect(
    () => () => {
      pending.current?.(false);
      pending.current = null;
    },
    [],
  );

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {options && (
        <ConfirmationDialog
          {...options}
          open={open}
          onAccept={() => settle(true)}
          onCancel={() => settle(false)}
        />
      )}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): ConfirmFunction {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() needs a <ConfirmProvider> above it.');
  return confirm;
}
