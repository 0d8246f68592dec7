import { vendedor } from '@fairway/engine/contract';
import type { AnswerOf } from '@fairway/engine/contract';
import type { EngineResult } from './engine.server.ts';
import type { KeyValueCache } from './name-cache.server.ts';
import type { PageCalls } from './page.server.ts';

export type ClubDetails = AnswerOf<typeof vendedor.obtenerDatosClubTTB>['datos'];

// Bump the version whenever the stored shape changes, so old entries are never read.
export function clubDetailsKey(culture: string, idVP: number): string {
  return `club:v1:${culture}:${idVP}`;
}

export interface ClubDetailsDeps {
  cache: KeyValueCache;
  ttlSeconds: number;
  culture: string;
  log?: { warn(msg: string, err?: unknown): void };
}

/**
 * A club's description, courses and time zone, which change with the catalog and not with
 * bookings, behind the same cache as the names (and for as long); `nocache` asks the engine.
 * Tee times and prices are never cached here. A cache that fails or holds something unreadable
 * is a miss, so the page still renders.
 */
export async function clubDetails(
  calls: PageCalls,
  deps: ClubDetailsDeps,
  idVP: number,
  options: { nocache?: boolean } = {},
): Promise<EngineResult<ClubDetails>> {
  const key = clubDetailsKey(deps.culture, idVP);
  if (!options.nocache) {
    const cached = await deps.cache.get(key).catch((error: unknown) => {
      deps.log?.warn('club cache read failed', error);
      return null;
    });
    const parsed = cached ? readCached(cached) : null;
    if (parsed) return { ok: true, data: parsed };
  }
  const answer = await calls.call(
    vendedor.obtenerDatosClubTTB,
    { idVendedorProveedor: idVP },
    { action: 'club' },
  );
  if (!answer.ok) return answer;
  await deps.cache
    .set(key, JSON.stringify(answer.data.datos), deps.ttlSeconds)
    .catch((error: unknown) => deps.log?.warn('club cache write failed', error));
  return { ok: true, data: answer.data.datos };
}

const datosSchema = vendedor.obtenerDatosClubTTB.answer.shape.datos;

function readCached(text: string): ClubDetails | null {
  try {
    const checked = datosSchema.safeParse(JSON.parse(text));
    return checked.success ? checked.data : null;
  } catch {
    return null;
  }
}
