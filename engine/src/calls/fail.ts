import type { Cod } from '@fairway/contract/envelope';
import type { MessageKey } from '../i18n/messages.ts';

/**
 * A refusal the caller should read: answered as `{cod, msg}` in the caller's language, and
 * `{cod, msg, datos}` when the refusal carries data the caller acts on (the valid dates of a
 * multipack's round outside its window, the contract's `fueraDeVentana`; the `motivo` of a cart's
 * refusal, its `rechazoCarrito`).
 */
export class Fail extends Error {
  constructor(
    readonly cod: Exclude<Cod, 1>,
    readonly key: MessageKey,
    readonly params: Record<string, string> = {},
    readonly datos?: Record<string, unknown>,
  ) {
    super(key);
  }
}

/**
 * The engine is too busy for this call right now (every password-hash slot and the queue behind
 * them are taken): answered 503 with Retry-After, the body a cod 3 refusal the shop shows as is.
 */
export class Busy extends Fail {
  constructor(readonly retryAfterSeconds: number) {
    super(3, 'hashingBusy');
  }
}

export const failure = (
  key: MessageKey,
  params?: Record<string, string>,
  datos?: Record<string, unknown>,
) => new Fail(2, key, params, datos);
export const invalid = (
  key: MessageKey,
  params?: Record<string, string>,
  datos?: Record<string, unknown>,
) => new Fail(3, key, params, datos);
