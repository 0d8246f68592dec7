import { extract } from '@formatjs/cli-lib';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { designSystemMessages } from '../../design-system/src/i18n';
import { LOCALES, RULE_MESSAGES } from '@fairway/rules';
import { storyMessages } from '../../stories/i18n';
import siteEn from '../../site/app/i18n/en.json';
import siteEs from '../../site/app/i18n/es.json';
import siteFr from '../../site/app/i18n/fr.json';
import siteSv from '../../site/app/i18n/sv.json';

const siteMessages: Record<(typeof LOCALES)[number], Record<string, string>> = {
  en: siteEn,
  es: siteEs,
  fr: siteFr,
  sv: siteSv,
};

// Vitest runs from the workspace root (the jsdom environment gives import.meta.url no file path).
const root = process.cwd();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The names of the ICU arguments of a message, so translations cannot drop a placeholder. */
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (
      element.type === TYPE.argument ||
      element.type === TYPE.number ||
      element.type === TYPE.date
    ) {
      found.add(element.value);
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      found.add(element.value);
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    }
    if (element.type === TYPE.tag) {
      found.add(element.value);
      argumentsOf(element.children, found);
    }
  }
  return found;
}

const catalogs = [
  ['design system', designSystemMessages],
  ['stories', storyMessages],
  ['site', siteMessages],
] as const;

describe.each(catalogs)('%s message catalogs', (_name, messages) => {
  const english = messages.en;

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    '%s has exactly the keys of en',
    (locale) => {
      expect(Object.keys(messages[locale]).sort()).toEqual(Object.keys(english).sort());
    },
  );

  it.each(LOCALES)('every %s message is valid ICU with the placeholders of en', (locale) => {
    for (const [id, text] of Object.entries(messages[locale])) {
      const englishText = english[id];
      expect(englishText, id).toBeDefined();
      const args = [...argumentsOf(parse(text))].sort();
      expect(args, `${locale} ${id}`).toEqual([...argumentsOf(parse(englishText ?? ''))].sort());
      expect(text.trim(), `${locale} ${id} is empty`).not.toBe('');
    }
  });
});

describe('design-system catalog and the code', () => {
  it('holds every message the components define, with their English default', async () => {
    const files = sourceFiles(join(root, 'design-system/src/components'));
    const extracted = JSON.parse(await extract(files, {})) as Record<
      string,
      { defaultMessage: string }
    >;
    expect(Object.keys(extracted).length).toBeGreaterThan(0);
    for (const [id, { defaultMessage }] of Object.entries(extracted)) {
      expect(designSystemMessages.en[id], `${id} missing from en.json`).toBe(defaultMessage);
    }
    // No orphan: every key is a component message or a rule message.
    const known = new Set([...Object.keys(extracted), ...Object.keys(RULE_MESSAGES)]);
    const orphans = Object.keys(designSystemMessages.en).filter((id) => !known.has(id));
    expect(orphans).toEqual([]);
  });

  it('translates every rule code, with the English text of the rules module', () => {
    for (const [code, text] of Object.entries(RULE_MESSAGES)) {
      expect(designSystemMessages.en[code], code).toBe(text);
    }
  });

  it('uses only story message ids that exist', async () => {
    const files = sourceFiles(join(root, 'stories')).filter((file) => file.endsWith('.tsx'));
    const used = JSON.parse(await extract(files, {})) as Record<string, unknown>;
    const missing = Object.keys(used).filter(
      (id) => !(id in storyMessages.en) && !(id in designSystemMessages.en),
    );
    expect(missing, `in ${files.map((f) => relative(root, f)).join(', ')}`).toEqual([]);
  });
});

describe('site catalog and the code', () => {
  it('holds exactly the messages the site defines, with their English default', async () => {
    const files = sourceFiles(join(root, 'site/app'));
    const extracted = JSON.parse(await extract(files, {})) as Record<
      string,
      { defaultMessage: string }
    >;
    expect(Object.keys(extracted).length).toBeGreaterThan(0);
    for (const [id, { defaultMessage }] of Object.entries(extracted)) {
      expect(siteMessages.en[id], `${id} missing from site en.json`).toBe(defaultMessage);
    }
    expect(Object.keys(siteMessages.en).filter((id) => !(id in extracted))).toEqual([]);
  });
});
