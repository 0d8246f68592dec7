import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { clsx } from 'clsx';
import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { TOOLTIP_AUTO_CLOSE_MS } from '@fairway/rules';
import * as styles from './Tooltip.css';

/** The document event Radix tooltips close on when another one opens. */
const RADIX_TOOLTIP_OPEN_EVENT = 'tooltip.open';

const messages = defineMessages({
  moreInformation: { id: 'ds.tooltip.moreInformation', defaultMessage: 'More information' },
});

export interface TooltipProps {
  /** What the tooltip says. It becomes the trigger's accessible description while open. */
  content: ReactNode;
  /**
   * The trigger: one focusable element that forwards its ref and spreads the props it gets
   * (a `Button` does), and does nothing else on click, since a click opens the tooltip.
   * Without it, an information icon button named 'More information' is rendered.
   */
  children?: ReactElement;
  /**
   * Plain-text version of `content`, read to screen readers as the trigger's description,
   * for content whose text alone would not read well (icons, prices laid out in parts).
   */
  label?: string;
  /** Controlled state; the 3 s auto close then arrives as `onOpenChange(false)`. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  side?: 'top' | 'right' | 'bottom' | 'left';
  className?: string;
}

function InfoIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="8.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <circle cx="10" cy="6.25" r="1.1" fill="currentColor" />
      <path d="M10 9v5.5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A short hint next to a control. Opens on hover, focus and click or tap (phones have no
 * hover), closes on Escape, on blur, on a press elsewhere, and by itself TOOLTIP_AUTO_CLOSE_MS
 * after opening (docs/product.md#tables). The bubble is rendered next to the trigger, not in a
 * portal, so it keeps the theme of the surrounding tree; place the tooltip where a <div> may go.
 */
export function Tooltip({
  content,
  children,
  label,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  side = 'top',
  className,
}: TooltipProps) {
  const intl = useIntl();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  // Bumped on every opening, so opening an open tooltip again restarts its countdown.
  const [openings, setOpenings] = useState(0);
  const hoverOpenedRef = useRef(false);
  const ignoreNextCloseRef = useRef(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  function setOpen(next: boolean) {
    if (next === open) return;
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  }

  function show() {
    // Radix tooltips close when this event fires, so only one tooltip shows at a time. Sent
    // while this bubble is still closed, so it reaches only the others.
    if (!open) document.dispatchEvent(new CustomEvent(RADIX_TOOLTIP_OPEN_EVENT));
    setOpen(true);
    setOpenings((count) => count + 1);
  }

  const closeAfterTimeout = useEffectEvent(() => setOpen(false));

  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(closeAfterTimeout, TOOLTIP_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [open, openings]);

  /*
   * Opening is handled here and Radix's own opening handlers are skipped (preventDefault makes
   * Radix's composed handlers bail out): Radix opens on hover through a timer of its own, which
   * could fire after a click had opened the bubble and then close it again. Radix still does
   * the closing (Escape, blur, a press elsewhere, the pointer leaving trigger and bubble), the
   * positioning and the aria-describedby wiring.
   */
  function handleRadixOpenChange(next: boolean) {
    if (next) {
      show();
    } else if (ignoreNextCloseRef.current) {
      ignoreNextCloseRef.current = false;
    } else {
      setOpen(false);
    }
  }

  function handlePointerMove(event: PointerEvent) {
    event.preventDefault();
    // Touch has no hover: a tap opens through the click. One opening per visit of the pointer,
    // so a tooltip that closed by itself does not reopen while the mouse rests on the trigger.
    if (event.pointerType === 'touch' || hoverOpenedRef.current) return;
    hoverOpenedRef.current = true;
    show();
  }

  function handlePointerLeave() {
    hoverOpenedRef.current = false;
  }

  function handleFocus(event: FocusEvent) {
    event.preventDefault();
    show();
  }

  function handlePointerDown() {
    // Radix closes an open tooltip on press, right after this handler; the click that follows
    // opens it, so the close is skipped instead of flashing the bubble off and on.
    if (open) ignoreNextCloseRef.current = true;
  }

  function handlePointerDownOutside(event: Event) {
    // A press on the trigger is outside the bubble, but it is a click that (re)opens, not a
    // dismissal.
    if (event.target instanceof Node && triggerRef.current?.contains(event.target)) {
      event.preventDefault();
    }
  }

  function handleClick(event: MouseEvent) {
    // A click, or a tap (the only way to open on touch screens), opens; Radix would close.
    event.preventDefault();
    show();
  }

  return (
    <TooltipPrimitive.Provider>
      <TooltipPrimitive.Root open={open} onOpenChange={handleRadixOpenChange}>
        <TooltipPrimitive.Trigger
          ref={triggerRef}
          asChild
          onPointerMove={handlePointerMove}
          onPointerLeave={handlePointerLeave}
          onFocus={handleFocus}
          onPointerDown={handlePointerDown}
          onClick={handleClick}
        >
          {children ?? (
            <button
              type="button"
              className={styles.trigger}
              aria-label={intl.formatMessage(messages.moreInformation)}
            >
              <InfoIcon />
            </button>
          )}
        </TooltipPrimitive.Trigger>
        <TooltipPrimitive.Content
          side={side}
          aria-label={label}
          onPointerDownOutside={handlePointerDownOutside}
          className={clsx(styles.bubble, className)}
        >
          {content}
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
