import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PaymentMessage } from './PaymentMessage';

describe('PaymentMessage', () => {
  it('tells the golfer to wait, in one status region', () => {
    renderWithProviders(<PaymentMessage />);
    const status = screen.getByRole('status');
    expect(status).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Finalizing your booking...' }),
    );
    expect(status).toHaveTextContent(
      'Please do not close the browser until the booking has been completed successfully',
    );
  });

  it('offers nothing to click while the booking completes', () => {
    renderWithProviders(<PaymentMessage />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('speaks Swedish', () => {
    renderWithProviders(<PaymentMessage />, { locale: 'sv' });
    expect(screen.getByRole('heading', { name: 'Slutför din bokning...' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Stäng inte webbläsaren förrän bokningen har slutförts',
    );
  });

  it('speaks Spanish', () => {
    renderWithProviders(<PaymentMessage />, { locale: 'es' });
    expect(screen.getByRole('heading', { name: 'Finalizando tu reserva…' })).toBeInTheDocument();
  });
});
