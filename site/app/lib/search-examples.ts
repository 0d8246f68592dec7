/**
 * The home search's invitation: a club, a region and a town from the catalog the site already
 * holds (the name cache snapshot), in the page's language, each leading to its page.
 */
import type { Locale } from '@fairway/rules';
import { localePath } from './locale.ts';
import type { NamesSnapshot } from './names.server.ts';
import { clubPath, municipalityPath, regionPath } from './places.ts';

export interface SearchExampleView {
  label: string;
  href: string;
}

const DAY_MS = 86_400_000;

/** The item of the day: the examples change from one day to the next but not between views. */
function ofTheDay<T>(items: readonly T[], day: number, stride: number): T | undefined {
  if (items.length === 0) return undefined;
  return items[(day * stride) % items.length];
}

const byName = <T extends { name: string }>(items: readonly T[]) =>
  [...items].sort((a, b) => a.name.localeCompare(b.name));

export function searchExamples(
  snapshot: Pick<NamesSnapshot, 'clubs' | 'regions' | 'municipalities'>,
  locale: Locale,
  now = new Date(),
): SearchExampleView[] {
  const day = Math.floor(now.getTime() / DAY_MS);
  // Different strides, so the three do not move through their lists in step.
  const club = ofTheDay(byName(snapshot.clubs), day, 7);
  const region = ofTheDay(byName(snapshot.regions), day, 5);
  const town = ofTheDay(byName(snapshot.municipalities), day, 3);
  const examples: SearchExampleView[] = [];
  if (club)
    examples.push({
      label: club.name,
      href: localePath(locale, clubPath(club.name, club.idVP, club.idRec)),
    });
  if (region)
    examples.push({
      label: region.name,
      href: localePath(locale, regionPath(region.name, region.idL)),
    });
  if (town && town.name !== region?.name)
    examples.push({
      label: town.name,
      href: localePath(locale, municipalityPath(town.name, town.idMunicipio)),
    });
  return examples;
}
