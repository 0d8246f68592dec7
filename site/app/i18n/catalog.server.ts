import { createHash } from 'node:crypto';
import { parse } from '@formatjs/icu-messageformat-parser';
import { isLocale, LOCALES } from '@fairway/rules';
import type { Locale } from '@fairway/rules';
import { currentCatalogPath } from './catalog-loader.ts';
import { registerCatalog } from './intl.ts';
import type { ParsedCatalog } from './intl.ts';
import { messagesFor } from './messages.ts';

interface Catalog {
  /** The messages parsed into their ICU syntax trees, which the server renders from. */
  messages: ParsedCatalog;
  /** The same as JSON text, as the browser gets it. */
  text: string;
  /** Where the browser fetches it: named by its content, so it is cached for good. */
  path: string;
}

const catalogs = new Map<Locale, Catalog>();

/**
 * A locale's catalog for the browser, made once: every message already parsed, so the browser's
 * build carries no message parser (vite.config.ts aliases it to its `no-parser` entry,
 * docs/decisions/0014), served as its own file (routes/i18n.ts) that every page of the locale
 * shares from the browser's cache, rather than inside each page's HTML (docs/decisions/0015).
 */
export function catalogFor(locale: Locale): Catalog {
  let catalog = catalogs.get(locale);
  if (!catalog) {
    const messages: ParsedCatalog = Object.fromEntries(
      Object.entries(messagesFor(locale)).map(([id, source]) => [id, parse(source)]),
    );
    const text = JSON.stringify(messages);
    const hash = createHash('sha256').update(text).digest('base64url').slice(0, 12);
    catalog = { messages, text, path: `/i18n/${locale}.${hash}.json` };
    catalogs.set(locale, catalog);
  }
  return catalog;
}

/**
 * The catalog a path names: at its content-named address only while that content is current (an
 * old page's gets a 404), and at its locale's own address (currentCatalogPath) always.
 */
export function catalogAt(path: string): Catalog | null {
  const locale = /^\/i18n\/([a-z]{2})\./.exec(path)?.[1];
  if (!isLocale(locale)) return null;
  const current = catalogFor(locale);
  return path === current.path || path === currentCatalogPath(locale) ? current : null;
}

/** The server renders from the same parsed messages the browser gets. */
export function registerServerCatalogs(): void {
  for (const locale of LOCALES) registerCatalog(locale, catalogFor(locale).messages);
}
