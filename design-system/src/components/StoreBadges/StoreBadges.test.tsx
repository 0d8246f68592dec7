import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { StoreBadges } from './StoreBadges';

const appStore = 'https://apps.apple.com/app/fairway/id000000001';
const googlePlay = 'https://play.google.com/store/apps/details?id=com.fairway';

describe('StoreBadges', () => {
  it('lists one named link per store the app is in', () => {
    renderWithProviders(<StoreBadges appStoreHref={appStore} googlePlayHref={googlePlay} />);
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Download on the App Store', appStore],
      ['Get it on Google Play', googlePlay],
    ]);
  });

  it('leaves out a store the app is not in', () => {
    renderWithProviders(<StoreBadges appStoreHref={null} googlePlayHref={googlePlay} />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Get it on Google Play',
    ]);
  });

  it('renders nothing when the app is in no store', () => {
    renderWithProviders(<StoreBadges />, { locale: 'sv' });
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('names the stores in the golfer’s language', () => {
    renderWithProviders(<StoreBadges appStoreHref={appStore} googlePlayHref={googlePlay} />, {
      locale: 'es',
    });
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Descárgala en el App Store',
      'Disponible en Google Play',
    ]);
  });
});
