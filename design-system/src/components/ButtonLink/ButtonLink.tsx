import { clsx } from 'clsx';
import { forwardRef } from 'react';
import { button, type ButtonVariants } from '../Button/Button.css';
import { Link, type LinkProps } from '../Link';

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariants['variant'];
  size?: ButtonVariants['size'];
  fullWidth?: boolean;
}

/**
 * A link that looks like a Button, for actions that go somewhere or download something (a
 * booking's voucher, its .ics file) beside real buttons. Rendered through the injected Link.
 */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant, size, fullWidth, className, ...rest },
  ref,
) {
  return (
    <Link ref={ref} className={clsx(button({ variant, size, fullWidth }), className)} {...rest} />
  );
});
