import { describe, expect, it } from 'vitest';
import { calendarHref, splitBookings, userBookingView, voucherQuery } from './user-bookings.ts';

function row(overrides: Partial<Parameters<typeof userBookingView>[0]> = {}) {
  return {
    fechaReserva: '2026-03-01T10:00:00.000Z',
    localizador: 'AB23CD45',
    estado: 'confirmed',
    idVendedorProveedor: 1,
    nombreClub: 'Los Naranjos Golf Club',
    idRecorrido: 11,
    nombreRecorrido: 'Los Naranjos',
    fechaJuego: '2026-06-05',
    horaJuego: '09:10:00',
    zonaHoraria: 'Europe/Madrid',
    fechaHoraJuego: '2026-06-05T07:10:00.000Z',
    numLineas: 1,
    jugadores: 2,
    total: 192.5,
    permiteCancelacionOnline: true,
    fechaLimiteCancelacion: '2026-06-04T07:10:00.000Z',
    cancelable: true,
    ...overrides,
  };
}

const zone = (timeZone: string, date: string) => `${timeZone}@${date}`;

describe('userBookingView', () => {
  it('names the engine’s row in English, with the club-local time and its zone', () => {
    expect(userBookingView(row(), zone)).toEqual({
      reference: 'AB23CD45',
      clubName: 'Los Naranjos Golf Club',
      courseName: 'Los Naranjos',
      date: '2026-06-05',
      time: '09:10',
      timeZone: 'Europe/Madrid',
      timeZoneName: 'Europe/Madrid@2026-06-05',
      startsAt: '2026-06-05T07:10:00.000Z',
      bookedAt: '2026-03-01T10:00:00.000Z',
      teeTimes: 1,
      players: 2,
      total: 192.5,
      status: 'confirmed',
      cancellable: true,
    });
  });

  it('never offers to cancel a cancelled booking, whatever the engine says', () => {
    const view = userBookingView(row({ estado: 'cancelled', cancelable: true }), zone);
    expect(view.status).toBe('cancelled');
    expect(view.cancellable).toBe(false);
    expect(userBookingView(row({ cancelable: false }), zone).cancellable).toBe(false);
  });
});

describe('splitBookings', () => {
  it('splits by the instant of the first tee time: upcoming soonest first, past latest first', () => {
    const now = Date.parse('2026-06-05T08:00:00.000Z');
    const views = [
      row({ localizador: 'PAST0001', fechaHoraJuego: '2026-06-05T07:10:00.000Z' }),
      row({ localizador: 'NEXT0002', fechaHoraJuego: '2026-07-01T08:00:00.000Z' }),
      row({ localizador: 'NEXT0001', fechaHoraJuego: '2026-06-05T08:00:00.000Z' }),
      row({ localizador: 'PAST0002', fechaHoraJuego: '2025-12-01T08:00:00.000Z' }),
    ].map((r) => userBookingView(r, zone));
    const { upcoming, past } = splitBookings(views, now);
    expect(upcoming.map((b) => b.reference)).toEqual(['NEXT0001', 'NEXT0002']);
    expect(past.map((b) => b.reference)).toEqual(['PAST0001', 'PAST0002']);
  });

  it('puts a cancelled round with the past ones, whatever its date', () => {
    const now = Date.parse('2026-06-05T08:00:00.000Z');
    const views = [
      row({ localizador: 'NEXT0001', fechaHoraJuego: '2026-07-01T08:00:00.000Z' }),
      row({
        localizador: 'GONE0001',
        fechaHoraJuego: '2026-06-20T08:00:00.000Z',
        estado: 'cancelled',
      }),
      row({ localizador: 'PAST0001', fechaHoraJuego: '2026-05-01T08:00:00.000Z' }),
    ].map((r) => userBookingView(r, zone));
    const { upcoming, past } = splitBookings(views, now);
    expect(upcoming.map((b) => b.reference)).toEqual(['NEXT0001']);
    expect(past.map((b) => b.reference)).toEqual(['GONE0001', 'PAST0001']);
  });
});

describe('links of a booking', () => {
  it('opens the voucher on the bookings page and the .ics from the calendar endpoint', () => {
    expect(voucherQuery('AB23CD45')).toBe('?voucher=AB23CD45');
    expect(calendarHref('AB23CD45', 'sv')).toBe('/api/booking-calendar?ref=AB23CD45&locale=sv');
  });
});
