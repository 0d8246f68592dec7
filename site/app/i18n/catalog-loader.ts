import type { Locale } from '@fairway/rules';
import { hasCatalog, registerCatalog } from './intl.ts';
import type { ParsedCatalog } from './intl.ts';

/** Marks the root layout's preload of the page's catalog, which the client entry reads. */
export const CATALOG_LINK_ATTRIBUTE = 'data-catalog';

/**
 * A locale's catalog at an address that names the locale alone and always holds its current
 * content. For a page rendered without the root loader's data (a middleware refused the request
 * or failed before the loaders ran), which knows its language from its path but not the
 * content-named address; routes/i18n.ts answers it uncached.
 */
export function currentCatalogPath(locale: Locale): string {
  return `/i18n/${locale}.json`;
}

const loading = new Map<Locale, Promise<void>>();

/**
 * Fetches a locale's catalog once (the root layout preloads the page's own, so the browser has
 * it by the time the scripts ask) and registers it; a failure rejects, and a later call tries
 * again.
 */
export function loadCatalog(locale: Locale, path: string): Promise<void> {
  if (hasCatalog(locale)) return Promise.resolve();
  let pending = loading.get(locale);
  if (!pending) {
    pending = fetch(path, { credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`catalog ${path}: ${response.status}`);
        registerCatalog(locale, (await response.json()) as ParsedCatalog);
      })
      .finally(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending;
}
