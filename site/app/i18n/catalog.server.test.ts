import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALES } from '@fairway/rules';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { currentCatalogPath } from './catalog-loader.ts';
import { catalogAt, catalogFor, registerServerCatalogs } from './catalog.server.ts';
import { intlFor } from './intl.ts';
import { messagesFor } from './messages.ts';

/** A value for every argument a message names: 2 serves plain, number, plural and date ones. */
function valuesFor(
  elements: MessageFormatElement[],
  values: Record<string, number | ((chunks: unknown[]) => string)> = {},
) {
  for (const element of elements) {
    if (element.type === TYPE.tag) {
      values[element.value] = (chunks) => `[${chunks.join('')}]`;
      valuesFor(element.children, values);
    } else if ('value' in element && element.type !== TYPE.literal) {
      values[element.value] = 2;
    }
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) valuesFor(option.value, values);
  }
  return values;
}

describe('the parsed catalog the browser gets', () => {
  it.each(LOCALES)('formats every %s message as its text does', (locale) => {
    const fromText = createIntl({ locale, messages: messagesFor(locale), defaultLocale: 'en' });
    registerServerCatalogs();
    const fromTrees = intlFor(locale);
    const trees = JSON.parse(catalogFor(locale).text) as Record<string, MessageFormatElement[]>;
    for (const id of Object.keys(messagesFor(locale))) {
      const values = valuesFor(trees[id] ?? []);
      expect(fromTrees.formatMessage({ id }, values), id).toEqual(
        fromText.formatMessage({ id }, values),
      );
    }
  });

  it('holds syntax trees, not text, so the browser needs no parser', () => {
    const catalog = JSON.parse(catalogFor('sv').text) as Record<string, unknown>;
    expect(Object.keys(catalog)).toEqual(Object.keys(messagesFor('sv')));
    for (const tree of Object.values(catalog)) expect(Array.isArray(tree)).toBe(true);
    expect(catalog['site.home.courses']).toEqual([
      expect.objectContaining({ type: 6, value: 'count' }), // TYPE.plural
    ]);
  });

  it('is served at an address named by its content, and only the current one', () => {
    const sv = catalogFor('sv').path;
    expect(sv).toMatch(/^\/i18n\/sv\.[\w-]{12}\.json$/);
    expect(catalogFor('es').path).not.toBe(sv.replace('/sv.', '/es.'));
    expect(catalogAt(sv)?.text).toBe(catalogFor('sv').text);
    expect(catalogAt(sv.replace(/\.[\w-]{12}\./, '.AAAAAAAAAAAA.'))).toBeNull();
    expect(catalogAt(sv.replace('/sv.', '/de.'))).toBeNull();
  });

  it.each(LOCALES)(
    'is served current at the address that names %s alone, for a page without loader data',
    (locale) => {
      expect(currentCatalogPath(locale)).toBe(`/i18n/${locale}.json`);
      expect(catalogAt(currentCatalogPath(locale))).toBe(catalogFor(locale));
    },
  );

  it('serves no other locale at such an address', () => {
    expect(catalogAt('/i18n/de.json')).toBeNull();
    expect(catalogAt('/i18n/sv.old.json')).toBeNull();
  });
});
