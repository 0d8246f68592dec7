import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { CartLine, type CartLineProps } from './CartLine';

const line: CartLineProps = {
  date: '2026-11-22',
  time: '09:30',
  timeZoneName: 'Europe/Madrid',
  locale: 'en',
  players: 3,
  rates: [
    { name: 'Green fee', players: 2, unitPrice: 85 },
    { name: 'Resident', players: 1, unitPrice: 60.5 },
  ],
  services: [{ name: 'Buggy', units: 1, unitPrice: 40 }],
  total: 270.5,
};

describe('CartLine', () => {
  it('is an article headed by its date and time, with zone and players', () => {
    renderWithProviders(<CartLine {...line} />);
    const article = screen.getByRole('article', { name: '22 November 2026, 09:30' });
    expect(within(article).getByRole('heading', { level: 3 })).toBeInTheDocument();
    expect(within(article).getByText('Club local time (Europe/Madrid)')).toBeInTheDocument();
    expect(within(article).getByText('3 players')).toBeInTheDocument();
  });

  it('lists rates as players × unit price and services as units × unit price', () => {
    renderWithProviders(<CartLine {...line} />);
    const rates = within(screen.getByRole('list', { name: 'Rates' })).getAllByRole('listitem');
    expect(rates.map((item) => item.textContent)).toEqual([
      'Green fee2 × 85.00\u00a0€',
      'Resident1 × 60.50\u00a0€',
    ]);
    const services = within(screen.getByRole('list', { name: 'Extras' })).getAllByRole('listitem');
    expect(services.map((item) => item.textContent)).toEqual(['Buggy1 × 40.00\u00a0€']);
    expect(screen.getByText('270.50 €')).toBeInTheDocument();
  });

  it('has no Remove button and no extras list unless given', () => {
    renderWithProviders(<CartLine {...line} services={[]} headingLevel={4} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Extras' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4 })).toBeInTheDocument();
  });

  it('names the Remove button by the time and calls onRemove', async () => {
    const onRemove = vi.fn();
    renderWithProviders(<CartLine {...line} onRemove={onRemove} />);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Remove the tee time at 09:30' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it('disables Remove while removing, and speaks Spanish', () => {
    renderWithProviders(<CartLine {...line} locale="es" onRemove={vi.fn()} removing />, {
      locale: 'es',
    });
    expect(
      screen.getByRole('button', { name: 'Quitar la hora de salida de las 09:30' }),
    ).toBeDisabled();
    expect(screen.getByRole('article', { name: '22 de noviembre de 2026, 09:30' })).toBeVisible();
    expect(screen.getByText('270,50 €')).toBeInTheDocument();
  });
});
