import type { Locale } from '@fairway/rules';
import type { Names } from '../db/schema.ts';

/** A name stored in every language; English stands in for one not translated yet. */
export function localName(names: Names, locale: Locale): string {
  return names[locale] || names.en;
}

/** French puts a no-break space before a colon; the others do not. */
export function labelSeparator(locale: Locale): string {
  return locale === 'fr' ? '\u00a0: ' : ': ';
}
