// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { localeTexts } from './locale-texts.ts';
import type { LocaleText, TranslatedLocale } from './locale-texts.ts';

/**
 * docs/glossary.md#rejected-forms: the words a translated text must not contain (the other
 * register, a second name for one concept), read from the glossary itself, so translators keep
 * one list and the test follows it.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));

interface Rejection {
  locale: TranslatedLocale;
  word: string;
  insteadOf: string;
  pattern: RegExp;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A whole word or phrase in any case; letters with accents count as letters (unlike `\b`). */
function wholeWords(phrase: string): RegExp {
  const words = phrase.split(/\s+/).map(escapeRegExp).join('\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${words}(?![\\p{L}\\p{N}])`, 'iu');
}

function rejectedForms(markdown: string): Rejection[] {
  const section = markdown.split(/^## Rejected forms$/m)[1];
  if (!section) throw new Error('docs/glossary.md has no "## Rejected forms" section');
  const rows = section
    .split('\n')
    .filter((line) => /^\|\s*(es|fr|sv)\s*\|/.test(line))
    .map((line) => line.split('|').map((cell) => cell.trim()));
  return rows.flatMap(([, locale, words, instead]) =>
    (words ?? '')
      .split(',')
      .map((word) => word.trim())
      .filter((word) => word !== '')
      .map((word) => ({
        locale: locale as TranslatedLocale,
        word,
        insteadOf: instead ?? '',
        pattern: wholeWords(word),
      })),
  );
}

function offences(texts: LocaleText[], rejections: Rejection[]): string[] {
  return texts.flatMap((text) =>
    rejections
      .filter((rejection) => rejection.locale === text.locale && rejection.pattern.test(text.text))
      .map(
        (rejection) =>
          `${text.where}: «${rejection.word}» (write ${rejection.insteadOf}) in “${excerpt(text.text, rejection.pattern)}”`,
      ),
  );
}

function excerpt(text: string, pattern: RegExp): string {
  const flat = text.replace(/\s+/g, ' ');
  const at = flat.search(pattern);
  return flat.slice(Math.max(0, at - 40), at + 60);
}

const rejections = rejectedForms(readFileSync(`${root}docs/glossary.md`, 'utf8'));
const texts = localeTexts(root);

describe('the glossary (docs/glossary.md)', () => {
  it('lists rejected words for Spanish, French and Swedish', () => {
    const locales = new Set(rejections.map((rejection) => rejection.locale));
    expect([...locales].sort()).toEqual(['es', 'fr', 'sv']);
    expect(rejections.map((rejection) => rejection.word)).toEqual(
      expect.arrayContaining(['usted', 'vuelta', 'rond', 'kakor', 'tu', 'tour']),
    );
  });

  it('reads the texts of the site, the design system, the stories and the engine', () => {
    const homes = new Set(texts.map((text) => text.where.split(/[ :]/)[0]));
    expect([...homes]).toEqual(
      expect.arrayContaining([
        'site/app/i18n/es.json',
        'design-system/src/i18n/sv.json',
        'stories/i18n/fr.json',
        'engine/src/i18n/mail-texts.ts',
        'engine/src/i18n/voucher-texts.ts',
        'engine/src/seed/content-data.ts',
      ]),
    );
    // The engine's mails are found per locale, the seeded blog by its posts' language.
    const mails = texts.filter((text) => text.where.startsWith('engine/src/i18n/mail-texts.ts'));
    expect(new Set(mails.map((text) => text.locale))).toEqual(new Set(['es', 'fr', 'sv']));
    expect(texts.some((text) => text.locale === 'es' && /Costa del Golf/.test(text.text))).toBe(
      true,
    );
  });

  it('finds a rejected word whole, in any case, and not inside another word', () => {
    const sample = (locale: TranslatedLocale, text: string): LocaleText => ({
      locale,
      where: 'sample',
      text,
    });
    const found = offences(
      [
        sample('sv', 'Rond 2: välj en dag'),
        sample('sv', 'Rondellen vid klubben'),
        sample('es', 'Introduzca  el código'),
        sample('fr', 'Si vous êtes à l’origine de ce changement'),
        sample('es', 'Ronda 2'),
      ],
      rejections,
    );
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/«rond»/);
    expect(found[1]).toMatch(/«introduzca»/);
  });

  it('no Spanish, French or Swedish text uses a rejected word', () => {
    expect(offences(texts, rejections)).toEqual([]);
  });
});
