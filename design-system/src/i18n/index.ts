import { RULE_MESSAGES, type Locale, type RuleCode } from '@fairway/rules';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import sv from './sv.json';

/**
 * The design system's own message catalogs (component texts and the rule messages of
 * `@fairway/rules`). The site merges them under its own catalogs.
 */
export const designSystemMessages: Record<Locale, Record<string, string>> = { en, es, fr, sv };

/**
 * The react-intl descriptor of a rule's message: the code is the id (decision 0001), the
 * English text of the rules module the default. `intl.formatMessage(ruleMessage(code))`.
 */
export function ruleMessage(code: RuleCode): { id: RuleCode; defaultMessage: string } {
  return { id: code, defaultMessage: RULE_MESSAGES[code] };
}
