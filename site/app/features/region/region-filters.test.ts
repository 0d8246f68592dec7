import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  engineFilters,
  filtersKey,
  otherParams,
  regionFiltersOf,
  withoutFilter,
} from './region-filters.ts';

const query = (search: string) => new URLSearchParams(search);

describe('a region’s filters in the address', () => {
  it('reads every filter, and asks the engine in its own names', () => {
    const filters = regionFiltersOf(
      query(
        'idReg=1&fecha=2027-05-04&part=morning&by=10:00&players=4&holes=18&maxPrice=100&buggy=1',
      ),
    );
    expect(filters).toEqual({
      partOfDay: 'morning',
      teeOffBy: '10:00',
      players: 4,
      holes: 18,
      maxPrice: 100,
      buggy: true,
    });
    expect(engineFilters(filters)).toEqual({
      jugadores: 4,
      parteDelDia: 'morning',
      horaFin: '10:00',
      hoyos: 18,
      precioFin: 100,
      conBuggy: true,
    });
    expect(filtersKey(filters)).toBe(
      'part=morning&by=10:00&players=4&holes=18&maxPrice=100&buggy=true',
    );
  });

  it('leaves out what is unknown or out of range, and asks for any number of players then', () => {
    const filters = regionFiltersOf(
      query('part=night&by=25:00&players=5&holes=12&maxPrice=-3&buggy=yes'),
    );
    expect(filters).toEqual({});
    expect(activeFilters(filters)).toEqual([]);
    expect(engineFilters(filters)).toEqual({ jugadores: -1 });
    expect(regionFiltersOf(query('maxPrice='))).toEqual({});
  });

  it('drops one filter for an empty list, keeping the place, day, order and the others', () => {
    const search = '?idReg=1&fecha=2027-05-04&sort=name&players=4&maxPrice=40';
    expect(withoutFilter(search, 'maxPrice')).toBe('?idReg=1&fecha=2027-05-04&sort=name&players=4');
    expect(otherParams(query(search))).toEqual({ idReg: '1', fecha: '2027-05-04', sort: 'name' });
  });
});
