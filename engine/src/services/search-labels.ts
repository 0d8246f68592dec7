/**
 * The labels of the suggestions, in the caller's language. Each starts with the name of what it
 * leads to, then a comma and where it is, so a client may take the text before the first comma as
 * the name (the shop does, for its page addresses):
 *
 * - region: 'Algarve, Portugal', 'Canarias, España': the region and its country;
 * - place: 'Seville, Andalusia': the municipality and its region;
 * - club: 'Dom Pedro Old Course, Vilamoura (Loulé)' when the club stands in an area golfers know
 *   and its name does not already say it, else 'Real Club de Golf Sotogrande, San Roque'.
 */
import { CULTURES } from '@fairway/rules';
import type { Locale } from '@fairway/rules';
import { normaliseTerm } from './search-normalise.ts';

const countryNames = new Map<Locale, Intl.DisplayNames>();

export function countryName(code: string, locale: Locale): string {
  let names = countryNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([CULTURES[locale].culture], { type: 'region' });
    countryNames.set(locale, names);
  }
  return names.of(code) ?? code;
}

export function regionLabel(region: string, country: string, locale: Locale): string {
  return `${region}, ${countryName(country, locale)}`;
}

export function placeLabel(place: string, region: string): string {
  return `${place}, ${region}`;
}

/** True when `words` appear in `text` as whole words, accents and case aside. */
function saysAlready(text: string, words: string): boolean {
  return ` ${normaliseTerm(text)} `.includes(` ${normaliseTerm(words)} `);
}

export function clubLabel(club: string, place: string, area: string | null | undefined): string {
  if (!area || saysAlready(club, area) || saysAlready(place, area)) return `${club}, ${place}`;
  return `${club}, ${area} (${place})`;
}
