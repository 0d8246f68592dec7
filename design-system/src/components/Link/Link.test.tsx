import { screen } from '@testing-library/react';
import { forwardRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Link, LinkProvider, type LinkProps } from './Link';

describe('Link', () => {
  it('renders a plain anchor when no router link is injected', () => {
    renderWithProviders(<Link href="/en/cart">Cart</Link>);
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/en/cart');
  });

  it('renders through the injected link component, so the site can route client-side', () => {
    const RouterLink = forwardRef<HTMLAnchorElement, LinkProps>(function RouterLink(
      { href, children, ...rest },
      ref,
    ) {
      return (
        <a ref={ref} href={href} data-router="yes" {...rest}>
          {children}
        </a>
      );
    });
    renderWithProviders(
      <LinkProvider value={RouterLink}>
        <Link href="/es/club/valderrama" className="x">
          Valderrama
        </Link>
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Valderrama' });
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).toHaveAttribute('href', '/es/club/valderrama');
    expect(link).toHaveClass('x');
  });
});
