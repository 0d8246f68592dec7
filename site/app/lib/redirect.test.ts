import { describe, expect, it } from 'vitest';
import { safeNextPath } from './redirect.ts';

describe('next-path redirects', () => {
  it('follows paths on this site', () => {
    expect(safeNextPath('/fr/about?x=1', '/fr')).toBe('/fr/about?x=1');
  });

  it('refuses other hosts, protocol-relative and backslash tricks, and a missing value', () => {
    expect(safeNextPath('https://evil.example/', '/en')).toBe('/en');
    expect(safeNextPath('//evil.example', '/en')).toBe('/en');
    expect(safeNextPath('/\\evil.example', '/en')).toBe('/en');
    expect(safeNextPath(null, '/en')).toBe('/en');
  });
});
