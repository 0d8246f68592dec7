import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ClubSpotlight, type ClubSpotlightProps } from './ClubSpotlight';

const valderrama: ClubSpotlightProps = {
  name: 'Real Club Valderrama',
  place: { municipality: 'San Roque', region: 'Cádiz' },
  description: 'A cork-oak masterpiece with a legendary 17th hole.',
  href: '/en/club/real-club-valderrama?idVP=12&rec=21',
};

describe('ClubSpotlight', () => {
  it('puts a club forward, its name the one link to its page', () => {
    renderWithProviders(<ClubSpotlight {...valderrama} />);
    const card = screen.getByRole('article', { name: 'Real Club Valderrama' });
    expect(within(card).getByText('Discover a club')).toBeInTheDocument();
    const links = within(card).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', valderrama.href);
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(valderrama.name);
    expect(within(card).getByText('San Roque, Cádiz')).toBeInTheDocument();
    expect(within(card).getByText(valderrama.description)).toBeInTheDocument();
  });

  it('shows the club picture as decoration, else a drawn course', () => {
    const { container, rerender } = renderWithProviders(<ClubSpotlight {...valderrama} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg')).not.toBeNull();
    rerender(<ClubSpotlight {...valderrama} imageSrc="/images/clubs/valderrama.svg" />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('translates its words and honours the heading level', () => {
    renderWithProviders(<ClubSpotlight {...valderrama} headingLevel={3} />, { locale: 'fr' });
    expect(screen.getByText('Découvrez un club')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(valderrama.name);
  });
});
