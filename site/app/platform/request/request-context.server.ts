import { AsyncLocalStorage } from 'node:async_hooks';
import { createContext } from 'react-router';
import type { Locale } from '@fairway/rules';
import { appModeOf } from './app-mode.ts';
import { clientAddressOf } from './client-address.ts';
import { createEngineClient } from '../engine/engine.server.ts';
import type { EngineClient, EngineCredentials, FailureReport } from '../engine/engine.server.ts';
import { siteEnv } from './env.server.ts';
import { cultureOf } from '../locale.ts';
import { keyValueStore } from '../cache/key-value-store.server.ts';
import { availabilityChanged, availabilityNotBefore, cachePolicy } from '../cache/cached.server.ts';
import type { CacheDeps, CacheKind } from '../cache/cached.server.ts';
import { credentialsOf, ensureSession } from './session.server.ts';
import { log } from '../log.server.ts';
import type { SiteSession } from './session.server.ts';

let client: EngineClient | null = null;

/**
 * The calls by which the site holds, books, releases or cancels tee times: after one, the tee
 * times and prices this process keeps are asked again (a golfer sees their own booking at once).
 */
const AVAILABILITY_WRITES = new Set([
  'PreReserva/RealizarPreReserva',
  'Reserva/RealizarReserva',
  'Reserva/RevocarReserva',
  'PreCancelacion/RealizarPreCancelacionWeb',
  'Cancelacion/RealizarCancelacion',
]);

/** Failed engine calls are logged as /api/saveErrorAPIBack would log them: one line each. */
export function logEngineFailure(report: FailureReport): void {
  log().warn({ source: 'saveErrorAPIBack', call: report.call, cod: report.cod }, report.msg);
}

export function engine(): EngineClient {
  if (!client) {
    const env = siteEnv();
    client = createEngineClient({
      baseUrl: env.ENGINE_URL,
      vendorUsername: env.ENGINE_VENDOR_USERNAME,
      vendorPassword: env.ENGINE_VENDOR_PASSWORD,
      siteKey: env.ENGINE_SITE_KEY,
      timeoutMs: env.ENGINE_TIMEOUT_MS,
      onFailure: logEngineFailure,
      afterCall: (path, ms) => {
        if (AVAILABILITY_WRITES.has(path)) availabilityChanged();
        const timing = requestScope.getStore()?.timing;
        if (timing) {
          timing.calls += 1;
          timing.ms += ms;
        }
      },
    });
  }
  return client;
}

/** The engine calls a request made and their time, added up (the calls may overlap). */
export interface EngineTiming {
  calls: number;
  ms: number;
}

/** What is one request's own, seen by every loader of it without being passed along. */
interface RequestScope {
  timing: EngineTiming;
  /** The answers its loaders share (`sharedRead`); null where they are not shared. */
  shared: Map<string, Promise<unknown>> | null;
}

const requestScope = new AsyncLocalStorage<RequestScope>();

/**
 * Runs a request's work counting its engine calls, and gives the count as a Server-Timing entry
 * (`engine;dur=12.5;desc="2 calls"`): the benchmark reads it to show what each page costs the
 * engine. Calls of parts streamed after the headers are not in it. `shareReads` lets the loaders
 * share their reads: only for a GET or HEAD, where no action changes what was read in between.
 */
export async function withEngineTiming(
  work: () => Promise<Response>,
  { shareReads = false }: { shareReads?: boolean } = {},
): Promise<{ response: Response; serverTiming: string }> {
  const timing: EngineTiming = { calls: 0, ms: 0 };
  const response = await requestScope.run({ timing, shared: shareReads ? new Map() : null }, work);
  return {
    response,
    serverTiming: `engine;dur=${timing.ms.toFixed(1)};desc="${timing.calls} call${timing.calls === 1 ? '' : 's'}"`,
  };
}

/**
 * A read that several loaders of one page load make alike (the layout's cart and the page's):
 * the first asks, the others wait for the same answer. Outside a request that shares its reads,
 * every read asks. `key` must name everything the answer depends on.
 */
export function sharedRead<T>(key: string, read: () => Promise<T>): Promise<T> {
  const shared = requestScope.getStore()?.shared;
  if (!shared) return read();
  const known = shared.get(key) as Promise<T> | undefined;
  if (known) return known;
  const answer = read();
  shared.set(key, answer);
  return answer;
}

export interface RequestContext {
  locale: Locale;
  culture: string;
  session: SiteSession | null;
  creds: EngineCredentials | null;
  setCookies: string[];
  /** The session was started by this request, so the engine cannot have expired it yet. */
  sessionStarted: boolean;
  /** The golfer's login expired before this request: the layout asks them to log in again. */
  loginExpired: boolean;
  cookieSecure: boolean;
  /**
   * The visit is inside the mobile app (it entered with `from=app` or `app=1`): the pages show no
   * chrome and no cookie banner, and links out of the shop say they leave the app.
   */
  appMode: boolean;
}

function address(request: Request): Pick<EngineCredentials, 'clientAddress'> {
  const clientAddress = clientAddressOf(request);
  return clientAddress ? { clientAddress } : {};
}

/** Built once per request by the locale layout and the resource routes. */
export async function requestContext(request: Request, locale: Locale): Promise<RequestContext> {
  const env = siteEnv();
  const culture = cultureOf(locale);
  const secure = env.COOKIE_SECURE === 'true';
  const { session, setCookies, loginExpired } = await ensureSession(request, {
    engine: engine(),
    culture,
    seconds: env.SESSION_SECONDS,
    secure,
    log: (msg) => log().warn(msg),
  });
  const app = appModeOf(request, secure);
  return {
    locale,
    culture,
    session,
    creds: session ? { ...credentialsOf(session, culture), ...address(request) } : null,
    // The app mode's cookie after the session's: sessionStarted counts those alone.
    setCookies: app.setCookie ? [...setCookies, app.setCookie] : setCookies,
    sessionStarted: setCookies.length > 0,
    loginExpired,
    cookieSecure: secure,
    appMode: app.appMode,
  };
}

/** Cache trouble is a warning (docs/product.md#names-cache): one line; the page goes on. */
const cacheLog = {
  warn: (msg: string, err?: unknown) => log().warn(err === undefined ? {} : { err }, msg),
};

/**
 * The shared cache for one kind of answer (cached.server.ts `cachePolicy`): catalog for names,
 * club details, tiles, configuration and texts; board for notices and offers; availability for
 * anything with tee times or prices, which the site's own bookings also expire.
 */
export function cacheDeps(kind: CacheKind = 'catalog'): CacheDeps {
  return {
    cache: keyValueStore(),
    ...cachePolicy(kind, siteEnv().NAME_CACHE_SECONDS),
    ...(kind === 'availability' ? { notBefore: availabilityNotBefore } : {}),
    log: cacheLog,
  };
}

/** Session, locale and credentials, built once per request by the locale layout's middleware. */
export const requestContextKey = createContext<RequestContext | null>(null);
