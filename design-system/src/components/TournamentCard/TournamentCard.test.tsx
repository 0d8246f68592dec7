import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { runCardLinkSuite } from '../../test/card-link-suite';
import { renderWithProviders } from '../../test/render';
import { TournamentCard, type TournamentCardProps } from './TournamentCard';

const open: TournamentCardProps = {
  name: 'Costa del Sol Autumn Open',
  href: '/en/tournament/costa-del-sol-autumn-open-4100021',
  state: 'registrationOpen',
  club: 'Real Club Valderrama',
  region: 'Cádiz',
  startDate: '2026-11-20',
  endDate: '2026-11-22',
  rounds: 3,
  fee: 120,
  placesLeft: 5,
  maxPlayers: 72,
};

runCardLinkSuite('TournamentCard', <TournamentCard {...open} />, {
  title: open.name,
  href: open.href,
  headingLevel: 3,
});

describe('TournamentCard', () => {
  it('shows the state, the club and region, the dates, rounds, places and fee', () => {
    renderWithProviders(<TournamentCard {...open} />);
    expect(screen.getByText('Registration open')).toBeInTheDocument();
    expect(screen.getByText('Real Club Valderrama, Cádiz')).toBeInTheDocument();
    const start = screen.getByText('20 November 2026');
    const end = screen.getByText('22 November 2026');
    expect(start.tagName).toBe('TIME');
    expect(start).toHaveAttribute('datetime', '2026-11-20');
    expect(end).toHaveAttribute('datetime', '2026-11-22');
    expect(start.parentElement).toHaveTextContent(/^20 November 2026 – 22 November 2026$/);
    expect(screen.getByText('3 rounds')).toBeInTheDocument();
    expect(screen.getByText('5 places left of 72')).toBeInTheDocument();
    expect(screen.getByText('120.00 €').parentElement).toHaveTextContent(
      'Entry fee 120.00 € per player',
    );
  });

  it('shows one date for a one-day tournament, and the singulars', () => {
    renderWithProviders(
      <TournamentCard {...open} endDate={open.startDate} rounds={1} placesLeft={1} />,
    );
    const date = screen.getByText('20 November 2026');
    expect(date.parentElement).toHaveTextContent(/^20 November 2026$/);
    expect(screen.getByText('1 round')).toBeInTheDocument();
    expect(screen.getByText('1 place left of 72')).toBeInTheDocument();
  });

  it('says Full when no place is left', () => {
    renderWithProviders(<TournamentCard {...open} placesLeft={0} />);
    expect(screen.getByText('Full')).toBeInTheDocument();
    expect(screen.queryByText(/places left/)).not.toBeInTheDocument();
  });

  it('truncates the fee like every price, never rounding it up', () => {
    renderWithProviders(<TournamentCard {...open} fee={1234.567} />, { locale: 'es' });
    expect(screen.getByText('1.234,56 €')).toBeInTheDocument();
  });

  it.each([
    [
      'es',
      'Del 20 de noviembre de 2026 al 22 de noviembre de 2026',
      '3 rondas',
      'Quedan 5 plazas de 72',
    ],
    ['fr', 'Du 20 novembre 2026 au 22 novembre 2026', '3 parties', '5 places restantes sur 72'],
    ['sv', '20 november 2026–22 november 2026', '3 rundor', '5 platser kvar av 72'],
  ] as const)('speaks %s', (locale, dates, rounds, places) => {
    renderWithProviders(<TournamentCard {...open} />, { locale });
    expect(screen.getByText(rounds)).toBeInTheDocument();
    expect(screen.getByText(places)).toBeInTheDocument();
    expect(
      screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === dates),
    ).toBeInTheDocument();
  });

  it('honours the heading level and passes attributes and a ref to the article', () => {
    let node: HTMLElement | null = null;
    renderWithProviders(
      <TournamentCard
        {...open}
        headingLevel={2}
        data-testid="card"
        ref={(element) => {
          node = element;
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(open.name);
    expect(node).toBe(screen.getByTestId('card'));
    expect(node).toBe(screen.getByRole('article'));
  });
});
