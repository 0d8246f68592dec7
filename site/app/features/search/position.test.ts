import { describe, expect, it } from 'vitest';
import { nearMePath, positionOf, roundCoordinate } from './position.ts';

const query = (search: string) => new URLSearchParams(search);

describe('the golfer’s position in the address', () => {
  it('rounds to two decimals, and never writes -0', () => {
    expect(roundCoordinate(36.512345)).toBe(36.51);
    expect(roundCoordinate(-4.8849)).toBe(-4.88);
    expect(roundCoordinate(-4.885001)).toBe(-4.89);
    expect(Object.is(roundCoordinate(-0.001), 0)).toBe(true);
  });

  it('builds the near-me address with the rounded position only', () => {
    expect(nearMePath({ lat: 36.512345, lon: -4.881999 })).toBe('/near-me?lat=36.51&lon=-4.88');
    expect(nearMePath()).toBe('/near-me');
  });

  it('reads a position and rounds it again on the server', () => {
    expect(positionOf(query('lat=36.51&lon=-4.88'))).toEqual({ lat: 36.51, lon: -4.88 });
    expect(positionOf(query('lat=36.518765&lon=-4.881234&players=4'))).toEqual({
      lat: 36.52,
      lon: -4.88,
    });
    expect(positionOf(query('players=4'))).toBeNull();
  });

  it('refuses half a position, a malformed one and one out of range', () => {
    for (const search of [
      'lat=36.51',
      'lon=-4.88',
      'lat=&lon=',
      'lat=abc&lon=-4.88',
      'lat=1e1&lon=2',
      'lat=0x10&lon=2',
      'lat=90.5&lon=0',
      'lat=0&lon=180.01',
      'lat=-91&lon=0',
    ])
      expect(positionOf(query(search)), search).toBe('invalid');
  });
});
