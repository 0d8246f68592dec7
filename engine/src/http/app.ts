import { cultureFor, type Locale } from '@fairway/rules';
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { EngineConfig } from '../config.ts';
import { readBoundedBody } from './body-limit.ts';
import {
  backOfficeCredentials,
  basicCredentials,
  clientCredentials,
  toleratedFields,
  userCredentials,
} from '@fairway/contract/envelope';
import type { Db } from '../db/client.ts';
import { message } from '../i18n/messages.ts';
import type { MessageKey } from '../i18n/messages.ts';
import type { Background } from '../services/background.ts';
import type { Clock } from '../services/clock.ts';
import type { HashGate } from '../services/hash-gate.ts';
import type { Mailer } from '../services/outbox.ts';
import { authenticateSession, userOfToken } from '../services/sessions.ts';
import type { Throttle } from '../services/throttle.ts';
import { clientAddress } from './client-address.ts';
import { Busy, Fail } from '../calls/fail.ts';
import type { Caller, CallContext, Registered } from '../calls/registry.ts';
import { sameSecret } from './secrets.ts';

export interface AppDeps {
  db: Db;
  config: EngineConfig;
  log: Logger;
  clock: Clock;
  mailer: Mailer;
  /** The one rate limiter: login failures, recovery requests, failed look-ups by reference. */
  throttle: Throttle;
  /** Work started by a call and finished after its answer; awaited before the engine closes. */
  background: Background;
  /** Bounds the password hashes running at once (services/hash-gate.ts). */
  hashing: HashGate;
  /** Resolved once the server listens, for links the engine hands out. */
  baseUrl: () => string;
}

/** Strings of 1 MB must reach validation and be refused there with a message, not cut off here. */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;
/** How much of an over-limit body is read and dropped so its sender reads the 413 (body-limit.ts). */
export const DRAIN_BODY_BYTES = 16 * 1024 * 1024;

type Body = Record<string, unknown>;

export function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.length > 0 ? issue.path.join('.') : 'body';
  if (issue.code === 'unrecognized_keys') return `unknown field ${issue.keys.join(', ')}`;
  return `${path}: ${issue.message}`;
}

type HttpStatus = 200 | 400 | 413 | 500 | 503;

export function answer(c: Context, body: Body, status: HttpStatus = 200) {
  return c.json(body, status);
}

export function refusal(
  c: Context,
  cod: 2 | 3 | 4,
  key: MessageKey,
  locale: Locale,
  params?: Record<string, string>,
  status: HttpStatus = 200,
  datos?: Record<string, unknown>,
) {
  const msg = message(key, locale, params);
  return answer(c, datos === undefined ? { cod, msg } : { cod, msg, datos }, status);
}

export function createCallRouter(deps: AppDeps, calls: readonly Registered[]): Hono {
  const app = new Hono();
  const byPath = new Map<string, Registered>();
  for (const call of calls) {
    const key = call.spec.path.toLowerCase();
    if (byPath.has(key)) throw new Error(`Call registered twice: ${call.spec.path}`);
    byPath.set(key, call);
  }

  app.post('/*', async (c) => {
    const bounded = await readBoundedBody(c, MAX_BODY_BYTES, DRAIN_BODY_BYTES);
    if ('over' in bounded) {
      if (bounded.over === 'cut') c.header('Connection', 'close');
      return refusal(c, 3, 'bodyTooLarge', 'en', {}, 413);
    }
    const path = c.req.path.replace(/^\/+/, '');
    const registered = byPath.get(path.toLowerCase());
    if (!registered) return refusal(c, 3, 'unknownCall', 'en', { path: path.slice(0, 100) }, 400);

    const form = registered.spec.encoding === 'form';
    const body = form ? await readForm(c, bounded.bytes) : readJson(c, bounded.bytes);
    if (body instanceof Response) return body;
    const culture = typeof body.culture === 'string' ? body.culture : 'en-GB';
    const locale = cultureFor(culture).locale;
    const started = performance.now();
    try {
      const caller = await authenticate(deps, registered, body);
      // A form call carries no credentials: its culture is one of its own fields.
      const input = registered.spec.request.safeParse(form ? body : withoutCredentials(body));
      if (!input.success) {
        const detail = input.error.issues.slice(0, 3).map(describeIssue).join('; ');
        throw new Fail(3, 'invalidField', { detail });
      }
      const client = clientAddress(c, deps.config.ENGINE_SITE_KEY);
      // A wrong site key is a misconfigured shop (every golfer then shares its address) or a guess.
      if (client.source === 'rejectedKey')
        deps.log.warn({ call: registered.spec.path }, 'site key not valid: client address ignored');
      const ctx: CallContext = {
        db: deps.db,
        config: deps.config,
        log: deps.log,
        clock: deps.clock,
        mailer: deps.mailer,
        throttle: deps.throttle,
        background: deps.background,
        hashing: deps.hashing,
        caller,
        culture,
        locale,
        ip: client.address,
        baseUrl: deps.baseUrl(),
      };
      const result = await registered.handle(input.data, ctx);
      const ms = performance.now() - started;
      c.header('Server-Timing', `engine;dur=${ms.toFixed(1)}`);
      deps.log.info({ call: registered.spec.path, cod: 1, ms: Math.round(ms * 10) / 10 }, 'call');
      return answer(c, { cod: 1, msg: '', ...result });
    } catch (error) {
      if (error instanceof Busy) {
        deps.log.warn(
          { call: registered.spec.path, hashing: deps.hashing.stats() },
          'call refused: password hashing busy',
        );
        c.header('Retry-After', String(error.retryAfterSeconds));
        return refusal(c, error.cod, error.key, locale, error.params, 503);
      }
      if (error instanceof Fail) {
        deps.log.info(
          { call: registered.spec.path, cod: error.cod, reason: error.key },
          'call refused',
        );
        return refusal(c, error.cod, error.key, locale, error.params, 200, error.datos);
      }
      deps.log.error({ err: error, call: registered.spec.path }, 'call failed');
      return refusal(c, 4, 'internal', locale, {}, 500);
    }
  });
  return app;
}

function withoutCredentials(body: Body): Body {
  const own: Body = {};
  for (const [key, value] of Object.entries(body)) {
    if (!(toleratedFields as readonly string[]).includes(key)) own[key] = value;
  }
  return own;
}

const utf8 = new TextDecoder();

function readJson(c: Context, bytes: Uint8Array): Body | Response {
  let parsed: unknown;
  try {
    parsed = JSON.parse(utf8.decode(bytes));
  } catch {
    return refusal(c, 3, 'malformedJson', 'en', {}, 400);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return refusal(c, 3, 'bodyNotObject', 'en', {}, 400);
  }
  return parsed as Body;
}

async function readForm(c: Context, bytes: Uint8Array): Promise<Body | Response> {
  const notForm = () =>
    refusal(c, 3, 'invalidField', 'en', { detail: 'the body must be form-encoded' }, 400);
  const contentType = c.req.header('content-type') ?? '';
  if (
    !contentType.includes('application/x-www-form-urlencoded') &&
    !contentType.includes('multipart/form-data')
  )
    return notForm();
  // The body was read already (readBoundedBody); the few form calls parse it as a web request.
  c.req.raw = new Request(c.req.raw, { body: bytes });
  try {
    return await c.req.parseBody();
  } catch {
    return notForm();
  }
}

async function authenticate(deps: AppDeps, registered: Registered, body: Body): Promise<Caller> {
  const set = registered.spec.credentials;
  if (set === 'none') return { sessionId: 0, vendorId: deps.config.ENGINE_VENDOR_ID, userId: null };
  if (set === 'backOffice') {
    // A vendor session is what the shop's web server holds; operator records need more than that.
    const given = backOfficeCredentials.safeParse(body);
    if (!given.success) {
      throw new Fail(3, 'invalidField', {
        detail: given.error.issues.slice(0, 3).map(describeIssue).join('; '),
      });
    }
    if (!sameSecret(given.data.claveBackOffice, deps.config.ENGINE_BACKOFFICE_KEY))
      throw new Fail(3, 'backOfficeKeyInvalid');
    return { sessionId: 0, vendorId: deps.config.ENGINE_VENDOR_ID, userId: null, backOffice: true };
  }
  const basic = (set === 'client' ? clientCredentials : basicCredentials).safeParse(body);
  if (!basic.success) {
    throw new Fail(3, 'invalidField', {
      detail: basic.error.issues.slice(0, 3).map(describeIssue).join('; '),
    });
  }
  const now = deps.clock.now();
  const session = await authenticateSession(deps.db, basic.data, now);
  const hasUserFields = body.userToken !== undefined || body.idUsuario !== undefined;
  if (set === 'user' || (set === 'basicOrUser' && hasUserFields)) {
    const user = userCredentials.safeParse(body);
    if (!user.success) {
      throw new Fail(3, 'invalidField', {
        detail: user.error.issues.slice(0, 3).map(describeIssue).join('; '),
      });
    }
    // The token says who the user is; an idUsuario naming anyone else is refused, never obeyed.
    const userId = await userOfToken(deps.db, user.data.userToken, now);
    if (userId !== user.data.idUsuario) throw new Fail(3, 'invalidCredentials');
    return { ...session, userId, userToken: user.data.userToken };
  }
  return { ...session, userId: null };
}
