import { describe, expect, it } from 'vitest';
import {
  CULTURES,
  DEFAULT_CURRENCY,
  DEFAULT_DECIMAL,
  DEFAULT_LOCALE,
  LANGUAGES,
  LOCALES,
  cultureFor,
  isLocale,
} from './culture';

describe('locales', () => {
  it('supports en, es, fr and sv with en as default', () => {
    expect(LOCALES).toEqual(['en', 'es', 'fr', 'sv']);
    expect(DEFAULT_LOCALE).toBe('en');
    expect(DEFAULT_CURRENCY).toBe('GBP');
    expect(DEFAULT_DECIMAL).toBe('.');
  });

  it('recognises only the supported locales', () => {
    for (const locale of LOCALES) expect(isLocale(locale)).toBe(true);
    for (const value of ['de', 'EN', 'en-GB', '', ' en', null, undefined, 1, {}]) {
      expect(isLocale(value)).toBe(false);
    }
  });
});

describe('CULTURES', () => {
  it('maps every locale as docs/product.md#languages says, Swedish as sv-SE', () => {
    expect(CULTURES).toEqual({
      en: { locale: 'en', culture: 'en-GB', currency: 'GBP', decimal: '.' },
      es: { locale: 'es', culture: 'es-ES', currency: 'EUR', decimal: ',' },
      fr: { locale: 'fr', culture: 'fr-FR', currency: 'EUR', decimal: ',' },
      sv: { locale: 'sv', culture: 'sv-SE', currency: 'SEK', decimal: '.' },
    });
  });
});

describe('cultureFor', () => {
  it('returns the culture of a locale', () => {
    expect(cultureFor('es').culture).toBe('es-ES');
    expect(cultureFor('fr').currency).toBe('EUR');
    expect(cultureFor('sv').decimal).toBe('.');
  });

  it('accepts culture strings in any case and separator', () => {
    expect(cultureFor('es-ES').locale).toBe('es');
    expect(cultureFor('fr_FR').locale).toBe('fr');
    expect(cultureFor('SV-se').locale).toBe('sv');
    expect(cultureFor('sv-SV').culture).toBe('sv-SE');
  });

  it('falls back to English', () => {
    expect(cultureFor(undefined)).toBe(CULTURES.en);
    expect(cultureFor('')).toBe(CULTURES.en);
    expect(cultureFor('de-DE')).toBe(CULTURES.en);
    expect(cultureFor('espanol')).toBe(CULTURES.en);
  });
});

describe('LANGUAGES', () => {
  it('lists each language with its label, culture and own name', () => {
    expect(LANGUAGES).toEqual([
      { label: 'EN', value: 'en', code: 'en-GB', name: 'English' },
      { label: 'ES', value: 'es', code: 'es-ES', name: 'Español' },
      { label: 'FR', value: 'fr', code: 'fr-FR', name: 'Français' },
      { label: 'SV', value: 'sv', code: 'sv-SE', name: 'Svenska' },
    ]);
  });
});
