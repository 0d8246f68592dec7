import type { LinkProps } from '@fairway/design-system';
import { Link as RouterLink } from 'react-router';

/**
 * The design system's injected link for a page with downloads (a booking's .ics file): a link
 * with `download` must be a real request, not a client-side navigation to a resource route.
 */
export function DownloadAwareLink({ href = '', download, children, ...rest }: LinkProps) {
  if (download !== undefined)
    return (
      <a href={href} download={download} {...rest}>
        {children}
      </a>
    );
  return (
    <RouterLink to={href} {...rest}>
      {children}
    </RouterLink>
  );
}
