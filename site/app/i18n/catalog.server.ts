import { parse } from '@formatjs/icu-messageformat-parser';
import type { Locale } from '@fairway/design-system/rules';
import { messagesFor } from './messages.ts';

const catalogs = new Map<Locale, string>();

/**
 * The catalog the root loader sends to the browser: every message already parsed into its ICU
 * syntax tree, as JSON text made once per locale. The browser's build then carries no message
 * parser (vite.config.ts aliases it to its `no-parser` entry: 8 KB gzip less on every page,
 * docs/decisions/0014), and the text goes as one string, which React Router serializes in one
 * step where an object of some five hundred messages cost it a tenth of each page's server time
 * (docs/decisions/0015).
 */
export function catalogFor(locale: Locale): string {
  let catalog = catalogs.get(locale);
  if (catalog === undefined) {
    const messages = messagesFor(locale);
    catalog = JSON.stringify(
      Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, parse(text)])),
    );
    catalogs.set(locale, catalog);
  }
  return catalog;
}
