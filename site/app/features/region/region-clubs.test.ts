import { describe, expect, it } from 'vitest';
import { regionClubView, sortRegionClubs } from './region-clubs.ts';

const row = {
  nombreClub: 'Real Club de Golf Las Brisas',
  nombreRecorrido: 'Las Brisas',
  idVP: 1,
  idVTO: 0,
  idR: 11,
  horaIni: '08:10',
  horaFin: '16:30',
  precioDesde: 95,
  precioHasta: 180,
  distancia: 0,
  imgPrestigio: '',
  hoyos: 18,
  municipio: 'Marbella',
  zonaHoraria: 'Europe/Madrid',
  imagen: '/images/clubs/las-brisas.jpg',
};

describe('regionClubView', () => {
  it('names a result in the page’s words, with the club’s page on the day shown', () => {
    expect(regionClubView(row, '2026-12-01')).toEqual({
      clubId: 1,
      courseId: 11,
      name: 'Real Club de Golf Las Brisas',
      courseName: 'Las Brisas',
      municipality: 'Marbella',
      path: '/club/real-club-de-golf-las-brisas?idVP=1&rec=11&fecha=2026-12-01',
      priceFrom: 95,
      priceTo: 180,
      firstTime: '08:10',
      lastTime: '16:30',
      holes: 18,
      image: '/images/clubs/las-brisas.jpg',
    });
  });

  it('reads any course that is not 9 holes as 18', () => {
    expect(regionClubView({ ...row, hoyos: 9 }, '2026-12-01').holes).toBe(9);
    expect(regionClubView({ ...row, hoyos: 27 }, '2026-12-01').holes).toBe(18);
  });
});

describe('sortRegionClubs', () => {
  const clubs = [
    regionClubView(
      { ...row, idVP: 1, nombreClub: 'Zagaleta', precioDesde: 50, horaIni: '09:00' },
      'd',
    ),
    regionClubView(
      { ...row, idVP: 2, nombreClub: 'Álamos', precioDesde: 90, horaIni: '07:30' },
      'd',
    ),
    regionClubView(
      { ...row, idVP: 3, nombreClub: 'Brisas', precioDesde: 70, horaIni: '08:00' },
      'd',
    ),
  ];
  const ids = (list: { clubId: number }[]) => list.map((c) => c.clubId);

  it('puts the cheapest first by default, and leaves the list it was given alone', () => {
    expect(ids(sortRegionClubs(clubs, 'price', 'es'))).toEqual([1, 3, 2]);
    expect(ids(clubs)).toEqual([1, 2, 3]);
  });

  it('keeps a cheaper nine-hole course below the eighteens unless the golfer chose nine holes', () => {
    const withNine = [
      ...clubs,
      regionClubView({ ...row, idVP: 4, hoyos: 9, precioDesde: 20 }, 'd'),
    ];
    expect(ids(sortRegionClubs(withNine, 'price', 'es'))).toEqual([1, 3, 2, 4]);
    expect(ids(sortRegionClubs(withNine, 'price', 'es', 18))).toEqual([1, 3, 2, 4]);
    expect(ids(sortRegionClubs(withNine, 'price', 'es', 9))).toEqual([4, 1, 3, 2]);
  });

  it('sorts names the way the language reads them, and times from the earliest', () => {
    expect(ids(sortRegionClubs(clubs, 'name', 'es'))).toEqual([2, 3, 1]);
    expect(ids(sortRegionClubs(clubs, 'time', 'es'))).toEqual([2, 3, 1]);
  });
});
