import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DetailList } from '../DetailList';
import { BookingFacts } from './BookingFacts';

const facts = {
  clubName: 'Real Club Valderrama',
  courseName: 'Valderrama',
  date: '2026-11-27',
  time: '08:10',
  timeZoneName: 'CET',
  players: 3,
};

describe('BookingFacts', () => {
  it('gives club, course, long date, club-local time with its zone, and players', () => {
    renderWithProviders(
      <DetailList>
        <BookingFacts locale="en" {...facts} />
      </DetailList>,
    );
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual([
      'Club',
      'Course',
      'Date',
      'Time',
      'Players',
    ]);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      'Real Club Valderrama',
      'Valderrama',
      '27 November 2026',
      '08:10 (CET)',
      '3',
    ]);
  });

  it('speaks the golfer’s language', () => {
    renderWithProviders(
      <DetailList>
        <BookingFacts locale="es" {...facts} />
      </DetailList>,
      { locale: 'es' },
    );
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual([
      'Club',
      'Recorrido',
      'Fecha',
      'Hora',
      'Jugadores',
    ]);
    expect(screen.getByText('27 de noviembre de 2026')).toBeInTheDocument();
  });
});
