import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import { hasContent } from '../Field';
import { Icon } from '../Icon';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './FormError.css';

export interface FormErrorProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'children'> {
  /** Why the whole form failed (the login failure, the registration failure); empty: nothing. */
  children?: ReactNode;
}

/**
 * A form's own failure, beside the errors of its fields. The alert region stays mounted while
 * empty, because screen readers announce what appears inside a region they already know; out of
 * the layout meanwhile, so it adds no gap between the fields and the submit button.
 */
export function FormError({ children, className, ...rest }: FormErrorProps) {
  const shown = hasContent(children);
  return (
    <div {...rest} role="alert" className={clsx(shown ? styles.error : visuallyHidden, className)}>
      {shown ? (
        <>
          <Icon className={styles.icon} viewBox="0 0 16 16" fill="currentColor">
            <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm-.75 3.5h1.5v5h-1.5v-5Zm0 6.25h1.5v1.5h-1.5v-1.5Z" />
          </Icon>
          <div className={styles.text}>{children}</div>
        </>
      ) : null}
    </div>
  );
}
