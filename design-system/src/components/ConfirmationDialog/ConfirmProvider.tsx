import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { ConfirmOptions } from './ConfirmationDialog';

/**
 * The dialog's code (Radix Dialog, focus trapping, scroll locking) is fetched the first time a
 * page asks something, not with every page that might.
 */
const ConfirmationDialog = lazy(() =>
  import('./ConfirmationDialog').then((m) => ({ default: m.ConfirmationDialog })),
);

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
        <Suspense fallback={null}>
          <ConfirmationDialog
            {...options}
            open={open}
            onAccept={() => settle(true)}
            onCancel={() => settle(false)}
          />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): ConfirmFunction {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() needs a <ConfirmProvider> above it.');
  return confirm;
}
