import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Locale } from '@fairway/design-system/rules';
import { createIntl, createIntlCache } from 'react-intl';
import type { IntlShape } from 'react-intl';

/**
 * One react-intl object per locale and catalog, made once and kept: its formatters (each message
 * parsed into an IntlMessageFormat, each number and date format) are then built on the first
 * render that needs them, not on every request as a fresh IntlProvider would
 * (docs/decisions/0015). The catalog is the root loader's JSON text of parsed messages
 * (catalog.server.ts `catalogFor`): read once, and again only when different text comes.
 */
const cache = createIntlCache();
const made = new Map<Locale, { catalog: string; intl: IntlShape }>();

export function intlFor(locale: Locale, catalog: string): IntlShape {
  const known = made.get(locale);
  if (known && known.catalog === catalog) return known.intl;
  const messages = catalog ? (JSON.parse(catalog) as Record<string, MessageFormatElement[]>) : {};
  const intl = constantMessagesOnce(createIntl({ locale, messages, defaultLocale: 'en' }, cache));
  made.set(locale, { catalog, intl });
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
