import type { Locale } from '@fairway/rules';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import sv from './sv.json';

/**
 * Sample content of the stories (alert texts, button labels, column headings), in the four
 * locales like everything a golfer reads, so the locale toolbar translates whole stories.
 */
export const storyMessages: Record<Locale, Record<string, string>> = { en, es, fr, sv };
