import { vendedor } from '@fairway/contract';
import { cachedValue } from '../../platform/cache/cached.server.ts';
import type { CacheDeps } from '../../platform/cache/cached.server.ts';
import type { PageCalls } from '../../platform/engine/page-calls.server.ts';
import { scorecardViews, type CourseScorecardView } from './scorecard-view.ts';

// Bump the version whenever the stored shape changes, so old entries are never read.
function clubScorecardsKey(idVP: number): string {
  return `scorecards:v1:${idVP}`;
}

const datosSchema = vendedor.obtenerTarjetasClub.answer.shape.datos;

/**
 * A club's scorecards (DatosClub/ObtenerTarjetas), which change only with the catalog, behind the
 * catalog's cache; they name nothing in a language, so one entry serves every locale. They dress
 * the page below its tee times: when the engine cannot answer, the page goes on without them and
 * alerts nobody (null).
 */
export async function clubScorecards(
  calls: PageCalls,
  deps: CacheDeps,
  idVP: number,
  options: { nocache?: boolean } = {},
): Promise<CourseScorecardView[] | null> {
  const datos = await cachedValue(
    deps,
    clubScorecardsKey(idVP),
    datosSchema,
    async () => {
      const answer = await calls.call(
        vendedor.obtenerTarjetasClub,
        { idVendedorProveedor: idVP },
        { action: 'club', noShow: true },
      );
      return answer.ok ? answer.data.datos : null;
    },
    { refresh: options.nocache === true || calls.mustAsk === true },
  );
  return datos ? scorecardViews(datos) : null;
}
