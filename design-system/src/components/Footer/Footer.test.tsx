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
      company={{ name: 'Fairway Golf Travel S.L.', address: 'Calle del Hoyo 19, 29016 Málaga' }}
      professionalsHref="https://pro.fairway.example/login"
      apps={{
        pageHref: '/en/app',
        appStoreHref: 'https://apps.apple.com/app/fairway/id000000001',
        googlePlayHref: 'https://play.google.com/store/apps/details?id=com.fairway',
      }}
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
    ['About the app', '/en/app'],
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

  it('shows the configured company and address in an <address>, the country translated', () => {
    renderFooter();
    const address = screen.getByText('Calle del Hoyo 19, 29016 Málaga').closest('address');
    expect(address).toHaveTextContent(
      'Fairway Golf Travel S.L.Calle del Hoyo 19, 29016 MálagaSpain',
    );
  });

  it('translates the country of the address', () => {
    renderFooter({}, 'es');
    expect(
      screen.getByText('Calle del Hoyo 19, 29016 Málaga').closest('address'),
    ).toHaveTextContent('España');
  });

  it('shows no address and the brand in the copyright when the company is unknown', () => {
    renderFooter({ company: null });
    expect(document.querySelector('address')).toBeNull();
    expect(screen.getByText('© 2025 Fairway, all rights reserved.')).toBeInTheDocument();
  });

  it('shows no professionals link when none is configured', () => {
    renderFooter({ professionalsHref: null });
    expect(screen.queryByRole('link', { name: /Golf club professionals/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'About us' })).toBeInTheDocument();
  });

  it('shows only the badges of configured stores, and no app at all without one', () => {
    renderFooter({ apps: { pageHref: '/en/app', googlePlayHref: 'https://play.google.com/x' } });
    expect(screen.queryByRole('link', { name: 'Download on the App Store' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toBeInTheDocument();
    renderFooter({ apps: { pageHref: '/en/app', appStoreHref: null, googlePlayHref: null } });
    renderFooter({ apps: undefined });
    expect(screen.getAllByRole('link', { name: 'Get it on Google Play' })).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'About the app' })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { name: 'Get the app' })).toHaveLength(1);
  });

  it('prints the given year without digit grouping', () => {
    renderFooter({ year: 2031 });
    expect(
      screen.getByText('© 2031 Fairway Golf Travel S.L., all rights reserved.'),
    ).toBeInTheDocument();
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
      screen.getByText('© 2025 Fairway Golf Travel S.L., alla rättigheter förbehållna.'),
    ).toBeInTheDocument();
  });
});
