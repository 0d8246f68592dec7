import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOURNAMENT_STATES, type TournamentState } from '@fairway/rules';
import { renderWithProviders } from '../../test/render';
import { TournamentLabel } from './TournamentLabel';

const english: Record<TournamentState, string> = {
  registrationOpen: 'Registration open',
  registrationClosed: 'Registration closed',
  schedulePublished: 'Schedule published',
  onPlay: 'On play',
  ratingsPublished: 'Ratings published',
  played: 'Played',
};

const spanish: Record<TournamentState, string> = {
  registrationOpen: 'Inscripción abierta',
  registrationClosed: 'Inscripción cerrada',
  schedulePublished: 'Horarios publicados',
  onPlay: 'En juego',
  ratingsPublished: 'Clasificación publicada',
  played: 'Disputado',
};

describe('TournamentLabel', () => {
  it.each(TOURNAMENT_STATES)('reads the %s state in English', (state) => {
    const { container } = renderWithProviders(<TournamentLabel state={state} />);
    const label = container.querySelector(`[data-state="${state}"]`);
    expect(label).toHaveTextContent(new RegExp(`^${english[state]}$`));
    expect(screen.getByText(english[state])).toBe(label);
  });

  it.each(TOURNAMENT_STATES)('reads the %s state in Spanish', (state) => {
    renderWithProviders(<TournamentLabel state={state} />, { locale: 'es' });
    expect(screen.getByText(spanish[state])).toBeInTheDocument();
  });

  it('hides the dot from screen readers, so only the words are read', () => {
    const { container } = renderWithProviders(<TournamentLabel state="onPlay" />);
    const label = container.querySelector('[data-state="onPlay"]');
    const dot = label?.querySelector('[aria-hidden="true"]');
    expect(dot).not.toBeNull();
    expect(dot).toBeEmptyDOMElement();
  });

  it('colours states by tone: open differs from closed, closed matches played', () => {
    renderWithProviders(
      <>
        <TournamentLabel state="registrationOpen" />
        <TournamentLabel state="registrationClosed" />
        <TournamentLabel state="played" />
        <TournamentLabel state="onPlay" />
      </>,
    );
    const open = screen.getByText('Registration open').className;
    const closed = screen.getByText('Registration closed').className;
    const played = screen.getByText('Played').className;
    const onPlay = screen.getByText('On play').className;
    expect(open).not.toBe(closed);
    expect(onPlay).not.toBe(closed);
    expect(onPlay).not.toBe(open);
    expect(closed).toBe(played);
  });

  it('passes extra attributes and a ref to the pill', () => {
    let node: HTMLSpanElement | null = null;
    renderWithProviders(
      <TournamentLabel
        state="played"
        id="state-of-cup"
        ref={(element) => {
          node = element;
        }}
      />,
    );
    expect(node).toBe(screen.getByText('Played'));
    expect(screen.getByText('Played')).toHaveAttribute('id', 'state-of-cup');
  });
});
