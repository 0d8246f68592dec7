import * as RadixDialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import {
  forwardRef,
  useRef,
  type KeyboardEventHandler,
  type ReactNode,
  type RefObject,
} from 'react';
import * as styles from './Dialog.css';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  /** The dialog's text, phrasing content only (it renders in a <p>); it describes the dialog. */
  description: ReactNode;
  /**
   * The buttons, in reading order; the first one receives focus when the dialog opens, unless
   * `children` holds a control, which then comes first.
   */
  actions: ReactNode;
  /**
   * A form or other content between the description and the actions (e.g. the tee-time
   * chooser). In a wide dialog it gets the height left over; give it a part that scrolls.
   */
  children?: ReactNode;
  /**
   * What takes focus on opening instead of the first control, e.g. the checked radio of a group
   * (focusing an unchecked one would invite Space to change the golfer's choice).
   */
  initialFocus?: RefObject<HTMLElement | null>;
  /** 'wide' for a dialog holding a form; 'standard' (a question) by default. */
  size?: 'standard' | 'wide';
  /**
   * Called on Escape and on a click on the scrim. Leave it out for a dialog that only its own
   * actions can close.
   */
  onDismiss?: () => void;
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
  className?: string;
}

/**
 * The modal shell shared by ConfirmationDialog and ReloginModal, so focus handling, labelling
 * and dismissal live in one place, and of TeeTimeChooser. Internal: the site uses those, not this.
 */
export const Dialog = forwardRef<HTMLDivElement, DialogProps>(function Dialog(
  {
    open,
    title,
    description,
    actions,
    children,
    initialFocus,
    size = 'standard',
    onDismiss,
    onKeyDown,
    className,
  },
  ref,
) {
  // Our dialogs open from code (a confirm() call, an expired session), not from a Radix
  // Trigger, so Radix has no trigger to hand focus back to: remember what had focus instead.
  const returnFocusTo = useRef<HTMLElement | null>(null);

  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onDismiss?.();
      }}
    >
      {/*
       * No Portal on purpose: the theme class sits on an app element, not on <body>, so a
       * portalled dialog would lose every token. Fixed positioning and the z-index tokens
       * already lift it above the page.
       */}
      <RadixDialog.Overlay
        className={styles.overlay}
        onMouseDown={(event) => {
          // A press on the bare scrim would drop focus to <body>, where keyboard shortcuts of
          // the dialog (Enter in ReloginModal) stop reaching it: keep focus in the panel.
          if (event.target === event.currentTarget) event.preventDefault();
        }}
      >
        <RadixDialog.Content
          ref={ref}
          aria-modal="true"
          className={clsx(styles.panel, size === 'wide' && styles.panelWide, className)}
          onKeyDown={onKeyDown}
          onOpenAutoFocus={(event) => {
            const active = document.activeElement;
            returnFocusTo.current = active instanceof HTMLElement ? active : null;
            const target = initialFocus?.current;
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = returnFocusTo.current;
            returnFocusTo.current = null;
            if (target?.isConnected) target.focus();
          }}
          onEscapeKeyDown={(event) => {
            if (!onDismiss) event.preventDefault();
          }}
          onPointerDownOutside={(event) => {
            if (!onDismiss) event.preventDefault();
          }}
        >
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          <RadixDialog.Description className={styles.description}>
            {description}
          </RadixDialog.Description>
          {children && <div className={styles.body}>{children}</div>}
          <div className={styles.actions}>{actions}</div>
        </RadixDialog.Content>
      </RadixDialog.Overlay>
    </RadixDialog.Root>
  );
});
