import { describe, expect, it } from 'vitest';
import { clubPath, municipalityPath, placeKind, regionPath, suggestionView } from './places.ts';

describe('places and search suggestions', () => {
  it('reads the engine’s categories, anything unknown being a club as before', () => {
    expect(placeKind('MUN')).toBe('location');
    expect(placeKind('REG')).toBe('region');
    expect(placeKind('LUG')).toBe('place');
    expect(placeKind('CLUB')).toBe('club');
    expect(placeKind('')).toBe('club');
    expect(placeKind('PROV')).toBe('club');
  });

  it('leads a region to its region page by the shared slug rule', () => {
    expect(
      suggestionView({
        label: 'Kanarieöarna, Spanien',
        data: { cat: 'REG', id: 8, id2: 0, id3: 0 },
      }),
    ).toEqual({
      key: 'reg:8',
      label: 'Kanarieöarna, Spanien',
      kind: 'region',
      path: '/region/kanarieoarna?idReg=8',
    });
  });

  it('leads a gazetteer place to its page by its name and idLugar', () => {
    expect(
      suggestionView({
        label: 'Faro flygplats (FAO), Portugal',
        data: { cat: 'LUG', id: 102, id2: 0, id3: 0 },
      }),
    ).toEqual({
      key: 'lug:102',
      label: 'Faro flygplats (FAO), Portugal',
      kind: 'place',
      path: '/place/faro-flygplats-fao?idLugar=102',
    });
  });

  it('leads a municipality and a club where they always went', () => {
    expect(
      suggestionView({ label: 'Marbella, Málaga', data: { cat: 'MUN', id: 29, id2: 0, id3: 0 } }),
    ).toMatchObject({
      key: 'mun:29',
      kind: 'location',
      path: '/region/marbella?municipio=marbella&idMun=29',
    });
    expect(
      suggestionView({
        label: 'Real Club Valderrama',
        data: { cat: 'CLUB', id: 21, id2: 12, id3: 1 },
      }),
    ).toMatchObject({
      key: 'club:12:21',
      kind: 'club',
      path: '/club/real-club-valderrama?idVP=12&rec=21',
    });
  });

  it('builds the same paths the pages take', () => {
    expect(clubPath('Golf Santa Ponsa', 3, 4)).toBe('/club/golf-santa-ponsa?idVP=3&rec=4');
    expect(regionPath('Costa del Sol', 1)).toBe('/region/costa-del-sol?idReg=1');
    expect(municipalityPath('San Roque', 5)).toBe('/region/san-roque?municipio=san-roque&idMun=5');
  });
});
