import { describe, expect, it } from 'vitest';
import { cultureOf, localeFromParam, localePath, switchLocalePath } from './locale.ts';

describe('locale routing', () => {
  it('reads the optional first segment: none is English, a locale is itself, anything else is no locale', () => {
    expect(localeFromParam(undefined)).toBe('en');
    expect(localeFromParam('sv')).toBe('sv');
    expect(localeFromParam('de')).toBeNull();
    expect(localeFromParam('EN')).toBeNull();
  });

  it('builds paths in a locale and switches the same page to another', () => {
    expect(localePath('es', '/')).toBe('/es');
    expect(localePath('fr', '/club/x')).toBe('/fr/club/x');
    expect(switchLocalePath('/es/club/x', '?idVP=1', 'sv')).toBe('/sv/club/x?idVP=1');
    expect(switchLocalePath('/club/x', '', 'fr')).toBe('/fr/club/x');
    expect(switchLocalePath('/en', '', 'es')).toBe('/es');
  });

  it('maps locales to cultures, Swedish as sv-SE', () => {
    expect(cultureOf('sv')).toBe('sv-SE');
    expect(cultureOf('es')).toBe('es-ES');
  });
});
