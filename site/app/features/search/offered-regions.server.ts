import { namesDeps } from '../catalog/catalog-deps.server.ts';
import type { RequestContext } from '../../platform/request/request-context.server.ts';
import { namesFor, NamesUnavailableError } from '../catalog/place-names.server.ts';
import { regionPath } from '../catalog/places.ts';
import type { SuggestionView } from '../catalog/places.ts';

/** The regions the search offers, made once per names snapshot (the cache shares one object). */
const offeredRegions = new WeakMap<object, SuggestionView[]>();

/** The regions the search offers when nothing matches, from the name cache. */
export async function regionsToOffer(ctx: RequestContext | null): Promise<SuggestionView[]> {
  if (!ctx?.creds) return [];
  try {
    const { snapshot } = await namesFor(namesDeps(ctx.creds));
    let offered = offeredRegions.get(snapshot);
    if (!offered) {
      offered = [...snapshot.regions]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((r) => ({
          key: `reg:${r.idL}`,
          label: r.name,
          kind: 'region',
          path: regionPath(r.name, r.idL),
        }));
      offeredRegions.set(snapshot, offered);
    }
    return offered;
  } catch (error) {
    // Logged by the engine client; the search still says it found nothing.
    if (error instanceof NamesUnavailableError) return [];
    throw error;
  }
}
