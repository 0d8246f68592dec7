import { screen, within } from '@testing-library/react';
import { forwardRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { LinkProvider, type LinkProps } from '../Link';
import { PRIVATE_AREA_SECTIONS, PrivateAreaNav, type PrivateAreaSection } from './PrivateAreaNav';

const hrefs: Record<PrivateAreaSection, string> = {
  bookings: '/en/private-area/bookings',
  cards: '/en/private-area/cards',
  profile: '/en/private-area/my-profile',
  favourites: '/en/private-area/favourites',
};

describe('PrivateAreaNav', () => {
  it('is a named navigation with a link to each page, in order', () => {
    renderWithProviders(<PrivateAreaNav current="bookings" hrefs={hrefs} />);
    const nav = screen.getByRole('navigation', { name: 'My area' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Bookings',
      'Saved cards',
      'My profile',
      'Favourite courses',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      PRIVATE_AREA_SECTIONS.map((section) => hrefs[section]),
    );
  });

  it('marks the current page, and only it', () => {
    for (const section of PRIVATE_AREA_SECTIONS) {
      const { unmount } = renderWithProviders(<PrivateAreaNav current={section} hrefs={hrefs} />);
      const current = screen
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page');
      expect(current.map((link) => link.getAttribute('href'))).toEqual([hrefs[section]]);
      unmount();
    }
  });

  it('renders its links through the injected link', () => {
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
    renderWithProviders(
      <LinkProvider value={RouterLink}>
        <PrivateAreaNav current="cards" hrefs={hrefs} />
      </LinkProvider>,
    );
    for (const link of screen.getAllByRole('link')) {
      expect(link).toHaveAttribute('data-router', 'yes');
    }
  });

  it('speaks Swedish', () => {
    renderWithProviders(<PrivateAreaNav current="profile" hrefs={hrefs} />, { locale: 'sv' });
    const nav = screen.getByRole('navigation', { name: 'Mina sidor' });
    expect(within(nav).getByRole('link', { name: 'Min profil' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
