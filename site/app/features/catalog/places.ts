/**
 * Where a club, region or municipality lives in the shop, and what the engine's search
 * suggestions (Portal/Busqueda/ListarSugerencias) are in the pages' words. Paths are without the
 * locale: callers put them through localePath.
 */
import { slugify } from '@fairway/rules';
import { SUGGESTION_KIND } from '@fairway/contract/codes';

export function clubPath(name: string, idVP: number, idRec: number): string {
  return `/club/${slugify(name)}?idVP=${idVP}&rec=${idRec}`;
}

export function regionPath(name: string, idRegion: number): string {
  return `/region/${slugify(name)}?idReg=${idRegion}`;
}

export function municipalityPath(name: string, idMunicipio: number): string {
  return `/region/${slugify(name)}?municipio=${slugify(name)}&idMun=${idMunicipio}`;
}

/** A search suggestion as the contract shapes it. */
export interface SuggestionItem {
  label: string;
  data: { cat: string; id: number; id2: number; id3: number };
}

/**
 * A gazetteer place's page (issue 27: an airport, coast, province, island or city, the clubs
 * around it). The page itself is built separately; this is the address it answers at.
 */
export function gazetteerPlacePath(name: string, idLugar: number): string {
  return `/place/${slugify(name)}?idLugar=${idLugar}`;
}

export type PlaceKind = 'location' | 'region' | 'place' | 'club';

/**
 * The engine's categories (the contract's SUGGESTION_KIND): a municipality, a region, a gazetteer
 * place ('place': an airport, a coast, a province, an island, a city); anything else
 * is a club, as it always was, so an engine that sends no regions (or a category the site does not
 * know yet) still works.
 */
export function placeKind(cat: string): PlaceKind {
  if (cat === SUGGESTION_KIND.municipality) return 'location';
  if (cat === SUGGESTION_KIND.region) return 'region';
  if (cat === SUGGESTION_KIND.place) return 'place';
  return 'club';
}

export interface SuggestionView {
  /** Unique in one answer: a municipality, a region and a club may share an id. */
  key: string;
  label: string;
  kind: PlaceKind;
  path: string;
}

export function suggestionView(item: SuggestionItem): SuggestionView {
  const kind = placeKind(item.data.cat);
  // Every label starts with the name of what it leads to ('Algarve, Portugal', 'Marbella,
  // Málaga'): its page is named by that first part.
  const name = item.label.split(',')[0]?.trim() || item.label;
  const { id, id2 } = item.data;
  if (kind === 'location')
    return { key: `mun:${id}`, label: item.label, kind, path: municipalityPath(name, id) };
  if (kind === 'region')
    return { key: `reg:${id}`, label: item.label, kind, path: regionPath(name, id) };
  if (kind === 'place')
    return { key: `lug:${id}`, label: item.label, kind, path: gazetteerPlacePath(name, id) };
  // A club's suggestion names its course (id) and the club (id2).
  return { key: `club:${id2}:${id}`, label: item.label, kind, path: clubPath(name, id2, id) };
}
