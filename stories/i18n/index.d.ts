import type { Locale } from '@fairway/rules';
/**
 * Sample content of the stories (alert texts, button labels, column headings), in the four
 * locales like everything a golfer reads, so the locale toolbar translates whole stories.
 */
export declare const storyMessages: Record<Locale, Record<string, string>>;
