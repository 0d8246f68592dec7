/**
 * The one way the site talks to the engine: credentials added by set, answers validated
 * against the engine's contract, codes read as docs/product.md#engine-answers says.
 */
import { isSessionExpiredMessage } from '@fairway/rules';
import {
  ACCESO_INICIAR_SESION_PATH,
  CLIENT_ADDRESS_HEADER,
  iniciarSesionFrontAnswer,
  SITE_KEY_HEADER,
} from '@fairway/contract';
import type { AnswerOf, CallSpec, RequestOf } from '@fairway/contract';
import { z } from 'zod';

export interface EngineCredentials {
  token: string;
  culture: string;
  idVendedor: number;
  idInicioSesion: number;
  idUsuario?: number;
  userToken?: string;
  /** The golfer's address, sent with the site key so the engine's per-address limits see golfers. */
  clientAddress?: string;
}

export type EngineFailure = {
  ok: false;
  /** 2 and 3 refuse, 4 is an error; 0 means the engine could not be reached or answered nonsense. */
  cod: 0 | 2 | 3 | 4;
  msg: string;
  /** cod 4 with exactly 'Session expired' or 'La sesión ha expirado'. */
  sessionExpired: boolean;
  /**
   * A refusal's own `datos` (cod 2 and 3), unread: the caller that knows the call parses it with
   * the contract's schema for that refusal (e.g. multipacks.fueraDeVentana).
   */
  datos?: unknown;
};
export type EngineResult<T> = { ok: true; data: T } | EngineFailure;

export interface FailureReport {
  call: string;
  cod: number;
  msg: string;
}

export interface EngineClientOptions {
  baseUrl: string;
  vendorUsername: string;
  vendorPassword: string;
  /** Proves to the engine that the golfer's address it is sent comes from this shop. */
  siteKey: string;
  fetch?: typeof fetch;
  /** Called for every failed call: the site posts it to its error log. */
  onFailure?: (report: FailureReport) => void;
  /**
   * Called after every call, answered or not, with its path and how long it took (ms): the
   * site's caches watch writes, and each page counts its calls (Server-Timing).
   */
  afterCall?: (path: string, ms: number) => void;
  /**
   * Milliseconds a call may take, its answer's body included; past it the call fails (cod 0) and
   * the page goes on without it, so a slow engine never holds a golfer's page open. Unset: no limit.
   */
  timeoutMs?: number;
}

/** Where the shop posts a Braintree Drop-in's nonce (the engine's payments/braintree.ts). */
export const BRAINTREE_PAY_PATH = 'pasarela/braintree/pago';

/** What the shop sends with a nonce: the payment, and the booking's proof the engine checks. */
export interface BraintreePayment {
  idPago: string;
  localizador: string;
  email: string;
  nonce: string;
}

/**
 * The engine's word on a nonce: charged (the sale's verdict, `succeeded` or `declined`, as the
 * payment's status), refused before or instead of a sale (its reason and HTTP status), or no
 * answer at all (the engine could not be reached, or answered something else).
 */
export type BraintreePayAnswer =
  | { kind: 'charged'; outcome: string }
  | { kind: 'refused'; status: number; error: string }
  | { kind: 'unanswered' };

const braintreeCharged = z.object({ outcome: z.string() });
const braintreeRefused = z.object({ error: z.string() });

function credentialFields(spec: CallSpec, creds: EngineCredentials): Record<string, unknown> {
  const basic = {
    token: creds.token,
    culture: creds.culture,
    idVendedor: creds.idVendedor,
    idInicioSesion: creds.idInicioSesion,
  };
  if (spec.credentials === 'client') return { ...basic, idCliente: 0 };
  const hasUser = creds.userToken !== undefined && creds.idUsuario !== undefined;
  if (spec.credentials === 'user' || (spec.credentials === 'basicOrUser' && hasUser)) {
    return { ...basic, idUsuario: creds.idUsuario, userToken: creds.userToken };
  }
  return basic;
}

/**
 * A refusal (cod 2 or 3) in the engine's own words, already in the golfer's language, for a page to
 * show as written; null when the engine failed instead, which a page words itself.
 */
export function refusalText(failure: EngineFailure): string | null {
  return (failure.cod === 2 || failure.cod === 3) && failure.msg ? failure.msg : null;
}

/** Reads an answer (docs/product.md#engine-answers): 1 or no cod succeeds; 2, 3 and 4 fail. */
export function readAnswer<T>(spec: Pick<CallSpec, 'answer'>, body: unknown): EngineResult<T> {
  if (typeof body !== 'object' || body === null)
    return { ok: false, cod: 0, msg: 'Unreadable answer', sessionExpired: false };
  const record = body as { cod?: unknown; msg?: unknown; datos?: unknown };
  const cod = record.cod;
  const msg = typeof record.msg === 'string' ? record.msg : '';
  if (cod === 2 || cod === 3)
    return {
      ok: false,
      cod,
      msg,
      sessionExpired: false,
      ...('datos' in record && record.datos !== undefined ? { datos: record.datos } : {}),
    };
  if (cod === 4) return { ok: false, cod: 4, msg, sessionExpired: isSessionExpiredMessage(msg) };
  if (cod !== undefined && cod !== 1)
    return { ok: false, cod: 0, msg: `Unknown answer code ${String(cod)}`, sessionExpired: false };
  const checked = spec.answer.safeParse(body);
  if (!checked.success)
    return {
      ok: false,
      cod: 0,
      msg: 'The answer does not match the contract',
      sessionExpired: false,
    };
  return { ok: true, data: checked.data as T };
}

export function createEngineClient(options: EngineClientOptions) {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');

  /** `init` with the call's time limit, when there is one. */
  function limited(init: RequestInit): RequestInit {
    return options.timeoutMs ? { ...init, signal: AbortSignal.timeout(options.timeoutMs) } : init;
  }

  function failureMessage(error: unknown): string {
    if (error instanceof Error && error.name === 'TimeoutError')
      return `The engine did not answer within ${options.timeoutMs} ms`;
    return String(error);
  }

  function fail(call: string, failure: EngineFailure): EngineFailure {
    options.onFailure?.({ call, cod: failure.cod, msg: failure.msg });
    return failure;
  }

  return {
    /** Acceso/IniciarSesionFront: the anonymous vendor session, form-encoded as the engine expects. */
    async startSession(
      culture: string,
      seconds: number,
    ): Promise<
      EngineResult<{ token: string; fechaExp: string; idInicioSesion: number; idVendedor: number }>
    > {
      const form = new URLSearchParams({
        username: options.vendorUsername,
        password: options.vendorPassword,
        segundosExpiracion: String(seconds),
        culture,
        idVendedorSim: '',
      });
      const started = performance.now();
      try {
        const response = await doFetch(
          `${base}/${ACCESO_INICIAR_SESION_PATH}`,
          limited({ method: 'POST', headers: { accept: 'application/json' }, body: form }),
        );
        const result = readAnswer<{
          datos: { token: string; fechaExp: string; idInicioSesion: number; idVendedor: number };
        }>({ answer: iniciarSesionFrontAnswer }, await response.json());
        if (!result.ok) return fail(ACCESO_INICIAR_SESION_PATH, result);
        return { ok: true, data: result.data.datos };
      } catch (error) {
        return fail(ACCESO_INICIAR_SESION_PATH, {
          ok: false,
          cod: 0,
          msg: failureMessage(error),
          sessionExpired: false,
        });
      } finally {
        options.afterCall?.(ACCESO_INICIAR_SESION_PATH, performance.now() - started);
      }
    },

    async call<C extends CallSpec>(
      spec: C,
      body: RequestOf<C>,
      creds: EngineCredentials,
    ): Promise<EngineResult<AnswerOf<C>>> {
      const started = performance.now();
      try {
        const response = await doFetch(
          `${base}/${spec.path}`,
          limited({
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              accept: 'application/json',
              // The engine believes the golfer's address only with the shop's key beside it.
              ...(creds.clientAddress
                ? {
                    [CLIENT_ADDRESS_HEADER]: creds.clientAddress,
                    [SITE_KEY_HEADER]: options.siteKey,
                  }
                : {}),
            },
            body: JSON.stringify({ ...(body as object), ...credentialFields(spec, creds) }),
          }),
        );
        const result = readAnswer<AnswerOf<C>>(spec, await response.json());
        return result.ok ? result : fail(spec.path, result);
      } catch (error) {
        return fail(spec.path, {
          ok: false,
          cod: 0,
          msg: failureMessage(error),
          sessionExpired: false,
        });
      } finally {
        options.afterCall?.(spec.path, performance.now() - started);
      }
    },

    /**
     * A Braintree Drop-in's nonce to the engine, which charges it. Not a contract call (no
     * session credentials): the engine proves the payment by its booking's reference and e-mail,
     * and counts wrong proofs per golfer address, which it believes only with the site key.
     */
    async payBraintree(
      body: BraintreePayment,
      clientAddress?: string,
    ): Promise<BraintreePayAnswer> {
      const started = performance.now();
      try {
        // No time limit: a charge given up on here may still be made there; the golfer must
        // learn its verdict, so this waits as long as the server lets the request live.
        const response = await doFetch(`${base}/${BRAINTREE_PAY_PATH}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(clientAddress
              ? { [CLIENT_ADDRESS_HEADER]: clientAddress, [SITE_KEY_HEADER]: options.siteKey }
              : {}),
          },
          body: JSON.stringify(body),
        });
        const answer: unknown = await response.json();
        const charged = braintreeCharged.safeParse(answer);
        if (charged.success && response.ok)
          return { kind: 'charged', outcome: charged.data.outcome };
        const refused = braintreeRefused.safeParse(answer);
        if (refused.success) {
          options.onFailure?.({ call: BRAINTREE_PAY_PATH, cod: 3, msg: refused.data.error });
          return { kind: 'refused', status: response.status, error: refused.data.error };
        }
        options.onFailure?.({ call: BRAINTREE_PAY_PATH, cod: 0, msg: 'Unreadable answer' });
        return { kind: 'unanswered' };
      } catch (error) {
        options.onFailure?.({ call: BRAINTREE_PAY_PATH, cod: 0, msg: String(error) });
        return { kind: 'unanswered' };
      } finally {
        options.afterCall?.(BRAINTREE_PAY_PATH, performance.now() - started);
      }
    },
  };
}

export type EngineClient = ReturnType<typeof createEngineClient>;
