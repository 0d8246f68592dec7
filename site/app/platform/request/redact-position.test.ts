import { describe, expect, it } from 'vitest';
import { redactPosition } from './redact-position.ts';

describe('a logged address', () => {
  it('keeps no position, and everything else as it was', () => {
    expect(
      redactPosition(
        'http://localhost:3000/es/near-me?lat=36.51&lon=-4.88&players=4&fecha=2027-05-04',
      ),
    ).toBe('http://localhost:3000/es/near-me?lat=redacted&lon=redacted&players=4&fecha=2027-05-04');
    expect(redactPosition('/near-me?players=4&LON=-4.88&lat=36.51#x')).toBe(
      '/near-me?players=4&LON=redacted&lat=redacted#x',
    );
  });

  it('leaves an address without a position alone', () => {
    const url = 'http://localhost:3000/sv/region/algarve?idReg=3&players=2&latest=1';
    expect(redactPosition(url)).toBe(url);
  });
});
