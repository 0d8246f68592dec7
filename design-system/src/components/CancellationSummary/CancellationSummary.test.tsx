import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { CancellationSummary, type CancellationSummaryProps } from './CancellationSummary';

const booking: CancellationSummaryProps = {
  locale: 'en',
  reference: 'K7Q2M9XA',
  clubName: 'Real Club Valderrama',
  courseName: 'Championship',
  date: '2026-11-22',
  time: '09:30',
  timeZoneName: 'Europe/Madrid',
  players: 2,
  policy: { kind: 'online', deadline: '2026-11-21T09:30:00' },
  refund: 210,
  fee: 3.5,
  status: 'active',
};

function details(): Record<string, string> {
  const list = screen.getByRole('region').querySelector('dl');
  if (!list) throw new Error('no description list');
  return Object.fromEntries(
    Array.from(list.querySelectorAll('dt')).map((term) => [
      term.textContent ?? '',
      term.nextElementSibling?.textContent ?? '',
    ]),
  );
}

describe('CancellationSummary', () => {
  it('shows the booking, the refund and the fee kept, and the deadline', () => {
    renderWithProviders(<CancellationSummary {...booking} onCancel={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Your booking' })).toBeInTheDocument();
    expect(details()).toEqual({
      'Booking reference': 'K7Q2M9XA',
      Club: 'Real Club Valderrama',
      Course: 'Championship',
      Date: '22 November 2026',
      Time: '09:30 (Europe/Madrid)',
      Players: '2',
      Refund: '210.00 €',
      'Transaction fee (non-refundable)': '3.50 €, not refunded',
    });
    expect(
      screen.getByText('Free cancellation online until 21 November 2026, 09:30'),
    ).toBeInTheDocument();
  });

  it('calls onCancel from the Cancel booking button, disabled while busy', async () => {
    const onCancel = vi.fn();
    const { rerender } = renderWithProviders(
      <CancellationSummary {...booking} onCancel={onCancel} />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(onCancel).toHaveBeenCalledOnce();
    rerender(<CancellationSummary {...booking} onCancel={onCancel} busy />);
    expect(screen.getByRole('button', { name: 'Cancelling…' })).toBeDisabled();
  });

  it('tells the golfer to contact the club, in the SPEC’s words, with no button', () => {
    renderWithProviders(
      <CancellationSummary {...booking} policy={{ kind: 'contactClub' }} onCancel={vi.fn()} />,
    );
    expect(
      screen.getByText(
        'This golf course not allows online cancellations. Please, contact the golf course',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(details()).not.toHaveProperty('Refund');
  });

  it('says the deadline has passed, with no button', () => {
    renderWithProviders(
      <CancellationSummary
        {...booking}
        policy={{ kind: 'deadlinePassed', deadline: '2026-11-21T09:30:00' }}
        onCancel={vi.fn()}
      />,
    );
    expect(
      screen.getByText(
        'The online cancellation deadline (21 November 2026, 09:30) has passed. Please contact the golf course',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the cancelled state with the amount refunded as a status', () => {
    renderWithProviders(<CancellationSummary {...booking} status="cancelled" onCancel={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Booking cancelled' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your booking has been cancelled. We refund 210.00 € to your card.',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(/Free cancellation/)).not.toBeInTheDocument();
  });

  it('speaks Swedish', () => {
    renderWithProviders(<CancellationSummary {...booking} locale="sv" onCancel={vi.fn()} />, {
      locale: 'sv',
    });
    expect(screen.getByRole('button', { name: 'Avboka' })).toBeInTheDocument();
    expect(details()['Återbetalning']).toBe('210.00 €');
  });
});
