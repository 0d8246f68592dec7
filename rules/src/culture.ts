export const LOCALES = ['en', 'es', 'fr', 'sv'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as ReadonlyArray<string>).includes(value);
}

export interface Culture {
  locale: Locale;
  culture: string;
  currency: 'GBP' | 'EUR' | 'SEK';
  decimal: '.' | ',';
}

/**
 * docs/product.md#languages. `decimal` is the culture state the engine is sent (Swedish says '.');
 * prices and percents are printed with each culture's own separators (decision 0030).
 * Swedish is sv-SE, not the invalid sv-SV the original specification wrote once.
 */
export const CULTURES: Record<Locale, Culture> = {
  en: { locale: 'en', culture: 'en-GB', currency: 'GBP', decimal: '.' },
  es: { locale: 'es', culture: 'es-ES', currency: 'EUR', decimal: ',' },
  fr: { locale: 'fr', culture: 'fr-FR', currency: 'EUR', decimal: ',' },
  sv: { locale: 'sv', culture: 'sv-SE', currency: 'SEK', decimal: '.' },
};

export const DEFAULT_CURRENCY: Culture['currency'] = 'GBP';
export const DEFAULT_DECIMAL: Culture['decimal'] = '.';

/**
 * Accepts a locale ('es') as well as a culture ('es-ES', 'es_ES', 'ES-es', even the invalid
 * 'sv-SV'), because cookies, URLs and the engine hand over either; only the language subtag
 * decides. Anything unknown falls back to English (docs/product.md#languages).
 */
export function cultureFor(locale: string | undefined): Culture {
  const language = locale?.trim().split(/[-_]/)[0]?.toLowerCase();
  return isLocale(language) ? CULTURES[language] : CULTURES[DEFAULT_LOCALE];
}

export interface Language {
  label: string;
  value: Locale;
  code: string;
  /** The language's own name, so a reader finds their language whatever the current one. */
  name: string;
}

const NATIVE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  sv: 'Svenska',
};

export const LANGUAGES: ReadonlyArray<Language> = LOCALES.map((locale) => ({
  label: locale.toUpperCase(),
  value: locale,
  code: CULTURES[locale].culture,
  name: NATIVE_NAMES[locale],
}));
