import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Locale } from '@fairway/rules';
import { createIntl, createIntlCache } from 'react-intl';
import type { IntlShape } from 'react-intl';

/** A locale's messages, already parsed (catalog.server.ts), so formatting needs no parser. */
export type ParsedCatalog = Record<string, MessageFormatElement[]>;

/*
 * The catalogs this process holds: the server registers all four as it starts (entry.server.tsx),
 * the browser the page's own before it hydrates and another when the golfer changes language
 * (catalog-loader.ts). A page's HTML carries none: it was four fifths of a page's bytes.
 */
const catalogs = new Map<Locale, ParsedCatalog>();
const cache = createIntlCache();
const made = new Map<Locale, IntlShape>();

export function registerCatalog(locale: Locale, messages: ParsedCatalog): void {
  catalogs.set(locale, messages);
  made.delete(locale);
}

export function hasCatalog(locale: Locale): boolean {
  return catalogs.has(locale);
}

/**
 * One react-intl object per locale, made once and kept: its formatters (each message's
 * IntlMessageFormat, each number and date format) are then built on the first render that needs
 * them, not on every request as a fresh IntlProvider would (docs/decisions/0015). Without its
 * catalog it formats the messages' English defaults; no page hydrates so, as the client entry
 * registers the page's catalog first (entry.client.tsx).
 */
export function intlFor(locale: Locale): IntlShape {
  let intl = made.get(locale);
  if (!intl) {
    intl = constantMessagesOnce(
      createIntl({ locale, messages: catalogs.get(locale) ?? {}, defaultLocale: 'en' }, cache),
    );
    made.set(locale, intl);
  }
  return intl;
}

/**
 * A message asked without values (a label, a heading) always reads the same in one intl object:
 * formatted once and then answered from a map, sparing react-intl the serialized cache key of
 * every call. Calls with values, or without an id, go to react-intl as they are.
 */
function constantMessagesOnce(intl: IntlShape): IntlShape {
  // Bound already by react-intl (this: void).
  const format = intl.formatMessage as unknown as (...args: unknown[]) => unknown;
  const constant = new Map<string, unknown>();
  const formatMessage = (...args: unknown[]) => {
    const id = (args[0] as { id?: unknown } | undefined)?.id;
    if (args.length !== 1 || typeof id !== 'string') return format(...args);
    if (!constant.has(id)) constant.set(id, format(...args));
    return constant.get(id);
  };
  return {
    ...intl,
    formatMessage: formatMessage as IntlShape['formatMessage'],
    $t: formatMessage as IntlShape['$t'],
  };
}
