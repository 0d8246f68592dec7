import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LinkProvider, type LinkProps } from '../Link';
import { renderWithProviders } from '../../test/render';
import { CartButton, cartButtonTone } from './CartButton';

/** The badge's text is CSS content taken from data-count (jsdom draws no pseudo-elements). */
function badgeOf(link: HTMLElement): string | null {
  const badge = link.querySelector('[data-count]');
  if (badge) expect(badge).toHaveAttribute('aria-hidden', 'true');
  return badge?.getAttribute('data-count') ?? null;
}

describe('cartButtonTone', () => {
  it.each([
    [0, 'teal'],
    [1, 'amber'],
    [5, 'amber'],
    [-1, 'teal'],
    [Number.NaN, 'teal'],
  ] as const)('gives %s items the %s tone', (count, tone) => {
    expect(cartButtonTone(count)).toBe(tone);
  });
});

describe('CartButton', () => {
  it('is a link to the cart named "Cart", teal and without badge when empty', () => {
    renderWithProviders(<CartButton href="/en/cart" count={0} />);
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link).toHaveAttribute('href', '/en/cart');
    expect(link).toHaveAttribute('data-tone', 'teal');
    expect(badgeOf(link)).toBeNull();
  });

  it('treats a negative count as an empty cart', () => {
    renderWithProviders(<CartButton href="/cart" count={-1} />);
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link).toHaveAttribute('data-tone', 'teal');
    expect(badgeOf(link)).toBeNull();
  });

  it('turns amber with a count badge and counts one item in its name', () => {
    renderWithProviders(<CartButton href="/cart" count={1} />);
    const link = screen.getByRole('link', { name: 'Cart, 1 item' });
    expect(link).toHaveAttribute('data-tone', 'amber');
    // badgeOf also checks the badge is hidden: the name already tells the count.
    expect(badgeOf(link)).toBe('1');
  });

  it('counts several items in the plural', () => {
    renderWithProviders(<CartButton href="/cart" count={5} />);
    const link = screen.getByRole('link', { name: 'Cart, 5 items' });
    expect(badgeOf(link)).toBe('5');
  });

  it('caps the badge at 99+ but names the real count', () => {
    renderWithProviders(<CartButton href="/cart" count={120} />);
    const link = screen.getByRole('link', { name: 'Cart, 120 items' });
    expect(badgeOf(link)).toBe('99+');
  });

  it('shows 99 itself at the cap', () => {
    renderWithProviders(<CartButton href="/cart" count={99} />);
    expect(badgeOf(screen.getByRole('link'))).toBe('99');
  });

  it('speaks Spanish: singular and plural', () => {
    const { unmount } = renderWithProviders(<CartButton href="/es/cart" count={1} />, {
      locale: 'es',
    });
    expect(screen.getByRole('link', { name: 'Carrito, 1 artículo' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<CartButton href="/es/cart" count={3} />, { locale: 'es' });
    const link = screen.getByRole('link', { name: 'Carrito, 3 artículos' });
    expect(within(link).getByText('Carrito')).toBeInTheDocument();
    expect(badgeOf(link)).toBe('3');
  });

  it('names the empty cart in Spanish', () => {
    renderWithProviders(<CartButton href="/es/cart" count={0} />, { locale: 'es' });
    expect(screen.getByRole('link', { name: 'Carrito' })).toBeInTheDocument();
  });

  it('renders through the injected router link and forwards its ref and props', async () => {
    const navigate = vi.fn();
    function RouterLink({ href, onClick, children, ...props }: LinkProps) {
      return (
        <a
          {...props}
          href={href}
          onClick={(event) => {
            event.preventDefault();
            onClick?.(event);
            navigate(href);
          }}
        >
          {children}
        </a>
      );
    }
    const ref = createRef<HTMLAnchorElement>();
    renderWithProviders(
      <LinkProvider value={RouterLink}>
        <CartButton ref={ref} href="/cart" count={2} aria-current="page" />
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Cart, 2 items' });
    expect(link).toHaveAttribute('aria-current', 'page');
    await userEvent.setup().click(link);
    expect(navigate).toHaveBeenCalledWith('/cart');
    expect(ref.current).toBe(link);
  });
});
