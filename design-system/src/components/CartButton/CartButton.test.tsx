import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LinkProvider, type LinkProps } from '../Link';
import { renderWithProviders } from '../../test/render';
import { CartButton, cartButtonTone } from './CartButton';

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
    expect(within(link).queryByText('0')).not.toBeInTheDocument();
  });

  it('treats a negative count as an empty cart', () => {
    renderWithProviders(<CartButton href="/cart" count={-1} />);
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link).toHaveAttribute('data-tone', 'teal');
    expect(within(link).queryByText('-1')).not.toBeInTheDocument();
  });

  it('turns amber with a count badge and counts one item in its name', () => {
    renderWithProviders(<CartButton href="/cart" count={1} />);
    const link = screen.getByRole('link', { name: 'Cart, 1 item' });
    expect(link).toHaveAttribute('data-tone', 'amber');
    const badge = within(link).getByText('1');
    // The name already tells the count: the badge must not be read a second time.
    expect(badge).toHaveAttribute('aria-hidden', 'true');
  });

  it('counts several items in the plural', () => {
    renderWithProviders(<CartButton href="/cart" count={5} />);
    const link = screen.getByRole('link', { name: 'Cart, 5 items' });
    expect(within(link).getByText('5')).toBeInTheDocument();
  });

  it('caps the badge at 99+ but names the real count', () => {
    renderWithProviders(<CartButton href="/cart" count={120} />);
    const link = screen.getByRole('link', { name: 'Cart, 120 items' });
    expect(within(link).getByText('99+')).toBeInTheDocument();
    expect(within(link).queryByText('120')).not.toBeInTheDocument();
  });

  it('shows 99 itself at the cap', () => {
    renderWithProviders(<CartButton href="/cart" count={99} />);
    expect(within(screen.getByRole('link')).getByText('99')).toBeInTheDocument();
  });

  it('speaks Spanish: singular and plural', () => {
    const { unmount } = renderWithProviders(<CartButton href="/es/cart" count={1} />, {
      locale: 'es',
    });
    expect(screen.getByRole('link', { name: 'Carrito, 1 artículo' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<CartButton href="/es/cart" count={3} />, { locale: 'es' });
    expect(screen.getByRole('link', { name: 'Carrito, 3 artículos' })).toBeInTheDocument();
    expect(screen.getByText('Carrito')).toBeInTheDocument();
  });

  it('names the empty cart in Spanish', () => {
    renderWithProviders(<CartButton href="/es/cart" count={0} />, { locale: 'es' });
    expect(screen.getByRole('link', { name: 'Carrito' })).toBeInTheDocument();
  });

  it('renders through the injected router link and forwards its ref and props', async () => {
    const navigate = vi.fn();
    function RouterLink({ href, onClick, ...props }: LinkProps) {
      return (
        <a
          {...props}
          href={href}
          onClick={(event) => {
            event.preventDefault();
            onClick?.(event);
            navigate(href);
          }}
        />
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
