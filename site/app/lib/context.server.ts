import type { Locale } from '@fairway/design-system/rules';
import { clientAddressOf } from './client-address.ts';
import { createEngineClient } from './engine.server.ts';
import type { EngineClient, EngineCredentials, FailureReport } from './engine.server.ts';
import { siteEnv } from './env.server.ts';
import { cultureOf } from './locale.ts';
import { nameCache } from './name-cache-instance.server.ts';
import type { NamesDeps } from './names.server.ts';
import type { CacheDeps } from './cached.server.ts';
import type { ClubDetailsDeps } from './club-details.server.ts';
import { credentialsOf, ensureSession } from './session.server.ts';
import type { SiteSession } from './session.server.ts';

let client: EngineClient | null = null;

/** Failed engine calls are logged as /api/saveErrorAPIBack would log them: one JSON line each. */
export function logEngineFailure(report: FailureReport): void {
  console.warn(JSON.stringify({ level: 'warn', source: 'saveErrorAPIBack', ...report }));
}

export function engine(): EngineClient {
  if (!client) {
    const env = siteEnv();
    client = createEngineClient({
      baseUrl: env.ENGINE_URL,
      vendorUsername: env.ENGINE_VENDOR_USERNAME,
      vendorPassword: env.ENGINE_VENDOR_PASSWORD,
      siteKey: env.ENGINE_SITE_KEY,
      onFailure: logEngineFailure,
    });
  }
  return client;
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
}

function address(request: Request): Pick<EngineCredentials, 'clientAddress'> {
  const clientAddress = clientAddressOf(request);
  return clientAddress ? { clientAddress } : {};
}

/** Built once per request by the locale layout and the resource routes. */
export async function requestContext(request: Request, locale: Locale): Promise<RequestContext> {
  const env = siteEnv();
  const culture = cultureOf(locale);
  const { session, setCookies, loginExpired } = await ensureSession(request, {
    engine: engine(),
    culture,
    seconds: env.SESSION_SECONDS,
    secure: env.COOKIE_SECURE === 'true',
    log: (msg) => console.warn(JSON.stringify({ level: 'warn', msg })),
  });
  return {
    locale,
    culture,
    session,
    creds: session ? { ...credentialsOf(session, culture), ...address(request) } : null,
    setCookies,
    sessionStarted: setCookies.length > 0,
    loginExpired,
    cookieSecure: env.COOKIE_SECURE === 'true',
  };
}

/** Cache trouble is only a warning (SPEC.md section 8): one JSON line, and the page goes on. */
const cacheLog = {
  warn: (msg: string, err?: unknown) =>
    console.warn(JSON.stringify({ level: 'warn', msg, err: String(err ?? '') })),
};

/** What the name lookups need, for the caller's credentials (their culture decides the names). */
export function namesDeps(creds: EngineCredentials): NamesDeps {
  return {
    cache: nameCache(),
    engine: engine(),
    creds,
    ttlSeconds: siteEnv().NAME_CACHE_SECONDS,
    log: cacheLog,
  };
}

/** The site's other small cached values (front configuration, cookie text) share it too. */
export function cacheDeps(): CacheDeps {
  return { cache: nameCache(), ttlSeconds: siteEnv().NAME_CACHE_SECONDS, log: cacheLog };
}

/** The club-details cache shares the name cache and its lifetime. */
export function clubDetailsDeps(culture: string): ClubDetailsDeps {
  return {
    cache: nameCache(),
    ttlSeconds: siteEnv().NAME_CACHE_SECONDS,
    culture,
    log: cacheLog,
  };
}
