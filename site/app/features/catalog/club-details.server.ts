import { vendedor } from '@fairway/contract';
import type { AnswerOf } from '@fairway/contract';
import { cachedValue, forgetInSiblings } from '../../platform/cache/cached.server.ts';
import type { CacheDeps } from '../../platform/cache/cached.server.ts';
import type { EngineFailure, EngineResult } from '../../platform/engine/engine.server.ts';
import type { PageCalls } from '../../platform/engine/page-calls.server.ts';

export type ClubDetails = AnswerOf<typeof vendedor.obtenerDatosClubTTB>['datos'];

// Bump the version whenever the stored shape changes, so old entries are never read.
export function clubDetailsKey(culture: string, idVP: number): string {
  return `club:v3:${culture}:${idVP}`;
}

export interface ClubDetailsDeps extends CacheDeps {
  culture: string;
}

const datosSchema = vendedor.obtenerDatosClubTTB.answer.shape.datos;

/**
 * A club's description, courses and time zone, which change with the catalog and not with
 * bookings, behind the same cache as the names (and as long); `nocache` asks the engine. Tee
 * times and prices are never part of it. A cache that fails or holds something unreadable is a
 * miss, so the page still renders. `quiet`: a failure alerts nobody.
 */
export async function clubDetails(
  calls: PageCalls,
  deps: ClubDetailsDeps,
  idVP: number,
  options: { nocache?: boolean; quiet?: boolean } = {},
): Promise<EngineResult<ClubDetails>> {
  // quiet: the club only dresses the page (home's club to discover), so its failure alerts nobody.
  const how = { action: 'club', noShow: options.quiet === true } as const;
  // Set by this request's own load; a closure's assignment, so kept in an object.
  const own: { failure?: EngineFailure } = {};
  const datos = await cachedValue(
    deps,
    clubDetailsKey(deps.culture, idVP),
    datosSchema,
    async ({ background }) => {
      const answer = await calls.call(
        vendedor.obtenerDatosClubTTB,
        { idVendedorProveedor: idVP },
        { ...how, noShow: how.noShow || background },
      );
      if (answer.ok) return answer.data.datos;
      if (!background) own.failure = answer;
      return null;
    },
    // A session the engine has not seen lately is checked by asking it (page.server.ts).
    { refresh: options.nocache === true || calls.mustAsk === true },
  );
  if (options.nocache && datos) forgetInSiblings([clubDetailsKey(deps.culture, idVP)]);
  if (datos) return { ok: true, data: datos };
  if (own.failure) return own.failure;
  // A concurrent request's load of the same club failed and this one shared it.
  calls.failed?.(how);
  return { ok: false, cod: 0, msg: 'The engine could not answer', sessionExpired: false };
}
