import type { Locale } from '@fairway/rules';
import { RouterContextProvider } from 'react-router';
import { afterEach, beforeAll, vi } from 'vitest';
import type { RequestContext } from '../platform/request/request-context.server.ts';
import { requestContextKey } from '../platform/request/request-context.server.ts';

export interface EngineCall {
  path: string;
  body: Record<string, unknown>;
}

export interface StubbedEngine {
  /** Every call the routes made, in order, with its JSON body. */
  calls: EngineCall[];
  /**
   * The answer per call path (`PreReserva/RealizarPreReserva`), set or replaced by the test; any
   * other path answers cod 4. A function answers from the call's body (one day, then another).
   */
  answers: Record<string, unknown>;
  callsTo(path: string): EngineCall[];
}

/**
 * The engine a route test talks to: `fetch` stubbed for the whole file (the engine client keeps
 * the fetch it was built with, so before the first call), answers and calls emptied after each
 * test. Registers its own beforeAll and afterEach.
 */
export function registerStubbedEngine(): StubbedEngine {
  const engine: StubbedEngine = {
    calls: [],
    answers: {},
    callsTo: (path) => engine.calls.filter((call) => call.path === path),
  };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = new URL(String(input)).pathname.slice(1);
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    engine.calls.push({ path, body });
    const answer = engine.answers[path];
    return Response.json(
      (typeof answer === 'function'
        ? (answer as (asked: typeof body) => unknown)(body)
        : answer) ?? {
        cod: 4,
        msg: `unexpected ${path}`,
      },
    );
  });
  beforeAll(() => {
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    engine.calls.length = 0;
    engine.answers = {};
  });
  return engine;
}

/** An hour from when the test file loads: the session and the login are alive. */
export const LATER = Date.now() + 3_600_000;

/** The anonymous session's cookies that match `routeContext`'s session. */
export const SESSION_COOKIES = `token=tok; tokenExpires=${LATER}; sessionId=7; vendorId=3`;
/** The login's cookies that match `routeContext({ loggedIn: true })`. */
export const USER_COOKIES = `userToken=ut; userTokenExpires=${LATER}; userId=9; isUserLoggedIn=true`;

/**
 * The request context the shell would have made: session 7 of vendor 3 and, when logged in,
 * user 9 with the user token 'ut'.
 */
export function routeContext({
  locale = 'en',
  culture = 'en-GB',
  loggedIn = false,
}: { locale?: Locale; culture?: string; loggedIn?: boolean } = {}): RouterContextProvider {
  const user = loggedIn
    ? { userToken: 'ut', userId: 9, userTokenExpires: LATER }
    : { userToken: null, userId: null, userTokenExpires: null };
  const ctx: RequestContext = {
    locale,
    culture,
    session: { token: 'tok', tokenExpires: LATER, sessionId: 7, vendorId: 3, ...user },
    creds: {
      token: 'tok',
      culture,
      idVendedor: 3,
      idInicioSesion: 7,
      ...(loggedIn ? { userToken: 'ut', idUsuario: 9 } : {}),
    },
    setCookies: [],
    sessionStarted: false,
    loginExpired: false,
    cookieSecure: true,
    appMode: false,
  };
  const context = new RouterContextProvider();
  context.set(requestContextKey, ctx);
  return context;
}

/** The redirect or error response a loader or action threw. */
export async function thrownResponse(run: () => Promise<unknown>): Promise<Response> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('expected a thrown response');
}

/** The engine's front configuration (ConfiguracionFrontal), naming the payment provider. */
export function frontConfigAnswer(pasarela: string) {
  return {
    cod: 1,
    msg: '',
    datos: {
      nombre: 'Fairway',
      moneda: 'EUR',
      comisionTransaccion: 1.5,
      comisionReembolsable: false,
      minutosRetencion: 15,
      maxJugadores: 4,
      diasVentanaMultipack: 30,
      pasarela,
      idiomas: ['en', 'es', 'fr', 'sv'],
      emailContacto: 'hello@fairway.example',
      empresa: 'Fairway Golf Travel S.L.',
      direccionEmpresa: 'Calle del Hoyo 19, 2.º B, 29016 Málaga',
      urlProfesionales: null,
      urlAppStore: null,
      urlGooglePlay: null,
    },
  };
}

/** ObtenerDatosPasarelaPreReserva's answer: one new payment of the hold, at `url`. */
export function cardPageAnswer(url: string, pasarela = 'sandbox', idPago = 'pay_1') {
  return {
    cod: 1,
    msg: '',
    datos: { pasarela, idPago, url, importe: 91.5, fechaExpiracion: '2026-11-23T20:15:00.000Z' },
  };
}
