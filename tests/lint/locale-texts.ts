import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { LOCALES, type Locale } from '@fairway/rules';

/** Every language but English, which the texts are written in first. */
export type TranslatedLocale = Exclude<Locale, 'en'>;

/** One translated text a golfer can read, and where it lives, so a failure names its home. */
export interface LocaleText {
  locale: TranslatedLocale;
  where: string;
  text: string;
}

const TRANSLATED: ReadonlySet<string> = new Set(LOCALES.filter((locale) => locale !== 'en'));

/** The message catalogs: one JSON file per locale, keyed by message id. */
const CATALOG_FOLDERS = ['site/app/i18n', 'design-system/src/i18n', 'stories/i18n'];

/**
 * The engine's texts (answers, e-mails, vouchers, the card page, pushes, the seeded pages and
 * blog) are TypeScript objects with a property per locale, or blog posts naming their
 * `language`; everything written under such a property is that locale's. The clubs' descriptions
 * (`catalog-data.ts`) are left out: their French names the European Tour and a Tour Course.
 */
const ENGINE_SOURCES = [
  'engine/src/i18n/messages.ts',
  'engine/src/i18n/mail-texts.ts',
  'engine/src/i18n/voucher-texts.ts',
  'engine/src/i18n/card-page-texts.ts',
  'engine/src/i18n/push-texts.ts',
  'engine/src/seed/content-data.ts',
];

function catalogTexts(root: string): LocaleText[] {
  return CATALOG_FOLDERS.flatMap((folder) =>
    [...TRANSLATED].flatMap((locale) => {
      const file = `${folder}/${locale}.json`;
      const catalog = JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, string>;
      return Object.entries(catalog).map(([id, text]) => ({
        locale: locale as TranslatedLocale,
        where: `${file} ${id}`,
        text,
      }));
    }),
  );
}

function propertyName(node: ts.Node): string | undefined {
  if (!ts.isPropertyAssignment(node)) return undefined;
  const { name } = node;
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

/** The locale an object literal declares of itself, as a blog post does with `language: 'es'`. */
function declaredLanguage(node: ts.Node): string | undefined {
  if (!ts.isObjectLiteralExpression(node)) return undefined;
  for (const property of node.properties) {
    if (propertyName(property) !== 'language') continue;
    const value = (property as ts.PropertyAssignment).initializer;
    if (ts.isStringLiteral(value)) return value.text;
  }
  return undefined;
}

/** The literal text of a string or template; a template's placeholders become a space. */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  }
  return undefined;
}

function engineTexts(root: string, file: string): LocaleText[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(join(root, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: LocaleText[] = [];
  const visit = (node: ts.Node, locale: string | undefined): void => {
    const name = propertyName(node);
    const here = (name && TRANSLATED.has(name) ? name : undefined) ?? declaredLanguage(node);
    const current = here ?? locale;
    const text = literalText(node);
    if (text !== undefined && current && TRANSLATED.has(current)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push({ locale: current as TranslatedLocale, where: `${file}:${line + 1}`, text });
      return;
    }
    ts.forEachChild(node, (child) => visit(child, current));
  };
  visit(source, undefined);
  return found;
}

/** Every Spanish, French and Swedish text of the shop, the site's, the stories' and the engine's. */
export function localeTexts(root: string): LocaleText[] {
  return [...catalogTexts(root), ...ENGINE_SOURCES.flatMap((file) => engineTexts(root, file))];
}
