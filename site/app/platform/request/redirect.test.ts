import { describe, expect, it } from 'vitest';
import { safeNextPath } from './redirect.ts';
import { OFF_SITE_NEXT } from '../../testing/redirect-attacks.ts';

describe('next-path redirects', () => {
  it('follows paths on this site, with their query and fragment', () => {
    expect(safeNextPath('/fr/about?x=1', '/fr')).toBe('/fr/about?x=1');
    expect(safeNextPath('/en/checkout#pay', '/en')).toBe('/en/checkout#pay');
    expect(safeNextPath('/es/club/la-cala?idVP=9&fecha=2026-12-01', '/es')).toBe(
      '/es/club/la-cala?idVP=9&fecha=2026-12-01',
    );
  });

  it('refuses other hosts, protocol-relative and backslash tricks, and a missing value', () => {
    expect(safeNextPath('https://evil.example/', '/en')).toBe('/en');
    expect(safeNextPath('//evil.example', '/en')).toBe('/en');
    expect(safeNextPath('/\\evil.example', '/en')).toBe('/en');
    expect(safeNextPath(null, '/en')).toBe('/en');
    expect(safeNextPath('', '/en')).toBe('/en');
    expect(safeNextPath('javascript:alert(1)', '/en')).toBe('/en');
  });

  it('refuses control characters, encoded or not, that browsers strip into another host', () => {
    for (const next of [
      '/%09/evil.example',
      '/\t/evil.example',
      '/%0a/evil.example',
      '/%0D%0A/evil.example',
      '/%5Cevil.example',
      '/%2F/evil.example',
      '/%2f%2fevil.example',
      '/%00',
      '/%E0%A4%A', // not valid percent-encoding
    ])
      expect(safeNextPath(next, '/en'), next).toBe('/en');
  });

  it('judges the path new URL() makes of the value: dot segments that leave `//host` are refused', () => {
    for (const next of OFF_SITE_NEXT) expect(safeNextPath(next, '/en'), next).toBe('/en');
    // Dot segments that end on this site are fine, and come out resolved.
    expect(safeNextPath('/es/a/../cart', '/en')).toBe('/es/cart');
    expect(safeNextPath('/./es/cart', '/en')).toBe('/es/cart');
  });
});
