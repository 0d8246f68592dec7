import { describe, expect, it } from 'vitest';
import { nearestDaysView, nextDayFor, slotView } from './tee-times.ts';

const rate = (over: Partial<Parameters<typeof slotView>[0]['tarifas'][number]> = {}) => ({
  idTarifa: 5,
  idTarifaHorario: 1,
  idTarifaTipo: 2,
  nombre: 'Green fee',
  obsTarifa: '',
  precio: 80,
  precioNeto: 70,
  precioRack: 80,
  descuento: 0,
  promoCodeId: null,
  serviciosIncluidos: [],
  numJugadoresReservables: 4,
  ...over,
});

describe('a tee time as pages see it', () => {
  it('names the early-bird and twilight kinds, and keeps a rack price only when higher', () => {
    const early = slotView({
      hora: '08:00',
      jugadoresDisponibles: 4,
      idRecorrido: 1,
      tarifas: [rate({ idTarifaTipo: 1, precio: 60, precioRack: 80, descuento: 25 })],
    });
    expect(early).toMatchObject({ time: '08:00', earlyBird: true, twilight: false });
    expect(early.rates).toEqual([
      { id: '5', name: 'Green fee', price: 60, rackPrice: 80, discountPercent: 25 },
    ]);
    const late = slotView({
      hora: '17:00',
      jugadoresDisponibles: 2,
      idRecorrido: 1,
      tarifas: [rate({ idTarifaTipo: 3, obsTarifa: 'After 16:00' })],
    });
    expect(late).toMatchObject({ earlyBird: false, twilight: true, bookable: true });
    expect(late.rates[0]).toEqual({
      id: '5',
      name: 'Green fee',
      observations: 'After 16:00',
      price: 80,
    });
  });

  it('is bookable only with a free place and a rate', () => {
    const full = { hora: '09:00', jugadoresDisponibles: 0, idRecorrido: 1, tarifas: [rate()] };
    const noRate = { hora: '09:00', jugadoresDisponibles: 4, idRecorrido: 1, tarifas: [] };
    expect(slotView(full).bookable).toBe(false);
    expect(slotView(noRate).bookable).toBe(false);
  });
});

describe('the next days with tee times', () => {
  const nearest = nearestDaysView([
    { idRecorrido: 11, nombreRecorrido: 'Old', fechaHoraJuegoPosterior: '2026-11-26T08:10' },
    { idRecorrido: 12, nombreRecorrido: 'New', fechaHoraJuegoPosterior: '2026-11-25T09:00' },
  ]);

  it('come earliest first, split into club-local date and time', () => {
    expect(nearest).toEqual([
      { courseId: 12, courseName: 'New', date: '2026-11-25', time: '09:00' },
      { courseId: 11, courseName: 'Old', date: '2026-11-26', time: '08:10' },
    ]);
  });

  it('lead with the course on screen, else the earliest, else nothing', () => {
    expect(nextDayFor(nearest, 11)?.courseId).toBe(11);
    expect(nextDayFor(nearest, 99)?.courseId).toBe(12);
    expect(nextDayFor([], 11)).toBeNull();
  });
});
