import pino from 'pino';
import { loadConfig } from '../src/config.ts';
import { ALL_CALLS, CLIENT_ADDRESS_HEADER, SITE_KEY_HEADER } from '@fairway/contract';
import type { EngineConfig } from '../src/config.ts';
import { createEngine } from '../src/server.ts';
import type { Engine } from '../src/server.ts';
import { ManualClock } from '../src/services/clock.ts';
import { clearCatalogCache } from '../src/services/catalog-cache.ts';
import { freshServerDatabase } from './server-database.ts';
import type { Backend } from './server-database.ts';

export { BACKENDS, SERVER_URL, freshServerDatabase } from './server-database.ts';
export type { Backend } from './server-database.ts';

export interface Answer {
  cod: number;
  msg: string;
  [key: string]: unknown;
}

export interface TestEngine {
  engine: Engine;
  url: string;
  clock: ManualClock;
  config: EngineConfig;
  session: Credentials;
  /**
   * POSTs a JSON call with the session's credentials and returns status and body; `from` names
   * the golfer's client address as the shop does (with the site key), else it is 127.0.0.1.
   */
  call(
    path: string,
    body?: Record<string, unknown>,
    credentials?: Record<string, unknown>,
    from?: string,
  ): Promise<Answer>;
  raw(path: string, init: RequestInit): Promise<Response>;
  newSession(culture?: string): Promise<Credentials>;
  close(): Promise<void>;
}

export interface Credentials {
  token: string;
  culture: string;
  idVendedor: number;
  idInicioSesion: number;
  [key: string]: unknown;
}

export async function startTestEngine(
  backend: Backend,
  overrides: Partial<EngineConfig> = {},
  /**
   * The engine's clock starts at `clockStart` (seeding included); the wall clock's now without.
   * `log` receives the engine's log (silent without), for a test of what it writes.
   */
  options: { clockStart?: Date; log?: pino.Logger } = {},
): Promise<TestEngine> {
  clearCatalogCache();
  const server = backend === 'postgres' ? await freshServerDatabase() : null;
  // A test engine is a development one: its secrets are the public defaults.
  const config = loadConfig(
    { NODE_ENV: 'development' },
    {
      LOG_LEVEL: 'silent',
      SCRYPT_LOG_N: 10,
      DATABASE_URL: server?.url,
      DATABASE_POOL_SIZE: 60,
      // Suites make many look-ups from 127.0.0.1 on purpose; the look-up limiter is proven on its
      // own (ownership.test.ts turns it back on), so here it would only make suites depend on order.
      ENGINE_LOOKUP_FAILURES_PER_ADDRESS: 0,
      ENGINE_LOOKUP_FAILURES_PER_REFERENCE: 0,
      // Likewise suites hold for many golfers from 127.0.0.1 (capacity races of 50 holds); the
      // limits on holds are proven on their own (holds.test.ts turns them back on).
      ENGINE_HOLD_REQUESTS_PER_ADDRESS: 0,
      ENGINE_UNPAID_TEE_TIME_PLACES: 0,
      ENGINE_UNPAID_TOURNAMENT_PLAYERS: 0,
      ENGINE_UNPAID_MULTIPACKS: 0,
      // Likewise logins and sign-ups per address, successes included (accounts.test.ts turns them
      // on); and a long hash queue, so parallel tests never meet the gate's 503 by accident.
      ENGINE_LOGINS_PER_ADDRESS: 0,
      ENGINE_SIGN_UPS_PER_ADDRESS: 0,
      ENGINE_HASH_QUEUE: 100,
      ...overrides,
    },
  );
  const clock = new ManualClock(options.clockStart);
  const engine = await createEngine(config, {
    clock,
    log: options.log ?? pino({ level: 'silent' }),
    inMemory: !overrides.ENGINE_DATA_DIR,
  });
  const url = await engine.listen(0, '127.0.0.1');
  const raw = (path: string, init: RequestInit) => fetch(`${url}/${path.replace(/^\//, '')}`, init);
  const newSession = async (culture = 'en-GB'): Promise<Credentials> => {
    const form = new URLSearchParams({
      username: config.ENGINE_VENDOR_USERNAME,
      password: config.ENGINE_VENDOR_PASSWORD,
      segundosExpiracion: '7200',
      culture,
      idVendedorSim: '',
    });
    const response = await raw('Acceso/IniciarSesionFront', { method: 'POST', body: form });
    const body = (await response.json()) as {
      datos: { token: string; idVendedor: number; idInicioSesion: number };
    };
    return {
      token: body.datos.token,
      culture,
      idVendedor: body.datos.idVendedor,
      idInicioSesion: body.datos.idInicioSesion,
    };
  };
  const session = await newSession();
  return {
    engine,
    url,
    clock,
    config,
    session,
    raw,
    newSession,
    call(path, body = {}, credentials = session, from) {
      return postCall(
        url,
        path,
        { ...credentials, ...body },
        from === undefined
          ? {}
          : { [SITE_KEY_HEADER]: config.ENGINE_SITE_KEY, [CLIENT_ADDRESS_HEADER]: from },
      );
    },
    async close() {
      await engine.close();
      await server?.drop();
    },
  };
}

/**
 * POSTs a JSON call and returns its answer with the HTTP status; a successful answer must match
 * the contract the site is typed against.
 */
async function postCall(
  url: string,
  path: string,
  body: Record<string, unknown>,
  headers: Record<string, string>,
): Promise<Answer> {
  const response = await fetch(`${url}/${path.replace(/^\//, '')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Answer;
  const spec = ALL_CALLS.find((c) => c.path.toLowerCase() === path.toLowerCase());
  if (answer.cod === 1 && spec) {
    const checked = spec.answer.safeParse(answer);
    if (!checked.success)
      throw new Error(`${path} answered outside its contract: ${checked.error.message}`);
  }
  return { ...answer, httpStatus: response.status };
}

/** What the flows (flows.ts) need of an engine: its calls and its clock. */
export type Caller = Pick<TestEngine, 'call' | 'clock'>;

/**
 * An engine running in processes of its own (node:cluster workers on one port), called with the
 * development vendor's session and site key. Each call opens a new connection, so the cluster's
 * primary hands it to the next worker in turn; the clock is the wall clock, as the processes' is.
 */
export async function remoteEngine(url: string): Promise<Caller> {
  const config = loadConfig({ NODE_ENV: 'development' });
  const fresh = { connection: 'close' };
  const login = await fetch(`${url}/Acceso/IniciarSesionFront`, {
    method: 'POST',
    headers: fresh,
    body: new URLSearchParams({
      username: config.ENGINE_VENDOR_USERNAME,
      password: config.ENGINE_VENDOR_PASSWORD,
      segundosExpiracion: '7200',
      culture: 'en-GB',
      idVendedorSim: '',
    }),
  });
  const { datos } = (await login.json()) as {
    datos: { token: string; idVendedor: number; idInicioSesion: number };
  };
  const { token, idVendedor, idInicioSesion } = datos;
  const session: Credentials = { token, idVendedor, idInicioSesion, culture: 'en-GB' };
  return {
    clock: new ManualClock(),
    call: (path, body = {}, credentials = session, from) =>
      postCall(
        url,
        path,
        { ...credentials, ...body },
        from === undefined
          ? fresh
          : { ...fresh, [SITE_KEY_HEADER]: config.ENGINE_SITE_KEY, [CLIENT_ADDRESS_HEADER]: from },
      ),
  };
}

/** A date some days ahead, in the club's calendar (UTC is close enough for days ahead). */
export function daysAhead(n: number, clock: ManualClock): string {
  return new Date(clock.now().getTime() + n * 86_400_000).toISOString().slice(0, 10);
}
