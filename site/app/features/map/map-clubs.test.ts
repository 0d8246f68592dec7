import { describe, expect, it } from 'vitest';
import type { RegionClubView } from '../region/region-clubs.ts';
import { mapClubsOfRegion, mapClubView } from './map-clubs.ts';

const course = (over: Partial<RegionClubView>): RegionClubView => ({
  clubId: 1,
  courseId: 10,
  name: 'Real Club de Golf Las Brisas',
  courseName: 'Las Brisas',
  municipality: 'Marbella',
  path: '/club/x',
  priceFrom: 90,
  priceTo: 120,
  firstTime: '09:10',
  lastTime: '16:00',
  holes: 18,
  image: '/images/clubs/x.svg',
  position: { lon: -4.956, lat: 36.5 },
  ...over,
});

describe('clubs on a map', () => {
  it('maps the engine’s map answer to pins, keeping a day without times honest', () => {
    const pin = mapClubView(
      {
        idVP: 7,
        nombreClub: 'Real Club de Golf Las Brisas',
        municipio: 'Marbella',
        latitud: 36.5,
        longitud: -4.956,
        zonaHoraria: 'Europe/Madrid',
        horaIni: null,
        precioDesde: null,
      },
      '2026-12-01',
    );
    expect(pin).toEqual({
      id: 7,
      name: 'Real Club de Golf Las Brisas',
      town: 'Marbella',
      lon: -4.956,
      lat: 36.5,
      path: '/club/real-club-de-golf-las-brisas?idVP=7&fecha=2026-12-01',
      firstTime: null,
      priceFrom: null,
    });
  });

  it('gives a club of several courses one pin, with its earliest time and lowest price', () => {
    const pins = mapClubsOfRegion(
      [
        course({ courseId: 10, firstTime: '10:00', priceFrom: 80 }),
        course({ courseId: 11, firstTime: '08:30', priceFrom: 95 }),
        course({ clubId: 2, courseId: 20, name: 'Aloha', position: { lon: -4.97, lat: 36.51 } }),
        course({ clubId: 3, courseId: 30, name: 'Without a position', position: undefined }),
      ],
      '2026-12-01',
    );
    expect(pins.map((p) => p.id)).toEqual([1, 2]);
    expect(pins[0]).toMatchObject({ firstTime: '08:30', priceFrom: 80 });
    expect(pins[1]?.path).toBe('/club/aloha?idVP=2&fecha=2026-12-01');
  });
});
