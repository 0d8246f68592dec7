import { comun } from '@fairway/contract';
import { cachedValue } from '../cache/cached.server.ts';
import type { CacheDeps } from '../cache/cached.server.ts';
import { frontConfigView } from './front-config.ts';
import type { FrontConfig } from './front-config.ts';
import type { PageCalls } from './page-calls.server.ts';

// Bump the version whenever the stored shape changes, so old entries are never read.
export function frontConfigKey(culture: string): string {
  return `front-config:v3:${culture}`;
}

const datosSchema = comun.obtenerConfiguracionFrontalWeb.answer.shape.datos;

/**
 * The seller's front configuration, asked once per culture and then kept in the name cache for
 * as long as the names. Null when the engine could not give it: the failure is logged by the
 * engine client and each reader falls back on its own (see front-config.ts).
 */
export async function frontConfigFor(
  calls: PageCalls,
  deps: CacheDeps & { culture: string },
): Promise<FrontConfig | null> {
  const datos = await cachedValue(deps, frontConfigKey(deps.culture), datosSchema, async () => {
    const answer = await calls.call(
      comun.obtenerConfiguracionFrontalWeb,
      {},
      // Nothing the golfer asked for failed: the page goes on with the fallbacks, no alert.
      { action: 'page', noShow: true },
    );
    return answer.ok ? answer.data.datos : null;
  });
  return datos ? frontConfigView(datos) : null;
}
