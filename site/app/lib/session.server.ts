import { parseId } from '@fairway/rules';
import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';
import { redirect } from 'react-router';
import type { EngineClient, EngineCredentials } from './engine.server.ts';
import { clearCookie, COOKIE, parseCookies, serializeCookie } from './cookies.server.ts';
import { safeNextPath } from './redirect.ts';

export interface SiteSession {
  token: string;
  tokenExpires: number;
  sessionId: number;
  vendorId: number;
  userToken: string | null;
  userId: number | null;
  /** When the user token stops working (ms); null without a login. */
  userTokenExpires: number | null;
}

export function readSession(cookies: Record<string, string>): SiteSession | null {
  const token = cookies[COOKIE.token];
  const tokenExpires = Number(cookies[COOKIE.tokenExpires]);
  const sessionId = parseId(cookies[COOKIE.sessionId]);
  const vendorId = parseId(cookies[COOKIE.vendorId]);
  if (!token || !Number.isFinite(tokenExpires) || sessionId === null || vendorId === null)
    return null;
  return {
    token,
    tokenExpires,
    sessionId,
    vendorId,
    ...userOf(cookies),
  };
}

/** The login the cookies carry, only when all three of its cookies are there and readable. */
function userOf(
  cookies: Record<string, string>,
): Pick<SiteSession, 'userToken' | 'userId' | 'userTokenExpires'> {
  const userToken = cookies[COOKIE.userToken] || null;
  const userId = parseId(cookies[COOKIE.userId]);
  const userTokenExpires = Number(cookies[COOKIE.userTokenExpires]);
  if (!userToken || userId === null || !Number.isFinite(userTokenExpires))
    return { userToken: null, userId: null, userTokenExpires: null };
  return { userToken, userId, userTokenExpires };
}

/**
 * docs/product.md#sessions: a login whose expiry has come is not sent to the engine; the golfer is
 * asked to log in again (the re-login modal) and meanwhile browses as a visitor.
 */
function withLiveLogin(
  session: SiteSession,
  now: number,
): { session: SiteSession; loginExpired: boolean } {
  if (session.userTokenExpires === null || now < session.userTokenExpires)
    return { session, loginExpired: false };
  return {
    session: { ...session, userToken: null, userId: null, userTokenExpires: null },
    loginExpired: true,
  };
}

/** How long the session's own cookies last when the page has no session to tie them to. */
const WITHOUT_SESSION_MS = 3_600_000;

/**
 * When the cookies that belong to a golfer's visit (cart, promocode, booking, guest details) end:
 * with the session's token (docs/product.md#cookies), or in an hour when the engine could not start
 * a session for the page.
 */
export function visitCookiesExpire(
  session: Pick<SiteSession, 'tokenExpires'> | null | undefined,
  now = Date.now(),
): Date {
  return new Date(session?.tokenExpires ?? now + WITHOUT_SESSION_MS);
}

export function credentialsOf(session: SiteSession, culture: string): EngineCredentials {
  return {
    token: session.token,
    culture,
    idVendedor: session.vendorId,
    idInicioSesion: session.sessionId,
    ...(session.userToken && session.userId
      ? { userToken: session.userToken, idUsuario: session.userId }
      : {}),
  };
}

export const SESSION_COOKIES = [
  COOKIE.token,
  COOKIE.tokenExpires,
  COOKIE.sessionId,
  COOKIE.vendorId,
] as const;

/**
 * docs/product.md#sessions: the token is cleared and the request goes back to its own full path,
 * where a new anonymous session starts. Used for an expired token and for an engine that calls it
 * expired. The path is the client's to write, and `//evil.example/` reaches the not-found page: it
 * goes through the redirect rule like any `next`, else home.
 */
export function renewSession(request: Request, secure: boolean): Response {
  const url = new URL(request.url);
  const headers = new Headers();
  for (const name of SESSION_COOKIES) headers.append('Set-Cookie', clearCookie(name, secure));
  return redirect(safeNextPath(`${url.pathname}${url.search}`, '/'), { headers });
}

/**
 * Tokens the engine accepted lately (a session it started, a call it answered), for five minutes.
 * A page that finds all its data in the shared cache asks the engine nothing; for a token not in
 * here it asks anyway, so a session the engine no longer knows is still found and renewed.
 */
const ACCEPTED_MS = 5 * 60_000;
const accepted = new LRUCache<string, true>({ max: 20_000, ttl: ACCEPTED_MS });

export function acceptToken(token: string): void {
  accepted.set(token, true);
}

export function tokenAccepted(token: string): boolean {
  return accepted.has(token);
}

interface SessionDeps {
  engine: EngineClient;
  culture: string;
  seconds: number;
  secure: boolean;
  now?: number;
  log?: (msg: string) => void;
}

/** A crawler's session is renewed this long before it expires, so no page meets its end. */
const CRAWLER_RENEW_MS = 60_000;
const crawlerSessions = new Map<string, Promise<SiteSession | null>>();

async function startAnonymous(deps: SessionDeps): Promise<SiteSession | null> {
  const started = await deps.engine.startSession(deps.culture, deps.seconds);
  if (!started.ok) {
    deps.log?.(`anonymous session not started: ${started.msg}`);
    return null;
  }
  acceptToken(started.data.token);
  return {
    token: started.data.token,
    tokenExpires: new Date(started.data.fechaExp).getTime(),
    sessionId: started.data.idInicioSesion,
    vendorId: started.data.idVendedor,
    userToken: null,
    userId: null,
    userTokenExpires: null,
  };
}

/**
 * Known bots (isbot) that only read pages share one session per culture and process instead of
 * starting one per visit, and get no cookies. Without this every crawl of the catalog would leave
 * thousands of sessions in the engine.
 */
async function crawlerSession(deps: SessionDeps, now: number): Promise<SiteSession | null> {
  const current = await crawlerSessions.get(deps.culture);
  if (current && now < current.tokenExpires - CRAWLER_RENEW_MS) return current;
  const next = startAnonymous(deps);
  crawlerSessions.set(deps.culture, next);
  // A failed start is not kept: the next crawler request tries again.
  const session = await next;
  if (!session) crawlerSessions.delete(deps.culture);
  return session;
}

/**
 * A request that does something in the golfer's name: a form or API post (cart, checkout, login,
 * sign-up, registration, favourites, cancellation) or any call of the cart API. A bot that makes
 * one gets a session of its own with cookies, as a person does, so no two bots share a cart or a
 * login, and a synthetic monitor (a headless browser) can book and log in.
 */
function acts(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return true;
  return /^\/api\/cart(?:\/|$)/.test(new URL(request.url).pathname);
}

/** Tests start from no crawler session. */
export function forgetCrawlerSessions(): void {
  crawlerSessions.clear();
}

/**
 * The session a page renders with. No token: an anonymous vendor session is started here, on the
 * server (a known bot that only reads shares one instead); if that fails it is logged and the page
 * renders without one. An expired token: the cookies are cleared and the request is sent back to
 * its own full path, which starts a new one.
 */
export async function ensureSession(
  request: Request,
  deps: SessionDeps,
): Promise<{ session: SiteSession | null; setCookies: string[]; loginExpired: boolean }> {
  const now = deps.now ?? Date.now();
  const cookies = parseCookies(request.headers.get('cookie'));
  const current = readSession(cookies);
  if (current && now < current.tokenExpires)
    return { ...withLiveLogin(current, now), setCookies: [] };
  if (current) throw renewSession(request, deps.secure);
  if (isbot(request.headers.get('user-agent') ?? '') && !acts(request))
    return { session: await crawlerSession(deps, now), setCookies: [], loginExpired: false };
  const session = await startAnonymous(deps);
  if (!session) return { session: null, setCookies: [], loginExpired: false };
  const options = { expires: new Date(session.tokenExpires), secure: deps.secure };
  return {
    session,
    loginExpired: false,
    setCookies: [
      serializeCookie(COOKIE.token, session.token, options),
      serializeCookie(COOKIE.tokenExpires, String(session.tokenExpires), options),
      serializeCookie(COOKIE.sessionId, String(session.sessionId), options),
      serializeCookie(COOKIE.vendorId, String(session.vendorId), options),
    ],
  };
}
