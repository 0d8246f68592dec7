import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Footer, type FooterProps } from './Footer';

const hrefs = {
  about: '/en/about',
  contact: '/en/contact-info',
  legal: '/en/legal-advice',
  privacy: '/en/privacy-policy',
  terms: '/en/terms-and-conditions',
  cancelReservation: '/en/cancel-reservation',
};

function renderFooter(props: Partial<FooterProps> = {}, locale: 'en' | 'es' | 'sv' = 'en') {
  const onCookiePolicy = vi.fn();
  renderWithProviders(
    <Footer
      hrefs={hrefs}
      professionalsHref="https://pro.fairway.example/login"
      appStoreHref="https://apps.apple.com/app/fairway/id000000001"
      playStoreHref="https://play.google.com/store/apps/details?id=com.fairway"
      onCookiePolicy={onCookiePolicy}
      year={2025}
      {...props}
    />,
    { locale },
  );
  return { onCookiePolicy };
}

describe('Footer', () => {
  it('is the contentinfo landmark with a labelled footer navigation', () => {
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
  });

  it.each([
    ['About us', '/en/about'],
    ['Contact', '/en/contact-info'],
    ['Legal notice', '/en/legal-advice'],
    ['Privacy policy', '/en/privacy-policy'],
    ['Terms and conditions', '/en/terms-and-conditions'],
    ['Cancel reservation', '/en/cancel-reservation'],
    ['Download on the App Store', 'https://apps.apple.com/app/fairway/id000000001'],
    ['Get it on Google Play', 'https://play.google.com/store/apps/details?id=com.fairway'],
  ])('links "%s" to %s', (name, href) => {
    renderFooter();
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('opens the professionals login in a new tab, safely, and says so to screen readers', () => {
    renderFooter();
    const link = screen.getByRole('link', {
      name: 'Golf club professionals (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', 'https://pro.fairway.example/login');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps the site’s own links in the same tab', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: 'About us' })).not.toHaveAttribute('target');
  });

  it('renews cookie consent from the cookie-policy button', async () => {
    const { onCookiePolicy } = renderFooter();
    const button = screen.getByRole('button', { name: 'Cookie policy' });
    expect(button).toHaveAttribute('type', 'button');
    const user = userEvent.setup();
    await user.click(button);
    expect(onCookiePolicy).toHaveBeenCalledTimes(1);
    button.focus();
    await user.keyboard(' ');
    expect(onCookiePolicy).toHaveBeenCalledTimes(2);
  });

  it('shows the Madrid head office by default, in an <address>', () => {
    renderFooter();
    const address = screen.getByText('Calle de Serrano 41').closest('address');
    expect(address).not.toBeNull();
    expect(address).toHaveTextContent('Fairway Golf S.L.Calle de Serrano 4128001 MadridSpain');
  });

  it('translates the country of the default address', () => {
    renderFooter({}, 'es');
    expect(screen.getByText('Calle de Serrano 41').closest('address')).toHaveTextContent('España');
  });

  it('shows an address given by the site instead of the default', () => {
    renderFooter({ address: 'Rua Augusta 10, 1100-053 Lisboa' });
    expect(screen.getByText('Rua Augusta 10, 1100-053 Lisboa').tagName).toBe('ADDRESS');
    expect(screen.queryByText('Calle de Serrano 41')).not.toBeInTheDocument();
  });

  it('prints the given year without digit grouping', () => {
    renderFooter({ year: 2031 });
    expect(screen.getByText('© 2031 Fairway Golf S.L. All rights reserved.')).toBeInTheDocument();
  });

  it('speaks Swedish', () => {
    renderFooter({}, 'sv');
    expect(screen.getByRole('navigation', { name: 'Sidfot' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Om oss' })).toHaveAttribute('href', '/en/about');
    expect(screen.getByRole('button', { name: 'Cookiepolicy' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'För golfklubbar (öppnas i en ny flik)' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('© 2025 Fairway Golf S.L. Alla rättigheter förbehållna.'),
    ).toBeInTheDocument();
  });
});
