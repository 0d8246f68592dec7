import { designSystemMessages } from '@fairway/design-system';
import type { Locale } from '@fairway/rules';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import sv from './sv.json';

const site: Record<Locale, Record<string, string>> = { en, es, fr, sv };

const merged = new Map<Locale, Record<string, string>>();

/** Everything react-intl needs for one locale: the design system's texts and the site's. */
export function messagesFor(locale: Locale): Record<string, string> {
  let messages = merged.get(locale);
  if (!messages) {
    messages = { ...designSystemMessages[locale], ...site[locale] };
    merged.set(locale, messages);
  }
  return messages;
}
