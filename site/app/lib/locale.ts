import { cultureFor, DEFAULT_LOCALE, isLocale } from '@fairway/rules';
import type { Locale } from '@fairway/rules';

/** The locale of a path's optional first segment; null when that segment is not a locale. */
export function localeFromParam(lang: string | undefined): Locale | null {
  if (lang === undefined) return DEFAULT_LOCALE;
  return isLocale(lang) ? lang : null;
}

/** A path in a locale: English pages keep the `/en` prefix so links stay in the chosen language. */
/** The locale a path starts with (`/es/club/x`), else English: the language of a page's chrome. */
export function localeOfPath(pathname: string): Locale {
  return localeFromParam(pathname.split('/')[1]) ?? 'en';
}

export function localePath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/** The same page in another locale: swaps or adds the first segment. */
export function switchLocalePath(pathname: string, search: string, to: Locale): string {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] && isLocale(parts[0])) parts.shift();
  return `/${[to, ...parts].join('/')}${search}`;
}

export function cultureOf(locale: Locale): string {
  return cultureFor(locale).culture;
}
