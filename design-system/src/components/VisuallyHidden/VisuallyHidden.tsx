import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes } from 'react';
import { visuallyHidden } from './VisuallyHidden.css';

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/** Text for screen readers only, e.g. a link's "(opens in a new tab)" or a count behind an icon. */
export const VisuallyHidden = forwardRef<HTMLSpanElement, VisuallyHiddenProps>(
  function VisuallyHidden({ className, ...rest }, ref) {
    return <span ref={ref} className={clsx(visuallyHidden, className)} {...rest} />;
  },
);
