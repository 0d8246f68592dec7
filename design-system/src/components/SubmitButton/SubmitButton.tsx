import { forwardRef, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button';
import { SpinnerRing } from '../Spinner';
import { VisuallyHidden } from '../VisuallyHidden';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  /** The form has been sent and its answer is awaited. */
  busy?: boolean;
  /** Shown in place of the label while busy, and announced: e.g. 'Logging in…'. */
  busyLabel: ReactNode;
}

/**
 * A form's submit button with a busy state. While busy it is aria-disabled rather than disabled,
 * so it keeps the focus the golfer gave it, and it refuses clicks and Enter in a field (which
 * clicks it), so the form is never sent twice.
 */
export const SubmitButton = forwardRef<HTMLButtonElement, SubmitButtonProps>(function SubmitButton(
  { busy = false, busyLabel, children, onClick, ...rest },
  ref,
) {
  return (
    <>
      <Button
        {...rest}
        ref={ref}
        type="submit"
        aria-disabled={busy || undefined}
        onClick={(event) => {
          if (busy) event.preventDefault();
          else onClick?.(event);
        }}
      >
        {busy && <SpinnerRing size="small" />}
        {busy ? busyLabel : children}
      </Button>
      <VisuallyHidden role="status">{busy ? busyLabel : null}</VisuallyHidden>
    </>
  );
});
