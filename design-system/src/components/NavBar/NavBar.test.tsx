import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { isPrivateAreaPath, NavBar, type NavBarProps } from './NavBar';

const hrefs = {
  login: '/en/login',
  signUp: '/en/sign-up',
  privateArea: '/en/private-area/bookings',
  cart: '/en/cart',
};

function renderNavBar(props: Partial<NavBarProps> = {}, locale: 'en' | 'es' = 'en') {
  const onLogout = vi.fn();
  const result = renderWithProviders(
    <NavBar
      isLoggedIn={false}
      currentPath="/en"
      cartCount={0}
      hrefs={hrefs}
      onLogout={onLogout}
      {...props}
    />,
    { locale },
  );
  return { ...result, onLogout };
}

describe('isPrivateAreaPath', () => {
  it.each([
    ['/private-area', true],
    ['/private-area/', true],
    ['/private-area/bookings', true],
    ['/es/private-area/cards', true],
    ['/sv/private-area/my-profile?tab=2', true],
    ['/private-areas', false],
    ['/es/private-areas/cards', false],
    ['/cart', false],
    ['/blog/private-area', false],
    ['/de/private-area', false],
    ['/', false],
  ] as const)('%s → %s', (path, expected) => {
    expect(isPrivateAreaPath(path)).toBe(expected);
  });
});

describe('NavBar', () => {
  it('is a navigation landmark named "Main"', () => {
    renderNavBar();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('offers log in and sign up, not the private area, to anonymous visitors', () => {
    renderNavBar();
    const nav = screen.getByRole('navigation');
    expect(within(nav).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/login');
    expect(within(nav).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/en/sign-up',
    );
    expect(within(nav).queryByRole('link', { name: 'My area' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('offers the private area and log out, not log in or sign up, to logged-in users', () => {
    renderNavBar({ isLoggedIn: true });
    const nav = screen.getByRole('navigation');
    expect(within(nav).getByRole('link', { name: 'My area' })).toHaveAttribute(
      'href',
      '/en/private-area/bookings',
    );
    expect(within(nav).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
  });

  it.each([false, true])('always shows the cart (logged in: %s)', (isLoggedIn) => {
    renderNavBar({ isLoggedIn, cartCount: 3 });
    const cart = screen.getByRole('link', { name: 'Cart, 3 items' });
    expect(cart).toHaveAttribute('href', '/en/cart');
    expect(cart).toHaveAttribute('data-tone', 'amber');
  });

  it('shows an empty cart in teal', () => {
    renderNavBar({ cartCount: 0 });
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('data-tone', 'teal');
  });

  it('marks the private area as the current page anywhere under /private-area', () => {
    const { unmount } = renderNavBar({ isLoggedIn: true, currentPath: '/es/private-area/cards' });
    expect(screen.getByRole('link', { name: 'My area' })).toHaveAttribute('aria-current', 'page');
    unmount();
    renderNavBar({ isLoggedIn: true, currentPath: '/private-area' });
    expect(screen.getByRole('link', { name: 'My area' })).toHaveAttribute('aria-current', 'page');
  });

  it('does not mark the private area elsewhere', () => {
    renderNavBar({ isLoggedIn: true, currentPath: '/en/club/12' });
    expect(screen.getByRole('link', { name: 'My area' })).not.toHaveAttribute('aria-current');
  });

  it('marks log in and the cart as current on their own pages, ignoring the query', () => {
    const { unmount } = renderNavBar({ currentPath: '/en/login?keepPage=true' });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Sign up' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Cart' })).not.toHaveAttribute('aria-current');
    unmount();
    renderNavBar({ currentPath: '/en/cart/' });
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Log in' })).not.toHaveAttribute('aria-current');
  });

  it('calls onLogout when log out is pressed by mouse or keyboard', async () => {
    const { onLogout } = renderNavBar({ isLoggedIn: true });
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Log out' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    expect(onLogout).toHaveBeenCalledTimes(1);
    button.focus();
    await user.keyboard('{Enter}');
    expect(onLogout).toHaveBeenCalledTimes(2);
  });

  it('speaks Spanish', () => {
    const { unmount } = renderNavBar({ cartCount: 1 }, 'es');
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(nav).getByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Registrarse' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Carrito, 1 artículo' })).toBeInTheDocument();
    unmount();
    renderNavBar({ isLoggedIn: true }, 'es');
    expect(screen.getByRole('link', { name: 'Mi área' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });

  it('links the blog only when given its address, current on the list and on its posts', () => {
    const { unmount } = renderNavBar();
    expect(screen.queryByRole('link', { name: 'Blog' })).not.toBeInTheDocument();
    unmount();
    const blog = { ...hrefs, blog: '/en/blog' };
    const { rerender } = renderNavBar({ hrefs: blog, currentPath: '/en/blog?label=tips' });
    // Twice: in the bar from the tablet width up, and behind 'More' below it (CSS shows one).
    const links = screen.getAllByRole('link', { name: 'Blog' });
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toHaveAttribute('href', '/en/blog');
      expect(link).toHaveAttribute('aria-current', 'page');
    }
    rerender(
      <NavBar
        isLoggedIn={false}
        currentPath="/en/blog/a-post-7301005"
        cartCount={0}
        hrefs={blog}
        onLogout={() => undefined}
      />,
    );
    for (const link of screen.getAllByRole('link', { name: 'Blog' }))
      expect(link).toHaveAttribute('aria-current', 'page');
    rerender(
      <NavBar
        isLoggedIn={false}
        currentPath="/en/blogger"
        cartCount={0}
        hrefs={blog}
        onLogout={() => undefined}
      />,
    );
    for (const link of screen.getAllByRole('link', { name: 'Blog' }))
      expect(link).not.toHaveAttribute('aria-current');
  });

  describe("the 'More' menu", () => {
    const shop = {
      ...hrefs,
      map: '/en/map',
      tournaments: '/en/tournaments',
      multipacks: '/en/multipacks',
    };

    it('is left out when there is no secondary entry', () => {
      renderNavBar();
      expect(screen.queryByText('More')).not.toBeInTheDocument();
    });

    it('holds the secondary entries, marks itself when one is current, and Escape closes it', async () => {
      const { container } = renderNavBar({ hrefs: shop, currentPath: '/en/tournaments/a-cup-3' });
      const details = container.querySelector('details');
      const summary = screen.getByText('More').closest('summary');
      if (!details || !summary) throw new Error('expected the menu');
      expect(summary).toHaveAttribute('data-current', 'true');
      expect(
        within(details)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(['/en/map', '/en/tournaments', '/en/multipacks']);
      const user = userEvent.setup();
      await user.click(summary);
      expect(details.open).toBe(true);
      within(details).getByRole('link', { name: 'Map' }).focus();
      await user.keyboard('{Escape}');
      expect(details.open).toBe(false);
      expect(summary).toHaveFocus();
    });

    it('closes on a press outside it and on the next page', async () => {
      const onLogout = () => undefined;
      const { container, rerender } = renderNavBar({ hrefs: shop });
      const details = container.querySelector('details');
      if (!details) throw new Error('expected the menu');
      const user = userEvent.setup();
      details.open = true;
      await user.click(document.body);
      expect(details.open).toBe(false);
      details.open = true;
      rerender(
        <NavBar
          isLoggedIn={false}
          currentPath="/en/map"
          cartCount={0}
          hrefs={shop}
          onLogout={onLogout}
        />,
      );
      expect(details.open).toBe(false);
    });
  });
});
