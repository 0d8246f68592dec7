import { screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { SEARCH_BAR_BREAKPOINT, showSearchBarInHeader } from '@fairway/rules';
import { renderWithProviders } from '../../test/render';
import { Header, headerSearchVisibility } from './Header';

function renderHeader(isHome: boolean) {
  return renderWithProviders(
    <Header
      homeHref="/es"
      isHome={isHome}
      search={<input aria-label="search" />}
      languageSwitcher={<button type="button">ES</button>}
      actions={
        <nav aria-label="Main">
          <a href="/es/login">Log in</a>
        </nav>
      }
    />,
  );
}

const searchSlot = () => screen.getByRole('banner').querySelector('[data-header-search]');

describe('headerSearchVisibility', () => {
  it('shows the search bar everywhere off home and only below the tablet width on home', () => {
    expect(headerSearchVisibility(false)).toBe('always');
    expect(headerSearchVisibility(true)).toBe('below-tablet');
  });

  it('agrees with the rules module at every width', () => {
    for (const isHome of [true, false]) {
      for (const width of [320, 375, SEARCH_BAR_BREAKPOINT - 1, SEARCH_BAR_BREAKPOINT, 1280]) {
        const visibility = headerSearchVisibility(isHome);
        const shownByCss = visibility === 'always' || width < SEARCH_BAR_BREAKPOINT;
        expect(shownByCss).toBe(showSearchBarInHeader({ isHome, viewportWidth: width }));
      }
    }
  });
});

describe('Header', () => {
  it('is the banner landmark with a logo that links home', () => {
    renderHeader(false);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Fairway, home' })).toHaveAttribute(
      'href',
      '/es',
    );
  });

  it('always shows the search bar off home', () => {
    renderHeader(false);
    expect(screen.getByRole('banner')).toHaveAttribute('data-search', 'always');
    expect(searchSlot()).toContainElement(screen.getByRole('textbox', { name: 'search' }));
  });

  it('renders the search bar on home too, for CSS to hide it from the tablet width up', () => {
    renderHeader(true);
    expect(screen.getByRole('banner')).toHaveAttribute('data-search', 'below-tablet');
    // Still in the server-rendered markup: mobile home pages show it.
    expect(searchSlot()).toContainElement(screen.getByRole('textbox', { name: 'search' }));
  });

  it('gives the home search slot a different style than elsewhere', () => {
    const { unmount } = renderHeader(false);
    const offHome = searchSlot()?.className;
    unmount();
    renderHeader(true);
    expect(searchSlot()?.className).not.toBe(offHome);
  });

  it('places the language switcher and the navigation inside the banner', () => {
    renderHeader(false);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('button', { name: 'ES' })).toBeInTheDocument();
    expect(within(banner).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('leaves out the search slot when there is no search bar', () => {
    renderWithProviders(<Header homeHref="/" isHome={false} />);
    expect(searchSlot()).toBeNull();
    expect(screen.getByRole('link', { name: 'Fairway, home' })).toHaveAttribute('href', '/');
  });

  it('forwards its ref to the header element', () => {
    const ref = createRef<HTMLElement>();
    renderWithProviders(<Header ref={ref} homeHref="/" isHome />);
    expect(ref.current?.tagName).toBe('HEADER');
  });
});
