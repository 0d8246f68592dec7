/**
 * The site's readiness (/readyz): it can render pages when the engine is ready (its database
 * answering) and, with REDIS_URL set, Redis answers. /healthz, the process alive, needs none of it.
 */
import { Redis } from 'ioredis';
import type { SiteEnv } from './env.server.ts';

export interface Readiness {
  status: 'ok' | 'error';
  engine: 'ok' | 'error';
  redis?: 'ok' | 'error';
}

/** How long one check may take: a probe that waits longer than its caller's timeout says nothing. */
const CHECK_MS = 2000;

// A connection of its own, not the cache's: a readiness probe must not queue behind page traffic,
// nor change how the cache's connection retries.
let probe: Redis | null = null;
function redisProbe(url: string): Redis {
  if (!probe) {
    probe = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      connectTimeout: CHECK_MS,
      enableOfflineQueue: false,
    });
    // A failed check is answered 503; the reconnect attempts need no log line each.
    probe.on('error', () => undefined);
  }
  return probe;
}

async function engineReady(engineUrl: string): Promise<boolean> {
  try {
    const response = await fetch(new URL('/readyz', engineUrl), {
      signal: AbortSignal.timeout(CHECK_MS),
    });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

async function redisReady(url: string): Promise<boolean> {
  const redis = redisProbe(url);
  try {
    if (redis.status === 'wait' || redis.status === 'end') await redis.connect();
    const timeout = new Promise<never>((_, reject) => {
      setTimeout(() => reject(new Error('redis ping timed out')), CHECK_MS).unref();
    });
    return (await Promise.race([redis.ping(), timeout])) === 'PONG';
  } catch {
    return false;
  }
}

export async function readiness(
  env: Pick<SiteEnv, 'ENGINE_URL' | 'REDIS_URL'>,
): Promise<Readiness> {
  const [engine, redis] = await Promise.all([
    engineReady(env.ENGINE_URL),
    env.REDIS_URL ? redisReady(env.REDIS_URL) : Promise.resolve(null),
  ]);
  const answer: Readiness = {
    status: engine && redis !== false ? 'ok' : 'error',
    engine: engine ? 'ok' : 'error',
  };
  if (redis !== null) answer.redis = redis ? 'ok' : 'error';
  return answer;
}

/** Closes the probe's connection, when there is one, for a process that is stopping. */
export function closeReadinessProbe(): void {
  probe?.disconnect();
  probe = null;
}
