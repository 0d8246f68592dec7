/**
 * The site's own API (docs/product.md#own-api: name cache and error log), as plain Request to
 * Response handlers so the resource routes stay one line and the tests need no framework.
 */
import { cultureFor, parseId, slugify } from '@fairway/rules';
import { id as engineId } from '@fairway/contract';
import { z } from 'zod';
import type { Logger } from 'pino';
import type { EngineClient, EngineCredentials } from '../../platform/engine/engine.server.ts';
import type { KeyValueCache } from '../../platform/cache/key-value-store.server.ts';
import { findClub, findRegion, namesFor } from './place-names.server.ts';
import type {
  CacheState,
  ClubKey,
  ClubName,
  NamesDeps,
  RegionKey,
  RegionName,
} from './place-names.server.ts';

export interface OwnApiDeps {
  cache: KeyValueCache;
  engine: EngineClient;
  ttlSeconds: number;
  log: { warn(msg: string, data?: unknown): void; error(msg: string, data?: unknown): void };
  /** The server session's credentials for a culture, or null when there is none. */
  credsFor(culture: string): Promise<EngineCredentials | null>;
}

type Handler = (request: Request, deps: OwnApiDeps) => Promise<Response>;

/** Each error-report field is bounded; the whole body a little above the four together. */
const FIELD_MAX = 10 * 1024;
const BODY_MAX_BYTES = 48 * 1024;

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    },
  });
}

function badRequest(msg: string): Response {
  return json({ ok: false, msg }, 400);
}

function methodNotAllowed(allow: string): Response {
  return json({ ok: false, msg: 'Method not allowed' }, 405, { allow });
}

async function readJsonBody(
  request: Request,
): Promise<{ ok: true; value: unknown } | { ok: false; msg: string }> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > BODY_MAX_BYTES)
    return { ok: false, msg: 'Body too large' };
  let text: string;
  try {
    text = await request.text();
  } catch {
    return { ok: false, msg: 'Unreadable body' };
  }
  if (Buffer.byteLength(text) > BODY_MAX_BYTES) return { ok: false, msg: 'Body too large' };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, msg: 'Body is not JSON' };
  }
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ');
}

// Cookies and older clients send ids and flags as strings; both spellings mean the same.
const idField = z.union([
  engineId,
  z.string().transform((text, ctx) => {
    const value = parseId(text);
    if (value === null) ctx.addIssue({ code: 'custom', message: 'must be an id' });
    return value ?? z.NEVER;
  }),
]);
const flagField = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

const namesBody = z
  .object({
    idVendedor: idField.optional(),
    idInicioSesion: idField.optional(),
    token: z.string().min(1).max(200).optional(),
    culture: z.string().min(2).max(10).optional(),
    /** The language-change version sends the locale code ('es') instead of the culture. */
    code: z.string().min(2).max(10).optional(),
    checkCache: flagField.default(true),
  })
  .refine((b) => b.culture !== undefined || b.code !== undefined, {
    message: 'culture or code is required',
  });

const errorReportBody = z.object({
  error: z.string().max(FIELD_MAX),
  firstLine: z.string().max(FIELD_MAX).default(''),
  lastLine: z.string().max(FIELD_MAX).default(''),
  singleLog: z.string().max(FIELD_MAX).default(''),
});

function namesDeps(deps: OwnApiDeps, creds: EngineCredentials): NamesDeps {
  return {
    cache: deps.cache,
    engine: deps.engine,
    creds,
    ttlSeconds: deps.ttlSeconds,
    log: deps.log,
  };
}

function unavailable(
  deps: OwnApiDeps,
  what: string,
  error: unknown,
  extra: Record<string, unknown>,
): Response {
  // Only a warning: the page goes on with a slug made from the label (docs/product.md#names-cache).
  deps.log.warn(`own api: ${what} failed`, error instanceof Error ? error.message : error);
  return json(
    { ok: false, msg: 'Names are unavailable', ...extra, cache: 'miss' satisfies CacheState },
    502,
  );
}

function noSession(extra: Record<string, unknown>): Response {
  return json(
    { ok: false, msg: 'No engine session', ...extra, cache: 'miss' satisfies CacheState },
    503,
  );
}

/** POST /api/clubAndRegionsNamesCached?env={env}: fills (or refreshes) the names of one culture. */
export const handleNamesCached: Handler = async (request, deps) => {
  if (request.method !== 'POST') return methodNotAllowed('POST');
  const body = await readJsonBody(request);
  if (!body.ok) return badRequest(body.msg);
  const parsed = namesBody.safeParse(body.value);
  if (!parsed.success) return badRequest(describeIssues(parsed.error));
  const input = parsed.data;
  // Normalised through the culture table so 'es', 'es-ES' and 'es_es' share one cache entry.
  const culture = cultureFor(input.culture ?? input.code).culture;
  // The cache is shared by every visitor, so it is filled with the server's own session; the
  // caller's credentials are only the fallback when the server has none.
  const server = await deps.credsFor(culture);
  const fromBody =
    input.token !== undefined &&
    input.idVendedor !== undefined &&
    input.idInicioSesion !== undefined
      ? {
          token: input.token,
          idVendedor: input.idVendedor,
          idInicioSesion: input.idInicioSesion,
          culture,
        }
      : null;
  const creds = server ? { ...server, culture } : fromBody;
  if (!creds) return noSession({ clubs: 0, regions: 0 });
  try {
    const { snapshot, cache } = await namesFor(namesDeps(deps, creds), {
      checkCache: input.checkCache,
    });
    return json({
      ok: true,
      msg: 'OK',
      cache,
      clubs: snapshot.clubs.length,
      regions: snapshot.regions.length,
      municipalities: snapshot.municipalities.length,
    });
  } catch (error) {
    return unavailable(deps, 'clubAndRegionsNamesCached', error, { clubs: 0, regions: 0 });
  }
};

interface LookupRequest {
  id: string;
  culture: string;
  nocache: boolean;
  fecha: boolean;
}

function lookupRequest(request: Request, pattern: RegExp): LookupRequest | null {
  const url = new URL(request.url);
  const raw = pattern.exec(url.pathname)?.[1];
  if (raw === undefined) return null;
  let id: string;
  try {
    id = decodeURIComponent(raw);
  } catch {
    id = raw;
  }
  const nocache = url.searchParams.get('nocache');
  return {
    id,
    culture: cultureFor(url.searchParams.get('culture') ?? undefined).culture,
    nocache: nocache !== null && nocache !== 'false',
    fecha: Boolean(url.searchParams.get('fecha')),
  };
}

const CLUB_BY_NAME = /^\/api\/getClubFromCacheByName\/([^/]+)\/?$/;
const CLUB_BY_ID = /^\/api\/getClubFromCacheById\/([^/]+)\/?$/;
const REGION_BY_NAME = /^\/api\/getRegionFromCacheByName\/([^/]+)\/?$/;
const REGION_BY_ID = /^\/api\/getRegionFromCacheById\/([^/]+)\/?$/;

function clubView(club: ClubName | null) {
  return club ? { idVP: club.idVP, idRec: club.idRec, name: club.name, slug: club.slug } : null;
}

function regionView(region: RegionName | null) {
  return region ? { idL: region.idL, name: region.name, slug: region.slug } : null;
}

function clubHandler(pattern: RegExp, byName: boolean): Handler {
  return async (request, deps) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed('GET');
    const input = lookupRequest(request, pattern);
    if (!input) return badRequest('Missing club');
    // A label ('Real Club Valderrama') finds the club as well as its slug does.
    let key: ClubKey;
    if (byName) {
      const slug = slugify(input.id);
      if (!slug) return badRequest('Invalid club name');
      key = { slug };
    } else {
      const idVP = parseId(input.id);
      if (idVP === null) return badRequest('Invalid club id');
      key = { idVP };
    }
    const creds = await deps.credsFor(input.culture);
    if (!creds) return noSession({ club: null });
    try {
      const { club, cache } = await findClub(
        namesDeps(deps, { ...creds, culture: input.culture }),
        key,
        { nocache: input.nocache },
      );
      return json({
        ok: club !== null,
        msg: club ? 'OK' : 'Club not found',
        club: clubView(club),
        cache,
      });
    } catch (error) {
      return unavailable(deps, 'club lookup', error, { club: null });
    }
  };
}

function regionHandler(pattern: RegExp, byName: boolean): Handler {
  return async (request, deps) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed('GET');
    const input = lookupRequest(request, pattern);
    if (!input) return badRequest('Missing region');
    let key: RegionKey;
    if (byName) {
      const slug = slugify(input.id);
      if (!slug) return badRequest('Invalid region name');
      key = { slug };
    } else {
      const idL = parseId(input.id);
      if (idL === null) return badRequest('Invalid region id');
      key = { idL };
    }
    const creds = await deps.credsFor(input.culture);
    if (!creds) return noSession({ region: null, isRegionExist: false });
    try {
      const { region, cache } = await findRegion(
        namesDeps(deps, { ...creds, culture: input.culture }),
        key,
        { nocache: input.nocache, fecha: input.fecha },
      );
      return json({
        ok: region !== null,
        msg: region ? 'OK' : 'Region not found',
        region: regionView(region),
        isRegionExist: region !== null,
        cache,
      });
    } catch (error) {
      return unavailable(deps, 'region lookup', error, { region: null, isRegionExist: false });
    }
  };
}

export const handleClubByName = clubHandler(CLUB_BY_NAME, true);
export const handleClubById = clubHandler(CLUB_BY_ID, false);
export const handleRegionByName = regionHandler(REGION_BY_NAME, true);
export const handleRegionById = regionHandler(REGION_BY_ID, false);

/** POST /api/saveErrorAPI and /api/saveErrorAPIBack: a failed call reported by the page. */
export const handleSaveError: Handler = async (request, deps) => {
  if (request.method !== 'POST') return methodNotAllowed('POST');
  const body = await readJsonBody(request);
  if (!body.ok) return badRequest(body.msg);
  const parsed = errorReportBody.safeParse(body.value);
  if (!parsed.success) return badRequest(describeIssues(parsed.error));
  const source = new URL(request.url).pathname.replace(/^\/api\//, '').replace(/\/$/, '');
  deps.log.error('client error report', { source, ...parsed.data });
  return json({ ok: true });
};

const ROUTES: ReadonlyArray<{ match: (path: string) => boolean; handler: Handler }> = [
  { match: (p) => /^\/api\/clubAndRegionsNamesCached\/?$/.test(p), handler: handleNamesCached },
  { match: (p) => CLUB_BY_NAME.test(p), handler: handleClubByName },
  { match: (p) => CLUB_BY_ID.test(p), handler: handleClubById },
  { match: (p) => REGION_BY_NAME.test(p), handler: handleRegionByName },
  { match: (p) => REGION_BY_ID.test(p), handler: handleRegionById },
  { match: (p) => /^\/api\/saveErrorAPI(Back)?\/?$/.test(p), handler: handleSaveError },
];

/** Routes by path; null when the path is not one of the own-API paths, so the caller answers 404. */
export async function handleOwnApi(request: Request, deps: OwnApiDeps): Promise<Response | null> {
  const path = new URL(request.url).pathname;
  const route = ROUTES.find((r) => r.match(path));
  return route ? route.handler(request, deps) : null;
}

/** OwnApiDeps' log on the site's logger: an error as `err`, anything else as `data`. */
export function ownApiLog(logger: Logger): OwnApiDeps['log'] {
  const detail = (data: unknown) =>
    data instanceof Error ? { err: data } : data === undefined ? {} : { data };
  return {
    warn: (msg, data) => logger.warn(detail(data), msg),
    error: (msg, data) => logger.error(detail(data), msg),
  };
}
