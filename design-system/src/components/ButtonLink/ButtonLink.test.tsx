import { screen } from '@testing-library/react';
import { createRef, forwardRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { button } from '../Button/Button.css';
import { LinkProvider, type LinkProps } from '../Link';
import { ButtonLink } from './ButtonLink';

describe('ButtonLink', () => {
  it('is a link that wears the button’s look, variant and size', () => {
    renderWithProviders(
      <ButtonLink href="/en/voucher/FW7K2Q9A" variant="secondary" size="small">
        Voucher
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Voucher' });
    expect(link).toHaveAttribute('href', '/en/voucher/FW7K2Q9A');
    expect(link.className).toContain(button({ variant: 'secondary', size: 'small' }));
  });

  it('goes through the injected link and passes its attributes and ref on', () => {
    const RouterLink = forwardRef<HTMLAnchorElement, LinkProps>(function RouterLink(
      { children, ...props },
      ref,
    ) {
      return (
        <a ref={ref} data-router="yes" {...props}>
          {children}
        </a>
      );
    });
    const ref = createRef<HTMLAnchorElement>();
    renderWithProviders(
      <LinkProvider value={RouterLink}>
        <ButtonLink ref={ref} href="/en/booking.ics" download className="extra">
          Calendar
        </ButtonLink>
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Calendar' });
    expect(ref.current).toBe(link);
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).toHaveAttribute('download');
    expect(link).toHaveClass('extra');
  });
});
