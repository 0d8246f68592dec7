import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import {
  CancellationSummary,
  type BlockingLine,
  type CancellationSummaryProps,
} from './CancellationSummary';

const booking: CancellationSummaryProps = {
  locale: 'en',
  reference: 'K7Q2M9XA',
  lines: [
    {
      clubName: 'Real Club Valderrama',
      courseName: 'Championship',
      date: '2026-11-22',
      time: '09:30',
      timeZoneName: 'Europe/Madrid',
      players: 2,
    },
  ],
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
      Refund: '210.00\u00a0€',
      'Transaction fee (non-refundable)': '3.50\u00a0€, not refunded',
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

  it('once cancelled here, says when the refund reaches the card, or that the team sends it', () => {
    const { unmount } = renderWithProviders(
      <CancellationSummary {...booking} status="cancelled" refundState="sent" />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your booking has been cancelled. 210.00 € is on its way back to your card: your bank shows it within 10 working days.',
    );
    unmount();
    renderWithProviders(
      <CancellationSummary {...booking} status="cancelled" refundState="byHand" />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your booking has been cancelled. The refund of 210.00 € could not be sent to your card automatically: our team sends it, and it reaches your card within 15 working days.',
    );
  });

  describe('a booking of several tee times', () => {
    const naranjos = {
      clubName: 'Los Naranjos Golf Club',
      courseName: 'Los Naranjos',
      date: '2026-11-27',
      time: '09:10',
      timeZoneName: 'CET',
      players: 1,
    };
    const brisas = {
      clubName: 'Real Club de Golf Las Brisas',
      courseName: 'Las Brisas',
      date: '2026-11-28',
      time: '08:00',
      timeZoneName: 'WET',
      players: 4,
    };
    const contactClub =
      'This golf course not allows online cancellations. Please, contact the golf course';
    const brisasContactClub: BlockingLine = {
      clubName: brisas.clubName,
      date: brisas.date,
      time: brisas.time,
      reason: 'contactClub',
      deadline: '2026-11-25T08:00',
    };

    /** The texts of one tee time's row, one per line as the golfer reads them. */
    function teeTime(term: string): string[] {
      const value = screen.getByText(term, { selector: 'dt' }).nextElementSibling;
      if (!value) throw new Error(`no value for ${term}`);
      return Array.from(value.querySelectorAll('span span')).map((part) => part.textContent ?? '');
    }

    it('lists every tee time with its club, course, date, time and players', () => {
      renderWithProviders(
        <CancellationSummary {...booking} lines={[naranjos, brisas]} onCancel={vi.fn()} />,
      );
      expect(teeTime('Tee time 1')).toEqual([
        'Los Naranjos Golf Club',
        'Los Naranjos',
        '27 November 2026, 09:10 (CET)',
        '1 player',
      ]);
      expect(teeTime('Tee time 2')).toEqual([
        'Real Club de Golf Las Brisas',
        'Las Brisas',
        '28 November 2026, 08:00 (WET)',
        '4 players',
      ]);
      // Not the one tee time's rows, which would show the first line only.
      expect(details()).not.toHaveProperty('Club');
      expect(details()).toHaveProperty('Refund', '210.00\u00a0€');
    });

    it('names the tee time whose club refuses inside the refusal itself', () => {
      renderWithProviders(
        <CancellationSummary
          {...booking}
          lines={[naranjos, brisas]}
          policy={{ kind: 'contactClub' }}
          blockedBy={brisasContactClub}
          onCancel={vi.fn()}
        />,
      );
      const refusal = screen.getByText(contactClub);
      expect(
        within(refusal).getByText(
          'Real Club de Golf Las Brisas, 28 November 2026 08:00: contact the club',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });

    it('names a tee time whose own deadline passed, with that deadline', () => {
      renderWithProviders(
        <CancellationSummary
          {...booking}
          lines={[naranjos, brisas]}
          policy={{ kind: 'deadlinePassed', deadline: '2026-11-26T08:00' }}
          blockedBy={{
            clubName: brisas.clubName,
            date: brisas.date,
            time: brisas.time,
            reason: 'deadlinePassed',
            deadline: '2026-11-26T08:00',
          }}
          onCancel={vi.fn()}
        />,
      );
      const refusal = screen.getByText(
        /^The online cancellation deadline \(26 November 2026, 08:00\)/,
      );
      expect(refusal).toHaveTextContent(
        'Real Club de Golf Las Brisas, 28 November 2026 08:00: its online cancellation closed on 26 November 2026 08:00',
      );
    });

    it('names no tee time once the booking is cancelled', () => {
      renderWithProviders(
        <CancellationSummary
          {...booking}
          lines={[naranjos, brisas]}
          status="cancelled"
          blockedBy={brisasContactClub}
          onCancel={vi.fn()}
        />,
      );
      expect(screen.queryByText(/contact the club/)).not.toBeInTheDocument();
    });
  });

  it('speaks Swedish', () => {
    renderWithProviders(<CancellationSummary {...booking} locale="sv" onCancel={vi.fn()} />, {
      locale: 'sv',
    });
    expect(screen.getByRole('button', { name: 'Avboka' })).toBeInTheDocument();
    expect(details()['Återbetalning']).toBe('210,00\u00a0€');
  });
});
