import type { Locale } from '../rules/culture';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import sv from './sv.json';

/**
 * The design system's own message catalogs (component texts and the rule messages of
 * `@fairway/design-system/rules`). The site merges them under its own catalogs.
 */
export const designSystemMessages: Record<Locale, Record<string, string>> = { en, es, fr, sv };
