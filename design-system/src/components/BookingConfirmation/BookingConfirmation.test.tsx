import { screen, within } from '@testing-library/react';
import { forwardRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { LinkProvider, type LinkProps } from '../Link';
import { BookingConfirmation, type BookingConfirmationProps } from './BookingConfirmation';

const booking: BookingConfirmationProps = {
  locale: 'en',
  reference: 'K7Q2M9XA',
  clubName: 'Real Club Valderrama',
  courseName: 'Championship',
  date: '2026-11-22',
  time: '09:30',
  timeZoneName: 'Europe/Madrid',
  players: 2,
  services: [
    { name: 'Buggy', units: 1 },
    { name: 'Trolley', units: 2 },
  ],
  amountPaid: 213.5,
  cancellation: { allowed: true, deadline: '2026-11-21T09:30:00' },
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

describe('BookingConfirmation', () => {
  it('announces success and shows the reference prominently', () => {
    renderWithProviders(<BookingConfirmation {...booking} />);
    const region = screen.getByRole('region', { name: 'Your booking is confirmed' });
    expect(within(region).getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(within(region).getByText('Booking reference')).toBeInTheDocument();
    expect(within(region).getByText('K7Q2M9XA')).toBeInTheDocument();
  });

  it('lists the booking, the amount paid and the free-cancellation deadline', () => {
    renderWithProviders(<BookingConfirmation {...booking} />);
    expect(details()).toEqual({
      Club: 'Real Club Valderrama',
      Course: 'Championship',
      Date: '22 November 2026',
      Time: '09:30 (Europe/Madrid)',
      Players: '2',
      Extras: 'Buggy × 1 and Trolley × 2',
      'Amount paid': '213.50\u00a0€',
      Cancellation: 'Free cancellation online until 21 November 2026, 09:30',
    });
  });

  it('says when the course takes no online cancellation, and leaves out empty extras', () => {
    renderWithProviders(
      <BookingConfirmation
        {...booking}
        services={[]}
        cancellation={{ allowed: false, deadline: null }}
      />,
    );
    expect(details().Cancellation).toBe(
      'This golf course does not allow online cancellations. Please contact the golf course',
    );
    expect(details()).not.toHaveProperty('Extras');
  });

  it('captions the QR code and links the calendar file through the injected Link', () => {
    const RouterLink = forwardRef<HTMLAnchorElement, LinkProps>(function RouterLink(props, ref) {
      // eslint-disable-next-line jsx-a11y/anchor-has-content
      return <a ref={ref} data-router="yes" {...props} />;
    });
    renderWithProviders(
      <LinkProvider value={RouterLink}>
        <BookingConfirmation
          {...booking}
          qrCode={<img src="data:image/svg+xml,%3Csvg%2F%3E" alt="QR code of K7Q2M9XA" />}
          calendarHref="/api/booking-calendar?localizador=K7Q2M9XA"
        >
          <p>Voucher</p>
        </BookingConfirmation>
      </LinkProvider>,
    );
    const figure = screen.getByRole('figure', { name: 'Show this code at the club’s desk' });
    expect(within(figure).getByRole('img', { name: 'QR code of K7Q2M9XA' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Add to calendar (.ics)' });
    expect(link).toHaveAttribute('href', '/api/booking-calendar?localizador=K7Q2M9XA');
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(screen.getByText('Voucher')).toBeInTheDocument();
  });

  it('speaks Spanish, prices included', () => {
    renderWithProviders(<BookingConfirmation {...booking} locale="es" headingLevel={1} />, {
      locale: 'es',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Tu reserva está confirmada' }),
    ).toBeInTheDocument();
    expect(details()['Importe pagado']).toBe('213,50\u00a0€');
    expect(details()['Cancelación']).toBe(
      'Cancelación gratuita en línea hasta el 21 de noviembre de 2026, 09:30',
    );
  });
});
