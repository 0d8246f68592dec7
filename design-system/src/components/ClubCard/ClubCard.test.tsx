import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { runCardLinkSuite } from '../../test/card-link-suite';
import { renderWithProviders } from '../../test/render';
import { ClubCard, type ClubCardProps } from './ClubCard';

const valderrama: ClubCardProps = {
  name: 'Real Club Valderrama',
  place: { municipality: 'San Roque', region: 'Cádiz' },
  href: '/club/real-club-valderrama',
};

runCardLinkSuite('ClubCard', <ClubCard {...valderrama} priceFrom={180} firstTime="08:00" />, {
  title: 'Real Club Valderrama',
  href: '/club/real-club-valderrama',
  headingLevel: 3,
});

describe('ClubCard', () => {
  it('shows place, course, holes, distance, tee times and the lowest price', () => {
    renderWithProviders(
      <ClubCard
        {...valderrama}
        courseName="Valderrama"
        priceFrom={180}
        firstTime="2026-11-22T08:00:00+01:00"
        lastTime="2026-11-22T15:50:00+01:00"
        holes={18}
        distanceKm={12.4}
      />,
    );
    expect(screen.getByText('San Roque, Cádiz')).toBeInTheDocument();
    expect(screen.getByText('Valderrama')).toBeInTheDocument();
    expect(screen.getByText('18 holes')).toBeInTheDocument();
    expect(screen.getByText('12 km')).toBeInTheDocument();
    expect(screen.getByText('First tee 08:00 · Last tee 15:50')).toBeInTheDocument();
    expect(screen.getByText('180.00 €').parentElement).toHaveTextContent('From 180.00 €');
  });

  it('names the municipality alone when no region is given', () => {
    renderWithProviders(
      <ClubCard
        {...valderrama}
        place={{ municipality: 'Marbella', region: '' }}
        distanceKm={1.1}
      />,
    );
    expect(screen.getByText('Marbella')).toBeInTheDocument();
    expect(screen.queryByText(/Marbella,/)).toBeNull();
  });

  it('shows a price range when the highest price differs', () => {
    renderWithProviders(<ClubCard {...valderrama} priceFrom={120} priceTo={240.5} />, {
      locale: 'es',
    });
    expect(screen.getByText('120,00 €').closest('p')).toHaveTextContent('120,00 € – 240,50 €');
    expect(screen.queryByText(/Desde/)).not.toBeInTheDocument();
  });

  it('says so when the club has no times that day', () => {
    renderWithProviders(<ClubCard {...valderrama} />, { locale: 'fr' });
    expect(screen.getByText('Aucun horaire disponible')).toBeInTheDocument();
    expect(screen.queryByText(/départ/)).not.toBeInTheDocument();
  });

  it('shows a lone first or last tee', () => {
    const { rerender } = renderWithProviders(<ClubCard {...valderrama} firstTime="07:30" />);
    expect(screen.getByText('First tee 07:30')).toBeInTheDocument();
    rerender(<ClubCard {...valderrama} lastTime="16:10" />);
    expect(screen.getByText('Last tee 16:10')).toBeInTheDocument();
  });

  it('translates holes and distance, and calls a club closer than 1 km “Under 1 km”', () => {
    const { rerender } = renderWithProviders(
      <ClubCard {...valderrama} holes={9} distanceKm={1234} />,
      { locale: 'sv' },
    );
    expect(screen.getByText('9 hål')).toBeInTheDocument();
    expect(screen.getByText(/^1\s234 km$/)).toBeInTheDocument();
    rerender(<ClubCard {...valderrama} distanceKm={0.4} />);
    expect(screen.getByText('Under 1 km')).toBeInTheDocument();
  });

  it('shows the club photo with its alt text, else a decorative drawing', () => {
    const { container, rerender } = renderWithProviders(
      <ClubCard {...valderrama} imageSrc="/images/valderrama.webp" imageAlt="The 17th green" />,
    );
    expect(screen.getByRole('img', { name: 'The 17th green' })).toHaveAttribute(
      'src',
      '/images/valderrama.webp',
    );
    rerender(<ClubCard {...valderrama} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('svg[aria-hidden="true"] linearGradient')).not.toBeNull();
  });

  it('loads a photo lazily at the browser’s priority unless it is the first view’s', () => {
    const { rerender } = renderWithProviders(
      <ClubCard {...valderrama} imageSrc="/images/valderrama.webp" imageAlt="The 17th green" />,
    );
    const photo = () => screen.getByRole('img', { name: 'The 17th green' });
    expect(photo()).toHaveAttribute('loading', 'lazy');
    expect(photo()).toHaveAttribute('fetchpriority', 'auto');
    rerender(
      <ClubCard
        {...valderrama}
        imageSrc="/images/valderrama.webp"
        imageAlt="The 17th green"
        imageLoading="eager"
        imageFetchPriority="high"
      />,
    );
    expect(photo()).toHaveAttribute('loading', 'eager');
    expect(photo()).toHaveAttribute('fetchpriority', 'high');
  });

  it('gives each drawing its own gradient id', () => {
    const { container } = renderWithProviders(
      <>
        <ClubCard {...valderrama} />
        <ClubCard {...valderrama} name="Finca Cortesin" />
      </>,
    );
    const ids = Array.from(container.querySelectorAll('linearGradient')).map((g) => g.id);
    expect(new Set(ids).size).toBe(2);
    const fills = Array.from(container.querySelectorAll('rect[fill^="url"]')).map((r) =>
      r.getAttribute('fill'),
    );
    expect(fills).toEqual(ids.map((id) => `url(#${id})`));
  });

  it('shows the next free tee time by the club’s own today, in place of the day’s range', () => {
    const next = (date: string) => ({ date, time: '08:10', today: '2026-11-22' });
    const { rerender } = renderWithProviders(
      <ClubCard {...valderrama} firstTime="08:00" nextTeeTime={next('2026-11-22')} />,
    );
    expect(screen.getByText(/^Next tee time:/)).toHaveTextContent('Next tee time: Today 08:10');
    expect(screen.getByText('Today 08:10')).toHaveAttribute('datetime', '2026-11-22T08:10');
    expect(screen.queryByText(/First tee/)).not.toBeInTheDocument();
    rerender(<ClubCard {...valderrama} nextTeeTime={next('2026-11-23')} />);
    expect(screen.getByText('Tomorrow 08:10')).toBeInTheDocument();
    rerender(<ClubCard {...valderrama} nextTeeTime={next('2026-11-26')} />);
    expect(screen.getByText('Thu 26 Nov 08:10')).toBeInTheDocument();
    rerender(<ClubCard {...valderrama} nextTeeTime={null} />);
    expect(screen.getByText('No times available')).toBeInTheDocument();
    rerender(<ClubCard {...valderrama} nextTeeTime="loading" />);
    expect(screen.getByText('Looking for the next tee time…')).toBeInTheDocument();
    expect(screen.queryByText('No times available')).not.toBeInTheDocument();
  });

  it('says the next tee time in the reader’s language', () => {
    renderWithProviders(
      <ClubCard
        {...valderrama}
        nextTeeTime={{ date: '2026-11-23', time: '08:10', today: '2026-11-22' }}
      />,
      { locale: 'sv' },
    );
    expect(screen.getByText(/^Nästa starttid:/)).toHaveTextContent(
      'Nästa starttid: I morgon 08:10',
    );
  });

  it('holds a favourite control after its link, outside the link', () => {
    renderWithProviders(
      <ClubCard
        {...valderrama}
        favourite={
          <button type="button" aria-pressed="false">
            Keep Valderrama in your favourites
          </button>
        }
      />,
    );
    const article = screen.getByRole('article', { name: 'Real Club Valderrama' });
    const link = within(article).getByRole('link', { name: 'Real Club Valderrama' });
    const toggle = within(article).getByRole('button', {
      name: 'Keep Valderrama in your favourites',
    });
    expect(link).not.toContainElement(toggle);
    // Later in the document: after the name in the focus order, and painted over the link.
    expect(link.compareDocumentPosition(toggle) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the badge and honours the heading level', () => {
    renderWithProviders(<ClubCard {...valderrama} badge="-20%" headingLevel={2} />);
    expect(screen.getByText('-20%')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Real Club Valderrama');
  });
});
